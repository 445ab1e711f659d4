import { Module } from '@nestjs/common';
import { BillingModule } from './billing.module';

/** Billing controllers (api only). */
@Module({ imports: [BillingModule], controllers: [] })
export class BillingHttpModule {}
