import type { Type } from '@nestjs/common';
import type { DomainSchema } from '@soundpost/server-core/database';
import type { JobSchedule } from '@soundpost/server-core/jobs';
import type { UserDataCounts, UserDataErase, UserDataExport } from '@soundpost/server-core/user-data';
import { AuditHttpModule } from '@soundpost/server-audit';
import { AUTH_CLEANUP_SCHEDULE, AuthHttpModule, AuthModule, AUTH_USER_DATA, seedAuth, AUTH_USER_EXPORT, AUTH_USER_ERASE } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { BillingHttpModule, BillingModule, BILLING_USER_DATA, seedBilling, SUBSCRIPTION_EXPIRY_SCHEDULE, BILLING_USER_EXPORT, BILLING_USER_ERASE } from '@soundpost/server-billing';
import { billingSchema } from '@soundpost/server-billing/schema';
import { DashboardsHttpModule, DashboardsModule } from '@soundpost/server-dashboards';
import { I18nHttpModule, I18nModule, I18N_USER_EXPORT, I18N_USER_ERASE } from '@soundpost/server-i18n';
import { i18nSchema } from '@soundpost/server-i18n/schema';
import { KycHttpModule, KycModule, KYC_USER_DATA, seedKyc, KYC_USER_EXPORT, KYC_USER_ERASE } from '@soundpost/server-kyc';
import { kycSchema } from '@soundpost/server-kyc/schema';
import { NOTIFICATIONS_CLEANUP_SCHEDULE, NotificationsHttpModule, NotificationsModule, NOTIFICATIONS_USER_DATA, NOTIFICATIONS_USER_EXPORT, NOTIFICATIONS_USER_ERASE } from '@soundpost/server-notifications';
import { notificationsSchema } from '@soundpost/server-notifications/schema';
import { PopupsHttpModule, PopupsModule, seedPopups } from '@soundpost/server-popups';
import { popupsSchema } from '@soundpost/server-popups/schema';
import { ReleasesHttpModule, ReleasesModule, RELEASES_USER_DATA, seedReleases, RELEASES_USER_EXPORT, RELEASES_USER_ERASE } from '@soundpost/server-releases';
import { releasesSchema } from '@soundpost/server-releases/schema';
import { SupportHttpModule, SupportModule, SUPPORT_USER_DATA, SUPPORT_USER_EXPORT, SUPPORT_USER_ERASE } from '@soundpost/server-support';
import { supportSchema } from '@soundpost/server-support/schema';
import { PAYOUTS_POLL_SCHEDULE, WALLET_VERIFY_SCHEDULE, WalletHttpModule, WalletModule, WALLET_USER_DATA, WALLET_USER_EXPORT, WALLET_USER_ERASE } from '@soundpost/server-wallet';
import { walletSchema } from '@soundpost/server-wallet/schema';
import { DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE, DELIVERY_SWEEP_SCHEDULE, DeliveryHttpModule, DeliveryModule, seedDelivery, DELIVERY_USER_EXPORT, DELIVERY_USER_ERASE } from '@soundpost/server-delivery';
import { deliverySchema } from '@soundpost/server-delivery/schema';
import { FRAUD_BLOCK_EXPIRY_SCHEDULE, FRAUD_SCAN_SCHEDULE, FraudHttpModule, FraudModule, FRAUD_USER_DATA, seedFraud, FRAUD_USER_EXPORT, FRAUD_USER_ERASE } from '@soundpost/server-fraud';
import { fraudSchema } from '@soundpost/server-fraud/schema';
import { RoyaltiesHttpModule, RoyaltiesModule, ROYALTIES_USER_DATA, seedRoyalties, ROYALTIES_USER_EXPORT, ROYALTIES_USER_ERASE } from '@soundpost/server-royalties';
import { royaltiesSchema } from '@soundpost/server-royalties/schema';
import { seedStats, STATS_COLLECT_SCHEDULE, STATS_REPORT_SCHEDULE, STATS_SPIKES_SCHEDULE, StatsHttpModule, StatsModule, STATS_USER_DATA, STATS_USER_EXPORT, STATS_USER_ERASE } from '@soundpost/server-stats';
import { statsSchema } from '@soundpost/server-stats/schema';
import { LINKS_RELEASE_DAY_SCHEDULE, LinksHttpModule, LinksModule, LINKS_USER_DATA, seedLinks, LINKS_USER_EXPORT, LINKS_USER_ERASE } from '@soundpost/server-links';
import { linksSchema } from '@soundpost/server-links/schema';
import { TeamsHttpModule, TeamsModule, TEAMS_USER_DATA, TEAMS_USER_EXPORT, TEAMS_USER_ERASE } from '@soundpost/server-teams';
import { teamsSchema } from '@soundpost/server-teams/schema';
import { CHAT_NO_ANSWER_SCHEDULE, ChatHttpModule, ChatModule, CHAT_USER_DATA, CHAT_USER_EXPORT, CHAT_USER_ERASE } from '@soundpost/server-chat';
import { chatSchema } from '@soundpost/server-chat/schema';
import { DATA_EXPORT_EXPIRY_SCHEDULE, ACCOUNT_CLOSURES_SCHEDULE, RETENTION_SWEEP_SCHEDULE, PrivacyHttpModule, PrivacyModule, PRIVACY_USER_DATA, PRIVACY_USER_EXPORT, PRIVACY_USER_ERASE } from '@soundpost/server-privacy';
import { privacySchema } from '@soundpost/server-privacy/schema';
import { seedTax, TAX_REMINDERS_SCHEDULE, TaxHttpModule, TaxModule, TAX_USER_DATA, TAX_USER_EXPORT, TAX_USER_ERASE } from '@soundpost/server-tax';
import { taxSchema } from '@soundpost/server-tax/schema';
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
  /** Its scheduled jobs (each declared beside its handler). */
  schedules?: readonly JobSchedule[];
  /** What it holds about a user: one count statement per kind of record, over its own tables. */
  userData?: UserDataCounts;
  /**
   * Its part of the account's data export: sections over its own tables, its uploaded files, and
   * the tables with a user id it leaves out with a reason (the coverage test holds every table to one).
   */
  userExport?: UserDataExport;
  /**
   * Its part of closing an account: statements over its own tables that erase or pseudonymise one
   * account's personal data, files to delete after the commit, and the user-id tables it keeps with a
   * reason (the erase coverage test holds every table to one).
   */
  userErase?: UserDataErase;
}

/**
 * Every domain lib, in dependency order: the platform schema, PlatformModule, the api's AppModule
 * and the seeders all read this list, so a new domain registers here once (the domain generator
 * adds its line).
 */
export const domains: DomainRegistration[] = [
  { name: 'auth', schema: authSchema, module: AuthModule, httpModule: AuthHttpModule, seed: seedAuth, schedules: [AUTH_CLEANUP_SCHEDULE], userData: AUTH_USER_DATA, userExport: AUTH_USER_EXPORT, userErase: AUTH_USER_ERASE },
  { name: 'audit', httpModule: AuditHttpModule },
  { name: 'notifications', schema: notificationsSchema, module: NotificationsModule, httpModule: NotificationsHttpModule, schedules: [NOTIFICATIONS_CLEANUP_SCHEDULE], userData: NOTIFICATIONS_USER_DATA, userExport: NOTIFICATIONS_USER_EXPORT, userErase: NOTIFICATIONS_USER_ERASE },
  { name: 'kyc', schema: kycSchema, module: KycModule, httpModule: KycHttpModule, seed: seedKyc, userData: KYC_USER_DATA, userExport: KYC_USER_EXPORT, userErase: KYC_USER_ERASE },
  { name: 'billing', schema: billingSchema, module: BillingModule, httpModule: BillingHttpModule, seed: seedBilling, schedules: [SUBSCRIPTION_EXPIRY_SCHEDULE], userData: BILLING_USER_DATA, userExport: BILLING_USER_EXPORT, userErase: BILLING_USER_ERASE },
  { name: 'releases', schema: releasesSchema, module: ReleasesModule, httpModule: ReleasesHttpModule, seed: seedReleases, userData: RELEASES_USER_DATA, userExport: RELEASES_USER_EXPORT, userErase: RELEASES_USER_ERASE },
  { name: 'i18n', schema: i18nSchema, module: I18nModule, httpModule: I18nHttpModule, userExport: I18N_USER_EXPORT, userErase: I18N_USER_ERASE },
  { name: 'support', schema: supportSchema, module: SupportModule, httpModule: SupportHttpModule, userData: SUPPORT_USER_DATA, userExport: SUPPORT_USER_EXPORT, userErase: SUPPORT_USER_ERASE },
  { name: 'tax', schema: taxSchema, module: TaxModule, httpModule: TaxHttpModule, seed: seedTax, schedules: [TAX_REMINDERS_SCHEDULE], userData: TAX_USER_DATA, userExport: TAX_USER_EXPORT, userErase: TAX_USER_ERASE },
  { name: 'wallet', schema: walletSchema, module: WalletModule, httpModule: WalletHttpModule, schedules: [WALLET_VERIFY_SCHEDULE, PAYOUTS_POLL_SCHEDULE], userData: WALLET_USER_DATA, userExport: WALLET_USER_EXPORT, userErase: WALLET_USER_ERASE },
  { name: 'dashboards', module: DashboardsModule, httpModule: DashboardsHttpModule },
  { name: 'popups', schema: popupsSchema, module: PopupsModule, httpModule: PopupsHttpModule, seed: seedPopups },
  { name: 'delivery', schema: deliverySchema, module: DeliveryModule, httpModule: DeliveryHttpModule, seed: seedDelivery, schedules: [DELIVERY_SWEEP_SCHEDULE, DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE], userExport: DELIVERY_USER_EXPORT, userErase: DELIVERY_USER_ERASE },
  { name: 'fraud', schema: fraudSchema, module: FraudModule, httpModule: FraudHttpModule, seed: seedFraud, schedules: [FRAUD_SCAN_SCHEDULE, FRAUD_BLOCK_EXPIRY_SCHEDULE], userData: FRAUD_USER_DATA, userExport: FRAUD_USER_EXPORT, userErase: FRAUD_USER_ERASE },
  { name: 'royalties', schema: royaltiesSchema, module: RoyaltiesModule, httpModule: RoyaltiesHttpModule, seed: seedRoyalties, userData: ROYALTIES_USER_DATA, userExport: ROYALTIES_USER_EXPORT, userErase: ROYALTIES_USER_ERASE },
  { name: 'stats', schema: statsSchema, module: StatsModule, httpModule: StatsHttpModule, seed: seedStats, schedules: [STATS_REPORT_SCHEDULE, STATS_SPIKES_SCHEDULE, STATS_COLLECT_SCHEDULE], userData: STATS_USER_DATA, userExport: STATS_USER_EXPORT, userErase: STATS_USER_ERASE },
  { name: 'links', schema: linksSchema, module: LinksModule, httpModule: LinksHttpModule, seed: seedLinks, schedules: [LINKS_RELEASE_DAY_SCHEDULE], userData: LINKS_USER_DATA, userExport: LINKS_USER_EXPORT, userErase: LINKS_USER_ERASE },
  { name: 'teams', schema: teamsSchema, module: TeamsModule, httpModule: TeamsHttpModule, userData: TEAMS_USER_DATA, userExport: TEAMS_USER_EXPORT, userErase: TEAMS_USER_ERASE },
  { name: 'chat', schema: chatSchema, module: ChatModule, httpModule: ChatHttpModule, schedules: [CHAT_NO_ANSWER_SCHEDULE], userData: CHAT_USER_DATA, userExport: CHAT_USER_EXPORT, userErase: CHAT_USER_ERASE },
  { name: 'privacy', schema: privacySchema, module: PrivacyModule, httpModule: PrivacyHttpModule, schedules: [DATA_EXPORT_EXPIRY_SCHEDULE, RETENTION_SWEEP_SCHEDULE, ACCOUNT_CLOSURES_SCHEDULE], userData: PRIVACY_USER_DATA, userExport: PRIVACY_USER_EXPORT, userErase: PRIVACY_USER_ERASE },
  // domain-generator: new domains go above this line
];

/** Every domain's controller-free module, in order. */
export const domainModules: Type[] = domains.flatMap((d) => (d.module ? [d.module] : []));

/** Every domain's HTTP module, in order (the api mounts them after core's). */
export const domainHttpModules: Type[] = domains.flatMap((d) => (d.httpModule ? [d.httpModule] : []));
