import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROFILE_RULES as R } from '../profiles/kyc.rules';
import { FollowsRule } from '@soundpost/server-core/http';

export class UpdateProfileDto {
  @ApiProperty() @FollowsRule(R.artist_name) artist_name!: string;
  @ApiProperty() @FollowsRule(R.first_name) first_name!: string;
  @ApiProperty() @FollowsRule(R.last_name) last_name!: string;
  @ApiProperty({ example: '+14155552671' }) @FollowsRule(R.phone_number) phone_number!: string;
  @ApiProperty() @FollowsRule(R.country) country!: string;
  @ApiProperty({ example: 'PT' }) @FollowsRule(R.country_code) country_code!: string;
  @ApiProperty() @FollowsRule(R.address) address!: string;
  @ApiProperty() @FollowsRule(R.city) city!: string;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.postal_code) postal_code?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.paypal_email) paypal_email?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.iban) iban?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.company) company?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.civil_status) civil_status?: string | null;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(R.nif_cnpj) nif_cnpj?: string | null;
}
