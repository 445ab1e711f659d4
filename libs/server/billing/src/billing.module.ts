import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { settingsProvider } from '@soundpost/server-core/config';
import { NotificationsModule } from '@soundpost/server-notifications';
import { BillingSettings } from './billing.settings';
import { CheckoutService } from './checkout/checkout.service';
import { FulfilmentService } from './checkout/fulfilment.service';
import { GATEWAY_EXPORTS, GATEWAY_PROVIDERS } from './gateways/gateway.providers';
import { GATEWAY_ENTITIES } from './gateways/gateways.schema';
import { BillingMailsService } from './mail/billing-mails.service';
import { Plan } from './plans/plan.entity';
import { PlanLimitsService } from './plans/plan-limits.service';
import { PlansRepository } from './plans/plans.repository';
import { PlansService } from './plans/plans.service';
import { PlanStatsService } from './stats/plan-stats.service';
import { Subscription } from './subscriptions/subscription.entity';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionExpiry } from './subscriptions/subscription-expiry';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { BillingTransaction } from './transactions/billing-transaction.entity';
import { BillingTransactionsRepository } from './transactions/billing-transactions.repository';
import { PaymentEvent } from './transactions/payment-event.entity';
import { PaymentEventsRepository } from './transactions/payment-events.repository';
import { TransactionsService } from './transactions/transactions.service';

const repositories = [PlansRepository, SubscriptionsRepository, BillingTransactionsRepository, PaymentEventsRepository];
const services = [BillingMailsService, SubscriptionExpiry, PlansService, PlanLimitsService, FulfilmentService, CheckoutService, SubscriptionsService, TransactionsService, PlanStatsService];

/** Plans, subscriptions, payments and plan limits: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([Plan, Subscription, BillingTransaction, PaymentEvent, ...GATEWAY_ENTITIES]), NotificationsModule],
  providers: [settingsProvider(BillingSettings), ...repositories, ...services, ...GATEWAY_PROVIDERS],
  exports: [...services, ...GATEWAY_EXPORTS],
})
export class BillingModule {}
