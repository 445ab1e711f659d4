import { isArtistRole, RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { FieldRule, FollowsRule } from '@soundpost/server-core/http';
import { anyValue, fail, ok } from '../http/field.rules';

/** A directory entry's role when none is given: most entries are the artist themself. */
export const DEFAULT_DIRECTORY_ROLE = 'Primary Artist';

const nameRule: FieldRule<string> = (value) => {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return fail(RELEASE_API_MESSAGES.artistNameRequired);
  return name.length > 255 ? fail('Artist name must be at most 255 characters.') : ok(name);
};

/** `role`, or its older spelling `default_role`; blank means the default role. */
const roleRule: FieldRule<string> = (_value, payload) => {
  const raw = payload.role ?? payload.default_role;
  const role = typeof raw === 'string' && raw.trim() ? raw.trim() : DEFAULT_DIRECTORY_ROLE;
  return isArtistRole(role) ? ok(role) : fail('Choose a valid artist role.');
};

export const DIRECTORY_ARTIST_RULES = { name: nameRule, role: roleRule, default_role: anyValue };

export class DirectoryArtistDto {
  @FollowsRule(nameRule) name!: string;
  @FollowsRule(roleRule) role?: unknown;
  @FollowsRule(anyValue) default_role?: unknown;
}
