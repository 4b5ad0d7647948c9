import { escapeCopyText, unescapeCopyRow } from './copy';

// A json column keeps the text as written: tabs and carriage returns may sit between its tokens.
const line = '{"note":"a \\"quote\\", a \\\\ backslash\\nand a newline","raw":{\t"kept":\r1}}\n';

describe("COPY's text format, one column", () => {
  it('escapes what COPY reads as special, and leaves the newline that ends the row', () => {
    const escaped = escapeCopyText(Buffer.from(line)).toString();
    expect(escaped).toBe(
      '{"note":"a \\\\"quote\\\\", a \\\\\\\\ backslash\\\\nand a newline","raw":{\\t"kept":\\r1}}\n',
    );
  });

  it('reads back exactly what was escaped, as COPY writes it', () => {
    expect(unescapeCopyRow(escapeCopyText(Buffer.from(line))).toString()).toBe(line);
    expect(unescapeCopyRow(Buffer.from('a\\bb\\fc\\vd\n')).toString()).toBe('a\bb\fc\vd\n');
  });

  it('passes a row with nothing to escape through as it is', () => {
    const plain = Buffer.from('{"n":1}\n');
    expect(escapeCopyText(plain)).toBe(plain);
    expect(unescapeCopyRow(plain)).toBe(plain);
  });
});
