import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_ROLES, AUTH_MESSAGES, KYC_MESSAGES, validateEmail } from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, STAFF_FORM_MESSAGES, STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH } from '../../users/staff-user.rules';
import { normaliseEmailValue } from './normalise';
import type { StaffUserRequest } from '@soundpost/contracts';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// One decorator per field, so both forms list their fields in form order (class-validator reports a
// subclass's own fields before inherited ones, and the 422 message is the first field's). Within a
// field the first listed check runs first and the pipe stops at the first failure.
const NameField = () =>
  applyDecorators(
    ApiProperty({ example: 'Jane Doe' }),
    Transform(trim),
    IsString({ message: STAFF_FORM_MESSAGES.nameRequired }),
    IsNotEmpty({ message: STAFF_FORM_MESSAGES.nameRequired }),
    MaxLength(NAME_MAX_LENGTH, { message: STAFF_MESSAGES.nameTooLong }),
  );
const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'jane@example.com' }),
    Transform(normaliseEmailValue),
    FollowsRule((v) => validateEmail(v, { required: AUTH_MESSAGES.emailRequired, invalid: KYC_MESSAGES.emailInvalid }), 'email'),
  );
const RoleField = () => applyDecorators(ApiProperty({ enum: ADMIN_ROLES }), Transform(lower), IsIn(ADMIN_ROLES, { message: STAFF_MESSAGES.roleInvalid }));

/** POST /admin/users: the password is required (8+ characters). Roles, status and anything else: 422 'This field is not allowed.' */
export class CreateStaffUserDto implements StaffUserRequest {
  @NameField() name!: string;
  @EmailField() email!: string;
  @RoleField() role!: string;

  @ApiProperty({ format: 'password', minLength: STAFF_PASSWORD_MIN_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: STAFF_MESSAGES.passwordTooLong })
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: STAFF_MESSAGES.passwordTooShort })
  @IsNotEmpty({ message: STAFF_FORM_MESSAGES.passwordRequired })
  @IsString({ message: STAFF_FORM_MESSAGES.passwordRequired })
  password!: string;
}

/** PUT /admin/users/:id: the password is optional; blank keeps it. */
export class UpdateStaffUserDto {
  @NameField() name!: string;
  @EmailField() email!: string;
  @RoleField() role!: string;

  @ApiPropertyOptional({ format: 'password', minLength: STAFF_PASSWORD_MIN_LENGTH, description: 'blank or absent keeps the password' })
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: STAFF_MESSAGES.passwordTooLong })
  @IsString({ message: STAFF_MESSAGES.passwordTooShort })
  password?: string | null;
}
