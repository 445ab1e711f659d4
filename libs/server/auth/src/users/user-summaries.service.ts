import { Injectable } from '@nestjs/common';
import { isUuid } from '@soundpost/server-core/ids';
import { EntityManager } from 'typeorm';
import { UsersRepository } from './users.repository';

export interface UserSummaryRow {
  id: string;
  name: string;
  email: string;
  created_at: Date;
}

/** What another domain may show of an account beside its own rows: never the row itself. */
export interface UserContact {
  id: string;
  name: string;
  email: string;
}

/** Who a message goes to: name and address, and the language to write in (null: English). */
export interface Recipient extends UserContact {
  language: string | null;
}

/**
 * Auth's answers about accounts for other domains' read screens (the dashboards; billing's
 * back-office lists). Other domains never query `users` themselves.
 */
@Injectable()
export class UserSummariesService {
  constructor(private readonly accounts: UsersRepository) {}

  /** The newest accounts holding `role`, newest first. */
  newestWithRole(role: string, limit: number): Promise<UserSummaryRow[]> {
    return this.accounts.newestWithRole(role, limit);
  }

  /** Id, name and e-mail of these accounts, in one query (a list page's rows). */
  async contacts(ids: string[]): Promise<Map<string, UserContact>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    return new Map((await this.accounts.summariesByIds(wanted)).map((u) => [u.id, { id: u.id, name: u.name, email: u.email }]));
  }

  async contact(id: string): Promise<UserContact | null> {
    return (await this.contacts([id])).get(id) ?? null;
  }

  /** The language the user last signed up or logged in with (en, fr, es), or null when unknown. */
  languageOf(id: string, manager?: EntityManager): Promise<string | null> {
    return isUuid(id) ? this.accounts.languageOf(id, manager) : Promise.resolve(null);
  }

  /** The languages of these accounts in one read; an unknown id is simply absent. */
  async languagesOf(ids: string[], manager?: EntityManager): Promise<Map<string, string | null>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return wanted.length ? this.accounts.languagesOf(wanted, manager) : new Map();
  }

  /**
   * Which of these accounts are blocked: the one answer to "is this account blocked?" for every
   * domain. Pass the caller's manager to read inside its transaction.
   */
  async blockedAmong(ids: string[], manager?: EntityManager): Promise<Set<string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return new Set(wanted.length ? await this.accounts.blockedAmong(wanted, manager) : []);
  }

  async isBlocked(id: string, manager?: EntityManager): Promise<boolean> {
    return (await this.blockedAmong([id], manager)).has(id);
  }

  /** The blocked account with this address (any case), or null: a blocked artist's appeal. */
  blockedByEmail(email: string): Promise<{ id: string; email: string } | null> {
    return this.accounts.blockedByEmail(email.trim());
  }

  /** Contact and language of these accounts in one read; an unknown id is absent. */
  async recipients(ids: string[], manager?: EntityManager): Promise<Map<string, Recipient>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    const rows = await this.accounts.recipients(wanted, manager);
    return new Map(rows.map((u) => [u.id, { id: u.id, name: u.name, email: u.email, language: u.language ?? null }]));
  }

  /** Ids of the accounts whose name or e-mail contains `term` (any case): a list's free-text search. */
  idsMatching(term: string): Promise<string[]> {
    return this.accounts.idsMatching(term);
  }
}
