import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiErrors, ApiJson, Public } from '@soundpost/server-core/http';
import { IpRateLimit, RateLimit } from '@soundpost/server-core/rate-limit';
import type { TokenResponse } from '@soundpost/contracts';
import { ArtistAuthService } from '../artists/artist-auth.service';
import { PasswordResetService } from '../artists/password-reset.service';
import { emailRateKey } from './admin-auth.controller';
import { ErrorResponse, MessageResponse, ResetTokenResponse } from './admin-auth.responses';
import {
  ArtistLoginStartDto,
  ArtistLoginVerifyDto,
  PasswordResetDto,
  PasswordSendCodeDto,
  PasswordVerifyCodeDto,
} from './dto/artist-auth.dto';
import { MailLanguage } from './mail-language.decorator';

/** Password guessing: 10 tries per 15 minutes for one IP and e-mail. */
export const ARTIST_LOGIN_RATE_LIMIT = { bucket: 'artist-login', points: 10, duration: 15 * 60 } as const;
/** Code guessing on top of the 5 tries per code: 20 per 15 minutes for one IP and e-mail. */
export const ARTIST_CODE_VERIFY_RATE_LIMIT = { bucket: 'artist-code-verify', points: 20, duration: 15 * 60 } as const;

/** Artist login with an e-mail code, and the password reset. */
@ApiTags('artist login')
@ApiErrors(503)
@Public()
@Controller('artist')
export class ArtistLoginController {
  constructor(
    private readonly auth: ArtistAuthService,
    private readonly reset: PasswordResetService,
  ) {}

  @Post('login/start')
  @HttpCode(200)
  @RateLimit({ ...ARTIST_LOGIN_RATE_LIMIT, key: emailRateKey })
  @IpRateLimit('login')
  @ApiJson(200, 'MessageResponse', 'A login code was sent')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: "'Email and password are required.' or `invalid_credentials`" })
  @ApiForbiddenResponse({ type: ErrorResponse, description: '`not_an_artist` or `account_blocked`' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins from this address (RATE_LIMIT_IP_LOGIN_FAILURES per 15 min), too many attempts, or a code was sent less than 30 s ago (5 per hour)' })
  startLogin(@Body() body: ArtistLoginStartDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.auth.startLogin(body.email, body.password, language);
  }

  @Post('login/verify')
  @HttpCode(200)
  @RateLimit({ ...ARTIST_CODE_VERIFY_RATE_LIMIT, key: emailRateKey })
  @ApiJson(200, 'TokenResponse', 'An `artist` token (30 days)')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: "'Please enter the 6-digit code.' or `invalid_code` ('Invalid code.')" })
  @ApiForbiddenResponse({ type: ErrorResponse, description: '`account_blocked`' })
  verifyLogin(@Body() body: ArtistLoginVerifyDto): Promise<TokenResponse> {
    return this.auth.verifyLogin(body.email, body.code);
  }

  @Post('password/send-code')
  @HttpCode(200)
  @IpRateLimit('code-send')
  @ApiJson(200, 'MessageResponse', "Always 'If the email exists, a reset code has been sent.' (the code is looked up and mailed by a job)")
  @ApiTooManyRequestsResponse({ description: 'One request per 30 s and 5 per hour for an address, known or not; RATE_LIMIT_IP_CODE_SENDS per hour from one client' })
  @ApiErrors(422)
  sendResetCode(@Body() body: PasswordSendCodeDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.reset.sendCode(body.email, language);
  }

  @Post('password/verify-code')
  @HttpCode(200)
  @RateLimit({ ...ARTIST_CODE_VERIFY_RATE_LIMIT, key: emailRateKey })
  @ApiJson(200, 'ResetTokenResponse')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: "`invalid_code` ('Invalid or expired code.')" })
  verifyResetCode(@Body() body: PasswordVerifyCodeDto): Promise<ResetTokenResponse> {
    return this.reset.verifyCode(body.email, body.code);
  }

  @Post('password/reset')
  @HttpCode(200)
  @ApiJson(200, 'MessageResponse', "'Password reset successful. Please log in.'; every token of the account is revoked")
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: '`reset_expired`, or field messages for password and password_confirmation' })
  resetPassword(@Body() body: PasswordResetDto): Promise<MessageResponse> {
    return this.reset.reset(body);
  }
}
