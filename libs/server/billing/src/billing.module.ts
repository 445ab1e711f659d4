import { Module } from '@nestjs/common';

/** Plans, subscriptions, payments and plan limits: services only (api, cli, jobs). */
@Module({ providers: [], exports: [] })
export class BillingModule {}
