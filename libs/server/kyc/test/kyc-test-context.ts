import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Test, TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import {
  buildDataSourceOptions,
  ConfigModule,
  CoreModule,
  ENQUEUE_ONLY,
  JobsRuntimeModule,
  loadConfig,
} from '@soundpost/server-core';
import { coreSchema } from '@soundpost/server-core/schema';
import { createTestDatabase } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { kycSchema } from '../src/schema';
import { KycModule } from '../src/kyc.module';

/**
 * The KYC services wired by Nest as in the platform (core, auth, kyc), against a fresh migrated
 * database and a private data folder. No HTTP.
 */
export async function createKycTestContext() {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-kyc-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const moduleRef: TestingModule = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      TypeOrmModule.forRoot({
        ...buildDataSourceOptions(db.url, { ...config.database, poolMax: 4 }, { entities: [...coreSchema.entities, ...authSchema.entities, ...kycSchema.entities], migrations: [], subscribers: coreSchema.subscribers }, 'soundpost-test'),
        logging: false,
      }),
      JobsRuntimeModule.forRoot(ENQUEUE_ONLY),
      CoreModule,
      AuthModule,
      KycModule,
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
