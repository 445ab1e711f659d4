import { TEAM_LIMITS, type AccountRole } from '@soundpost/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + TEAM_LIMITS.invitationDays * DAY_MS);
export const transferExpiry = (now: Date): Date => new Date(now.getTime() + TEAM_LIMITS.transferMinutes * 60 * 1000);
export const isExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() <= now.getTime();

/** 0 (or less) means no limit; the owner counts as one seat. */
export const limitReached = (seatsUsed: number, userLimit: number): boolean => userLimit > 0 && seatsUsed >= userLimit;

export interface PlanSeats {
  name: string;
  userLimit: number;
  priceCents: number;
  isActive: boolean;
}

/** The cheapest active plan allowing more people than `userLimit` (the upgrade a limit message names), or null. */
export function upgradeFor(plans: readonly PlanSeats[], userLimit: number): { name: string; user_limit: number } | null {
  const better = plans
    .filter((plan) => plan.isActive && plan.userLimit > userLimit)
    .sort((a, b) => a.priceCents - b.priceCents || a.userLimit - b.userLimit || a.name.localeCompare(b.name))[0];
  return better ? { name: better.name, user_limit: better.userLimit } : null;
}

export interface MemberTarget {
  role: AccountRole;
  userId: string;
}

export type RoleChangeRefusal = 'owner';

/** The owner's role moves only by a transfer; admins (and the owner) may change any other member, other admins included. */
export function roleChangeRefusal(target: MemberTarget): RoleChangeRefusal | null {
  return target.role === 'owner' ? 'owner' : null;
}

export type RemovalRefusal = 'owner' | 'account_user' | 'forbidden';

/**
 * Who may remove whom: the owner never; the account's own user (a former owner) never, since the
 * account's history is theirs; the owner and admins anyone else; any member themselves (leaving).
 */
export function removalRefusal(actor: { role: AccountRole; personId: string }, target: MemberTarget, accountId: string): RemovalRefusal | null {
  if (target.role === 'owner') return 'owner';
  if (target.userId === accountId) return 'account_user';
  if (actor.role === 'owner' || actor.role === 'admin') return null;
  return actor.personId === target.userId ? null : 'forbidden';
}

/** Which side of a transfer a person confirms as, or null when it is neither the owner nor the receiving admin. */
export function transferSide(transfer: { ownerId: string; toUserId: string }, personId: string): 'owner' | 'member' | null {
  if (personId === transfer.ownerId) return 'owner';
  if (personId === transfer.toUserId) return 'member';
  return null;
}

/** A 6-digit code, zero-padded, from a random integer below one million. */
export const sixDigits = (random: number): string => String(Math.floor(random) % 1_000_000).padStart(6, '0');
