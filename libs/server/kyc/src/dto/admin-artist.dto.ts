import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_CREATE_ARTIST_RULES as C, ADMIN_UPDATE_ARTIST_RULES as U, decision, reviewComment } from '../profiles/kyc.rules';
import { FollowsRule } from '@soundpost/server-core/http';

export class CreateArtistDto {
  @ApiProperty() @FollowsRule(C.name) name!: string;
  @ApiProperty() @FollowsRule(C.email) email!: string;
  @ApiProperty({ minLength: 8 }) @FollowsRule(C.password) password!: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @FollowsRule(C.email_verified) email_verified?: number | boolean;
  @ApiPropertyOptional({ enum: [0, 1] }) @FollowsRule(C.is_verified) is_verified?: number | boolean;
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] }) @FollowsRule(C.document_status) document_status?: string;
}

export class UpdateArtistDto {
  @ApiProperty() @FollowsRule(U.name) name!: string;
  @ApiProperty() @FollowsRule(U.email) email!: string;
  @ApiPropertyOptional({ minLength: 8, description: 'Use 8+ characters, mix of letters & numbers.' }) @FollowsRule(U.password) password?: string | null;
  @ApiPropertyOptional({ enum: [0, 1] }) @FollowsRule(U.email_verified) email_verified?: number | boolean;
  @ApiPropertyOptional({ enum: [0, 1] }) @FollowsRule(U.is_verified) is_verified?: number | boolean;
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] }) @FollowsRule(U.document_status) document_status?: string;
  @ApiPropertyOptional({ type: [String], example: ['artist'] }) @FollowsRule(U.roles) roles?: string[];
}

export class VerifyArtistDto {
  @ApiProperty({ enum: ['approved', 'rejected'] }) @FollowsRule(decision) decision!: string;
  @ApiPropertyOptional({ nullable: true }) @FollowsRule(reviewComment) comment?: string | null;
}
