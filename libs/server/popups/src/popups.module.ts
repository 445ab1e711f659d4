import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Popup } from './popup.entity';
import { PopupsRepository } from './popups.repository';
import { PopupsService } from './popups.service';

@Module({
  imports: [TypeOrmModule.forFeature([Popup])],
  providers: [PopupsRepository, PopupsService],
  exports: [PopupsService],
})
export class PopupsModule {}
