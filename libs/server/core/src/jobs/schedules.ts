import { CronExpressionParser } from 'cron-parser';

/**
 * One scheduled job: its name, when it runs (cron, in `tz`, UTC by default), who owns it and what
 * it does. The owner declares it beside its handler and passes it to `JobsService.schedule`; the
 * platform's timetable (libs/server/platform/src/schedules.ts) lists every one.
 */
export interface JobSchedule {
  name: string;
  cron: string;
  tz?: string;
  owner: string;
  what: string;
}

/** The first slot of `schedule` strictly after `from`. */
export function nextRun(schedule: Pick<JobSchedule, 'cron' | 'tz'>, from: Date = new Date()): Date {
  return CronExpressionParser.parse(schedule.cron, { currentDate: from, tz: schedule.tz ?? 'UTC' }).next().toDate();
}
