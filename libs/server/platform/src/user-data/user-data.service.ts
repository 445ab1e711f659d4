import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { UserHeldDataResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import type { UserDataHolder } from '@soundpost/server-core/user-data';
import { domains } from '../domains';

export const USER_DATA_MESSAGES = { userNotFound: 'User not found.' } as const;

/** Asks every registered domain what it holds about a user (the registry's `userData` hooks). */
@Injectable()
export class UserDataService {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly users: UserSummariesService,
  ) {}

  async heldAbout(userId: string): Promise<UserHeldDataResponse> {
    if (!(await this.users.contact(userId))) throw DomainError.notFound(USER_DATA_MESSAGES.userNotFound, 'user_not_found');
    const holders = domains.flatMap((d) => (d.userData ? [{ domain: d.name, holder: this.moduleRef.get<UserDataHolder>(d.userData, { strict: false }) }] : []));
    const answers = await Promise.all(holders.map(async ({ domain, holder }) => ({ domain, items: await holder.heldAbout(userId) })));
    return { user_id: userId, domains: answers, total: answers.reduce((sum, d) => sum + d.items.reduce((s, i) => s + i.count, 0), 0) };
  }
}
