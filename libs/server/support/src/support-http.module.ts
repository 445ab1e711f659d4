import { Module } from '@nestjs/common';
import { settingsProvider } from '@soundpost/server-core/config';
import { AdminTicketsController } from './http/admin-tickets.controller';
import { ArtistTicketsController } from './http/artist-tickets.controller';
import { InboundEmailController } from './inbound/http/inbound-email.controller';
import { InboundEmailRoute } from './inbound/http/inbound-email.route';
import { InboundEmailService } from './inbound/inbound-email.service';
import { InboundEmailsRepository } from './inbound/inbound-emails.repository';
import { SupportModule } from './support.module';
import { SupportSettings } from './support.settings';

@Module({
  imports: [SupportModule],
  controllers: [ArtistTicketsController, AdminTicketsController, InboundEmailController],
  providers: [InboundEmailRoute, InboundEmailService, InboundEmailsRepository, settingsProvider(SupportSettings)],
})
export class SupportHttpModule {}
