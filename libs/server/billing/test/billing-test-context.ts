import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Test, TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authEntities, AuthModule } from '@soundpost/server-auth';
import {
  buildDataSourceOptions,
  ConfigModule,
  coreEntities,
  CoreModule,
  coreSubscribers,
  ENQUEUE_ONLY,
  JobsRuntimeModule,
  loadConfig,
} from '@soundpost/server-core';
import { createTestDatabase } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { billingEntities } from '../src/billing.schema';
import { BillingModule } from '../src/billing.module';

/**
 * The billing services wired by Nest as in the platform (core, auth, billing), against a fresh migrated
 * database and a private data folder. No HTTP.
 */
export async function createBillingTestContext() {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-billing-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const moduleRef: TestingModule = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      TypeOrmModule.forRoot({
        ...buildDataSourceOptions(db.url, { ...config.database, poolMax: 4 }, { entities: [...coreEntities, ...authEntities, ...billingEntities], migrations: [], subscribers: coreSubscribers }, 'soundpost-test'),
        logging: false,
      }),
      JobsRuntimeModule.forRoot(ENQUEUE_ONLY),
      CoreModule,
      AuthModule,
      BillingModule,
    ],
  }).compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return {
    app: moduleRef,
    dataSource: moduleRef.get(DataSource),
    async close() {
      await moduleRef.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
