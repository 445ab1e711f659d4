import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DELIVERY_TARGET_KINDS, type DeliveryTargetKind, type DeliveryTargetRequest, type RedeliverRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** PUT /admin/stores/{id}/delivery. Secrets: absent keeps the stored one, '' or null clears it. */
export class DeliveryTargetDto implements DeliveryTargetRequest {
  @ApiProperty({ enum: DELIVERY_TARGET_KINDS })
  @IsIn(DELIVERY_TARGET_KINDS, { message: 'Choose folder, sftp or s3.' })
  kind!: DeliveryTargetKind;

  @ApiPropertyOptional({ description: 'folder: a sub-folder of DATA_DIR/deliveries; sftp: the remote folder; s3: the key prefix' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1024)
  // A folder target stays inside DATA_DIR/deliveries: no way up.
  @Matches(/^(?!.*(^|\/)\.\.(\/|$)).*$/, { message: 'The path may not contain "..".' })
  path?: string | null;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(255) host?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsInt({ message: 'The port is a whole number.' }) @Min(1) @Max(65535) port?: number | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(255) username?: string | null;
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString() @MaxLength(1024) password?: string | null;
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString() @MaxLength(16384) private_key?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(255) bucket?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(64) region?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(1024) endpoint?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(255) access_key_id?: string | null;
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString() @MaxLength(1024) secret_access_key?: string | null;

  @ApiPropertyOptional({ example: 'PADPIDA2011072101T' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/-/g, '').toUpperCase() : value))
  @Matches(/^(PADPIDA[A-Z0-9]+)?$/, { message: 'A DDEX party id starts with PADPIDA (e.g. PA-DPIDA-2011072101-T).' })
  recipient_dpid?: string | null;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(255) recipient_name?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() purge_on_takedown?: boolean;
}

export class RedeliverDto implements RedeliverRequest {
  @ApiPropertyOptional({ type: [String], description: 'Only these stores (default: every store the release selected)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  store_ids?: string[];
}
