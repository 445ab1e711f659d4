import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextRun } from '@soundpost/server-core/jobs';
import { MAIL_DELIVER_JOB } from '@soundpost/server-core/mail';
import { SCHEDULES as SCHEDULE_LIST } from '@soundpost/server-platform';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';

describe('soundpost jobs list (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-jobs-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists every schedule of the platform timetable with its cron and next run, and the workers', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const before = new Date();
    const code = await runCli(['jobs', 'list'], { env, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    const after = new Date();
    expect({ code, err }).toEqual({ code: 0, err: [] });

    expect(SCHEDULE_LIST.length).toBeGreaterThan(0);
    for (const schedule of SCHEDULE_LIST) {
      const line = out.find((l) => l.split(/\s+/)[0] === schedule.name);
      expect(line).toBeDefined();
      const match = /^(\S+)\s+scheduled\s+(.+?)\s+(\S+)\s+next run (\S+)$/.exec(line as string);
      expect(match?.slice(1, 4)).toEqual([schedule.name, schedule.cron, schedule.tz ?? 'UTC']);
      // The next slot as of the moment the command ran.
      const next = new Date(match?.[4] as string);
      expect(next.getTime()).toBeGreaterThanOrEqual(nextRun(schedule, before).getTime());
      expect(next.getTime()).toBeLessThanOrEqual(nextRun(schedule, after).getTime());
    }
    expect(out).toContain(`${MAIL_DELIVER_JOB.padEnd(28)} worker`);
    // Every scheduled line is one of the registry's.
    const scheduledNames = out.filter((l) => / scheduled /.test(l)).map((l) => l.split(/\s+/)[0]);
    expect(scheduledNames.sort()).toEqual(SCHEDULE_LIST.map((s) => s.name).sort());
  });
});
