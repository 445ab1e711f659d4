import { buildDataSourceOptions } from '@soundpost/server-core/database';
import { JobsService, scheduledJobLockName } from '@soundpost/server-core/jobs';
import { withAdvisoryLock } from '@soundpost/server-core/locks';
import { MAIL_DELIVER_JOB, MAIL_SWEEP_JOB } from '@soundpost/server-core/mail';
import { SCHEDULES } from '@soundpost/server-platform';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from './test-app';

describe('Jobs in the booted app', () => {
  let t: TestApp;
  let jobs: JobsService;
  let ds: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    jobs = t.app.get(JobsService);
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const jobsConnections = async () =>
    Number((await ds.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [`soundpost-jobs-${process.pid}`]))[0].n);

  it('has the mail delivery worker and its per-minute sweep registered', () => {
    expect(jobs.registered()).toEqual(
      expect.arrayContaining([
        { name: MAIL_DELIVER_JOB, kind: 'worker' },
        { name: MAIL_SWEEP_JOB, kind: 'scheduled', cron: '* * * * *' },
      ]),
    );
  });

  it('schedules exactly what the platform timetable (platform/src/schedules.ts) lists, with its cron', () => {
    const scheduled = jobs.registered().filter((j) => j.kind === 'scheduled');
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(scheduled.sort(byName)).toEqual(SCHEDULES.map((s) => ({ name: s.name, kind: 'scheduled', cron: s.cron })).sort(byName));
  });

  it('starts no workers in a test app, and connects to the queue only when something is enqueued', async () => {
    expect(jobs.runtime).toEqual({ workers: false, scheduler: false });
    expect(await jobsConnections()).toBe(0);
    const id = await jobs.enqueue(MAIL_DELIVER_JOB, { id: 0 });
    expect(id).toEqual(expect.any(String));
    // Named soundpost-jobs-<pid>, so the embedded Postgres counts this process as a user.
    expect(await jobsConnections()).toBeGreaterThan(0);
    const rows: Array<{ state: string }> = await ds.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
    expect(rows).toEqual([{ state: 'created' }]); // nobody here works it off
  });

  it('skips the CLI twin of a scheduled job while another instance runs it', async () => {
    const other = await new DataSource(
      buildDataSourceOptions(t.db.url, { poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, { entities: [], migrations: [] }, 'soundpost-test-other'),
    ).initialize();
    try {
      const held = await withAdvisoryLock(other, scheduledJobLockName(MAIL_SWEEP_JOB), () => jobs.runNow(MAIL_SWEEP_JOB));
      expect(held).toEqual({ acquired: true, result: { ran: false, reason: 'locked' } });
    } finally {
      await other.destroy();
    }
    await expect(jobs.runNow(MAIL_SWEEP_JOB)).resolves.toEqual({ ran: true, result: { sent: 0, retrying: 0, failed: 0 } });
  });
});
