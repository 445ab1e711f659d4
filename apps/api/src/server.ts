import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '@soundpost/server-core/config';
import { resolveDatabase, ResolvedDatabase } from '@soundpost/server-core/database';
import { configureHttpApp, createFastifyAdapter, DrainResult, installGracefulShutdown } from '@soundpost/server-core/http';
import { createRootLogger, flushLogs, PinoNestLogger } from '@soundpost/server-core/logging';
import { runMigrations, runSeeds } from '@soundpost/server-platform';
import { AppModule } from './app.module';

export interface StartedServer {
  app: NestFastifyApplication;
  url: string;
  database: ResolvedDatabase;
  /** Requests in flight get `graceMs` to finish, those left are answered 503; then jobs, pools and the embedded Postgres stop. */
  stop(graceMs?: number): Promise<DrainResult>;
  /** Resolves once every line logged so far is written, so what is printed next comes after it. */
  flushLogs(): Promise<void>;
}

export async function startServer(config: AppConfig, opts: { staticRoot?: string } = {}): Promise<StartedServer> {
  const logger = createRootLogger(config.logLevel, 'soundpost-api', { format: config.logFormat });
  const nestLogger = new PinoNestLogger(logger);
  const database = await resolveDatabase(config, (m) => logger.info(m));
  // A killed or crashed embedded Postgres is started again; the pools reconnect on their own.
  database.embedded?.supervise({ log: (m) => logger.warn(m) });
  try {
    const applied = await runMigrations(database.url, config.database, 'api');
    if (applied.length) logger.info({ migrations: applied }, `Applied ${applied.length} migration(s)`);

    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot({ config, databaseUrl: database.url }),
      createFastifyAdapter(config),
      // No bufferLogs: Nest flushes a buffer only on listen, so a worker (which never listens) would keep its logs.
      { logger: nestLogger },
    );
    const staticRoot = opts.staticRoot ?? path.resolve(__dirname, '..');
    await configureHttpApp(app, config, {
      logger,
      webRoot: path.join(staticRoot, 'web'),
      adminRoot: path.join(staticRoot, 'admin'),
    });
    const shutdown = installGracefulShutdown(app);
    await app.init();
    if (config.seed.demoData) await runSeeds(app, config, { onlyFirstTime: true, log: (m) => logger.info(m) });
    let port = config.port;
    if (config.processRole !== 'worker') {
      await app.listen({ port: config.port, host: config.host });
      const address = app.getHttpServer().address();
      port = typeof address === 'object' && address ? address.port : config.port;
    }

    let stopping: Promise<DrainResult> | undefined;
    return {
      app,
      url: `http://localhost:${port}`,
      database,
      flushLogs: () => flushLogs(logger),
      stop: (graceMs = config.shutdownGraceMs) =>
        (stopping ??= (async () => {
          // Drain HTTP while every module and pool is still up; closing the pool then ends the connections
          // of requests cut short, so Postgres rolls their transactions back.
          const drained = await shutdown.drain(graceMs);
          if (drained.cutShort) logger.warn({ requests: drained.cutShort }, `Shutdown grace (${graceMs} ms) ran out: ${drained.cutShort} request(s) answered 503`);
          await app.close();
          await database.embedded?.release();
          await flushLogs(logger);
          return drained;
        })()),
    };
  } catch (error) {
    await database.embedded?.release();
    throw error;
  }
}
