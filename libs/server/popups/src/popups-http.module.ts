import { Module } from '@nestjs/common';
import { AdminPopupsController } from './http/admin-popups.controller';
import { PopupsController } from './http/popups.controller';
import { PopupsModule } from './popups.module';

/** Popup controllers (api only). */
@Module({
  imports: [PopupsModule],
  controllers: [PopupsController, AdminPopupsController],
})
export class PopupsHttpModule {}
