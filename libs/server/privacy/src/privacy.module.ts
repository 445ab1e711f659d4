import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PrivacyItem } from './items/privacy-item.entity';
import { PrivacyItemsRepository } from './items/privacy-items.repository';
import { PrivacyItemsService } from './items/privacy-items.service';

const services: Provider[] = [PrivacyItemsService];

@Module({
  imports: [TypeOrmModule.forFeature([PrivacyItem])],
  providers: [PrivacyItemsRepository, ...services],
  exports: services,
})
export class PrivacyModule {}
