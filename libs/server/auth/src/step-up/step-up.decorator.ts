import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { STEP_UP } from '@soundpost/contracts';

export const STEP_UP_KEY = 'soundpost:step-up';

/**
 * The route needs a fresh e-mailed code (within 10 minutes) besides the session: the access guard
 * checks it after the roles, so a refused role still answers 403 `role_forbidden` first.
 */
export function StepUp(): MethodDecorator {
  return applyDecorators(
    SetMetadata(STEP_UP_KEY, true),
    ApiHeader({
      name: STEP_UP.header,
      required: false,
      description: `A code from \`POST /api/me/step-up/code\`, unless the session confirmed one in the last 10 minutes (\`POST /api/me/step-up\`). Without either: 403 \`${STEP_UP.requiredCode}\`; a wrong or expired code: 422 \`step_up_invalid\`.`,
    }),
  );
}
