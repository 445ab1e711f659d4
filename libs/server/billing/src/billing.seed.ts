import type { INestApplicationContext } from '@nestjs/common';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { CheckoutService } from './checkout/checkout.service';
import { FulfilmentService } from './checkout/fulfilment.service';
import { FREE_STORE_LIMIT } from './plans/plan.entity';
import { PlansService } from './plans/plans.service';
import { PlanInput } from './plans/plans.service';
import { BillingTransactionsRepository } from './transactions/billing-transactions.repository';

export const SEED_PLANS: ReadonlyArray<Required<Pick<PlanInput, 'key'>> & PlanInput> = [
  {
    key: 'free',
    name: 'Free',
    priceCents: 0,
    currency: 'EUR',
    billingCycle: 'monthly',
    maxArtists: 1,
    userLimit: 1,
    releaseLimit: 1,
    maxExtraArtists: 0,
    storeLimit: FREE_STORE_LIMIT,
    supportLevel: 'Email',
    stripePriceId: null,
    paypalPlanId: null,
    features: { registration: true, smart_links: true, statistics: true },
    isActive: true,
  },
  {
    key: 'artist',
    name: 'Artist',
    priceCents: 99,
    currency: 'EUR',
    billingCycle: 'monthly',
    maxArtists: 1,
    userLimit: 1,
    releaseLimit: -1,
    maxExtraArtists: 1,
    storeLimit: FREE_STORE_LIMIT,
    supportLevel: 'Email',
    stripePriceId: null,
    paypalPlanId: null,
    features: { smart_links: true, statistics: true, platforms: 18, basic_reports: true },
    isActive: true,
  },
  {
    key: 'producer',
    name: 'Producer',
    priceCents: 299,
    currency: 'EUR',
    billingCycle: 'monthly',
    maxArtists: 5,
    userLimit: 1,
    releaseLimit: -1,
    maxExtraArtists: 5,
    storeLimit: null,
    supportLevel: 'Priority',
    stripePriceId: null,
    paypalPlanId: null,
    features: { smart_links: true, statistics: true, unlimited_distribution: true, advanced_reporting: true, priority_support: true },
    isActive: true,
  },
  {
    key: 'label',
    name: 'Label',
    priceCents: 999,
    currency: 'EUR',
    billingCycle: 'monthly',
    maxArtists: 10,
    userLimit: 5,
    releaseLimit: -1,
    maxExtraArtists: -1,
    storeLimit: null,
    supportLevel: 'Dedicated',
    stripePriceId: null,
    paypalPlanId: null,
    features: { smart_links: true, statistics: true, unlimited_distribution: true, team_management: true, label_reports: true, related_rights: true, personalised_support: true },
    isActive: true,
  },
];

export const DEMO_BILLING_ARTIST_EMAIL = 'artist.approved@soundpost.local';
const DEMO_CARD_SESSION = 'cs_demo_artist_approved';
const DEMO_BANK_REFERENCE = 'SP-DEMO-0001';

export async function seedBilling({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const plans = app.get(PlansService);
  for (const { key, ...input } of SEED_PLANS) {
    const { created } = await plans.upsertByKey(key, input);
    if (created) log(`Plan created: ${input.name}`);
  }

  const artist = await app.get(UsersService).findByEmail(DEMO_BILLING_ARTIST_EMAIL);
  if (!artist) return;
  const transactions = app.get(BillingTransactionsRepository);
  const checkout = app.get(CheckoutService);
  if (!(await transactions.existsByRef('stripe', DEMO_CARD_SESSION))) {
    const artistPlan = await plans.findByKey('artist');
    if (artistPlan) {
      const start = await checkout.start(artist.id, artistPlan.id, 'stripe', { providerRef: DEMO_CARD_SESSION }).catch(() => null);
      if (start && !start.activated) {
        await app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: DEMO_CARD_SESSION }, { amountCents: start.transaction.amountCents, currency: artistPlan.currency, userId: artist.id });
        log(`Demo subscription: ${artist.email} on ${artistPlan.name}`);
      }
    }
  }
  if (!(await transactions.existsByRef('manual', DEMO_BANK_REFERENCE))) {
    const producer = await plans.findByKey('producer');
    if (producer) {
      const start = await checkout.start(artist.id, producer.id, 'manual', { providerRef: DEMO_BANK_REFERENCE }).catch(() => null);
      if (start) log(`Demo bank transfer pending: ${DEMO_BANK_REFERENCE}`);
    }
  }
}
