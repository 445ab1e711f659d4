import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { ONBOARDING_KYC_RULES as R } from '../profiles/kyc.rules';
import { FollowsRule } from '@soundpost/server-core/http';

export class OnboardingKycDto {
  @ApiProperty() @FollowsRule(R.artist_name) artist_name!: string;
  @ApiProperty() @FollowsRule(R.first_name) first_name!: string;
  @ApiProperty() @FollowsRule(R.last_name) last_name!: string;
  @ApiProperty() @FollowsRule(R.nationality) nationality!: string;
  @ApiPropertyOptional({ enum: ['id_card', 'passport'] }) @FollowsRule(R.doc_type) doc_type?: string | null;
  @ApiPropertyOptional({ description: 'id_card_number or passport_number: only the chosen one' }) @FollowsRule(R.id_card_number) id_card_number?: string | null;
  @ApiPropertyOptional() @FollowsRule(R.passport_number) passport_number?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.id_issuing_place) id_issuing_place?: string | null;
  @ApiProperty({ example: '2031-12-31' }) @FollowsRule(R.id_expiry_date) id_expiry_date!: string;
  @ApiProperty() @FollowsRule(R.country) country!: string;
  @ApiProperty({ example: 'PT' }) @FollowsRule(R.country_code) country_code!: string;
  @ApiProperty() @FollowsRule(R.address) address!: string;
  /** The spec's key, with a capital C. */
  @ApiPropertyOptional({ description: 'The city (spec key, capital C); `city` is accepted too' })
  @ValidateIf((o: OnboardingKycDto) => o.city === undefined)
  @FollowsRule(R.city)
  City?: string;
  @ApiPropertyOptional() @ValidateIf((o: OnboardingKycDto) => o.city !== undefined) @FollowsRule(R.city) city?: string;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.postal_code) postal_code?: string | null;
  @ApiProperty({ example: '+14155552671' }) @FollowsRule(R.phone_number) phone_number!: string;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.civil_status) civil_status?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.nif_cnpj) nif_cnpj?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.paypal_email) paypal_email?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.iban) iban?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.company) company?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.residence_permit_number) residence_permit_number?: string | null;
}
