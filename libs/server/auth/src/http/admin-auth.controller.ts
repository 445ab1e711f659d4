import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { normaliseEmail } from '@soundpost/contracts';
import type { AdminLoginResult, AdminSession, AdminUser } from '@soundpost/contracts';
import { ApiErrors, ApiJson, ApiNoBody, Public } from '@soundpost/server-core/http';
import { IpRateLimit, RateLimit } from '@soundpost/server-core/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AdminAuthService } from '../admin/admin-auth.service';
import { CurrentUser, SignedIn, StaffOnly } from '../guards/access.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { toAdminUserResponse } from '../users/user.mapper';
import { AdminLoginDto } from './admin-login.dto';
import { ErrorResponse, MessageResponse } from './admin-auth.responses';
import { AdminResendCodeDto, AdminVerifyCodeDto } from './dto/admin-code.dto';
import { MailLanguage } from './mail-language.decorator';

/** Password guessing is limited per client and account: 10 tries per 15 minutes for one IP and e-mail. */
export const ADMIN_LOGIN_RATE_LIMIT = { bucket: 'admin-login', points: 10, duration: 15 * 60 } as const;
/** Code guessing on top of the 5 tries per code: 20 per 15 minutes for one IP and e-mail. */
export const ADMIN_VERIFY_RATE_LIMIT = { bucket: 'admin-verify-code', points: 20, duration: 15 * 60 } as const;

// Runs before validation, so the body may be anything; the e-mail is normalised so variants count together.
export function emailRateKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? normaliseEmail(email).slice(0, 320) : ''}`;
}

@ApiTags('admin auth')
@ApiBearerAuth()
@ApiErrors(503)
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post('login')
  @HttpCode(200)
  @RateLimit({ ...ADMIN_LOGIN_RATE_LIMIT, key: emailRateKey })
  @IpRateLimit('login')
  @ApiJson(200, 'AdminLoginResult', '`{ require_code: true, message }` and a code by e-mail (ADMIN_LOGIN_CODE_REQUIRED, the default), else `{ token, user }`')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Wrong e-mail or password (`invalid_credentials`), or missing fields' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not staff (`forbidden`) or blocked (`account_blocked`)' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins from this address (RATE_LIMIT_IP_LOGIN_FAILURES per 15 min), too many attempts, or a code was sent less than 30 s ago (5 per hour)' })
  @Public()
  login(@Body() body: AdminLoginDto, @MailLanguage() language: string | null): Promise<AdminLoginResult> {
    return this.auth.login(body.email, body.password, language);
  }

  @Post('verify-code')
  @HttpCode(200)
  @RateLimit({ ...ADMIN_VERIFY_RATE_LIMIT, key: emailRateKey })
  @ApiJson(200, 'AdminSession')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: "Wrong, used, expired or dead code (`invalid_code`, 'Invalid or expired code.')" })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Blocked (`account_blocked`) or not staff' })
  @Public()
  verifyCode(@Body() body: AdminVerifyCodeDto): Promise<AdminSession> {
    return this.auth.verifyCode(body.email, body.code);
  }

  @Post('resend-code')
  @HttpCode(200)
  @IpRateLimit('code-send')
  @ApiJson(200, 'MessageResponse', 'The same answer whether or not a code was sent (only after a password step whose code is still live)')
  @ApiTooManyRequestsResponse({ description: 'One code per 30 s and 5 per hour for an address; RATE_LIMIT_IP_CODE_SENDS per hour from one client' })
  @ApiErrors(422)
  @Public()
  resendCode(@Body() body: AdminResendCodeDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.auth.resendCode(body.email, language);
  }

  @Get('me')
  @StaffOnly()
  @ApiJson(200, 'AdminUser')
  me(@CurrentUser() user: AuthenticatedUser): AdminUser {
    return toAdminUserResponse(user);
  }

  /** Staff role not required: whoever holds an admin token may give it up. */
  @Post('logout')
  @ApiNoBody()
  @HttpCode(204)
  @SignedIn('admin')
  @ApiNoContentResponse({ description: 'The token is revoked and stops working at once' })
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.auth.logout(user.tokenId);
  }
}
