import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '@soundpost/contracts';
import { PASSWORD_MAX_LENGTH } from '../users/staff-user.rules';
import type { AdminLoginRequest } from '@soundpost/contracts';

// class-validator checks a property's decorators bottom-up and the global pipe stops at the first
// failure, so the "required" checks sit nearest the property.

/** POST /admin/login. The shape of the address is not checked: a bad one is just wrong credentials. */
export class AdminLoginDto implements AdminLoginRequest {
  @ApiProperty({ example: 'admin@soundpost.local' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `The email may not be longer than ${EMAIL_MAX_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'Email is required.' })
  email!: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Password is required.' })
  @IsString({ message: 'Password is required.' })
  password!: string;
}
