import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { normaliseEmail } from '@soundpost/contracts';
import { RateLimit } from '@soundpost/server-core';
import type { FastifyRequest } from 'fastify';
import { AdminAuthService, AdminLoginResult } from '../admin/admin-auth.service';
import { CurrentUser, RequireAuth, RequireStaff } from '../guards/auth.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { AdminUserResponse, toAdminUserResponse } from '../users/user.mapper';
import { AdminLoginDto } from './admin-login.dto';
import { AdminLoginResponse, ErrorResponse } from './admin-auth.responses';

/** Password guessing is limited per client and account: 10 tries per 15 minutes for one IP and e-mail. */
export const ADMIN_LOGIN_RATE_LIMIT = { bucket: 'admin-login', points: 10, duration: 15 * 60 } as const;

// Runs before validation, so the body may be anything; the e-mail is normalised so variants count together.
function loginRateKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? normaliseEmail(email).slice(0, 320) : ''}`;
}

@ApiTags('admin auth')
@ApiBearerAuth()
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post('login')
  @HttpCode(200)
  @RateLimit({ ...ADMIN_LOGIN_RATE_LIMIT, key: loginRateKey })
  @ApiOkResponse({ type: AdminLoginResponse, description: '`{ token, user }`, or `{ require_code: true }` when a code step follows' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Wrong e-mail or password (`invalid_credentials`), or missing fields' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not staff (`forbidden`) or blocked (`account_blocked`)' })
  login(@Body() body: AdminLoginDto): Promise<AdminLoginResult> {
    return this.auth.login(body.email, body.password);
  }

  @Get('me')
  @RequireStaff()
  @ApiOkResponse({ type: AdminUserResponse })
  me(@CurrentUser() user: AuthenticatedUser): AdminUserResponse {
    return toAdminUserResponse(user);
  }

  /** Staff role not required: whoever holds an admin token may give it up. */
  @Post('logout')
  @HttpCode(204)
  @RequireAuth('admin')
  @ApiNoContentResponse({ description: 'The token is revoked and stops working at once' })
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.auth.logout(user.tokenId);
  }
}
