import { AUTH_CLEANUP_SCHEDULE } from '@soundpost/server-auth';
import { SUBSCRIPTION_EXPIRY_SCHEDULE } from '@soundpost/server-billing';
import { JobSchedule } from '@soundpost/server-core/jobs';
import { MAIL_SWEEP_SCHEDULE } from '@soundpost/server-core/mail';
import { CORE_CLEANUP_SCHEDULE } from '@soundpost/server-core/maintenance';
import { NOTIFICATIONS_CLEANUP_SCHEDULE } from '@soundpost/server-notifications';
import { PAYOUTS_POLL_SCHEDULE, WALLET_VERIFY_SCHEDULE } from '@soundpost/server-wallet';

/**
 * What runs when: every scheduled job of the platform, in this one list. Each owner declares its
 * schedule (name, cron, what it does) beside the handler and calls `JobsService.schedule`;
 * pg-boss's scheduler then creates one job per slot for all instances together, and the run holds
 * the job's advisory lock (docs/architecture.md, "Jobs and schedules"). `soundpost jobs list`
 * prints each with its next run. A test fails when a registered schedule is missing here.
 */
export const SCHEDULES: readonly JobSchedule[] = [MAIL_SWEEP_SCHEDULE, CORE_CLEANUP_SCHEDULE, AUTH_CLEANUP_SCHEDULE, NOTIFICATIONS_CLEANUP_SCHEDULE, SUBSCRIPTION_EXPIRY_SCHEDULE, WALLET_VERIFY_SCHEDULE, PAYOUTS_POLL_SCHEDULE];
