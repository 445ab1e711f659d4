import { Module } from '@nestjs/common';
import { AdminTicketsController } from './http/admin-tickets.controller';
import { ArtistTicketsController } from './http/artist-tickets.controller';
import { SupportModule } from './support.module';

@Module({
  imports: [SupportModule],
  controllers: [ArtistTicketsController, AdminTicketsController],
})
export class SupportHttpModule {}
