import { Injectable } from '@nestjs/common';
import type { UserHeldDataResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import { domains } from '../domains';
import { UserDataRepository } from './user-data.repository';

export const USER_DATA_MESSAGES = { userNotFound: 'User not found.' } as const;

/** Asks every registered domain what it holds about a user (the registry's `userData`). */
@Injectable()
export class UserDataService {
  private readonly holders = domains.flatMap((d) => (d.userData?.length ? [{ domain: d.name, queries: d.userData }] : []));

  constructor(
    private readonly rows: UserDataRepository,
    private readonly users: UserSummariesService,
  ) {}

  async heldAbout(userId: string): Promise<UserHeldDataResponse> {
    if (!(await this.users.contact(userId))) throw DomainError.notFound(USER_DATA_MESSAGES.userNotFound, 'user_not_found');
    const counts = await this.rows.countAll(this.holders.flatMap((h) => h.queries.map((q) => q.count)), userId);
    let next = 0;
    const answers = this.holders.map(({ domain, queries }) => ({ domain, items: queries.map(({ key, label }) => ({ key, label, count: counts[next++] })) }));
    return { user_id: userId, domains: answers, total: counts.reduce((sum, n) => sum + n, 0) };
  }
}
