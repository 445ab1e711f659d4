/**
 * A ℗ or © line as stores print it: symbol, year, owner. The owner text may already start with the
 * symbol or the year (DDEX line texts often do, and artists copy them), so neither is said twice.
 */
export function formatCopyrightLine(symbol: '℗' | '©', text: string | null | undefined, year: number | string | null | undefined): string {
  const owner = (text ?? '').trim();
  const y = year === null || year === undefined || String(year).trim() === '' ? null : String(year).trim();
  let rest = owner.replace(/^(?:℗|©|\((?:p|c)\))\s*/i, '');
  if (y && rest.startsWith(`${y} `)) rest = rest.slice(y.length).trimStart();
  else if (!y && /^\d{4}\s/.test(rest)) return `${symbol} ${rest}`;
  if (!rest) return y ? `${symbol} ${y}` : '';
  return y ? `${symbol} ${y} ${rest}` : `${symbol} ${rest}`;
}
