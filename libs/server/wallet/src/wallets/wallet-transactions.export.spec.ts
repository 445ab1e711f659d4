import { Readable } from 'node:stream';
import { escapeLiteral } from 'pg';
import { CrlfRows, inlineParameters } from './wallet-transactions.export';

async function throughCrlf(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(new CrlfRows())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('CrlfRows', () => {
  it('ends rows with CRLF and keeps line feeds inside quoted cells, whatever the chunk boundaries', async () => {
    const csv = 'id,description\n1,"line one\nline two"\n2,"say ""hi""\n, ok"\n3,"crlf\r\ninside"\n4,café 🎵\n';
    const expected = 'id,description\r\n1,"line one\nline two"\r\n2,"say ""hi""\n, ok"\r\n3,"crlf\r\ninside"\r\n4,café 🎵\r\n';
    expect(await throughCrlf([csv])).toBe(expected);
    // Every split point, including between the two quotes of a doubled quote and inside a multibyte character.
    const bytes = Buffer.from(csv);
    for (let at = 1; at < bytes.length; at++) {
      const parts = [bytes.subarray(0, at), bytes.subarray(at)];
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(parts).pipe(new CrlfRows())) out.push(chunk as Buffer);
      expect([at, Buffer.concat(out).toString('utf8')]).toEqual([at, expected]);
    }
  });

  it('passes a chunk without a row end as it is', async () => {
    expect(await throughCrlf(['abc', 'def\n'])).toBe('abcdef\r\n');
  });
});

describe('inlineParameters', () => {
  const client = { escapeLiteral };

  it('replaces each $n with its escaped literal, $10 not read as $1 then 0', () => {
    const params = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', "it's"];
    expect(inlineParameters('SELECT $1, $10', params, client)).toBe(`SELECT 'a', 'it''s'`);
  });

  // pg's escapeLiteral writes a backslash-bearing string as ` E'…'` (leading space included).
  it('escapes quotes and backslashes, sends dates as ISO instants and arrays as Postgres array text', () => {
    const sql = inlineParameters('WHERE a ILIKE $1 AND b >= $2 AND c = ANY($3) AND d = $4', ["x'); DROP TABLE wallets; --\\", new Date('2026-11-27T00:00:00.000Z'), ['u1', 'q"\\'], null], client);
    expect(sql).toBe(`WHERE a ILIKE  E'x''); DROP TABLE wallets; --\\\\' AND b >= '2026-11-27T00:00:00.000Z' AND c = ANY( E'{"u1","q\\\\"\\\\\\\\"}') AND d = NULL`);
    expect(inlineParameters('WHERE c = ANY($1)', [[]], client)).toBe(`WHERE c = ANY('{}')`);
  });

  it('refuses a missing parameter or one it cannot write', () => {
    expect(() => inlineParameters('SELECT $2', ['a'], client)).toThrow('$2 is missing');
    expect(() => inlineParameters('SELECT $1', [{ a: 1 }], client)).toThrow(TypeError);
  });
});
