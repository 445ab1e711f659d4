import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, validateVerificationCode } from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { normaliseCodeValue, normaliseEmailValue } from './normalise';

const AdminEmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'admin@soundpost.local' }),
    Transform(normaliseEmailValue),
    IsString({ message: AUTH_MESSAGES.emailRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.emailRequired }),
    MaxLength(EMAIL_MAX_LENGTH, { message: `The email may not be longer than ${EMAIL_MAX_LENGTH} characters.` }),
  );

/** POST /admin/verify-code (digits only, 6 long). */
export class AdminVerifyCodeDto {
  @AdminEmailField() email!: string;

  @ApiProperty({ example: '123456', description: '6 digits' })
  @Transform(normaliseCodeValue)
  @FollowsRule((v) => validateVerificationCode(v, AUTH_MESSAGES.codeRequired), 'code')
  code!: string;
}

/** POST /admin/resend-code. */
export class AdminResendCodeDto {
  @AdminEmailField() email!: string;
}
