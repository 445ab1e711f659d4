import { Body, Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiNoBody, Public } from '@soundpost/server-core/http';
import { IpRateLimit, RateLimit } from '@soundpost/server-core/rate-limit';
import type { TokenResponse } from '@soundpost/contracts';
import { ArtistAuthService } from '../artists/artist-auth.service';
import { AccountRoles } from '../guards/account-roles';
import { CurrentUser, Onboarding } from '../guards/access.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { emailRateKey } from './admin-auth.controller';
import { ErrorResponse, MessageResponse, RedirectErrorResponse } from './admin-auth.responses';
import { AuthRedirectErrorFilter } from './auth-redirect-error.filter';
import { OnboardingEmailDto, RegisterDto, VerifyEmailCodeDto } from './dto/artist-auth.dto';
import { MailLanguage } from './mail-language.decorator';

/** Code guessing on top of the 5 tries per code: 20 per 15 minutes for one IP and e-mail. */
export const EMAIL_CODE_VERIFY_RATE_LIMIT = { bucket: 'email-code-verify', points: 20, duration: 15 * 60 } as const;

/** Sign-up and onboarding. */
@ApiTags('artist sign-up')
@ApiErrors(503)
@Controller('auth')
@UseFilters(AuthRedirectErrorFilter)
export class SignupController {
  constructor(private readonly auth: ArtistAuthService) {}

  @Post('register')
  @IpRateLimit('registration')
  @ApiJson(201, 'MessageResponse', "'A verification code has been sent to your email.'")
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Field messages, or `email_taken` (the web app then calls onboarding/start)' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMIT_IP_REGISTRATIONS sign-ups per hour from one client; one code per 30 s and 5 per hour for an address' })
  @Public()
  register(@Body() body: RegisterDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.auth.register(body.email, body.password, language);
  }

  @Post('onboarding/start')
  @HttpCode(200)
  @IpRateLimit('code-send')
  @ApiJson(200, 'MessageResponse', 'A new e-mail code was sent')
  @ApiNotFoundResponse({ type: ErrorResponse, description: "`email_not_found`: 'Email not found. Please create an account first.'" })
  @ApiForbiddenResponse({ type: RedirectErrorResponse, description: '`onboarding_not_allowed` (staff; with redirect_to) or `account_blocked`' })
  @ApiConflictResponse({ type: RedirectErrorResponse, description: '`onboarding_complete`: documents already approved (with redirect_to)' })
  @ApiErrors(422, 429)
  @Public()
  startOnboarding(@Body() body: OnboardingEmailDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.auth.startOnboarding(body.email, language);
  }

  @Post('resend-email-code')
  @HttpCode(200)
  @IpRateLimit('code-send')
  @ApiJson(200, 'MessageResponse')
  @ApiNotFoundResponse({ type: ErrorResponse, description: "`email_not_found`: 'Email not found.'" })
  @ApiErrors(422)
  @ApiTooManyRequestsResponse({ description: 'One code per 30 s and 5 per hour for an address; RATE_LIMIT_IP_CODE_SENDS per hour from one client' })
  @Public()
  resendEmailCode(@Body() body: OnboardingEmailDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.auth.resendEmailCode(body.email, language);
  }

  @Post('verify-email-code')
  @HttpCode(200)
  @RateLimit({ ...EMAIL_CODE_VERIFY_RATE_LIMIT, key: emailRateKey })
  @ApiJson(200, 'TokenResponse', 'An `onboarding` token (24 h): identity and document calls')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: "'Enter the 6-digit code.' or `invalid_code` ('Invalid or expired code.')" })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "`email_not_found`: 'Email not found.'" })
  @Public()
  verifyEmailCode(@Body() body: VerifyEmailCodeDto): Promise<TokenResponse> {
    return this.auth.verifyEmailCode(body.email, body.code);
  }

  /** An artist or onboarding token gives itself up; it stops working at once. */
  @Post('logout')
  @ApiNoBody()
  @HttpCode(204)
  @Onboarding()
  @AccountRoles('personal')
  @ApiNoContentResponse({ description: 'The token is revoked' })
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.auth.logout(user.tokenId);
  }
}
