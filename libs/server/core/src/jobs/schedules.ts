import { CronExpressionParser } from 'cron-parser';

export interface JobSchedule {
  name: string;
  cron: string;
  tz?: string;
  owner: string;
  what: string;
}

export function nextRun(schedule: Pick<JobSchedule, 'cron' | 'tz'>, from: Date = new Date()): Date {
  return CronExpressionParser.parse(schedule.cron, { currentDate: from, tz: schedule.tz ?? 'UTC' }).next().toDate();
}
