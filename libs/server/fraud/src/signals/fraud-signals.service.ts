import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FraudSettings } from '../fraud.settings';
import { FRAUD_SIGNAL_RULES, ruleWeights } from '../rules/fraud-rules';
import { FraudSignalsRepository } from './fraud-signals.repository';

/** One piece of evidence another domain found: the account, what it is about, and the numbers. */
export interface FraudSignal {
  userId: string;
  /** A code of FRAUD_SIGNAL_RULES (e.g. S1_STREAM_SPIKE). */
  ruleCode: string;
  entityType: string;
  /** Stable for the same evidence, so raising it again adds nothing. */
  entityId: string;
  details: Record<string, unknown>;
}

/**
 * How other domains raise fraud-centre findings. A finding gets its rule's weight (FRAUD_RULE_WEIGHTS
 * over the default) and is listed with the scan's; early-warning rules never block on their own.
 */
@Injectable()
export class FraudSignalsService {
  constructor(
    private readonly signals: FraudSignalsRepository,
    private readonly settings: FraudSettings,
  ) {}

  /** Records the findings (in the caller's transaction when given); answers how many were new. */
  async raise(manager: EntityManager | undefined, findings: FraudSignal[]): Promise<number> {
    const known = new Set(FRAUD_SIGNAL_RULES.map((r) => r.code));
    const unknown = [...new Set(findings.map((f) => f.ruleCode))].filter((code) => !known.has(code));
    // A programming error, not bad input: the caller names its rule in code.
    if (unknown.length) throw new Error(`Not a fraud signal rule: ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
    const weights = ruleWeights(this.settings);
    return this.signals.insertFindings(
      findings.map((f) => ({ user_id: f.userId, rule_code: f.ruleCode, weight: weights[f.ruleCode], entity_type: f.entityType, entity_id: f.entityId, details: f.details })),
      manager,
    );
  }
}
