import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  LOGIN_MESSAGES,
  validateCurrentPassword,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateSignUpPassword,
  validateVerificationCode,
} from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../users/staff-user.rules';
import { normaliseCodeValue, normaliseEmailValue } from './normalise';
import type { ArtistLoginStartRequest, EmailCodeRequest, OnboardingEmailRequest, PasswordChangeRequest, RegisterRequest } from '@soundpost/contracts';

// class-validator checks a property's decorators bottom-up and the global pipe stops at the first
// failure, so the "required" checks sit nearest the property (in `applyDecorators`, which applies
// in the order given, they come first).

const tooLong = (what: string, max: number) => ({ message: `The ${what} may not be longer than ${max} characters.` });

/**
 * An address the account is looked up by: required; a malformed one simply finds nothing. A
 * decorator rather than a base class so `email` stays the first field of every 422 (class-validator
 * reports a subclass's own fields before inherited ones).
 */
const LookupEmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'artist@example.com' }),
    Transform(normaliseEmailValue),
    IsString({ message: AUTH_MESSAGES.emailRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.emailRequired }),
    MaxLength(EMAIL_MAX_LENGTH, tooLong('email', EMAIL_MAX_LENGTH)),
  );

const CodeField = (message: string) =>
  applyDecorators(
    ApiProperty({ example: '123456', description: '6 digits' }),
    Transform(normaliseCodeValue),
    FollowsRule((v) => validateVerificationCode(v, message), 'code'),
  );

/** POST /auth/register (account step). */
export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'artist@example.com' })
  @Transform(normaliseEmailValue)
  @FollowsRule(validateEmail, 'email')
  email!: string;

  @ApiProperty({ format: 'password', description: '6+ characters with a letter, an upper-case letter, a digit and one of ! @ # $ % ^ & * - ?; no spaces' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: AUTH_MESSAGES.passwordRequirements })
  @FollowsRule(validateSignUpPassword, 'signUpPassword')
  password!: string;
}

/** POST /auth/onboarding/start, /auth/resend-email-code. */
export class OnboardingEmailDto implements OnboardingEmailRequest {
  @LookupEmailField() email!: string;
}

/** POST /auth/verify-email-code. */
export class VerifyEmailCodeDto implements EmailCodeRequest {
  @LookupEmailField() email!: string;
  @CodeField(AUTH_MESSAGES.codeRequired) code!: string;
}

/** POST /artist/login/start: 'Email and password are required.' for either missing. */
export class ArtistLoginStartDto implements ArtistLoginStartRequest {
  @ApiProperty({ example: 'artist@example.com' })
  @Transform(normaliseEmailValue)
  @MaxLength(EMAIL_MAX_LENGTH, tooLong('email', EMAIL_MAX_LENGTH))
  @IsNotEmpty({ message: LOGIN_MESSAGES.credentialsRequired })
  @IsString({ message: LOGIN_MESSAGES.credentialsRequired })
  email!: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, tooLong('password', PASSWORD_MAX_LENGTH))
  @IsNotEmpty({ message: LOGIN_MESSAGES.credentialsRequired })
  @IsString({ message: LOGIN_MESSAGES.credentialsRequired })
  password!: string;
}

/** POST /artist/login/verify. */
export class ArtistLoginVerifyDto {
  @LookupEmailField() email!: string;
  @CodeField(LOGIN_MESSAGES.codeSixDigits) code!: string;
}

/** POST /artist/password/send-code. */
export class PasswordSendCodeDto {
  @LookupEmailField() email!: string;
}

/** POST /artist/password/verify-code. */
export class PasswordVerifyCodeDto {
  @LookupEmailField() email!: string;
  @CodeField(LOGIN_MESSAGES.codeSixDigits) code!: string;
}

/**
 * POST /artist/password/reset. The reset token and the password rules are checked by the service,
 * in the order: a missing token is 'Reset session expired. Please start again.'
 * (code reset_expired) before any field message.
 */
export class PasswordResetDto {
  @LookupEmailField() email!: string;

  @ApiPropertyOptional({ description: 'from POST /artist/password/verify-code' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reset_token?: string;

  @ApiPropertyOptional({ format: 'password', description: 'at least 6 characters' })
  @IsOptional()
  @IsString({ message: LOGIN_MESSAGES.passwordTooShort })
  password?: string;

  @ApiPropertyOptional({ format: 'password' })
  @IsOptional()
  @IsString({ message: LOGIN_MESSAGES.passwordsDoNotMatch })
  password_confirmation?: string;
}

/** PUT /artist/profile/password: the new password follows the sign-up rules, as at registration. */
export class PasswordChangeDto implements PasswordChangeRequest {
  @ApiProperty({ format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, tooLong('password', PASSWORD_MAX_LENGTH))
  @FollowsRule(validateCurrentPassword, 'currentPassword')
  current_password!: string;

  @ApiProperty({ format: 'password', description: '6+ characters with a letter, an upper-case letter, a digit and one of ! @ # $ % ^ & * - ?; no spaces; not the current one' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: AUTH_MESSAGES.passwordRequirements })
  @FollowsRule((value, body) => validateNewPassword(value, body.current_password), 'newPassword')
  password!: string;

  @ApiProperty({ format: 'password', description: 'the new password again' })
  @FollowsRule((value, body) => validatePasswordConfirmation(typeof body.password === 'string' ? body.password : '', value), 'passwordConfirmation')
  password_confirmation!: string;
}
