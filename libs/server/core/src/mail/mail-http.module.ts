import { Module } from '@nestjs/common';

// HTTP endpoints of the mail mechanism (imported by CoreHttpModule, api only).
@Module({ controllers: [] })
export class MailHttpModule {}
