import { Command } from 'commander';
import { formatMoney } from '@soundpost/contracts';
import { LedgerService } from '@soundpost/server-wallet';
import { CliEnvironment, withPlatform } from '../cli-context';

export function walletsCommand(cli: CliEnvironment): Command {
  const wallets = new Command('wallets').description('artist wallets and their ledger');

  wallets
    .command('verify')
    .description('recompute every balance from its entries; print the wallets that disagree and exit 1 if any')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const mismatches = await withPlatform(cli, ({ app }) => app.get(LedgerService).verify());
      if (opts.json) cli.io.out(JSON.stringify(mismatches.map((m) => ({ wallet_id: m.walletId, user_id: m.userId, balance: m.balanceCents, expected: m.expectedCents })), null, 2));
      else if (!mismatches.length) cli.io.out('Every wallet balance matches its entries.');
      else {
        for (const m of mismatches) {
          cli.io.out(`${m.walletId}  user ${m.userId}  balance ${formatMoney(m.balanceCents)}  entries say ${formatMoney(m.expectedCents)}`);
        }
      }
      if (mismatches.length) throw new Error(`${mismatches.length} wallet(s) disagree with their entries.`);
    });

  return wallets;
}
