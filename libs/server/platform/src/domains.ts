import type { Type } from '@nestjs/common';
import type { DomainSchema } from '@soundpost/server-core/database';
import { AuditHttpModule } from '@soundpost/server-audit';
import { AuthHttpModule, AuthModule, seedAuth } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { BillingHttpModule, BillingModule, seedBilling } from '@soundpost/server-billing';
import { billingSchema } from '@soundpost/server-billing/schema';
import { DashboardsHttpModule, DashboardsModule } from '@soundpost/server-dashboards';
import { I18nHttpModule, I18nModule } from '@soundpost/server-i18n';
import { i18nSchema } from '@soundpost/server-i18n/schema';
import { KycHttpModule, KycModule, seedKyc } from '@soundpost/server-kyc';
import { kycSchema } from '@soundpost/server-kyc/schema';
import { NotificationsHttpModule, NotificationsModule } from '@soundpost/server-notifications';
import { notificationsSchema } from '@soundpost/server-notifications/schema';
import { PopupsHttpModule, PopupsModule, seedPopups } from '@soundpost/server-popups';
import { popupsSchema } from '@soundpost/server-popups/schema';
import { ReleasesHttpModule, ReleasesModule, seedReleases } from '@soundpost/server-releases';
import { releasesSchema } from '@soundpost/server-releases/schema';
import { SupportHttpModule, SupportModule } from '@soundpost/server-support';
import { supportSchema } from '@soundpost/server-support/schema';
import { WalletHttpModule, WalletModule } from '@soundpost/server-wallet';
import { walletSchema } from '@soundpost/server-wallet/schema';
import { DeliveryHttpModule, DeliveryModule } from '@soundpost/server-delivery';
import { deliverySchema } from '@soundpost/server-delivery/schema';
import { FraudHttpModule, FraudModule, seedFraud } from '@soundpost/server-fraud';
import { fraudSchema } from '@soundpost/server-fraud/schema';
import { RoyaltiesHttpModule, RoyaltiesModule, seedRoyalties } from '@soundpost/server-royalties';
import { royaltiesSchema } from '@soundpost/server-royalties/schema';
import type { Seeder } from './seed';

/** One domain lib as the platform composes it; every part is optional. */
export interface DomainRegistration {
  name: string;
  /** Its tables: entities, migrations, owned tables (the lib's `schema.ts`). */
  schema?: DomainSchema;
  /** Its controller-free module (services), imported by the api, the cli and the tests. */
  module?: Type;
  /** Its controllers, mounted by the api only. */
  httpModule?: Type;
  /** Its demo data; seeders run in this list's order. */
  seed?: Seeder;
}

/**
 * Every domain lib, in dependency order: the platform schema, PlatformModule, the api's AppModule
 * and the seeders all read this list, so a new domain registers here once (the domain generator
 * adds its line).
 */
export const domains: DomainRegistration[] = [
  { name: 'auth', schema: authSchema, module: AuthModule, httpModule: AuthHttpModule, seed: seedAuth },
  { name: 'audit', httpModule: AuditHttpModule },
  { name: 'notifications', schema: notificationsSchema, module: NotificationsModule, httpModule: NotificationsHttpModule },
  { name: 'kyc', schema: kycSchema, module: KycModule, httpModule: KycHttpModule, seed: seedKyc },
  { name: 'billing', schema: billingSchema, module: BillingModule, httpModule: BillingHttpModule, seed: seedBilling },
  { name: 'releases', schema: releasesSchema, module: ReleasesModule, httpModule: ReleasesHttpModule, seed: seedReleases },
  { name: 'i18n', schema: i18nSchema, module: I18nModule, httpModule: I18nHttpModule },
  { name: 'support', schema: supportSchema, module: SupportModule, httpModule: SupportHttpModule },
  { name: 'wallet', schema: walletSchema, module: WalletModule, httpModule: WalletHttpModule },
  { name: 'dashboards', module: DashboardsModule, httpModule: DashboardsHttpModule },
  { name: 'popups', schema: popupsSchema, module: PopupsModule, httpModule: PopupsHttpModule, seed: seedPopups },
  { name: 'delivery', schema: deliverySchema, module: DeliveryModule, httpModule: DeliveryHttpModule },
  { name: 'fraud', schema: fraudSchema, module: FraudModule, httpModule: FraudHttpModule, seed: seedFraud },
  { name: 'royalties', schema: royaltiesSchema, module: RoyaltiesModule, httpModule: RoyaltiesHttpModule, seed: seedRoyalties },
  // domain-generator: new domains go above this line
];

/** Every domain's controller-free module, in order. */
export const domainModules: Type[] = domains.flatMap((d) => (d.module ? [d.module] : []));

/** Every domain's HTTP module, in order (the api mounts them after core's). */
export const domainHttpModules: Type[] = domains.flatMap((d) => (d.httpModule ? [d.httpModule] : []));
