import { Command } from 'commander';
import { loadConfig } from '@soundpost/server-core/config';
import { resolveDatabase } from '@soundpost/server-core/database';
import { runMigrations, runSeeds } from '@soundpost/server-platform';
import { CliEnvironment, dbLog, withPlatform } from '../cli-context';

export function dbCommand(cli: CliEnvironment): Command {
  const db = new Command('db').description('database schema and demo data');

  db.command('migrate')
    .description('apply pending migrations')
    .action(async () => {
      const config = loadConfig(cli.env);
      const database = await resolveDatabase(config, dbLog(cli.io));
      try {
        const applied = await runMigrations(database.url, config.database, 'cli');
        cli.io.out(applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m}`).join('\n')}` : 'Database is up to date.');
      } finally {
        await database.embedded?.release();
      }
    });

  db.command('seed')
    .description('create the demo data (idempotent: existing rows are kept)')
    .action(async () => {
      await withPlatform(cli, async ({ app, config }) => {
        await runSeeds(app, config, { log: (m) => cli.io.out(m) });
        cli.io.out(`Demo admin: ${config.seed.adminEmail} / ${config.seed.adminPassword}`);
      });
    });

  return db;
}
