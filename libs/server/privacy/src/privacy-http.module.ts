import { Module } from '@nestjs/common';
import { AdminAccountClosuresController } from './http/admin-account-closures.controller';
import { MeAccountCloseController } from './http/me-account-close.controller';
import { MeDataExportsController } from './http/me-data-exports.controller';
import { PrivacyModule } from './privacy.module';

@Module({
  imports: [PrivacyModule],
  controllers: [MeDataExportsController, MeAccountCloseController, AdminAccountClosuresController],
})
export class PrivacyHttpModule {}
