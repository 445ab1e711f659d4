import { Module } from '@nestjs/common';
import { DevMailboxController, DevMailboxEnabledGuard } from './dev-mailbox.controller';
import { MailModule } from './mail.module';

@Module({ imports: [MailModule], controllers: [DevMailboxController], providers: [DevMailboxEnabledGuard] })
export class MailHttpModule {}
