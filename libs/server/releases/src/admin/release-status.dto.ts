import { normaliseReleaseStatus, RELEASE_STATUSES, ReleaseStatus } from '@soundpost/contracts';
import { FieldRule, FollowsRule } from '@soundpost/server-core/http';
import { fail, ok } from '../http/field.rules';
import type { ReleaseStatusRequest } from '@soundpost/contracts';

export const STATUS_COMMENT_MAX = 2000;

const statusRule: FieldRule<ReleaseStatus> = (value) => {
  const status = normaliseReleaseStatus(value);
  return status ? ok(status) : fail(`Choose one of: ${RELEASE_STATUSES.join(', ')}.`);
};

const commentRule: FieldRule<string | null> = (value) => {
  if (value === undefined || value === null) return ok(null);
  if (typeof value !== 'string') return fail('Must be text.');
  if (value.trim().length > STATUS_COMMENT_MAX) return fail(`The comment may be at most ${STATUS_COMMENT_MAX} characters.`);
  return ok(value.trim() || null);
};

/** Why staff approve despite the preflight errors (audited); blank is no reason. */
const overrideReasonRule: FieldRule<string | null> = (value) => {
  if (value === undefined || value === null) return ok(null);
  if (typeof value !== 'string') return fail('Must be text.');
  if (value.trim().length > STATUS_COMMENT_MAX) return fail(`The reason may be at most ${STATUS_COMMENT_MAX} characters.`);
  return ok(value.trim() || null);
};

export const RELEASE_STATUS_RULES = { status: statusRule, comment: commentRule, override_reason: overrideReasonRule };

export class ReleaseStatusDto implements ReleaseStatusRequest {
  @FollowsRule(statusRule) status!: string;
  @FollowsRule(commentRule) comment?: string | null;
  @FollowsRule(overrideReasonRule) override_reason?: string | null;
}
