import { Module } from '@nestjs/common';
import { KycModule } from './kyc.module';

/** KYC controllers: the artist's profile and documents, the back office's artists (api only). */
@Module({ imports: [KycModule], controllers: [] })
export class KycHttpModule {}
