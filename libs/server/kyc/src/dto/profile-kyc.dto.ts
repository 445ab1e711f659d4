import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROFILE_KYC_RULES as R } from '../profiles/kyc.rules';
import { FollowsRule } from '@soundpost/server-core/http';

export class ProfileKycDto {
  @ApiPropertyOptional({ enum: ['id_card', 'passport'] }) @FollowsRule(R.doc_type) doc_type?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.id_card_number) id_card_number?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.passport_number) passport_number?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.id_issuing_place) id_issuing_place?: string | null;
  @ApiProperty({ example: '2031-12-31' }) @FollowsRule(R.id_expiry_date) id_expiry_date!: string;
  @ApiProperty() @FollowsRule(R.nationality) nationality!: string;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.residence_permit_number) residence_permit_number?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.country) country?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.address) address?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.city) city?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.postal_code) postal_code?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.phone_number) phone_number?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.artist_name) artist_name?: string | null;
}
