import { ApiProperty } from '@nestjs/swagger';
import { TAX_LIMITS, TAX_MESSAGES, type CreateTaxItemRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Decorators run bottom-up, so "required" sits lowest. */
export class CreateTaxItemDto implements CreateTaxItemRequest {
  @ApiProperty({ maxLength: TAX_LIMITS.nameMax, example: 'First' })
  @Transform(trim)
  @MaxLength(TAX_LIMITS.nameMax, { message: TAX_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: TAX_MESSAGES.nameRequired })
  @IsString({ message: TAX_MESSAGES.nameRequired })
  name!: string;
}
