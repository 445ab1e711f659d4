import { Command, Option } from 'commander';
import { StaffUsersService } from '@soundpost/server-auth';
import { CliEnvironment, withPlatform } from '../cli-context';

export function usersCommand(cli: CliEnvironment): Command {
  const users = new Command('users').description('back-office accounts');

  users
    .command('create-admin')
    .description('create an admin or manager account for the back office')
    .requiredOption('--email <email>', 'login e-mail')
    .requiredOption('--password <password>', 'password (at least 8 characters)')
    .option('--name <name>', 'display name')
    .addOption(new Option('--role <role>', 'role').choices(['admin', 'manager']).default('admin'))
    .action(async (opts: { email: string; password: string; name?: string; role: 'admin' | 'manager' }) => {
      await withPlatform(cli, async ({ app }) => {
        const user = await app.get(StaffUsersService).createStaff({ email: opts.email, password: opts.password, name: opts.name, role: opts.role });
        cli.io.out(`Created ${opts.role} ${user.email} (id ${user.id}).`);
      });
    });

  return users;
}
