import { Command, CommanderError } from 'commander';
import { DomainError } from '@soundpost/server-core/http';
import { CliEnvironment, CliUsageError } from './cli-context';
import { artistsCommand } from './commands/artists.command';
import { dbCommand } from './commands/db.command';
import { fraudCommand } from './commands/fraud.command';
import { i18nCommand } from './commands/i18n.command';
import { jobsCommand } from './commands/jobs.command';
import { mailCommand } from './commands/mail.command';
import { privacyCommand } from './commands/privacy.command';
import { royaltiesCommand } from './commands/royalties.command';
import { statsCommand } from './commands/stats.command';
import { statsCollectCommand } from './commands/stats-collect.command';
import { taxCommand } from './commands/tax.command';
import { usersCommand } from './commands/users.command';
import { walletsCommand } from './commands/wallets.command';

export function buildProgram(cli: CliEnvironment): Command {
  const program = new Command('soundpost')
    .description('Soundpost operator commands. Settings come from the same environment variables as the server (see README).')
    .exitOverride()
    .configureOutput({ writeOut: (s) => cli.io.out(s.trimEnd()), writeErr: (s) => cli.io.err(s.trimEnd()) })
    .showHelpAfterError();
  program.addCommand(dbCommand(cli));
  program.addCommand(jobsCommand(cli));
  program.addCommand(mailCommand(cli));
  program.addCommand(usersCommand(cli));
  program.addCommand(artistsCommand(cli));
  program.addCommand(i18nCommand(cli));
  program.addCommand(fraudCommand(cli));
  program.addCommand(royaltiesCommand(cli));
  program.addCommand(statsCommand(cli).addCommand(statsCollectCommand(cli)));
  program.addCommand(walletsCommand(cli));
  program.addCommand(taxCommand(cli));
  program.addCommand(privacyCommand(cli));
  return program;
}

export async function runCli(argv: string[], cli: CliEnvironment): Promise<number> {
  const program = buildProgram(cli);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliUsageError) {
      cli.io.err(error.message);
      return 2;
    }
    if (error instanceof DomainError) {
      const fields = error.errors ? Object.entries(error.errors).map(([f, m]) => `  ${f}: ${m.join(' ')}`) : [];
      cli.io.err([`Error: ${error.message}`, ...fields].join('\n'));
      return 1;
    }
    cli.io.err(`Error: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}
