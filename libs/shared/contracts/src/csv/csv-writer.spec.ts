import { csvCell, csvLine, toCsv } from './csv-writer';

describe('csv writer', () => {
  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])('neutralises the formula %j', (input) => {
    const cell = csvCell(input);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('keeps negative numbers as numbers', () => {
    expect(csvCell(-250)).toBe('-250');
  });

  it('ends lines with CRLF and writes a header', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    const csv = toCsv([{ n: 'Ann', e: 'a@x.io' }, { n: 'Bo, Jr', e: '=cmd' }], [
      { header: 'name', value: (r) => r.n },
      { header: 'email', value: (r) => r.e },
    ]);
    expect(csv).toBe("name,email\r\nAnn,a@x.io\r\n\"Bo, Jr\",'=cmd\r\n");
  });
});
