import { Module, Provider } from '@nestjs/common';
import { settingsProvider } from '@soundpost/server-core/config';
import { NotificationsModule } from '@soundpost/server-notifications';
import { SupportModule } from '@soundpost/server-support';
import './mail/fraud-mail-templates';
import './notifications/fraud-notification-templates';
import { FraudAppealService } from './appeal/fraud-appeal.service';
import { FraudBlocksRepository } from './blocks/fraud-blocks.repository';
import { FraudBlocksService } from './blocks/fraud-blocks.service';
import { FraudCentreService } from './findings/fraud-centre.service';
import { FraudScoresRepository } from './findings/fraud-scores.repository';
import { FraudSettings } from './fraud.settings';
import { FraudScanJobs } from './scan/fraud-scan.jobs';
import { FraudScanRepository } from './scan/fraud-scan.repository';
import { FraudScanService } from './scan/fraud-scan.service';
import { FraudSignalsRepository } from './signals/fraud-signals.repository';
import { FraudSignalsService } from './signals/fraud-signals.service';

const services: Provider[] = [FraudScanService, FraudScanJobs, FraudBlocksService, FraudCentreService, FraudAppealService, FraudSignalsService];

@Module({
  imports: [NotificationsModule, SupportModule],
  providers: [settingsProvider(FraudSettings), FraudScoresRepository, FraudBlocksRepository, FraudScanRepository, FraudSignalsRepository, ...services],
  exports: services,
})
export class FraudModule {}
