import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_CREATE_ARTIST_RULES as C, ADMIN_UPDATE_ARTIST_RULES as U, decision, reviewComment } from '../profiles/kyc.rules';
import { Rule } from '../validation/rule.decorator';

/** POST /admin/artists. */
export class CreateArtistDto {
  @ApiProperty() @Rule(C.name) name!: string;
  @ApiProperty() @Rule(C.email) email!: string;
  @ApiProperty({ minLength: 8 }) @Rule(C.password) password!: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @Rule(C.email_verified) email_verified?: number | boolean;
  @ApiPropertyOptional({ enum: [0, 1] }) @Rule(C.is_verified) is_verified?: number | boolean;
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] }) @Rule(C.document_status) document_status?: string;
}

/** PUT /admin/artists/:id. A blank password leaves it unchanged. */
export class UpdateArtistDto {
  @ApiProperty() @Rule(U.name) name!: string;
  @ApiProperty() @Rule(U.email) email!: string;
  @ApiPropertyOptional({ minLength: 8, description: 'Use 8+ characters, mix of letters & numbers.' }) @Rule(U.password) password?: string | null;
  @ApiPropertyOptional({ enum: [0, 1] }) @Rule(U.email_verified) email_verified?: number | boolean;
  @ApiPropertyOptional({ enum: [0, 1] }) @Rule(U.is_verified) is_verified?: number | boolean;
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] }) @Rule(U.document_status) document_status?: string;
  @ApiPropertyOptional({ type: [String], example: ['artist'] }) @Rule(U.roles) roles?: string[];
}

/** POST /admin/artists/:id/verify. */
export class VerifyArtistDto {
  @ApiProperty({ enum: ['approved', 'rejected'] }) @Rule(decision) decision!: string;
  @ApiPropertyOptional({ nullable: true }) @Rule(reviewComment) comment?: string | null;
}
