import { ApiProperty } from '@nestjs/swagger';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES, type CreatePrivacyItemRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Decorators run bottom-up, so "required" sits lowest. */
export class CreatePrivacyItemDto implements CreatePrivacyItemRequest {
  @ApiProperty({ maxLength: PRIVACY_LIMITS.nameMax, example: 'First' })
  @Transform(trim)
  @MaxLength(PRIVACY_LIMITS.nameMax, { message: PRIVACY_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: PRIVACY_MESSAGES.nameRequired })
  @IsString({ message: PRIVACY_MESSAGES.nameRequired })
  name!: string;
}
