import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the dashboards, field for field from dashboards.service.ts and dashboard.mapper.ts.

export const artistDashboardSchema: SchemaObject = oa.obj({
  total_releases: oa.int,
  total_tracks: oa.int,
  approved_releases: oa.int,
  pending_releases: oa.int,
  total_tickets: oa.int,
  open_tickets: oa.int,
  active_plan: oa.obj({ id: oa.uuid, plan_id: oa.uuid, name: oa.str, status: oa.str, current_period_end: oa.ndate }, { nullable: true }),
});

const metrics = {
  total_releases: oa.int,
  total_users: oa.int,
  users_with_active_plan: oa.int,
  users_with_free_plan: oa.int,
  total_royalties: oa.num,
  currency_symbol: oa.str,
};

export const adminDashboardSchema: SchemaObject = oa.obj({
  ...metrics,
  metrics: oa.obj(metrics),
  recent: oa.obj({
    users: oa.arr(oa.obj({ id: oa.uuid, name: oa.str, email: oa.str, created_at: oa.date })),
    releases: oa.arr(oa.obj({ id: oa.uuid, title: oa.nstr, artist: oa.nstr, created_at: oa.date, release_date: oa.nstr, status: oa.str })),
  }),
});
