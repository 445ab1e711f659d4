import { invitationExpiry, isExpired, limitReached, removalRefusal, roleChangeRefusal, sixDigits, transferExpiry, transferSide, upgradeFor } from './team.rules';

const ACCOUNT = 'acc';
const plan = (name: string, userLimit: number, priceCents: number, isActive = true) => ({ name, userLimit, priceCents, isActive });

describe('team rules', () => {
  it('invitations last 14 days, transfer codes 30 minutes; expired at the instant', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(invitationExpiry(now).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(transferExpiry(now).toISOString()).toBe('2026-01-01T00:30:00.000Z');
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(new Date(now.getTime() + 1), now)).toBe(false);
  });

  it('counts the limit with the owner included; 0 is no limit', () => {
    expect(limitReached(1, 1)).toBe(true);
    expect(limitReached(4, 5)).toBe(false);
    expect(limitReached(5, 5)).toBe(true);
    expect(limitReached(99, 0)).toBe(false);
  });

  it('names the cheapest active plan with more seats', () => {
    const plans = [plan('Free', 1, 0), plan('Artist', 1, 99), plan('Producer', 1, 299), plan('Label', 5, 999), plan('Old', 20, 500, false)];
    expect(upgradeFor(plans, 1)).toEqual({ name: 'Label', user_limit: 5 });
    expect(upgradeFor(plans, 5)).toBeNull();
    expect(upgradeFor([...plans, plan('Team', 3, 499)], 1)).toEqual({ name: 'Team', user_limit: 3 });
  });

  it('never changes the owner; changes admins and others', () => {
    expect(roleChangeRefusal({ role: 'owner', userId: 'x' })).toBe('owner');
    for (const role of ['admin', 'manager', 'finance', 'viewer'] as const) expect(roleChangeRefusal({ role, userId: 'x' })).toBeNull();
  });

  it('removes: never the owner nor the account user; admins anyone else; a member only themselves', () => {
    const owner = { role: 'owner' as const, personId: 'p-owner' };
    const admin = { role: 'admin' as const, personId: 'p-admin' };
    const viewer = { role: 'viewer' as const, personId: 'p-viewer' };
    expect(removalRefusal(admin, { role: 'owner', userId: 'p-owner' }, ACCOUNT)).toBe('owner');
    expect(removalRefusal(owner, { role: 'viewer', userId: ACCOUNT }, ACCOUNT)).toBe('account_user');
    expect(removalRefusal(viewer, { role: 'viewer', userId: ACCOUNT }, ACCOUNT)).toBe('account_user');
    expect(removalRefusal(admin, { role: 'admin', userId: 'p-other' }, ACCOUNT)).toBeNull();
    expect(removalRefusal(owner, { role: 'finance', userId: 'p-f' }, ACCOUNT)).toBeNull();
    expect(removalRefusal(viewer, { role: 'viewer', userId: 'p-viewer' }, ACCOUNT)).toBeNull();
    expect(removalRefusal(viewer, { role: 'manager', userId: 'p-m' }, ACCOUNT)).toBe('forbidden');
  });

  it('knows which side of a transfer confirms', () => {
    const transfer = { ownerId: 'o', toUserId: 'm' };
    expect(transferSide(transfer, 'o')).toBe('owner');
    expect(transferSide(transfer, 'm')).toBe('member');
    expect(transferSide(transfer, 'x')).toBeNull();
  });

  it('writes six digits', () => {
    expect(sixDigits(42)).toBe('000042');
    expect(sixDigits(999_999)).toBe('999999');
    expect(sixDigits(1_234_567)).toBe('234567');
  });
});
