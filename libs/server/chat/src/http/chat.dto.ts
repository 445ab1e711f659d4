import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessageRequest, type ChatReadRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

// Line breaks are kept; only the ends are trimmed (a blank message is no message).
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Decorators run bottom-up, so "required" sits lowest. */
export class ChatMessageDto implements ChatMessageRequest {
  @ApiProperty({ maxLength: CHAT_LIMITS.bodyMax, example: 'Hello, my release is stuck in review.' })
  @Transform(trim)
  @MaxLength(CHAT_LIMITS.bodyMax, { message: CHAT_MESSAGES.bodyTooLong })
  @IsNotEmpty({ message: CHAT_MESSAGES.bodyRequired })
  @IsString({ message: CHAT_MESSAGES.bodyRequired })
  body!: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: CHAT_MESSAGES.clientIdInvalid })
  client_id?: string;
}

export class ChatReadDto implements ChatReadRequest {
  @ApiProperty({ example: '42', description: 'A message id (a whole number as a string)' })
  @Matches(/^\d{1,18}$/, { message: CHAT_MESSAGES.lastIdInvalid })
  @IsString({ message: CHAT_MESSAGES.lastIdInvalid })
  last_id!: string;
}
