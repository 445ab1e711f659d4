/**
 * A table that becomes labelled cards on a phone (.table--cards): every body cell names its column
 * in data-label, which the card shows above the value; `unlabelled` lists the columns that need no
 * name there (actions, a cover).
 */
export function expectPhoneCards(table: HTMLElement, unlabelled: readonly string[] = []): void {
  expect(table.classList.contains('table--cards')).toBe(true);
  const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent ?? '');
  const named = headers.filter((header) => !unlabelled.includes(header));
  const rows = Array.from(table.querySelectorAll('tbody tr'));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const labels = Array.from(row.children)
      .filter((_, i) => !unlabelled.includes(headers[i]))
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(named);
  }
}
