import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiMultipart } from '@soundpost/server-core/http';
import { ARTIST_ROLE_NAME, DOCUMENT_MESSAGES, KYC_MESSAGES, KYC_SERVER_MESSAGES } from '@soundpost/contracts';
import type { DocumentUploadedResponse, KycSavedResponse } from '@soundpost/contracts';
import { AccountRoles, AuthenticatedUser, CurrentUser, SignedIn } from '@soundpost/server-auth';
import type { FastifyRequest } from 'fastify';
import { IdentityDocumentsService } from '../documents/identity-documents.service';
import { OnboardingKycDto } from '../dto/onboarding-kyc.dto';
import { KycErrors } from '../kyc.errors';
import { ArtistProfilesService } from '../profiles/artist-profiles.service';

@ApiTags('artist: sign-up')
@Controller('auth')
@SignedIn('onboarding', 'artist', 'admin')
@AccountRoles('owner')
@ApiErrors(403, 503)
export class OnboardingKycController {
  constructor(
    private readonly profiles: ArtistProfilesService,
    private readonly documents: IdentityDocumentsService,
  ) {}

  @Post('kyc')
  @HttpCode(200)
  @ApiJson(200, 'KycSavedResponse')
  @ApiErrors(422)
  async kyc(@CurrentUser() me: AuthenticatedUser, @Body() dto: OnboardingKycDto): Promise<KycSavedResponse> {
    assertArtistFlow(me);
    if (await this.profiles.saveOnboardingIdentity(me.id, dto)) return { message: KYC_SERVER_MESSAGES.identityChangeHeld, identity_change_pending: true };
    return { message: KYC_MESSAGES.identitySaved };
  }

  @Post('upload-document')
  @HttpCode(200)
  @ApiMultipart({}, ['document'])
  @ApiJson(200, 'DocumentUploadedResponse')
  @ApiErrors(400, 413, 415, 422)
  async uploadDocument(@CurrentUser() me: AuthenticatedUser, @Req() request: FastifyRequest): Promise<DocumentUploadedResponse> {
    assertArtistFlow(me);
    const { document_status } = await this.documents.upload(me.id, request, DOCUMENT_MESSAGES.chooseFileSignup);
    return { message: DOCUMENT_MESSAGES.uploadedPendingReview, document_status };
  }
}

function assertArtistFlow(me: AuthenticatedUser): void {
  if (me.scope === 'admin' || !me.roles.includes(ARTIST_ROLE_NAME)) throw KycErrors.flowNotAllowed();
}
