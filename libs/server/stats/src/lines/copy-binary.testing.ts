/** Test helper: the rows of a binary COPY stream, each field as Postgres would read it back (uuid, number, ISO day, text or null). */
export function decodeCopyBinary(bytes: Buffer, types: Array<'uuid' | 'int4' | 'int8' | 'date' | 'text'>): Array<Array<string | number | null>> {
  if (bytes.subarray(0, 11).toString('latin1') !== 'PGCOPY\n\xff\r\n\0') throw new Error('not a binary COPY stream');
  let at = 19;
  const rows: Array<Array<string | number | null>> = [];
  for (;;) {
    const count = bytes.readInt16BE(at);
    at += 2;
    if (count === -1) return rows;
    if (count !== types.length) throw new Error(`a row of ${count} fields, ${types.length} expected`);
    rows.push(
      types.map((type) => {
        const length = bytes.readInt32BE(at);
        at += 4;
        if (length === -1) return null;
        const field = bytes.subarray(at, (at += length));
        if (type === 'uuid') return field.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
        if (type === 'int4') return field.readInt32BE(0);
        if (type === 'int8') return Number(field.readBigInt64BE(0));
        if (type === 'date') return new Date(Date.UTC(2000, 0, 1 + field.readInt32BE(0))).toISOString().slice(0, 10);
        return field.toString('utf8');
      }),
    );
  }
}
