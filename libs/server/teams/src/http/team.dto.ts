import { ApiProperty } from '@nestjs/swagger';
import {
  MEMBER_ROLES,
  TEAM_MESSAGES,
  validateEmail,
  type MemberRole,
  type TeamInvitationCreateRequest,
  type TeamMemberUpdateRequest,
  type TeamOwnershipConfirmRequest,
  type TeamOwnershipStartRequest,
} from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsIn, IsUUID, Matches } from 'class-validator';

const lower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const digits = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.replace(/\s/g, '') : value);

/** POST /artist/team/invitations. */
export class TeamInvitationCreateDto implements TeamInvitationCreateRequest {
  @ApiProperty({ example: 'alex@example.com' })
  @Transform(lower)
  @FollowsRule((v) => validateEmail(v, { required: TEAM_MESSAGES.emailRequired, invalid: TEAM_MESSAGES.emailInvalid }), 'email')
  email!: string;

  @ApiProperty({ enum: MEMBER_ROLES })
  @Transform(lower)
  @IsIn(MEMBER_ROLES, { message: TEAM_MESSAGES.roleInvalid })
  role!: MemberRole;
}

/** PATCH /artist/team/members/{id}. */
export class TeamMemberUpdateDto implements TeamMemberUpdateRequest {
  @ApiProperty({ enum: MEMBER_ROLES })
  @Transform(lower)
  @IsIn(MEMBER_ROLES, { message: TEAM_MESSAGES.roleInvalid })
  role!: MemberRole;
}

/** POST /artist/team/ownership. */
export class TeamOwnershipStartDto implements TeamOwnershipStartRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: TEAM_MESSAGES.memberIdRequired })
  member_id!: string;
}

/** POST /artist/team/ownership/confirm. */
export class TeamOwnershipConfirmDto implements TeamOwnershipConfirmRequest {
  @ApiProperty({ example: '123456' })
  @Transform(digits)
  @Matches(/^\d{6}$/, { message: TEAM_MESSAGES.codeRequired })
  code!: string;
}
