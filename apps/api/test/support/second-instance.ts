import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { configureHttpApp, createFastifyAdapter, createRootLogger, loadConfig } from '@soundpost/server-core';
import { AppModule } from '../../src/app.module';

export interface SecondInstance {
  url: string;
  close(): Promise<void>;
}

@Module({})
class SecondRootModule {}

/**
 * Another API instance on the SAME database as a TestApp (own port, own DATA_DIR), to prove that
 * state meant to be shared between instances (rate limits, idempotency keys) really is.
 */
export async function startSecondInstance(databaseUrl: string, extraModules: Array<Type<unknown>> = []): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-api-test-2-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create<NestFastifyApplication>(
    { module: SecondRootModule, imports: [AppModule.forRoot({ config, databaseUrl, role: 'test' }), ...extraModules] },
    createFastifyAdapter(config),
    { logger: false },
  );
  await configureHttpApp(app, config, { swagger: false, logger: createRootLogger(config.logLevel) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
