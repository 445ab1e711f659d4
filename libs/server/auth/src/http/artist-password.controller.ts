import { Body, Controller, Put } from '@nestjs/common';
import { ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiJsonBody } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { PasswordChangeService } from '../artists/password-change.service';
import { AccountRoles } from '../guards/account-roles';
import { ArtistOnly, CurrentUser } from '../guards/access.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { ErrorResponse, MessageResponse } from './admin-auth.responses';
import { PasswordChangeDto } from './dto/artist-auth.dto';
import { ARTIST_LOGIN_RATE_LIMIT } from './artist-login.controller';

/** Guessing the current password from a stolen session is limited like guessing it at the login. */
export const PASSWORD_CHANGE_RATE_LIMIT = { ...ARTIST_LOGIN_RATE_LIMIT, bucket: 'artist-password-change', key: 'actor' } as const;

/** The logged-in artist's own password (the profile's "Change password"). */
@ApiTags('artist: profile')
@ApiErrors(503)
@ArtistOnly()
@AccountRoles('personal')
@Controller('artist/profile')
export class ArtistPasswordController {
  constructor(private readonly passwords: PasswordChangeService) {}

  @Put('password')
  @RateLimit(PASSWORD_CHANGE_RATE_LIMIT)
  @ApiJsonBody('PasswordChangeRequest')
  @ApiJson(200, 'MessageResponse', 'The password is changed; every other session of the account is logged out and the artist is told by e-mail')
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: "Field messages for password and password_confirmation (the sign-up rules), or `invalid_current_password` on current_password",
  })
  change(@CurrentUser() user: AuthenticatedUser, @Body() body: PasswordChangeDto): Promise<MessageResponse> {
    return this.passwords.change(user.personId, user.tokenId, body);
  }
}
