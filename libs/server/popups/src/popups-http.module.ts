import { Module } from '@nestjs/common';
import { AdminPopupsController } from './http/admin-popups.controller';
import { PopupsController } from './http/popups.controller';
import { PopupsModule } from './popups.module';

@Module({
  imports: [PopupsModule],
  controllers: [PopupsController, AdminPopupsController],
})
export class PopupsHttpModule {}
