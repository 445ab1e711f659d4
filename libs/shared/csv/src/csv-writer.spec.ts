import { csvCell, csvLine, toCsv } from './csv-writer';

describe('csv writer', () => {
  it('quotes cells with commas, semicolons, quotes, tabs and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\rlines')).toBe('"two\rlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('quotes a semicolon before a formula, so a semicolon-locale spreadsheet neither splits nor runs it', () => {
    expect(csvCell('x;=1+1')).toBe('"x;=1+1"');
    expect(csvLine(['x;=1+1', 'ok'])).toBe('"x;=1+1",ok\r\n');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
  ])('neutralises and quotes the formula %j', (input, written) => {
    expect(csvCell(input)).toBe(written);
  });

  it('keeps numbers as numbers, a negative one too', () => {
    expect(csvCell(-250)).toBe('-250');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(BigInt(7) as unknown as number)).toBe('7');
  });

  it('ends lines with CRLF and writes a header', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(csvLine([null, 'b', undefined])).toBe(',b,\r\n');
    const csv = toCsv([{ n: 'Ann', e: 'a@x.io' }, { n: 'Bo, Jr', e: '=cmd' }, { n: 'Cy; Sr', e: null }], [
      { header: 'name', value: (r) => r.n },
      { header: 'email', value: (r) => r.e },
    ]);
    expect(csv).toBe(`name,email\r\nAnn,a@x.io\r\n"Bo, Jr","'=cmd"\r\n"Cy; Sr",\r\n`);
  });

  it('writes just the header for no rows', () => {
    expect(toCsv([], [{ header: 'a', value: () => 1 }])).toBe('a\r\n');
  });
});
