// The baselines' session read, the api's own (AccessTokensRepository.findSessionByHash): the bearer token's row, its
// holder and, for a team member, the account acted in; null for a malformed or unknown token.
import { createHash } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const STEP_UP_WINDOW_SECONDS = 600;
const SESSION_SQL = `SELECT t.id, t.user_id, t.scope, t.expires_at, t.revoked_at, t.last_used_at, t.account_id, t.account_role,
        u.id AS uid, u.name, u.email, u.roles, u.status, a.status AS a_status,
        COALESCE(t.stepped_up_at > now() - make_interval(secs => $2), false) AS stepped_up
   FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.account_id
  WHERE t.token_hash = $1`;

export async function readSession(query, authorization) {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  const { rows } = await query(SESSION_SQL, [hash, STEP_UP_WINDOW_SECONDS]);
  return rows[0] ?? null;
}
