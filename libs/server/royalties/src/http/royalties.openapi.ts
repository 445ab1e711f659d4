import { oa, type SchemaObject } from '@soundpost/server-core/http';

const total = oa.obj({ key: oa.str, lines: oa.int, units: oa.int, revenue_cents: oa.int });
const importSummary: Record<string, SchemaObject> = {
  id: oa.uuid,
  store_id: oa.str,
  store_name: oa.str,
  period_start: oa.str,
  period_end: oa.str,
  file_name: oa.str,
  fx_rate: oa.nstr,
  status: { type: 'string', enum: ['imported', 'posted'] },
  lines: oa.int,
  matched: oa.int,
  unmatched: oa.int,
  bad: oa.int,
  revenue_cents: oa.int,
  matched_cents: oa.int,
  unmatched_cents: oa.int,
  created_at: oa.date,
  posted_at: oa.ndate,
};

export const royaltyImportSummarySchema = oa.obj(importSummary);
export const royaltyImportDetailSchema = oa.obj({
  ...importSummary,
  checksum: oa.str,
  bad_lines: oa.arr(oa.obj({ line: oa.int, reason: oa.str })),
  by_store: oa.arr(total),
  by_territory: oa.arr(total),
  credited_cents: oa.int,
  held_cents: oa.int,
});
export const royaltyImportPageSchema = oa.page(royaltyImportSummarySchema);
export const royaltyUnmatchedPageSchema = oa.page(
  oa.obj({ id: oa.str, line: oa.int, territory: oa.nstr, isrc: oa.nstr, upc: oa.nstr, units: oa.int, revenue_cents: oa.int, reason: oa.str, reason_text: oa.str }),
);
const mapping = oa.obj(
  { isrc: oa.str, upc: oa.str, territory: oa.str, units: oa.str, revenue: oa.str, currency: oa.str, sale_date: oa.str, store: oa.str },
  { optional: ['isrc', 'upc', 'territory', 'units', 'currency', 'sale_date', 'store'] },
);
export const royaltyPresetSchema = oa.obj({ id: oa.uuid, store_id: oa.str, name: oa.str, mapping, created_at: oa.date });
export const royaltyPresetRequestSchema = oa.obj({ store_id: oa.str, name: oa.str, mapping }, { closed: true });
export const royaltyPresetListSchema = oa.obj({ data: oa.arr(royaltyPresetSchema) });
export const royaltyMatchRequestSchema = oa.obj({ isrc: oa.str, upc: oa.str }, { optional: ['isrc', 'upc'], closed: true });

const split = oa.obj({ id: oa.uuid, email: oa.str, share: oa.num, status: { type: 'string', enum: ['invited', 'accepted'] } });
export const royaltySplitsSchema = oa.obj({ splits: oa.arr(split), owner_share: oa.num, inherited: oa.bool });
export const royaltySplitsRequestSchema = oa.obj({ splits: oa.arr(oa.obj({ email: oa.str, share: oa.num }, { closed: true })) }, { closed: true });
const invitation = oa.obj({
  id: oa.uuid,
  release_title: oa.nstr,
  track_title: oa.nstr,
  owner_name: oa.nstr,
  share: oa.num,
  status: oa.str,
  held_cents: oa.int,
  created_at: oa.date,
});
export const royaltyInvitationsSchema = oa.obj({ invitations: oa.arr(invitation) });
export const royaltyAcceptSchema = oa.obj({ invitation, released_cents: oa.int });

export const royaltySummarySchema = oa.obj({
  from: oa.nstr,
  to: oa.nstr,
  group_by: oa.str,
  currency: oa.str,
  total_cents: oa.int,
  units: oa.int,
  groups: oa.arr(oa.obj({ key: oa.str, label: oa.str, amount_cents: oa.int, units: oa.int })),
});
export const royaltyLinesPageSchema = oa.page(
  oa.obj({
    id: oa.str,
    month: oa.str,
    period_start: oa.str,
    period_end: oa.str,
    store: oa.str,
    territory: oa.nstr,
    isrc: oa.nstr,
    upc: oa.nstr,
    release_title: oa.nstr,
    track_title: oa.nstr,
    units: oa.int,
    share_cents: oa.int,
  }),
);
