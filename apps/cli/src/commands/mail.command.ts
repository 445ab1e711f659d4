import { Command, InvalidArgumentError } from 'commander';
import { MailService } from '@soundpost/server-core/mail';
import { CliEnvironment, withPlatform } from '../cli-context';

const positiveInt = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive whole number');
  return n;
};

export function mailCommand(cli: CliEnvironment): Command {
  const mail = new Command('mail').description('the mail outbox (the dev mailbox when no SMTP_URL is set)');

  mail
    .command('list')
    .description('print the newest messages in the outbox')
    .option('--to <address>', 'only messages to this address')
    .option('--limit <n>', 'how many messages', positiveInt, 20)
    .option('--json', 'print JSON')
    .action(async (opts: { to?: string; limit: number; json?: boolean }) => {
      await withPlatform(cli, async ({ app }) => {
        const messages = await app.get(MailService).listOutbox({ to: opts.to, limit: opts.limit });
        if (opts.json) return cli.io.out(JSON.stringify(messages, null, 2));
        if (!messages.length) return cli.io.out(opts.to ? `No messages for ${opts.to}.` : 'The outbox is empty.');
        for (const m of messages) {
          cli.io.out(`#${m.id}  ${new Date(m.created_at).toISOString()}  to ${m.to}`);
          cli.io.out(`  Subject: ${m.subject}`);
          // Answers to ticket mail go to the ticket's signed address (docs/support-email.md).
          if (m.reply_to) cli.io.out(`  Reply-To: ${m.reply_to}`);
          cli.io.out(m.text.split('\n').map((l) => `  ${l}`).join('\n'));
          cli.io.out('');
        }
      });
    });

  return mail;
}
