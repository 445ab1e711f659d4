import { Command } from 'commander';
import { RetentionService } from '@soundpost/server-privacy';
import { CliEnvironment, withPlatform } from '../cli-context';

/** `soundpost privacy sweep [--dry-run]`: the nightly retention sweep, run now (docs/privacy.md "Retention"). */
export function privacyCommand(cli: CliEnvironment): Command {
  const privacy = new Command('privacy').description('personal data: exports, closures and retention');

  privacy
    .command('sweep')
    .description('purge identity documents past their retention (90 days after a rejected application, KYC_DOCUMENT_RETENTION_DAYS after a closed account)')
    .option('--dry-run', 'print what would be purged, purge nothing')
    .option('--json', 'print the report as JSON')
    .action(async (opts: { dryRun?: boolean; json?: boolean }) => {
      const report = await withPlatform(cli, ({ app }) => app.get(RetentionService).sweep({ dryRun: !!opts.dryRun }));
      if (opts.json) {
        cli.io.out(JSON.stringify(report, null, 2));
        return;
      }
      const verb = report.dryRun ? 'would purge' : 'purged';
      cli.io.out(`Retention sweep${report.dryRun ? ' (dry run, nothing deleted)' : ''}:`);
      for (const [reason, r] of Object.entries(report.reasons)) {
        cli.io.out(`  ${reason}: ${verb} ${r.documentIds.length} document(s) of ${r.accountIds.length} account(s)`);
        for (const id of r.documentIds) cli.io.out(`    document ${id}`);
        for (const id of r.accountIds) cli.io.out(`    account ${id}`);
      }
    });

  return privacy;
}
