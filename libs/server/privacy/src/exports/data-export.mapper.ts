import type { DataExportResponse } from '@soundpost/contracts';
import { DataExport } from './data-export.entity';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** `url` is the signed download link, given by the service only while the export is ready. */
export function toDataExportResponse(row: DataExport, url: string | null): DataExportResponse {
  return {
    id: row.id,
    status: row.status,
    size_bytes: row.sizeBytes,
    linked_files: row.linkedFiles,
    created_at: new Date(row.createdAt).toISOString(),
    ready_at: iso(row.readyAt),
    expires_at: iso(row.expiresAt),
    url,
  };
}
