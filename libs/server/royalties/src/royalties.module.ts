import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@soundpost/server-auth';
import { BillingModule } from '@soundpost/server-billing';
import { NotificationsModule } from '@soundpost/server-notifications';
import { WalletModule } from '@soundpost/server-wallet';
import './mail/royalties-mail-templates';
import './notifications/royalties-notification-templates';
import { CatalogueReader } from './catalogue/catalogue.reader';
import { ReportFormReader } from './imports/report-form.reader';
import { RoyaltyImport } from './imports/royalty-import.entity';
import { RoyaltyImportsService } from './imports/royalty-imports.service';
import { RoyaltyLinesRepository } from './imports/royalty-lines.repository';
import { RoyaltyPostingService } from './posting/royalty-posting.service';
import { RoyaltyPreset } from './presets/royalty-preset.entity';
import { RoyaltyPresetsService } from './presets/royalty-presets.service';
import { RoyaltySplit } from './splits/royalty-split.entity';
import { RoyaltySplitsService } from './splits/royalty-splits.service';
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

/** The royalties domain: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([RoyaltyImport, RoyaltyPreset, RoyaltySplit]), AuthModule, BillingModule, WalletModule, NotificationsModule],
  providers: [...services, RoyaltyLinesRepository, CatalogueReader, RoyaltyCreditSink],
  exports: services,
})
export class RoyaltiesModule {}
