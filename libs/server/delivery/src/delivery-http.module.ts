import { Module } from '@nestjs/common';
import { DeliveryModule } from './delivery.module';

/** The delivery domain's controllers (mounted by the api only). */
@Module({
  imports: [DeliveryModule],
  controllers: [],
})
export class DeliveryHttpModule {}
