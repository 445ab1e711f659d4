import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@soundpost/server-auth';
import { BillingModule } from '@soundpost/server-billing';
import { NotificationsModule } from '@soundpost/server-notifications';
import { TaxModule } from '@soundpost/server-tax';
import { WalletModule } from '@soundpost/server-wallet';
import './mail/royalties-mail-templates';
import './notifications/royalties-notification-templates';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { ReportFormReader } from './imports/report-form.reader';
import { RoyaltyImport } from './imports/royalty-import.entity';
import { RoyaltyImportsRepository } from './imports/royalty-imports.repository';
import { RoyaltyImportsService } from './imports/royalty-imports.service';
import { RoyaltyLinesRepository } from './imports/royalty-lines.repository';
import { RoyaltyAllocationsRepository } from './posting/royalty-allocations.repository';
import { RoyaltyPaidUnitsRepository } from './posting/royalty-paid-units.repository';
import { RoyaltyPaidUnitsJobs } from './posting/royalty-paid-units.jobs';
import { RoyaltyPostingService } from './posting/royalty-posting.service';
import { RoyaltyPreset } from './presets/royalty-preset.entity';
import { RoyaltyPresetsRepository } from './presets/royalty-presets.repository';
import { RoyaltyPresetsService } from './presets/royalty-presets.service';
import { RoyaltySplit } from './splits/royalty-split.entity';
import { RoyaltySplitsRepository } from './splits/royalty-splits.repository';
import { RoyaltySplitsService } from './splits/royalty-splits.service';
import { RoyaltyStatementsRepository } from './statements/royalty-statements.repository';
import { RoyaltyStatementsService } from './statements/royalty-statements.service';
import { RoyaltyCreditSink } from './wallet/royalty-credit.sink';

/** The services other domains (and this lib's controllers) use; repositories stay private. */
const services: Provider[] = [
  RoyaltyImportsService,
  RoyaltyPostingService,
  RoyaltySplitsService,
  RoyaltyStatementsService,
  RoyaltyPresetsService,
  ReportFormReader,
];

const repositories: Provider[] = [
  RoyaltyImportsRepository,
  RoyaltyLinesRepository,
  RoyaltyAllocationsRepository,
  RoyaltyPaidUnitsRepository,
  RoyaltyPresetsRepository,
  RoyaltySplitsRepository,
  RoyaltyStatementsRepository,
  CatalogueRepository,
];

@Module({
  imports: [TypeOrmModule.forFeature([RoyaltyImport, RoyaltyPreset, RoyaltySplit]), AuthModule, BillingModule, WalletModule, NotificationsModule, TaxModule],
  providers: [...services, ...repositories, RoyaltyCreditSink, RoyaltyPaidUnitsJobs],
  exports: services,
})
export class RoyaltiesModule {}
