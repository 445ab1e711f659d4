import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccountCloseResponse, AccountClosingCheckResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, type AuthenticatedUser, CurrentUser, MailLanguage, StepUp } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody } from '@soundpost/server-core/http';
import { AccountClosingService } from '../closing/account-closing.service';
import { AccountCloseDto } from './account-close.dto';

/** Closing an account: the owner's alone (the account's identity is the owner's), with a fresh e-mailed code. */
@ApiTags('artist: privacy')
@ArtistOnly()
@AccountRoles('owner')
@ApiErrors(403, 503)
@Controller('me/close')
export class MeAccountCloseController {
  constructor(private readonly closing: AccountClosingService) {}

  @Get()
  @ApiJson(200, 'AccountClosingCheckResponse', 'What stands in the way of closing now: balance, payout in progress, live chat, releases at stores')
  check(@CurrentUser('id') accountId: string): Promise<AccountClosingCheckResponse> {
    return this.closing.check(accountId);
  }

  @Post()
  @StepUp()
  @HttpCode(200)
  @ApiJsonBody('AccountCloseRequest')
  @ApiJson(200, 'AccountCloseResponse', '`closed` (erased now) or `closing` (takedowns on their way; erased when they are sent). Every session has ended.')
  @ApiErrors(409, 422)
  close(@CurrentUser() user: AuthenticatedUser, @Body() body: AccountCloseDto, @MailLanguage() language: string | null): Promise<AccountCloseResponse> {
    return this.closing.close({ accountId: user.id, personId: user.personId }, body, language);
  }
}
