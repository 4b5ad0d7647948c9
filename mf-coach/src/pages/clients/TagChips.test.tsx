import { renderToStaticMarkup } from 'react-dom/server';
import { TagChips } from './TagChips';

describe('TagChips', () => {
  it('lists the tags, read-only, under a name', () => {
    const html = renderToStaticMarkup(<TagChips tags={['postnatal', 'vip']} label="Tags of Ava" />);
    expect(html).toContain('aria-label="Tags of Ava"');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).not.toContain('<button');
  });

  it('gives each tag a remove button that names it', () => {
    const html = renderToStaticMarkup(<TagChips tags={['vip']} onRemove={() => undefined} />);
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-label="Remove tag vip"');
  });

  it('renders nothing without tags', () => {
    expect(renderToStaticMarkup(<TagChips tags={[]} />)).toBe('');
  });
});
