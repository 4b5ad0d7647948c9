import { renderToStaticMarkup } from 'react-dom/server';
import { ClientPager } from './ClientPager';

const render = (props: { page: number; total: number; totalCapped?: boolean }) =>
  renderToStaticMarkup(<ClientPager pageSize={25} onPageChange={() => undefined} {...props} />);
const nextDisabled = (html: string) =>
  /<button[^>]*disabled=""[^>]*aria-label="Next page"/.test(html);

describe('ClientPager', () => {
  it('shows an exact total with its last page', () => {
    const html = render({ page: 2, total: 132 });
    expect(html).toContain('26–50 of 132 clients');
    expect(html).toContain('Page 2 of 6');
    expect(nextDisabled(html)).toBe(false);
    expect(nextDisabled(render({ page: 6, total: 132 }))).toBe(true);
  });

  it('shows a capped total as a lower bound, with Next on even at its end', () => {
    const html = render({ page: 40, total: 1000, totalCapped: true });
    expect(html).toContain('976–1,000 of 1,000+ clients');
    expect(html).toContain('Page 40<');
    expect(html).not.toContain(' of 40');
    expect(nextDisabled(html)).toBe(false);
  });
});
