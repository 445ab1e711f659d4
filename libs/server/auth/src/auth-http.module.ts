import { Module } from '@nestjs/common';
import { AuthModule } from './auth.module';
import { AdminAuthController } from './http/admin-auth.controller';

/** Auth controllers (api only). */
@Module({ imports: [AuthModule], controllers: [AdminAuthController] })
export class AuthHttpModule {}
