import { Command } from 'commander';
import { JobsService } from '@soundpost/server-core/jobs';
import { CliEnvironment, withPlatform } from '../cli-context';

/** The CLI twin of every scheduled job: list them, or run one now (under the same lock). */
export function jobsCommand(cli: CliEnvironment): Command {
  const jobs = new Command('jobs').description('background and scheduled jobs');

  jobs
    .command('list')
    .description('list the registered jobs; scheduled ones with their cron and next run')
    .action(async () => {
      await withPlatform(cli, async ({ app }) => {
        const service = app.get(JobsService);
        const schedules = new Map(service.schedules().map((s) => [s.name, s]));
        for (const job of service.registered()) {
          const schedule = schedules.get(job.name);
          const when = schedule ? `  ${schedule.cron.padEnd(12)} ${schedule.tz}  next run ${schedule.nextRun.toISOString()}` : '';
          cli.io.out(`${job.name.padEnd(28)} ${job.kind.padEnd(9)}${when}`.trimEnd());
        }
      });
    });

  jobs
    .command('run <name>')
    .description('run a scheduled job now in this process (skipped if another process is running it)')
    .action(async (name: string) => {
      await withPlatform(cli, async ({ app }) => {
        const service = app.get(JobsService);
        if (!service.registered().some((j) => j.name === name)) throw new Error(`Unknown job "${name}". See: soundpost jobs list`);
        const run = await service.runNow(name);
        if (!run.ran) {
          cli.io.err(`${name} is already running elsewhere; skipped.`);
          process.exitCode = 1;
          return;
        }
        cli.io.out(`${name} done${run.result === undefined ? '' : `: ${JSON.stringify(run.result)}`}`);
      });
    });

  return jobs;
}
