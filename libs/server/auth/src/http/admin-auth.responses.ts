import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminUserResponse } from '../users/user.mapper';

/** For the OpenAPI document: the login answers one of the two shapes of `AdminLoginResult`. */
export class AdminLoginResponse {
  @ApiPropertyOptional({ description: 'Bearer token for the admin scope; shown once' })
  token?: string;

  @ApiPropertyOptional({ type: AdminUserResponse })
  user?: AdminUserResponse;

  @ApiPropertyOptional({ description: 'true when a 6-digit e-mail code must follow (POST /admin/verify-code)', example: true })
  require_code?: true;
}

export class ErrorResponse {
  @ApiProperty() message!: string;
  @ApiPropertyOptional() code?: string;
}
