import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FraudBlockRequest, FraudUnblockRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class FraudBlockDto implements FraudBlockRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Choose a user.' })
  user_id!: string;

  @ApiPropertyOptional({ maxLength: 500, default: 'Manual block' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(500, { message: 'The reason may have at most 500 characters.' })
  reason?: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'The scheduler lifts the block after this time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'blocked_until must be a date and time.' })
  blocked_until?: string | null;
}

export class FraudUnblockDto implements FraudUnblockRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Choose a user.' })
  user_id!: string;
}
