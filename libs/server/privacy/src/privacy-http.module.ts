import { Module } from '@nestjs/common';
import { MeDataExportsController } from './http/me-data-exports.controller';
import { PrivacyModule } from './privacy.module';

@Module({
  imports: [PrivacyModule],
  controllers: [MeDataExportsController],
})
export class PrivacyHttpModule {}
