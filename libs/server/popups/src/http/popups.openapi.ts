import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the popups, field for field from popup.mapper.ts.

export const publicPopupSchema: SchemaObject = oa.obj({ id: oa.uuid, title: oa.str, message: oa.str, type: oa.str });

export const adminPopupSchema: SchemaObject = oa.obj({
  id: oa.uuid,
  title: oa.str,
  message: oa.str,
  type: oa.str,
  show_from: oa.ndate,
  show_until: oa.ndate,
  status: oa.bool,
  created_at: oa.date,
  updated_at: oa.date,
});
