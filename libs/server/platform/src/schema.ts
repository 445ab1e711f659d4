import { coreEntities, coreMigrations, coreSubscribers } from '@soundpost/server-core';
import { authEntities, authMigrations } from '@soundpost/server-auth';
import { billingEntities, billingMigrations } from '@soundpost/server-billing';
import { i18nEntities, i18nMigrations } from '@soundpost/server-i18n';
import { kycEntities, kycMigrations } from '@soundpost/server-kyc';
import type { DataSourceParts } from '@soundpost/server-core';

/**
 * Every entity, migration and subscriber of every domain, in one place: the api, the cli, the
 * migration command and the test template database all build their DataSource from this.
 * A new domain lib adds its arrays here.
 */
export const platformSchema: DataSourceParts = {
  entities: [...coreEntities, ...authEntities, ...kycEntities, ...billingEntities, ...i18nEntities],
  migrations: [...coreMigrations, ...authMigrations, ...kycMigrations, ...billingMigrations, ...i18nMigrations],
  subscribers: [...coreSubscribers],
};
