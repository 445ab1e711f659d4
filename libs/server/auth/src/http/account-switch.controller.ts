import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCESS_MESSAGES, type AccountChoicesResponse, type SwitchAccountRequest, type SwitchAccountResponse } from '@soundpost/contracts';
import { ApiErrors, ApiJson, ApiJsonBody } from '@soundpost/server-core/http';
import { IsUUID } from 'class-validator';
import { AccountRoles } from '../guards/account-roles';
import { ArtistOnly, CurrentUser } from '../guards/access.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { AccountSwitchService } from '../members/account-switch.service';

export class SwitchAccountDto implements SwitchAccountRequest {
  @IsUUID('all', { message: ACCESS_MESSAGES.chooseAccount })
  account_id!: string;
}

/** A person in several artist accounts picks the one their session acts in. */
@ApiTags('artist: team')
@ApiErrors(503)
@ArtistOnly()
@AccountRoles('personal')
@Controller()
export class AccountSwitchController {
  constructor(private readonly accounts: AccountSwitchService) {}

  @Get('me/accounts')
  @ApiJson(200, 'AccountChoicesResponse', 'The accounts the signed-in person may act in, their own first')
  list(@CurrentUser() user: AuthenticatedUser): Promise<AccountChoicesResponse> {
    return this.accounts.accounts(user);
  }

  @Post('auth/switch-account')
  @HttpCode(200)
  @ApiJsonBody('SwitchAccountRequest')
  @ApiErrors(404, 422)
  @ApiJson(200, 'SwitchAccountResponse', 'A token acting in the chosen account; the token used to switch is revoked')
  switch(@CurrentUser() user: AuthenticatedUser, @Body() body: SwitchAccountDto): Promise<SwitchAccountResponse> {
    return this.accounts.switchTo(user, body.account_id);
  }
}
