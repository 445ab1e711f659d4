import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Calls `take` with each line of the stream (LF or CRLF, without its end; a leading BOM dropped), synchronously
 * within each chunk so a million lines make a few hundred awaits. `take` returns false to stop reading early, or a
 * promise to wait for before the next line (the consumer's backpressure).
 */
export async function forEachLine(stream: Readable, take: (line: string) => boolean | void | Promise<void>): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let first = true;
  const emit = (line: string): boolean | void | Promise<void> => {
    let text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (first) {
      first = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    return take(text);
  };
  try {
    for await (const chunk of stream) {
      const text = rest + decoder.write(chunk as Buffer);
      let from = 0;
      for (let lf = text.indexOf('\n'); lf >= 0; lf = text.indexOf('\n', from)) {
        const taken = emit(text.slice(from, lf));
        from = lf + 1;
        if (taken === false) return;
        if (taken instanceof Promise) await taken;
      }
      rest = text.slice(from);
    }
    rest += decoder.end();
    if (rest) await emit(rest);
  } finally {
    stream.destroy();
  }
}
