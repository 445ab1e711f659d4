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

export interface Recipient extends UserContact {
  language: string | null;
}

@Injectable()
export class UserSummariesService {
  constructor(private readonly accounts: UsersRepository) {}

  newestWithRole(role: string, limit: number): Promise<UserSummaryRow[]> {
    return this.accounts.newestWithRole(role, limit);
  }

  async contacts(ids: string[]): Promise<Map<string, UserContact>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    return new Map((await this.accounts.summariesByIds(wanted)).map((u) => [u.id, { id: u.id, name: u.name, email: u.email }]));
  }

  async contact(id: string): Promise<UserContact | null> {
    return (await this.contacts([id])).get(id) ?? null;
  }

  languageOf(id: string, manager?: EntityManager): Promise<string | null> {
    return isUuid(id) ? this.accounts.languageOf(id, manager) : Promise.resolve(null);
  }

  async languagesOf(ids: string[], manager?: EntityManager): Promise<Map<string, string | null>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return wanted.length ? this.accounts.languagesOf(wanted, manager) : new Map();
  }

  async blockedAmong(ids: string[], manager?: EntityManager): Promise<Set<string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return new Set(wanted.length ? await this.accounts.blockedAmong(wanted, manager) : []);
  }

  /** Accounts among `ids` their owner closed (nothing is sent to a store for them but takedowns). */
  async closedAmong(ids: string[], manager?: EntityManager): Promise<Set<string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return new Set(wanted.length ? await this.accounts.closedAmong(wanted, manager) : []);
  }

  async isBlocked(id: string, manager?: EntityManager): Promise<boolean> {
    return (await this.blockedAmong([id], manager)).has(id);
  }

  blockedByEmail(email: string): Promise<{ id: string; email: string } | null> {
    return this.accounts.blockedByEmail(email.trim());
  }

  async recipients(ids: string[], manager?: EntityManager): Promise<Map<string, Recipient>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    const rows = await this.accounts.recipients(wanted, manager);
    return new Map(rows.map((u) => [u.id, { id: u.id, name: u.name, email: u.email, language: u.language ?? null }]));
  }

  idsMatching(term: string): Promise<string[]> {
    return this.accounts.idsMatching(term);
  }
}
