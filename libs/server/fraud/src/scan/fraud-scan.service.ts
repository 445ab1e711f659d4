import { Injectable, Logger } from '@nestjs/common';
import type { FraudScanResult, FraudScanRuleResult } from '@soundpost/contracts';
import { withAdvisoryLock } from '@soundpost/server-core/locks';
import { DataSource } from 'typeorm';
import { FraudBlocksService } from '../blocks/fraud-blocks.service';
import { FraudErrors } from '../fraud.errors';
import { FraudSettings } from '../fraud.settings';
import { EARLY_WARNING_CODES, FRAUD_RULES, FraudRule, FraudSource, Identifiers, identifierSource, ruleWeights } from '../rules/fraud-rules';
import { FraudScoresRepository } from '../findings/fraud-scores.repository';
import { FraudScanRepository } from './fraud-scan.repository';

export const FRAUD_SCAN_LOCK = 'fraud.scan';

export interface FraudScanOptions {
  dryRun?: boolean;
  onRule?: (result: FraudScanRuleResult, index: number, total: number) => void;
  trigger?: string;
  full?: boolean;
}

export const NOTHING_NEW = 'nothing new since the last scan';

@Injectable()
export class FraudScanService {
  private readonly logger = new Logger('FraudScan');

  constructor(
    private readonly dataSource: DataSource,
    private readonly scores: FraudScoresRepository,
    private readonly scans: FraudScanRepository,
    private readonly blocks: FraudBlocksService,
    private readonly settings: FraudSettings,
  ) {}

  async run(options: FraudScanOptions = {}): Promise<FraudScanResult> {
    const outcome = await withAdvisoryLock(this.dataSource, FRAUD_SCAN_LOCK, () => this.scan(options));
    if (!outcome.acquired) throw FraudErrors.scanRunning();
    return outcome.result;
  }

  private async scan(options: FraudScanOptions): Promise<FraudScanResult> {
    const started = new Date();
    const settings = this.settings;
    const weights = ruleWeights(settings);
    const present = await this.presentSources();
    const identifiers = identifierSource(present.has('wallet_payout_identifiers'));
    // Every rule reads only these sources and these settings: when none changed since the last full
    // scan, no rule can find anything new (findings never depend on the clock), so they are skipped.
    const marks = await this.changeMarks(present);
    const unchanged = !options.full && marks === (await this.lastMarks());
    const results: FraudScanRuleResult[] = [];
    for (const [index, rule] of FRAUD_RULES.entries()) {
      const result = unchanged
        ? { code: rule.code, matched: 0, added: 0, ms: 0, skipped: NOTHING_NEW }
        : await this.runRule(rule, weights[rule.code], identifiers, present, !!options.dryRun);
      results.push(result);
      options.onRule?.(result, index, FRAUD_RULES.length);
    }
    if (!unchanged && !options.dryRun) {
      await this.scans.saveMarks(marks);
    }
    const findingsAdded = results.reduce((sum, r) => sum + r.added, 0);
    let blocked: string[] = [];
    if (settings.autoBlock) {
      // On a dry run the new findings were not written: the answer counts the ones already live.
      // Early warnings (stream spikes) are shown in the score but never block on their own.
      const due = await this.scores.dueForAutoBlock(settings.levelThresholds.critical, EARLY_WARNING_CODES);
      blocked = options.dryRun ? due : await this.blocks.autoBlock(due);
    }
    const finished = new Date();
    this.logger.log({ trigger: options.trigger, dryRun: !!options.dryRun, findingsAdded, blocked: blocked.length, ms: finished.getTime() - started.getTime() }, 'fraud scan done');
    return { dry_run: !!options.dryRun, started_at: started.toISOString(), finished_at: finished.toISOString(), rules: results, findings_added: findingsAdded, blocked_users: blocked };
  }

  static statement(rule: FraudRule, identifiers: Identifiers, dryRun: boolean, paramCount: number): string {
    const n = paramCount;
    const [code, weight] = [`$${n + 1}`, `$${n + 2}`];
    const candidates = rule.candidates(identifiers);
    if (dryRun) {
      return `
        WITH candidates AS (${candidates})
        SELECT count(*)::int AS matched,
               count(*) FILTER (WHERE NOT EXISTS (
                 SELECT 1 FROM fraud_findings f
                  WHERE f.user_id = c.user_id AND f.rule_code = ${code} AND f.entity_type = c.entity_type AND f.entity_id = c.entity_id
               ))::int AS added,
               ${weight}::int AS weight
          FROM candidates c`;
    }
    return `
      WITH candidates AS (${candidates}),
      inserted AS (
        INSERT INTO fraud_findings (user_id, rule_code, weight, entity_type, entity_id, ip_address, details_json)
        SELECT c.user_id, ${code}, ${weight}::int, c.entity_type, left(c.entity_id, 512), c.ip_address, c.details FROM candidates c
        ON CONFLICT (user_id, rule_code, entity_type, entity_id) DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM candidates)::int AS matched, (SELECT count(*) FROM inserted)::int AS added`;
  }

  private async runRule(rule: FraudRule, weight: number, identifiers: Identifiers, present: Set<FraudSource>, dryRun: boolean): Promise<FraudScanRuleResult> {
    const missing = rule.sources.filter((s) => !present.has(s));
    if (missing.length) return { code: rule.code, matched: 0, added: 0, ms: 0, skipped: `no ${missing.join(', ')} yet` };
    const t0 = performance.now();
    const own = rule.params(this.settings);
    const { matched, added } = await this.scans.runRule(FraudScanService.statement(rule, identifiers, dryRun, own.length), [...own, rule.code, weight]);
    return { code: rule.code, matched, added, ms: Math.round(performance.now() - t0) };
  }

  private changeMarks(present: Set<FraudSource>): Promise<string> {
    const inputs = JSON.stringify({ settings: { ...this.settings.values(), scanCron: undefined }, rules: FRAUD_RULES.map((r) => r.code), present: [...present].sort() });
    return this.scans.changeMarks(inputs, present.has('wallet_payout_identifiers'));
  }

  private lastMarks(): Promise<string | null> {
    return this.scans.lastMarks();
  }

  private presentSources(): Promise<Set<FraudSource>> {
    return this.scans.presentSources(['kyc_identifiers', 'wallet_payout_identifiers', 'auth_login_events', 'auth_user_summaries']);
  }
}
