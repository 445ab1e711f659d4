import { Module } from '@nestjs/common';
import { DeliveryModule } from './delivery.module';
import { AdminDeliveriesController } from './http/admin-deliveries.controller';
import { ArtistDeliveriesController } from './http/artist-deliveries.controller';

@Module({
  imports: [DeliveryModule],
  controllers: [AdminDeliveriesController, ArtistDeliveriesController],
})
export class DeliveryHttpModule {}
