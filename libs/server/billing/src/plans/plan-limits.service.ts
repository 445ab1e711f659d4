import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Subscription } from '../subscriptions/subscription.entity';
import { FREE_PLAN_KEY, Plan, SupportLevel, UNLIMITED } from './plan.entity';

/** What other domains enforce (releases, artist directory, collaborators). -1 means unlimited. */
export interface PlanLimits {
  plan_key: string;
  max_artists: number;
  user_limit: number;
  release_limit: number;
  max_extra_artists: number;
  support_level: SupportLevel;
  features: Record<string, unknown>;
}

/** Used when not even the free plan exists (a database without the seed): the strictest sensible limits. */
const FALLBACK_FREE: PlanLimits = { plan_key: FREE_PLAN_KEY, max_artists: 1, user_limit: 1, release_limit: 1, max_extra_artists: 0, support_level: 'Email', features: {} };

@Injectable()
export class PlanLimitsService {
  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
  ) {}

  /** The limits of the user's active plan, or of the free plan when there is none. */
  async limitsFor(userId: string): Promise<PlanLimits> {
    const active = await this.subscriptions.findOneBy({ userId, status: 'active' });
    const plan = (active && (await this.plans.findOneBy({ id: active.planId }))) || (await this.plans.findOneBy({ key: FREE_PLAN_KEY }));
    return plan ? toLimits(plan) : { ...FALLBACK_FREE };
  }
}

export const isUnlimited = (limit: number): boolean => limit === UNLIMITED;

function toLimits(p: Plan): PlanLimits {
  return {
    plan_key: p.key,
    max_artists: p.maxArtists,
    user_limit: p.userLimit,
    release_limit: p.releaseLimit,
    max_extra_artists: p.maxExtraArtists,
    support_level: p.supportLevel,
    features: p.features,
  };
}
