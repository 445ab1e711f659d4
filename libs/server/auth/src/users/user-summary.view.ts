import { PrimaryColumn, ViewColumn, ViewEntity } from 'typeorm';
import type { UserStatus } from './user.entity';

export const USER_SUMMARIES_VIEW = 'auth_user_summaries';

@ViewEntity({ name: USER_SUMMARIES_VIEW, synchronize: false })
export class UserSummary {
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
