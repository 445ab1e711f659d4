import { Module } from '@nestjs/common';
import { BillingModule } from './billing.module';
import { GATEWAY_CONTROLLERS } from './gateways';
import { AdminPlansController } from './http/admin-plans.controller';
import { AdminSubscriptionsController } from './http/admin-subscriptions.controller';
import { AdminTransactionsController } from './http/admin-transactions.controller';
import { ArtistTransactionsController } from './http/artist-transactions.controller';
import { BillingController } from './http/billing.controller';

@Module({
  imports: [BillingModule],
  controllers: [BillingController, ArtistTransactionsController, AdminPlansController, AdminSubscriptionsController, AdminTransactionsController, ...GATEWAY_CONTROLLERS],
})
export class BillingHttpModule {}
