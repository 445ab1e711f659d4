import { ApiProperty } from '@nestjs/swagger';
import { validateRoyaltySplits, type RoyaltyColumnMapping, type RoyaltyPresetRequest, type RoyaltySplitInput } from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** PUT /artist/releases/{id}/splits and /artist/tracks/{id}/splits. */
export class SplitsDto {
  @ApiProperty({ example: [{ email: 'bassist@example.com', share: 30 }] })
  @FollowsRule((value) => validateRoyaltySplits(value))
  splits!: RoyaltySplitInput[];
}

/** POST /admin/royalties/presets. */
export class PresetDto implements RoyaltyPresetRequest {
  @ApiProperty()
  @Transform(trim)
  @IsNotEmpty({ message: 'Choose a store from the catalogue.' })
  @IsString({ message: 'Choose a store from the catalogue.' })
  store_id!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(120, { message: 'The name is at most 120 characters.' })
  @IsNotEmpty({ message: 'Name the preset.' })
  @IsString({ message: 'Name the preset.' })
  name!: string;

  @ApiProperty()
  @IsObject({ message: 'The column mapping needs the revenue column and the ISRC or UPC column.' })
  mapping!: RoyaltyColumnMapping;
}

/** POST /admin/royalties/imports/{id}/lines/{lineId}/match. */
export class ManualMatchDto {
  @IsOptional()
  @IsString({ message: 'Enter the ISRC of a track or the UPC of a release.' })
  @MaxLength(32)
  isrc?: string;

  @IsOptional()
  @IsString({ message: 'Enter the ISRC of a track or the UPC of a release.' })
  @MaxLength(32)
  upc?: string;
}
