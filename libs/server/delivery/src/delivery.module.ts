import { Module, Provider } from '@nestjs/common';

/** The services other domains (and this lib's controllers) use; repositories stay private. */
const services: Provider[] = [];

/** The delivery domain: services only (api, cli, jobs). */
@Module({
  providers: services,
  exports: services,
})
export class DeliveryModule {}
