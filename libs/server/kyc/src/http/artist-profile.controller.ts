import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req, Res, StreamableFile, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiMultipart, ApiPathParam } from '@soundpost/server-core/http';
import { DOCUMENT_MESSAGES, KYC_MESSAGES, KYC_SERVER_MESSAGES, STEP_UP } from '@soundpost/contracts';
import type { ArtistMeResponse, DocumentUploadedResponse, KycSavedResponse, ProfileUpdatedResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, type AuthenticatedUser, CurrentUser, Onboarding, StepUpService } from '@soundpost/server-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdentityDocumentsService } from '../documents/identity-documents.service';
import { ProfileKycDto } from '../dto/profile-kyc.dto';
import { UpdateProfileDto } from '../dto/update-profile.dto';
import { ArtistProfilesService } from '../profiles/artist-profiles.service';
import { ProfileErrorFilter } from './profile-error.filter';

@ApiTags('artist: profile')
@AccountRoles('owner')
@Controller('artist')
@UseFilters(ProfileErrorFilter)
@ApiErrors(403, 503)
export class ArtistProfileController {
  constructor(
    private readonly profiles: ArtistProfilesService,
    private readonly documents: IdentityDocumentsService,
    private readonly stepUp: StepUpService,
  ) {}

  @Get('me')
  @Onboarding()
  @AccountRoles('read')
  @ApiJson(200, 'ArtistMeResponse', "The account's profile; a member gets the owner's identity document, its numbers, contact and bank details as null")
  async me(@CurrentUser() user: AuthenticatedUser): Promise<ArtistMeResponse> {
    return { user: await this.profiles.artistMe(user.id, user.accountRole) };
  }

  /** A new PayPal e-mail or IBAN (a payout destination) needs a step-up, like a payout (docs/step-up.md). */
  @Put('profile')
  @ArtistOnly()
  @ApiJson(200, 'ProfileUpdatedResponse')
  @ApiErrors(422)
  async updateProfile(
    @CurrentUser() actor: AuthenticatedUser,
    @Body() dto: UpdateProfileDto,
    @Headers(STEP_UP.header.toLowerCase()) stepUpCode: string | undefined,
  ): Promise<ProfileUpdatedResponse> {
    const userId = actor.id;
    const { user, identityChangeHeld } = await this.profiles.updateBasics(userId, dto, () => this.stepUp.assertFresh(actor, stepUpCode));
    if (identityChangeHeld) return { message: KYC_SERVER_MESSAGES.identityChangeHeld, user, identity_change_pending: true };
    return { message: KYC_MESSAGES.profileUpdated, user };
  }

  @Post('profile/kyc')
  @HttpCode(200)
  @ArtistOnly()
  @ApiJson(200, 'KycSavedResponse')
  @ApiErrors(422)
  async updateKyc(@CurrentUser('id') userId: string, @Body() dto: ProfileKycDto): Promise<KycSavedResponse> {
    if (await this.profiles.updateIdentity(userId, dto)) return { message: KYC_SERVER_MESSAGES.identityChangeHeld, identity_change_pending: true };
    return { message: KYC_MESSAGES.kycSaved };
  }

  @Post('profile/document')
  @HttpCode(200)
  @ArtistOnly()
  @ApiMultipart({}, ['document'])
  @ApiJson(200, 'DocumentUploadedResponse')
  @ApiErrors(400, 413, 415, 422)
  async uploadDocument(@CurrentUser('id') userId: string, @Req() request: FastifyRequest): Promise<DocumentUploadedResponse> {
    const { document_status } = await this.documents.upload(userId, request, DOCUMENT_MESSAGES.chooseFileProfile);
    return { message: DOCUMENT_MESSAGES.uploaded, document_status };
  }

  @Get('documents/:id')
  @Onboarding()
  @ApiPathParam()
  @ApiOkResponse({ description: 'The document file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async document(@CurrentUser('id') userId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const file = await this.documents.openOwned(userId, id);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
  }
}
