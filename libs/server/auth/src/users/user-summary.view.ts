import { PrimaryColumn, ViewColumn, ViewEntity } from 'typeorm';
import type { UserStatus } from './user.entity';

/** The name of auth's published accounts view; other domains may read and join it. */
export const USER_SUMMARIES_VIEW = 'auth_user_summaries';

/**
 * One row of auth's published accounts view (created by auth's migration, read-only). Other
 * domains' query builders join this instead of the `users` table.
 */
@ViewEntity({ name: USER_SUMMARIES_VIEW, synchronize: false })
export class UserSummary {
  // A key, so query builders can page and map joined rows over the view.
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @ViewColumn()
  name!: string;

  @ViewColumn()
  email!: string;

  @ViewColumn()
  roles!: string[];

  @ViewColumn()
  status!: UserStatus;

  @ViewColumn({ name: 'email_verified_at' })
  emailVerifiedAt!: Date | null;

  @ViewColumn({ name: 'created_at' })
  createdAt!: Date;
}
