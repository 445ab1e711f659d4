import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROFILE_KYC_RULES as R } from '../profiles/kyc.rules';
import { Rule } from '../validation/rule.decorator';

/** POST /artist/profile/kyc: the Identity & KYC form (spec 001 §5, §7). */
export class ProfileKycDto {
  @ApiPropertyOptional({ enum: ['id_card', 'passport'] }) @Rule(R.doc_type) doc_type?: string | null;
  @ApiPropertyOptional() @Rule(R.id_card_number) id_card_number?: string | null;
  @ApiPropertyOptional() @Rule(R.passport_number) passport_number?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.id_issuing_place) id_issuing_place?: string | null;
  @ApiProperty({ example: '2031-12-31' }) @Rule(R.id_expiry_date) id_expiry_date!: string;
  @ApiProperty() @Rule(R.nationality) nationality!: string;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.residence_permit_number) residence_permit_number?: string | null;
  @ApiPropertyOptional() @Rule(R.country) country?: string | null;
  @ApiPropertyOptional() @Rule(R.address) address?: string | null;
  @ApiPropertyOptional() @Rule(R.city) city?: string | null;
  @ApiPropertyOptional() @Rule(R.postal_code) postal_code?: string | null;
  @ApiPropertyOptional() @Rule(R.phone_number) phone_number?: string | null;
  @ApiPropertyOptional() @Rule(R.artist_name) artist_name?: string | null;
}
