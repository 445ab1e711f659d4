import { FollowsRule } from '@soundpost/server-core/http';
import { ok, parseFlag } from '../http/field.rules';

/** `force_new` (0/1, true/false; anything else reads as false): a new draft even when an untouched one exists. */
export const forceNewRule = (value: unknown) => ok(parseFlag(value) ?? false);

export class ReleaseDraftDto {
  @FollowsRule(forceNewRule) force_new?: unknown;
}
