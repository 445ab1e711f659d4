import { Injectable } from '@nestjs/common';
import {
  FRAUD_LEVELS,
  isFraudLevel,
  type FraudBlockRow,
  type FraudFindingRow,
  type FraudLevel,
  type FraudOverviewResponse,
  type FraudPage,
  type FraudScoreRow,
  type FraudUserDetailResponse,
  type FraudUserResponse,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { ListQuery, ListSpec, toPage } from '@soundpost/server-core/lists';
import { FraudBlocksRepository } from '../blocks/fraud-blocks.repository';
import { FraudErrors } from '../fraud.errors';
import { FraudSettings } from '../fraud.settings';
import { levelOf, scoreRangeOf } from '../rules/fraud-level';
import { FRAUD_RULE_CODES } from '../rules/fraud-rules';
import { toBlockRow, toFindingRow } from './fraud.mapper';
import { FraudScoresRepository, type FindingRow } from './fraud-scores.repository';

// The lists are read with SQL (the scores are an aggregate), so the specs only whitelist and parse.
const none = () => undefined;

export const fraudScoresListSpec: ListSpec = {
  resource: 'fraud-scores',
  sortable: { total_score: 's.total_score', last_event_at: 's.last_event_at', name: 'u.name', email: 'u.email' },
  defaultSort: ['total_score', 'DESC'],
  tieBreaker: 'u.id',
  filters: { level: { type: 'string', values: FRAUD_LEVELS, apply: none }, min_score: { type: 'int', apply: none } },
  search: none,
  defaultPerPage: 20,
  maxPerPage: 100,
};

export const fraudFindingsListSpec: ListSpec = {
  resource: 'fraud-findings',
  sortable: { detected_at: 'f.detected_at', weight: 'f.weight', rule_code: 'f.rule_code' },
  defaultSort: ['detected_at', 'DESC'],
  tieBreaker: 'f.id',
  filters: {
    user_id: { type: 'string', apply: none },
    rule: { type: 'string', values: FRAUD_RULE_CODES, apply: none },
    ip: { type: 'string', apply: none },
    since: { type: 'date', apply: none },
  },
  defaultPerPage: 50,
  maxPerPage: 100,
};

export const fraudBlocksListSpec: ListSpec = {
  resource: 'fraud-blocks',
  sortable: { created_at: 'b.created_at', blocked_until: 'b.blocked_until' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'b.id',
  search: none,
  defaultPerPage: 20,
  maxPerPage: 100,
};

const orderOf = (list: ListQuery, tieBreaker: string) => `${list.sortColumn} ${list.sortDir} NULLS LAST, ${tieBreaker} ${list.sortDir}`;

const IPV4_OR_6 = /^[0-9a-fA-F:.]{2,45}$/;

@Injectable()
export class FraudCentreService {
  constructor(
    private readonly findings: FraudScoresRepository,
    private readonly blocks: FraudBlocksRepository,
    private readonly settings: FraudSettings,
    private readonly users: UserSummariesService,
  ) {}

  /** Findings with the name and e-mail of the account each is about. */
  private async withUsers(rows: FindingRow[]): Promise<FraudFindingRow[]> {
    const users: Map<string, FraudUserResponse> = await this.users.contacts(rows.map((r) => r.user_id));
    return rows.map((r) => toFindingRow(r, users.get(r.user_id) ?? null));
  }

  private get thresholds() {
    return this.settings.levelThresholds;
  }

  async overview(): Promise<FraudOverviewResponse> {
    const o = await this.findings.overview(this.thresholds);
    return { tot_findings: o.tot_findings, tot_blocked_users: o.tot_blocked_users, users_by_level: o.levels as Record<FraudLevel, number>, top_rules: o.top_rules };
  }

  async scores(list: ListQuery): Promise<FraudPage<FraudScoreRow>> {
    const level = list.filters['level'];
    const range = isFraudLevel(level) ? scoreRangeOf(level, this.thresholds) : { min: null, max: null };
    const minScore = list.filters['min_score'] as number | undefined;
    const min = Math.max(range.min ?? Number.MIN_SAFE_INTEGER, minScore ?? Number.MIN_SAFE_INTEGER);
    const page = await this.findings.scoresPage(
      { q: list.q, minScore: min === Number.MIN_SAFE_INTEGER ? undefined : min, maxScore: range.max ?? undefined },
      orderOf(list, 'u.id'),
      list.perPage,
      list.offset,
    );
    const rows = page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      user_status: r.status,
      total_score: r.total_score,
      level: levelOf(r.total_score, this.thresholds),
      last_event_at: r.last_event_at ? new Date(r.last_event_at).toISOString() : null,
    }));
    return toPage(rows, page.total, list, fraudScoresListSpec.resource);
  }

  async findingsList(list: ListQuery): Promise<FraudPage<FraudFindingRow>> {
    const f = list.filters as { user_id?: string; rule?: string; ip?: string; since?: Date };
    // An id or address that cannot match answers an empty page, never a cast error.
    if ((f.user_id !== undefined && !isUuid(f.user_id)) || (f.ip !== undefined && !IPV4_OR_6.test(f.ip))) return toPage([], 0, list, fraudFindingsListSpec.resource);
    const page = await this.findings.findingsPage({ userId: f.user_id, rule: f.rule, ip: f.ip, since: f.since }, orderOf(list, 'f.id'), list.perPage, list.offset).catch((error: { code?: string }) => {
      if (error?.code === '22P02') return { rows: [], total: 0 }; // not an address after all
      throw error;
    });
    return toPage(await this.withUsers(page.rows), page.total, list, fraudFindingsListSpec.resource);
  }

  async blocksList(list: ListQuery): Promise<FraudPage<FraudBlockRow>> {
    const page = await this.blocks.page(list.q, orderOf(list, 'b.id'), list.perPage, list.offset);
    return toPage(page.rows.map(toBlockRow), page.total, list, fraudBlocksListSpec.resource);
  }

  async recentBlocks(limit = 10): Promise<FraudBlockRow[]> {
    return (await this.blocks.page(undefined, 'b.created_at DESC, b.id DESC', limit, 0)).rows.map(toBlockRow);
  }

  async userDetail(userId: string): Promise<FraudUserDetailResponse> {
    if (!isUuid(userId)) throw FraudErrors.userNotFound();
    const user = await this.findings.userOf(userId);
    if (!user) throw FraudErrors.userNotFound();
    const [score, block, findings] = await Promise.all([this.findings.scoreOf(userId), this.blocks.activeOf(userId), this.findings.findingsOf(userId)]);
    const b = block ? toBlockRow(block) : null;
    return {
      user: { id: user.id, name: user.name, email: user.email, user_status: user.status, created_at: new Date(user.created_at).toISOString() },
      score: { total_score: score.total_score, level: levelOf(score.total_score, this.thresholds), last_event_at: score.last_event_at ? new Date(score.last_event_at).toISOString() : null },
      block: b
        ? { id: b.id, source: b.source, reason: b.reason, blocked_until: b.blocked_until, created_at: b.created_at, ip_address: b.ip_address, paypal_email: b.paypal_email, iban: b.iban, stripe_account_id: b.stripe_account_id }
        : null,
      findings: findings.map((f) => toFindingRow(f, { id: user.id, name: user.name, email: user.email })),
    };
  }

  async dismiss(findingId: string, staffId: string): Promise<FraudFindingRow> {
    if (!isUuid(findingId)) throw FraudErrors.findingNotFound();
    const row = await this.findings.dismiss(findingId, staffId);
    if (!row) throw FraudErrors.findingNotFound();
    return (await this.withUsers([row]))[0];
  }
}
