import { coreEntities, coreMigrations, coreSubscribers } from '@soundpost/server-core';
import { authEntities, authMigrations } from '@soundpost/server-auth';
import { billingEntities, billingMigrations } from '@soundpost/server-billing';
import { i18nEntities, i18nMigrations } from '@soundpost/server-i18n';
import { kycEntities, kycMigrations } from '@soundpost/server-kyc';
import { popupsEntities, popupsMigrations } from '@soundpost/server-popups';
import { releasesEntities, releasesMigrations } from '@soundpost/server-releases';
import { supportEntities, supportMigrations } from '@soundpost/server-support';
import { walletEntities, walletMigrations } from '@soundpost/server-wallet';
import type { DataSourceParts } from '@soundpost/server-core';

/**
 * Every entity, migration and subscriber of every domain, in one place: the api, the cli, the
 * migration command and the test template database all build their DataSource from this.
 * A new domain lib adds its arrays here.
 */
export const platformSchema: DataSourceParts = {
  entities: [...coreEntities, ...authEntities, ...kycEntities, ...billingEntities, ...releasesEntities, ...i18nEntities, ...supportEntities, ...walletEntities, ...popupsEntities],
  migrations: [...coreMigrations, ...authMigrations, ...kycMigrations, ...billingMigrations, ...releasesMigrations, ...i18nMigrations, ...supportMigrations, ...walletMigrations, ...popupsMigrations],
  subscribers: [...coreSubscribers],
};
