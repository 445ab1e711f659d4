/**
 * A release's short number as people see and quote it: 1042 → '#1042'. The API answers the bare
 * integer (`release_number`); null or anything else non-positive reads as an empty string.
 */
export function formatReleaseNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? `#${n}` : '';
}

/** What a staff search box may hold to find a release by number: '1042', '#1042'; null otherwise. */
export function parseReleaseNumber(text: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
