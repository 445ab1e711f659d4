import { Injectable } from '@nestjs/common';
import { isUuid } from '@soundpost/server-core';
import { UsersRepository } from './users.repository';

/** What another domain may show of an account: never the row itself. */
export interface UserSummary {
  id: string;
  name: string;
  email: string;
}

/**
 * Auth's read side for other domains' lists (billing's back-office screens): summaries by id, one
 * query per page, and the ids a free-text search on name or e-mail matches. Other domains never
 * query `users` themselves.
 */
@Injectable()
export class UserDirectoryService {
  constructor(private readonly users: UsersRepository) {}

  async summaries(ids: string[]): Promise<Map<string, UserSummary>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    return new Map((await this.users.summariesByIds(wanted)).map((u) => [u.id, { id: u.id, name: u.name, email: u.email }]));
  }

  async summary(id: string): Promise<UserSummary | null> {
    return (await this.summaries([id])).get(id) ?? null;
  }

  /** Ids of the accounts whose name or e-mail contains `term` (any case). */
  idsMatching(term: string): Promise<string[]> {
    return this.users.idsMatching(term);
  }
}
