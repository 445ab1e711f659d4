import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROFILE_RULES as R } from '../profiles/kyc.rules';
import { Rule } from '../validation/rule.decorator';

/** PUT /artist/profile: the Basic Information form (spec 001 §5). */
export class UpdateProfileDto {
  @ApiProperty() @Rule(R.artist_name) artist_name!: string;
  @ApiProperty() @Rule(R.first_name) first_name!: string;
  @ApiProperty() @Rule(R.last_name) last_name!: string;
  @ApiProperty({ example: '+14155552671' }) @Rule(R.phone_number) phone_number!: string;
  @ApiProperty() @Rule(R.country) country!: string;
  @ApiProperty({ example: 'PT' }) @Rule(R.country_code) country_code!: string;
  @ApiProperty() @Rule(R.address) address!: string;
  @ApiProperty() @Rule(R.city) city!: string;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.postal_code) postal_code?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.paypal_email) paypal_email?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.iban) iban?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.company) company?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.civil_status) civil_status?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Rule(R.nif_cnpj) nif_cnpj?: string | null;
}
