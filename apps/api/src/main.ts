import 'reflect-metadata';
import { ConfigError, loadConfig } from '@soundpost/server-core/config';
import { startServer } from './server';

/** Time allowed after the grace for closing job runners, pools and the embedded Postgres. */
const CLOSE_BUDGET_MS = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const server = await startServer(config);
  // The banner comes last, under every line of the start (migrations, seeds, jobs, listen).
  await server.flushLogs();
  const seed = config.seed;
  if (config.processRole === 'worker') console.log('\n  Soundpost worker: processing jobs and the scheduler (no HTTP). Press Ctrl-C to stop.\n');
  else console.log(
    [
      '',
      `  Soundpost is running on ${server.url}`,
      `    web app      ${config.publicUrl}/`,
      `    back office  ${config.publicUrl}/admin`,
      `    API          ${config.publicUrl}/api`,
      `    API docs     ${config.publicUrl}/api/docs`,
      ...(config.mail.devMailbox ? [`    dev mailbox  ${config.publicUrl}/api/dev/mail?to=<address>  (or: npx soundpost mail list)`] : []),
      ...(seed.demoData ? ['', `  Demo admin: ${seed.adminEmail} / ${seed.adminPassword}`] : []),
      `  Database: ${server.database.embedded ? `embedded Postgres, data in ${config.dataDir}` : 'DATABASE_URL'}`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  // npm and the terminal may both deliver the same Ctrl-C, so repeated signals are ignored; a last timer,
  // past the grace, exits if closing itself hangs.
  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\n  ${signal} received: draining requests (up to ${config.shutdownGraceMs} ms)…`);
    const force = setTimeout(() => {
      console.error('  Shutdown took too long; stopping the database and exiting.');
      void (server.database.embedded?.release({ force: true }) ?? Promise.resolve()).finally(() => process.exit(1));
    }, config.shutdownGraceMs + CLOSE_BUDGET_MS);
    force.unref();
    server.stop(config.shutdownGraceMs).then(
      () => {
        console.log('  Stopped.');
        process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
