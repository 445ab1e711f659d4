import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaxItem } from './items/tax-item.entity';
import { TaxItemsRepository } from './items/tax-items.repository';
import { TaxItemsService } from './items/tax-items.service';

const services: Provider[] = [TaxItemsService];

@Module({
  imports: [TypeOrmModule.forFeature([TaxItem])],
  providers: [TaxItemsRepository, ...services],
  exports: services,
})
export class TaxModule {}
