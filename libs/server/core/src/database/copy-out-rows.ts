import { StringDecoder } from 'node:string_decoder';

/** Calls `take` with each row of a `COPY … TO STDOUT` text stream, without the newline; chunks may split rows and characters. */
export async function forEachCopyRow(rows: AsyncIterable<Buffer | string>, take: (row: string) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of rows) {
    const text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      take(text.slice(start, end));
      start = end + 1;
    }
    rest = text.slice(start);
  }
  rest += decoder.end();
  if (rest) take(rest);
}
