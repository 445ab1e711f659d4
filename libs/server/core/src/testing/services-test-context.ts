import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { coreEntities, coreSubscribers } from '../core.schema';
import { CoreModule } from '../core.module';
import { buildDataSourceOptions } from '../database/data-source-options';
import { ENQUEUE_ONLY, JobsRuntimeModule } from '../jobs/jobs-runtime';
import { createTestDatabase } from './test-database';

export interface ServicesTestContext {
  app: TestingModule;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function createServicesTestContext(options: {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  imports: Array<Type<unknown> | DynamicModule>;
  label: string;
}): Promise<ServicesTestContext> {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `soundpost-${options.label}-test-`));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      TypeOrmModule.forRoot({
        ...buildDataSourceOptions(db.url, { ...config.database, poolMax: 4 }, { entities: [...coreEntities, ...options.entities], migrations: [], subscribers: coreSubscribers }, 'soundpost-test'),
        logging: false,
      }),
      JobsRuntimeModule.forRoot(ENQUEUE_ONLY),
      CoreModule,
      ...options.imports,
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
