import { Module } from '@nestjs/common';

// Filled in by the jobs mechanism.
@Module({ providers: [], exports: [] })
export class JobsModule {}
