import { isOneOf } from '../util/one-of';

/**
 * A person's role in an artist account. The account (releases, wallet, plan, …) belongs to its
 * owner; members act in it with one of the other roles.
 */
export const ACCOUNT_ROLES = ['owner', 'admin', 'manager', 'finance', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles an invitation or a role change may give (ownership moves only by transfer). */
export const MEMBER_ROLES = ['admin', 'manager', 'finance', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isAccountRole(value: unknown): value is AccountRole {
  return isOneOf(ACCOUNT_ROLES, value);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return isOneOf(MEMBER_ROLES, value);
}

/**
 * Which member roles may call a kind of artist route. The owner may call every route; a route's
 * declaration names the others (`@AccountRoles(...)` on the server, the menu on the web).
 */
export const ROLE_GROUPS = {
  /** The person's own things (password, notifications, accounts, logout): every role. */
  personal: ['admin', 'manager', 'finance', 'viewer'],
  /** Reading the catalogue, statistics, links, tickets, the dashboard: every role. */
  read: ['admin', 'manager', 'finance', 'viewer'],
  /** Releases, tracks, the directory, splits, smart links, promo art, tickets. */
  catalogue: ['admin', 'manager'],
  /** Reading the wallet, payouts, earnings, statements, billing. */
  moneyRead: ['admin', 'finance', 'viewer'],
  /** Payouts, payout destinations, buying a plan. */
  money: ['admin', 'finance'],
  /** Inviting, changing and removing members. */
  team: ['admin'],
  /** The account's identity and verification, ownership, closing: the owner only. */
  owner: [],
} as const satisfies Record<string, readonly MemberRole[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** What a person acting in an account is told when their role or the account refuses them. */
export const ACCESS_MESSAGES = {
  roleForbidden: 'Your role does not allow this.',
  accountNotFound: 'Account not found.',
  chooseAccount: 'Choose an account.',
} as const;
