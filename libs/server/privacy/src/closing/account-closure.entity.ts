import type { AccountClosureStatus } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

const cents = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/**
 * One account's closure: `closing` while its takedowns are still on their way to the stores (tokens
 * already revoked, the account can no longer sign in), `closed` once its personal data is erased.
 * Holds no personal data, so it is kept (the retention sweep reads `closedAt`), and the audit log
 * records its creation and its end: the fact of the closure, not the data.
 */
@Auditable<AccountClosure>({ type: 'AccountClosure', userIdOf: (c) => c.userId })
@Entity({ name: 'account_closures' })
export class AccountClosure {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The closed account (its user row, pseudonymised at closure). */
  @Column({ type: 'uuid' })
  userId!: string;

  /** The person who asked (the account's owner). */
  @Column({ type: 'uuid' })
  requestedBy!: string;

  @Column({ type: 'varchar', length: 16, default: 'requested' })
  status!: AccountClosureStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  requestedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** Why the artist left, from a fixed list (`ACCOUNT_CLOSURE_REASONS`), optional. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  reasonCodes!: string[];

  /** A balance under the payout minimum given up with consent (the ledger's `forfeit` entry). */
  @Column({ type: 'bigint', default: 0, transformer: cents })
  forfeitedCents!: number;

  /** Store takedowns queued for the account's live releases. */
  @Column({ type: 'int', default: 0 })
  takedowns!: number;

  /** The language of the request (the confirmation e-mail's). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;
}
