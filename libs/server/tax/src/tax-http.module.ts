import { Module } from '@nestjs/common';
import { TaxItemsController } from './http/tax-items.controller';
import { TaxModule } from './tax.module';

@Module({
  imports: [TaxModule],
  controllers: [TaxItemsController],
})
export class TaxHttpModule {}
