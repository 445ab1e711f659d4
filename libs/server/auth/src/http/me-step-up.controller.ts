import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StepUpCodeResponse, StepUpResponse } from '@soundpost/contracts';
import { ApiErrors, ApiJson, ApiJsonBody, ApiNoBody } from '@soundpost/server-core/http';
import { AccountRoles } from '../guards/account-roles';
import { ArtistOnly, CurrentUser } from '../guards/access.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { StepUpService } from '../step-up/step-up.service';
import { StepUpDto } from './dto/step-up.dto';
import { MailLanguage } from './mail-language.decorator';

/**
 * The person's second check: a code to their own e-mail, whichever account they act in. Only the
 * roles that may do a protected action (payouts, destinations, tax forms, closing) need one.
 */
@ApiTags('artist: step-up')
@ArtistOnly()
@AccountRoles('money')
@ApiErrors(503)
@Controller('me/step-up')
export class MeStepUpController {
  constructor(private readonly stepUp: StepUpService) {}

  @Post('code')
  @HttpCode(202)
  @ApiNoBody()
  @ApiJson(202, 'StepUpCodeResponse', 'A 6-digit code is e-mailed to the person; valid 10 minutes')
  @ApiErrors(429)
  send(@CurrentUser() user: AuthenticatedUser, @MailLanguage() language: string | null): Promise<StepUpCodeResponse> {
    return this.stepUp.sendCode(user, language);
  }

  @Post()
  @HttpCode(200)
  @ApiJsonBody('StepUpRequest')
  @ApiJson(200, 'StepUpResponse', 'The session may do protected actions for 10 minutes')
  @ApiErrors(422)
  confirm(@CurrentUser() user: AuthenticatedUser, @Body() body: StepUpDto): Promise<StepUpResponse> {
    return this.stepUp.confirm(user, body.code);
  }
}
