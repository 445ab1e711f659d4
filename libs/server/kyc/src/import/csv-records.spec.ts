import { Readable } from 'node:stream';
import { csvRecords, type CsvRecord } from './csv-records';

const read = async (chunks: Array<string | Buffer>, maxBytes?: number): Promise<CsvRecord[]> => {
  const out: CsvRecord[] = [];
  for await (const record of csvRecords(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))), maxBytes)) out.push(record);
  return out;
};
const oneByOne = (text: string): Buffer[] => [...Buffer.from(text)].map((b) => Buffer.from([b]));

describe('csvRecords', () => {
  it('reads quoted cells with commas, quotes and line breaks, any line end, a BOM, and names each record\'s line', async () => {
    const text = '\uFEFFname,email\r\n"A, ""x""",a@x.io\n\n"multi\nline",b@x.io\rlast,c@x.io';
    const expected = [
      { line: 1, cells: ['name', 'email'] },
      { line: 2, cells: ['A, "x"', 'a@x.io'] },
      { line: 4, cells: ['multi\nline', 'b@x.io'] },
      { line: 6, cells: ['last', 'c@x.io'] },
    ];
    expect(await read([text])).toEqual(expected);
    expect(await read(oneByOne(text))).toEqual(expected);
  });

  it('skips a record over the limit with its line and reads on from the next line, in one piece or byte by byte', async () => {
    const text = `h\nok1\n${'x'.repeat(200)}\nok2\n"${'y'.repeat(200)}"\nok3\n`;
    const expected = [
      { line: 1, cells: ['h'] },
      { line: 2, cells: ['ok1'] },
      { line: 3, problem: 'too_large' },
      { line: 4, cells: ['ok2'] },
      { line: 5, problem: 'too_large' },
      { line: 6, cells: ['ok3'] },
    ];
    expect(await read([text], 100)).toEqual(expected);
    expect(await read(oneByOne(text), 100)).toEqual(expected);
  });

  it('holds none of a huge line: a line of many chunks is dropped as it streams', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    async function* huge() {
      yield Buffer.from('h\n');
      for (let i = 0; i < 64; i++) yield chunk;
      yield Buffer.from('\nafter\n');
    }
    const out: CsvRecord[] = [];
    for await (const record of csvRecords(Readable.from(huge()))) out.push(record);
    expect(out).toEqual([{ line: 1, cells: ['h'] }, { line: 2, problem: 'too_large' }, { line: 3, cells: ['after'] }]);
  });

  it('counts a CRLF inside quotes once, even split across chunks', async () => {
    const text = 'h\r\n"a\r\nb",x\r\nlast\r\n';
    const expected = [
      { line: 1, cells: ['h'] },
      { line: 2, cells: ['a\r\nb', 'x'] },
      { line: 4, cells: ['last'] },
    ];
    expect(await read([text])).toEqual(expected);
    expect(await read(oneByOne(text))).toEqual(expected);
    expect(await read(['h\r\n"open\r', '\nb,x\r\nc\r\n'])).toEqual([
      { line: 1, cells: ['h'] },
      { line: 2, problem: 'malformed' },
      { line: 3, cells: ['b', 'x'] },
      { line: 4, cells: ['c'] },
    ]);
  });

  it('reports a quote left open at its first line and reads the lines after it', async () => {
    const text = 'h,e\n"open,a@x.io\nb,b@x.io\nc,c@x.io\n';
    expect(await read([text])).toEqual([
      { line: 1, cells: ['h', 'e'] },
      { line: 2, problem: 'malformed' },
      { line: 3, cells: ['b', 'b@x.io'] },
      { line: 4, cells: ['c', 'c@x.io'] },
    ]);
  });

  it('reports a stray quote and reads on', async () => {
    expect(await read(['h\n"B"x,b\nc\nd"q,e\nf\n'])).toEqual([
      { line: 1, cells: ['h'] },
      { line: 2, problem: 'malformed' },
      { line: 3, cells: ['c'] },
      { line: 4, problem: 'malformed' },
      { line: 5, cells: ['f'] },
    ]);
  });

  it('passes on a failure of the source', async () => {
    const source = new Readable({ read() { this.destroy(new Error('too big')); } });
    const drain = async () => {
      for await (const record of csvRecords(source)) void record;
    };
    await expect(drain()).rejects.toThrow('too big');
  });
});

describe('csvRecords, quotes open past the limit', () => {
  it('reports the first line of a quote that runs past the limit and reads its next lines again', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `r${i},e${i}`);
    const out = await read([`h\n"open,x\n${rows.join('\n')}\n`], 100);
    expect(out[1]).toEqual({ line: 2, problem: 'malformed' });
    expect(out.slice(2)).toEqual(rows.map((r, i) => ({ line: 3 + i, cells: r.split(',') })));
  });
});
