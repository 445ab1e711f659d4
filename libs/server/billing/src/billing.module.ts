import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutService } from './checkout/checkout.service';
import { FulfilmentService } from './checkout/fulfilment.service';
import { GATEWAY_EXPORTS, GATEWAY_PROVIDERS } from './gateways/gateway.providers';
import { GATEWAY_ENTITIES } from './gateways/gateways.schema';
import { Plan } from './plans/plan.entity';
import { PlanLimitsService } from './plans/plan-limits.service';
import { PlansService } from './plans/plans.service';
import { PlanStatsService } from './stats/plan-stats.service';
import { Subscription } from './subscriptions/subscription.entity';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { BillingTransaction } from './transactions/billing-transaction.entity';
import { PaymentEvent } from './transactions/payment-event.entity';
import { TransactionsService } from './transactions/transactions.service';

const services = [PlansService, PlanLimitsService, FulfilmentService, CheckoutService, SubscriptionsService, TransactionsService, PlanStatsService];

/** Plans, subscriptions, payments and plan limits: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([Plan, Subscription, BillingTransaction, PaymentEvent, ...GATEWAY_ENTITIES])],
  providers: [...services, ...GATEWAY_PROVIDERS],
  // TypeOrmModule is re-exported so the gateways (PaymentEvent dedup) can inject its repositories.
  exports: [...services, ...GATEWAY_EXPORTS, TypeOrmModule],
})
export class BillingModule {}
