import { Command } from 'commander';
import { FraudScanService } from '@soundpost/server-fraud';
import { CliEnvironment, withPlatform } from '../cli-context';

/** `soundpost fraud scan`: the same scan as the back office's and the schedule's. */
export function fraudCommand(cli: CliEnvironment): Command {
  const fraud = new Command('fraud').description('fraud centre');

  fraud
    .command('scan')
    .description('run every fraud rule now: new findings, then auto-blocks at critical (FRAUD_AUTO_BLOCK)')
    .option('--dry-run', 'report what would be found and blocked without writing or blocking anything')
    .option('--json', 'print the result as JSON (no progress lines)')
    .option('--full', 'run every rule even when nothing changed since the last scan')
    .action(async (opts: { dryRun?: boolean; json?: boolean; full?: boolean }) => {
      await withPlatform(cli, async ({ app }) => {
        const result = await app.get(FraudScanService).run({
          dryRun: !!opts.dryRun,
          full: !!opts.full,
          trigger: 'cli',
          onRule: opts.json
            ? undefined
            : (r, i, total) =>
                cli.io.out(`[${i + 1}/${total}] ${r.code.padEnd(30)} ${r.skipped ? `skipped (${r.skipped})` : `${r.matched} matched, ${r.added} new${opts.dryRun ? ' (dry run)' : ''}  ${r.ms} ms`}`),
        });
        if (opts.json) {
          cli.io.out(JSON.stringify(result, null, 2));
          return;
        }
        const verb = result.dry_run ? 'would be' : '';
        cli.io.out(
          `Fraud scan ${result.dry_run ? 'dry run ' : ''}done: ${result.findings_added} new finding(s)${result.dry_run ? ' would be recorded' : ''}, ${result.blocked_users.length} user(s) ${verb || ''}${verb ? ' ' : ''}blocked.`.replace(/\s+/g, ' '),
        );
        for (const id of result.blocked_users) cli.io.out(`  ${result.dry_run ? 'would block' : 'blocked'} ${id}`);
      });
    });

  return fraud;
}
