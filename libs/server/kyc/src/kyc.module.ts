import { Module } from '@nestjs/common';

/** Artist identity details, documents and review decisions: services only (api, cli, jobs). */
@Module({ providers: [], exports: [] })
export class KycModule {}
