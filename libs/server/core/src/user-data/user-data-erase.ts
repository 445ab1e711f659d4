import type { EntityManager } from 'typeorm';

/**
 * One statement of a domain's part of closing an account: an `UPDATE` that blanks or pseudonymises
 * the personal columns of one of its own tables, or a `DELETE`, for the account `$1` (its user id).
 * `table` is the table the statement changes (the coverage test reads it); the SQL starts with
 * `UPDATE <table>` or `DELETE FROM <table>`.
 */
export interface EraseStatement {
  table: string;
  sql: string;
}

/**
 * Files to delete from storage once the erasure has committed: a `SELECT key` for the account `$1`,
 * run before the statements (which may delete the rows naming them).
 */
export interface EraseFileSet {
  sql: string;
}

/** A table with a user-id column that closing leaves as it is on purpose, and why (money, catalogue, retention, staff ids). */
export interface KeptAtClosure {
  table: string;
  reason: string;
}

/**
 * A domain's part of "erase this user's personal data" (`userErase` on its registry line): run by the
 * platform for every domain in one transaction when an account is closed. Money and catalogue facts
 * stay (under the same, now pseudonymous, user id); names, e-mail addresses, phone numbers, addresses,
 * identity fields and personal free texts go.
 */
export interface UserDataErase {
  statements: readonly EraseStatement[];
  files?: readonly EraseFileSet[];
  kept?: readonly KeptAtClosure[];
}

/** What the platform's eraser hands back: the storage keys to delete after the commit. */
export interface ErasedUserData {
  statements: number;
  files: string[];
}

/** Runs every domain's erasure for one account in the caller's transaction (the platform provides it). */
export type UserDataEraserFn = (manager: EntityManager, accountId: string) => Promise<ErasedUserData>;

/** The name a closed account's user row keeps, and the pseudonymous e-mail placeholder (never deliverable: `.invalid`). */
export const CLOSED_ACCOUNT_NAME = 'Closed account';
export const CLOSED_ACCOUNT_EMAIL_DOMAIN = 'closed.invalid';
/** SQL for the placeholder of the account `$1`: `closed-<id>@closed.invalid`. */
export const CLOSED_ACCOUNT_EMAIL_SQL = `'closed-' || $1::uuid::text || '@${CLOSED_ACCOUNT_EMAIL_DOMAIN}'`;
/** The text that replaces a personal free text whose row is kept (a ticket's message, a chat line). */
export const ERASED_TEXT = '[erased]';
