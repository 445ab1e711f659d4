import type { TeamMember } from '@soundpost/contracts';
import type { AccountPersonRow } from '@soundpost/server-auth';

/** The implicit owner (an account with no member rows yet) has no member row: its id is the user's. */
export function toTeamMember(row: AccountPersonRow): TeamMember {
  return { id: row.member_id ?? row.user_id, user_id: row.user_id, name: row.name, email: row.email, role: row.role, joined_at: new Date(row.joined_at).toISOString() };
}
