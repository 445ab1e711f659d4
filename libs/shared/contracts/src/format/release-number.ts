export function formatReleaseNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? `#${n}` : '';
}

export function parseReleaseNumber(text: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
