import { StatsCollectService, type StoreCollectResult } from '@soundpost/server-stats';
import { Command } from 'commander';
import { CliEnvironment, withPlatform } from '../cli-context';

function describe(store: StoreCollectResult): string {
  const name = `${store.storeName} (${store.storeId})`;
  if (store.error) return `${name}: not collected, ${store.error}`;
  const parts = [`${store.imported} imported`, `${store.duplicates} already imported`, `${store.rejected} refused`];
  if (store.waiting) parts.push(`${store.waiting} file(s) left for a later run (still arriving, or waiting for the rest of their report)`);
  if (store.failed) parts.push(`${store.failed} failed and left in the inbox`);
  return `${name}: ${parts.join(', ')}.`;
}

/** `soundpost stats collect`: the daily stats.collect job, run once by hand. */
export function statsCollectCommand(cli: CliEnvironment): Command {
  return new Command('collect')
    .description("collect the trend reports stores left in the reports/ inbox of their delivery target (what the daily stats.collect job does): imported ones go to reports/imported/, refused ones to reports/rejected/")
    .option('--store <id>', 'only this store (it must have a delivery target)')
    .option('--json', 'print the result as JSON')
    .action(async (opts: { store?: string; json?: boolean }) => {
      await withPlatform(cli, async ({ app }) => {
        const { stores } = await app.get(StatsCollectService).collect({ storeId: opts.store });
        if (opts.json) cli.io.out(JSON.stringify({ stores }));
        else if (stores.length === 0) cli.io.out('No store has a delivery target: nothing to collect.');
        else for (const store of stores) cli.io.out(describe(store));
        const broken = stores.filter((s) => s.error || s.failed);
        // A store that could not be collected fails the command, so a cron wrapper notices.
        if (broken.length) throw new Error(`${broken.length} store(s) not fully collected: ${broken.map((s) => s.storeId).join(', ')}.`);
      });
    });
}
