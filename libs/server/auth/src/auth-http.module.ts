import { Module } from '@nestjs/common';
import { AuthModule } from './auth.module';

/** Auth controllers (api only). */
@Module({ imports: [AuthModule], controllers: [] })
export class AuthHttpModule {}
