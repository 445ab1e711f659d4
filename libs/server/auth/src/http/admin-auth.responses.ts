import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorBodySchema } from '@soundpost/server-core/http';
import type { AdminSession, MessageResponse as MessageContract, ResetTokenResponse as ResetTokenContract, TokenResponse } from '@soundpost/contracts';
import { AdminUserResponse } from '../users/user.mapper';

export class AdminLoginResponse {
  @ApiPropertyOptional({ description: 'Bearer token for the admin scope; shown once' })
  token?: string;

  @ApiPropertyOptional({ type: AdminUserResponse })
  user?: AdminUserResponse;

  @ApiPropertyOptional({ description: 'true when a 6-digit e-mail code must follow (POST /admin/verify-code)', example: true })
  require_code?: true;

  @ApiPropertyOptional({ example: 'A verification code has been sent to your email.' })
  message?: string;
}

export class AdminSessionResponse implements AdminSession {
  @ApiProperty({ description: 'Bearer token for the admin scope; shown once' })
  token!: string;

  @ApiProperty({ type: AdminUserResponse })
  user!: AdminUserResponse;
}

export class MessageResponse implements MessageContract {
  @ApiProperty() message!: string;
}

export class TokenMessageResponse implements TokenResponse {
  @ApiProperty({ description: 'Bearer token; shown once' }) token!: string;
  @ApiProperty() message!: string;
}

export class ResetTokenResponse implements ResetTokenContract {
  @ApiProperty({ description: 'For POST /artist/password/reset; single use, 15 minutes' }) reset_token!: string;
}

export { ErrorBodySchema as ErrorResponse };

export class RedirectErrorResponse extends ErrorBodySchema {
  @ApiPropertyOptional({ example: '/login', description: 'where the web app sends the caller (not on every error of the route)' }) redirect_to?: string;
}
