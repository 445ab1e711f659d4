import { Module } from '@nestjs/common';
import { PrivacyItemsController } from './http/privacy-items.controller';
import { PrivacyModule } from './privacy.module';

@Module({
  imports: [PrivacyModule],
  controllers: [PrivacyItemsController],
})
export class PrivacyHttpModule {}
