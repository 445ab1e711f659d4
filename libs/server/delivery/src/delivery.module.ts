import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { settingsProvider } from '@soundpost/server-core/config';
import { ReleasesModule } from '@soundpost/server-releases';
import { DeliveryConfig } from './config/delivery-config';
import { DeliveriesService } from './deliveries/deliveries.service';
import { DeliveryMessage } from './deliveries/delivery-message.entity';
import { DeliveryRunnerService } from './deliveries/delivery-runner.service';
import { ReleaseDeliveriesRepository } from './deliveries/release-deliveries.repository';
import { ReleaseDelivery } from './deliveries/release-delivery.entity';
import { DeliverySettings } from './delivery.settings';
import { StoreReportsInboxService } from './reports-inbox/store-reports-inbox.service';
import { DeliveryTarget } from './targets/delivery-target.entity';
import { DeliveryTargetsService } from './targets/delivery-targets.service';

/** The services other domains (and this lib's controllers) use; repositories stay private. */
const services: Provider[] = [DeliveryConfig, DeliveriesService, DeliveryRunnerService, DeliveryTargetsService, StoreReportsInboxService];

/** The delivery domain: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([ReleaseDelivery, DeliveryMessage, DeliveryTarget]), ReleasesModule],
  providers: [settingsProvider(DeliverySettings), ...services, ReleaseDeliveriesRepository],
  exports: services,
})
export class DeliveryModule {}
