import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the translations API, field for field from language-file.mapper.ts.

/** A nested dictionary of strings. */
export const bundleSchema: SchemaObject = { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'object' }] } };

export const languageFileSchema: SchemaObject = oa.obj({ lang: oa.str, size: oa.int, updated_at: oa.ndate, published_at: oa.ndate, shipped: oa.bool, unpublished_changes: oa.bool });

export const languageBackupSchema: SchemaObject = oa.obj({ file: oa.str, size: oa.int, updated_at: oa.date, reason: oa.str, created_by: oa.nstr });

export const langMessageSchema: SchemaObject = oa.obj({ lang: oa.str, message: oa.str });

/** Language codes as the files service accepts them. */
export const langParam: SchemaObject = { type: 'string', pattern: '^[a-z]{2,3}(-[a-z0-9]{2,8})?$', example: 'en' };
