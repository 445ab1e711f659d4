import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TaxFormRequest, TaxFormResponse, TaxOverviewResponse, TaxProfileResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser, StepUp } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody } from '@soundpost/server-core/http';
import type { FastifyRequest } from 'fastify';
import { TaxFormsService } from '../forms/tax-forms.service';
import { TaxFormDto, TaxProfileDto } from './tax.dto';

/**
 * The artist account's tax identity (/artist/tax). Owner, admin and finance (and viewers) read it;
 * only the owner and admins write it (the `team` group: admin besides the owner).
 */
@ApiTags('artist: tax')
@ArtistOnly()
@AccountRoles('moneyRead')
@ApiErrors(401, 403, 503)
@Controller('artist/tax')
export class ArtistTaxController {
  constructor(private readonly forms: TaxFormsService) {}

  @Get()
  @ApiJson(200, 'TaxOverviewResponse', '`{ profile, current_form, standing, forms }`: TINs masked (last 4 digits)')
  get(@CurrentUser('id') accountId: string): Promise<TaxOverviewResponse> {
    return this.forms.overview(accountId);
  }

  @Put('profile')
  @AccountRoles('team')
  @ApiJsonBody('TaxProfileRequest')
  @ApiJson(200, 'TaxProfileResponse', 'The profile, saved')
  @ApiErrors(422)
  saveProfile(@CurrentUser('id') accountId: string, @Body() body: TaxProfileDto): Promise<TaxProfileResponse> {
    return this.forms.saveProfile(accountId, body);
  }

  /** A signed W-9, W-8BEN or W-8BEN-E (the one the profile calls for); it supersedes the current form. */
  @Post('forms')
  @AccountRoles('team')
  @StepUp()
  @HttpCode(201)
  @ApiJsonBody('TaxFormRequest')
  @ApiJson(201, 'TaxFormResponse', 'The signed form, now current (TINs masked)')
  @ApiErrors(422)
  submit(@CurrentUser('id') accountId: string, @Body() body: TaxFormDto, @Req() request: FastifyRequest): Promise<TaxFormResponse> {
    return this.forms.submit(accountId, body as unknown as TaxFormRequest, request.ip ?? null);
  }
}
