import { Module } from '@nestjs/common';
import { AdminI18nController } from './http/admin-i18n.controller';
import { I18nController } from './i18n.controller';
import { I18nModule } from './i18n.module';

@Module({
  imports: [I18nModule],
  controllers: [I18nController, AdminI18nController],
})
export class I18nHttpModule {}
