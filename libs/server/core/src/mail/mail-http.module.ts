import { Module } from '@nestjs/common';
import { DevMailboxController, DevMailboxEnabledGuard } from './dev-mailbox.controller';
import { MailModule } from './mail.module';

// HTTP endpoints of the mail mechanism (imported by CoreHttpModule, api only).
@Module({ imports: [MailModule], controllers: [DevMailboxController], providers: [DevMailboxEnabledGuard] })
export class MailHttpModule {}
