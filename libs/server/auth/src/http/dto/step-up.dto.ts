import { ApiProperty } from '@nestjs/swagger';
import { STEP_UP_MESSAGES, validateVerificationCode, type StepUpRequest } from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { normaliseCodeValue } from './normalise';

/** POST /me/step-up. */
export class StepUpDto implements StepUpRequest {
  @ApiProperty({ example: '123456', description: '6 digits, from the e-mail of `POST /api/me/step-up/code`' })
  @Transform(normaliseCodeValue)
  @FollowsRule((v) => validateVerificationCode(v, STEP_UP_MESSAGES.codeSixDigits), 'code')
  code!: string;
}
