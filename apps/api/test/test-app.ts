import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, loadConfig } from '@soundpost/server-core/config';
import { configureHttpApp, createFastifyAdapter } from '@soundpost/server-core/http';
import { createRootLogger, PinoNestLogger } from '@soundpost/server-core/logging';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { AppModule } from '../src/app.module';

export interface TestApp {
  app: NestFastifyApplication;
  /** Base URL of the real HTTP server, e.g. http://127.0.0.1:41234 */
  url: string;
  config: AppConfig;
  db: TestDatabase;
  /** fetch against the app: `api('/api/health/live')`, JSON bodies encoded for you. */
  api(pathname: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Boots the real application (same modules, same HTTP configuration as `npm start`) on a random
 * port against a fresh clone of the migrated test database. Only third-party HTTP is ever stubbed.
 * `extraModules` adds test-only modules (demo endpoints from test/support) next to the app.
 * `sharedDatabase` starts another instance on an existing TestApp's database (to prove that state
 * meant to be shared between instances, such as rate limits, really is); it is not dropped on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extraModules: Array<Type<unknown> | DynamicModule> = [],
  { sharedDatabase }: { sharedDatabase?: TestDatabase } = {},
): Promise<TestApp> {
  const db = sharedDatabase ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-api-test-'));
  // The ERN schema folder the test setup found (tools/testing/node-setup.ts): every message the app sends is validated.
  const schemas = process.env.DDEX_SCHEMA_DIR ? { DDEX_SCHEMA_DIR: process.env.DDEX_SCHEMA_DIR } : {};
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ...schemas, ...env });
  const logger = createRootLogger(config.logLevel);
  const appModule = AppModule.forRoot({ config, databaseUrl: db.url, role: 'test' });
  const app = await NestFactory.create<NestFastifyApplication>(
    extraModules.length ? { module: TestRootModule, imports: [appModule, ...extraModules] } : appModule,
    createFastifyAdapter(config),
    { logger: env.LOG_LEVEL && env.LOG_LEVEL !== 'silent' ? new PinoNestLogger(logger) : false },
  );
  await configureHttpApp(app, config, { swagger: true, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    url,
    config,
    db,
    api: (pathname, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('Content-Type', 'application/json');
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
      return fetch(url + pathname, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    },
    async close() {
      // A keep-alive connection that turns idle just after the close began is not ended by it (the
      // close only ends connections idle at its start) and would hold it for the keep-alive timeout;
      // production's drain ends every connection after its grace the same way.
      const server = app.getHttpServer() as { closeAllConnections?: () => void };
      const drain = setTimeout(() => server.closeAllConnections?.(), 2000);
      await app.close().finally(() => clearTimeout(drain));
      if (!sharedDatabase) await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Root for an app with test-only modules beside AppModule. */
@Module({})
class TestRootModule {}
