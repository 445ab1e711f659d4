import { JobSchedule } from '@soundpost/server-core/jobs';
import { MAIL_SWEEP_SCHEDULE } from '@soundpost/server-core/mail';
import { CORE_CLEANUP_SCHEDULE } from '@soundpost/server-core/maintenance';
import { domains } from './domains';

/**
 * What runs when: core's schedules, then each domain's from its registry line. `soundpost jobs
 * list` prints them; a test fails when a registered schedule is missing here.
 */
export const SCHEDULES: readonly JobSchedule[] = [MAIL_SWEEP_SCHEDULE, CORE_CLEANUP_SCHEDULE, ...domains.flatMap((d) => d.schedules ?? [])];
