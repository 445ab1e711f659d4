import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { ONBOARDING_KYC_RULES as R } from '../profiles/kyc.rules';
import { Rule } from '../validation/rule.decorator';

/** POST /auth/kyc: the sign-up identity payload (spec 000 §3), checked with spec 000 §5's texts. */
export class OnboardingKycDto {
  @ApiProperty() @Rule(R.artist_name) artist_name!: string;
  @ApiProperty() @Rule(R.first_name) first_name!: string;
  @ApiProperty() @Rule(R.last_name) last_name!: string;
  @ApiProperty() @Rule(R.nationality) nationality!: string;
  @ApiPropertyOptional({ enum: ['id_card', 'passport'] }) @Rule(R.doc_type) doc_type?: string | null;
  @ApiPropertyOptional({ description: 'id_card_number or passport_number: only the chosen one' }) @Rule(R.id_card_number) id_card_number?: string | null;
  @ApiPropertyOptional() @Rule(R.passport_number) passport_number?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.id_issuing_place) id_issuing_place?: string | null;
  @ApiProperty({ example: '2031-12-31' }) @Rule(R.id_expiry_date) id_expiry_date!: string;
  @ApiProperty() @Rule(R.country) country!: string;
  @ApiProperty({ example: 'PT' }) @Rule(R.country_code) country_code!: string;
  @ApiProperty() @Rule(R.address) address!: string;
  /** The spec's key, with a capital C. */
  @ApiPropertyOptional({ description: 'The city (spec key, capital C); `city` is accepted too' })
  @ValidateIf((o: OnboardingKycDto) => o.city === undefined)
  @Rule(R.city)
  City?: string;
  @ApiPropertyOptional() @ValidateIf((o: OnboardingKycDto) => o.city !== undefined) @Rule(R.city) city?: string;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.postal_code) postal_code?: string | null;
  @ApiProperty({ example: '+14155552671' }) @Rule(R.phone_number) phone_number!: string;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.civil_status) civil_status?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.nif_cnpj) nif_cnpj?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.paypal_email) paypal_email?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.iban) iban?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.company) company?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.residence_permit_number) residence_permit_number?: string | null;
}
