import { Module } from '@nestjs/common';

/** Users, roles, tokens and staff accounts: services only (imported by api, cli and jobs). */
@Module({ providers: [], exports: [] })
export class AuthModule {}
