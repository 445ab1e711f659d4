import { LINK_MESSAGES, validateEmail, type LinkNotifyRequest } from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';

/** The "notify me" form's one field; a malformed or overlong address is a 422 with the form's message. */
export class LinkNotifyDto implements LinkNotifyRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @FollowsRule((value) => validateEmail(value, { required: LINK_MESSAGES.emailInvalid, invalid: LINK_MESSAGES.emailInvalid }))
  email!: string;
}
