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

const services: Provider[] = [FraudScanService, FraudScanJobs, FraudBlocksService, FraudCentreService, FraudAppealService];

@Module({
  imports: [NotificationsModule, SupportModule],
  providers: [settingsProvider(FraudSettings), FraudScoresRepository, FraudBlocksRepository, FraudScanRepository, ...services],
  exports: services,
})
export class FraudModule {}
