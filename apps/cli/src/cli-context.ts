import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, loadConfig } from '@soundpost/server-core/config';
import { RequestContext } from '@soundpost/server-core/context';
import { resolveDatabase, ResolvedDatabase } from '@soundpost/server-core/database';
import { runMigrations } from '@soundpost/server-platform';
import { CliModule } from './cli.module';

export interface CliIO {
  out(line: string): void;
  err(line: string): void;
}

export interface CliEnvironment {
  env: NodeJS.ProcessEnv;
  io: CliIO;
}

export class CliUsageError extends Error {}

/** Only the first-time cluster creation is worth telling an operator about; the rest is noise. */
export const dbLog = (io: CliIO) => (message: string) => {
  if (message.startsWith('Initialising')) io.err(message);
};

export async function withPlatform<T>(
  { env, io }: CliEnvironment,
  fn: (ctx: { app: INestApplicationContext; config: AppConfig; database: ResolvedDatabase }) => Promise<T>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<T> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliUsageError(error.message);
    throw error;
  }
  const database = await resolveDatabase(config, dbLog(io));
  let app: INestApplicationContext | undefined;
  try {
    if (migrate) await runMigrations(database.url, config.database, 'cli');
    // LOG_LEVEL=debug adds the services' progress lines (import phase times).
    const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
    app = await NestFactory.createApplicationContext(CliModule.forRoot({ config, databaseUrl: database.url }), { logger: verbose ? ['error', 'warn', 'log'] : ['error', 'warn'] });
    const ctx = app;
    // Operator actions are audited like requests: the actor is the CLI.
    return await RequestContext.run({ requestId: `cli-${process.pid}`, actor: { id: 'cli', name: 'CLI', scope: 'cli' } }, () => fn({ app: ctx, config, database }));
  } finally {
    await app?.close();
    await database.embedded?.release();
  }
}
