import { Module } from '@nestjs/common';

// Filled in by the mail mechanism.
@Module({ providers: [], exports: [] })
export class MailModule {}
