import { renderToStaticMarkup } from 'react-dom/server';
import { Pagination } from './Pagination';

const render = (props: { page: number; total: number; totalCapped?: boolean; noun?: string }) =>
  renderToStaticMarkup(
    <Pagination pageSize={25} onPageChange={() => undefined} noun="clients" {...props} />,
  );
const nextDisabled = (html: string) =>
  /<button[^>]*disabled=""[^>]*aria-label="Next page"/.test(html);

describe('Pagination', () => {
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

  it('counts what it is given', () => {
    expect(render({ page: 1, total: 1000, totalCapped: true, noun: 'payments' })).toContain(
      '1–25 of 1,000+ payments',
    );
    expect(render({ page: 1, total: 3, noun: 'payments' })).toContain('1–3 of 3 payments');
  });
});
