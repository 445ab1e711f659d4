import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@soundpost/server-auth';
import { ChatModule } from '@soundpost/server-chat';
import { DeliveryModule } from '@soundpost/server-delivery';
import { WalletModule } from '@soundpost/server-wallet';
import { settingsProvider } from '@soundpost/server-core/config';
import { AccountClosure } from './closing/account-closure.entity';
import { AccountClosingJobs } from './closing/account-closing.jobs';
import { AccountClosingService } from './closing/account-closing.service';
import { AccountClosuresRepository } from './closing/account-closures.repository';
import { DataExport } from './exports/data-export.entity';
import { DataExportsJobs } from './exports/data-exports.jobs';
import { DataExportsRepository } from './exports/data-exports.repository';
import { DataExportsService } from './exports/data-exports.service';
import './mail/privacy-mail-templates';
import { PrivacySettings } from './privacy.settings';
import { RetentionJobs } from './retention/retention.jobs';
import { RetentionRepository } from './retention/retention.repository';
import { RetentionService } from './retention/retention.service';
import { RetentionSettings } from './retention/retention.settings';

const services: Provider[] = [DataExportsService, AccountClosingService, RetentionService];

@Module({
  imports: [TypeOrmModule.forFeature([DataExport, AccountClosure]), AuthModule, WalletModule, ChatModule, DeliveryModule],
  providers: [settingsProvider(PrivacySettings), settingsProvider(RetentionSettings), DataExportsRepository, DataExportsJobs, AccountClosuresRepository, AccountClosingJobs, RetentionRepository, RetentionJobs, ...services],
  exports: services,
})
export class PrivacyModule {}
