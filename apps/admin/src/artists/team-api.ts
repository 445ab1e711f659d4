import type { AdminTeamResponse } from '@soundpost/contracts';
import type { Identifier } from 'react-admin';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

type HttpClient = ReturnType<typeof createHttpClient>;

const teamPath = (accountId: Identifier) => `${ADMIN_API_URL}/artists/${encodeURIComponent(String(accountId))}/team`;

/** GET /api/admin/artists/:id/team: the account's people (owner first) and its invitations. */
export const fetchAdminTeam = async (accountId: Identifier, http: HttpClient = createHttpClient()): Promise<AdminTeamResponse> => {
  const { json } = await http(teamPath(accountId));
  const body = (json ?? {}) as Partial<AdminTeamResponse>;
  return {
    account_id: body.account_id ?? String(accountId),
    user_limit: Number(body.user_limit ?? 0),
    seats_used: Number(body.seats_used ?? 0),
    members: Array.isArray(body.members) ? body.members : [],
    invitations: Array.isArray(body.invitations) ? body.invitations : [],
  };
};

/** DELETE /api/admin/artists/:id/team/members/:memberId (204; the server audits it and ends the member's sessions). */
export const removeTeamMember = async (accountId: Identifier, memberId: Identifier, http: HttpClient = createHttpClient()): Promise<void> => {
  await http(`${teamPath(accountId)}/members/${encodeURIComponent(String(memberId))}`, { method: 'DELETE' });
};
