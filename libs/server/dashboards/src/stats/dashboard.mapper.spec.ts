import { centsToAmount, toActivePlan, toRecentRelease } from './dashboard.mapper';

describe('dashboard mapper', () => {
  it('turns cents into euros with two decimals', () => {
    expect(centsToAmount(0)).toBe(0);
    expect(centsToAmount(1349)).toBe(13.49);
    expect(centsToAmount(100)).toBe(1);
    expect(centsToAmount(600_000_000_123)).toBe(6_000_000_001.23);
  });

  it('answers the active plan with the plan name, or null without a subscription', () => {
    const end = '2026-12-01T00:00:00.000Z';
    const subscription = { id: 's1', status: 'active' as const, current_period_start: null, current_period_end: end, expires_at: null, plan_id: 'p1', payment_gateway: 'stripe' };
    expect(toActivePlan({ subscription, plan: { name: 'Producer' } as never })).toEqual({ id: 's1', plan_id: 'p1', name: 'Producer', status: 'active', current_period_end: end });
    expect(toActivePlan({ subscription: null, plan: null })).toBeNull();
  });

  it('sends a pending release status in English whatever the row holds', () => {
    const row = { id: 'r', title: 'T', artist: 'A', created_at: new Date(), release_date: '2026-01-02', status: 'Pendente' };
    expect(toRecentRelease(row).status).toBe('pending');
    expect(toRecentRelease({ ...row, status: 'odd' }).status).toBe('odd');
  });
});
