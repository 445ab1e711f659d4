import fs from 'node:fs';
import { Command } from 'commander';
import { parseReportQuery, TaxReportService } from '@soundpost/server-tax';
import { CliEnvironment, withPlatform } from '../cli-context';

/** `soundpost tax report --year 2026 [--form 1099-misc|1042-s] [--out file]`: the staff's year-end figures per payee (docs/tax.md). */
export function taxCommand(cli: CliEnvironment): Command {
  const tax = new Command('tax').description('tax identity: year-end figures (1099-MISC, 1042-S)');

  tax
    .command('report')
    .description('the year-end figures per payee as CSV (amounts in EUR cents): 1099-MISC (W-9 payees) or 1042-S (W-8 and no form)')
    .requiredOption('--year <year>', 'the calendar year, e.g. 2026')
    .option('--form <form>', '1099-misc or 1042-s', '1099-misc')
    .option('--out <file>', 'write the CSV to this file instead of printing it')
    .action(async (opts: { year: string; form: string; out?: string }) => {
      const { year, form } = parseReportQuery({ year: opts.year, form: opts.form });
      const csv = await withPlatform(cli, ({ app }) => app.get(TaxReportService).csv(year, form));
      if (opts.out) {
        fs.writeFileSync(opts.out, csv);
        const rows = csv.split('\r\n').filter((l) => l !== '').length - 1;
        cli.io.out(`${form.toUpperCase()} ${year}: ${rows} payee(s) written to ${opts.out}`);
        return;
      }
      for (const line of csv.split('\r\n')) if (line !== '') cli.io.out(line);
    });

  return tax;
}
