export function moveTo(orderedIds: readonly string[], trackId: string, to: number): string[] {
  const others = orderedIds.filter((id) => id !== trackId);
  const index = Math.min(Math.max(Math.trunc(to), 1), others.length + 1) - 1;
  return [...others.slice(0, index), trackId, ...others.slice(index)];
}

/** A partial list would leave numbers ambiguous. */
export function isCompleteOrder(requested: readonly unknown[], current: readonly string[]): requested is string[] {
  if (requested.length !== current.length) return false;
  const known = new Set(current);
  const seen = new Set<string>();
  for (const id of requested) {
    if (typeof id !== 'string' || !known.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
