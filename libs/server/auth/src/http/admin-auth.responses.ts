import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorBodySchema } from '@soundpost/server-core/http';
import type { MessageResponse as MessageContract, ResetTokenResponse as ResetTokenContract } from '@soundpost/contracts';

export class MessageResponse implements MessageContract {
  @ApiProperty() message!: string;
}

export class ResetTokenResponse implements ResetTokenContract {
  @ApiProperty({ description: 'For POST /artist/password/reset; single use, 15 minutes' }) reset_token!: string;
}

export { ErrorBodySchema as ErrorResponse };

export class RedirectErrorResponse extends ErrorBodySchema {
  @ApiPropertyOptional({ example: '/login', description: 'where the web app sends the caller (not on every error of the route)' }) redirect_to?: string;
}
