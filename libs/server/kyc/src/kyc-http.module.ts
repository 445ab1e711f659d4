import { Module } from '@nestjs/common';
import { AdminArtistsController } from './http/admin-artists.controller';
import { ArtistProfileController } from './http/artist-profile.controller';
import { MeController } from './http/me.controller';
import { OnboardingKycController } from './http/onboarding-kyc.controller';
import { KycModule } from './kyc.module';

@Module({ imports: [KycModule], controllers: [MeController, OnboardingKycController, ArtistProfileController, AdminArtistsController] })
export class KycHttpModule {}
