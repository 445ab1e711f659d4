import { dueDate, isGap, reconcile, worstStatus } from './reconciliation-rule';

describe('reconciliation rule', () => {
  const base = { month: '2026-01-01', streamed: 1000, paidUnits: 1000, covered: true, lagDays: 60 };

  it('is due at the end of the month plus the lag', () => {
    expect(dueDate('2026-01-01', 60)).toBe('2026-04-01');
    expect(dueDate('2024-02-01', 1)).toBe('2024-03-01');
    expect(dueDate('2026-12-01', 365)).toBe('2027-12-31');
  });

  it('is pending until the due date, whatever was paid', () => {
    expect(reconcile({ ...base, paidUnits: 0, covered: false, today: '2026-03-31' })).toEqual({ status: 'pending', dueDate: '2026-04-01', gapPercent: null });
  });

  it('is late on the due date when no posted import of the store covers the month', () => {
    expect(reconcile({ ...base, covered: false, today: '2026-04-01' })).toEqual({ status: 'late', dueDate: '2026-04-01', gapPercent: null });
  });

  it('flags a gap above 20% of the streams, with its percentage', () => {
    expect(reconcile({ ...base, paidUnits: 660, today: '2026-05-01' })).toEqual({ status: 'gap', dueDate: '2026-04-01', gapPercent: 34 });
    expect(reconcile({ ...base, paidUnits: 799, today: '2026-05-01' }).gapPercent).toBe(20.1);
  });

  it('is ok at exactly 20% unpaid, when paid above streamed, and with no streams', () => {
    expect(reconcile({ ...base, paidUnits: 800, today: '2026-05-01' }).status).toBe('ok');
    expect(reconcile({ ...base, paidUnits: 1500, today: '2026-05-01' }).status).toBe('ok');
    expect(reconcile({ ...base, streamed: 0, paidUnits: 0, today: '2026-05-01' }).status).toBe('ok');
    expect(isGap(5, 3)).toBe(true);
    expect(isGap(5, 4)).toBe(false);
  });

  it('a longer lag keeps a month pending', () => {
    expect(reconcile({ ...base, paidUnits: 0, lagDays: 90, today: '2026-04-15' }).status).toBe('pending');
    expect(reconcile({ ...base, paidUnits: 0, lagDays: 30, today: '2026-04-15' }).status).toBe('gap');
  });

  it('summarises by the worst status', () => {
    expect(worstStatus(['ok', 'pending', 'late'])).toBe('late');
    expect(worstStatus(['late', 'gap', 'ok'])).toBe('gap');
    expect(worstStatus([])).toBe('ok');
  });
});
