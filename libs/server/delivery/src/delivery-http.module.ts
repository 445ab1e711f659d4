import { Module } from '@nestjs/common';
import { DeliveryModule } from './delivery.module';
import { AdminDeliveriesController } from './http/admin-deliveries.controller';
import { ArtistDeliveriesController } from './http/artist-deliveries.controller';

/** The delivery domain's controllers (mounted by the api only). */
@Module({
  imports: [DeliveryModule],
  controllers: [AdminDeliveriesController, ArtistDeliveriesController],
})
export class DeliveryHttpModule {}
