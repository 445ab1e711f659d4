const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The partition of royalty_lines holding one import's lines: `royalty_lines_` and the import's id without its
 * dashes (46 characters, under Postgres' 63). The migration that partitioned the table and the import-delete
 * trigger use the same name, so changing it takes a migration. The id is checked: it is written into DDL.
 */
export function linePartition(importId: string): string {
  if (!UUID.test(importId)) throw new Error(`not an import id: ${importId}`);
  return `royalty_lines_${importId.replace(/-/g, '').toLowerCase()}`;
}
