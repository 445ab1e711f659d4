import { ApiProperty } from '@nestjs/swagger';
import { CHAT_ITEM_LIMITS, CHAT_ITEM_MESSAGES, type CreateChatItemRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Decorators run bottom-up, so "required" sits lowest. */
export class CreateChatItemDto implements CreateChatItemRequest {
  @ApiProperty({ maxLength: CHAT_ITEM_LIMITS.nameMax, example: 'First' })
  @Transform(trim)
  @MaxLength(CHAT_ITEM_LIMITS.nameMax, { message: CHAT_ITEM_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: CHAT_ITEM_MESSAGES.nameRequired })
  @IsString({ message: CHAT_ITEM_MESSAGES.nameRequired })
  name!: string;
}
