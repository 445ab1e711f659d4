import type { AccountCloseResponse, AdminAccountClosureResponse } from '@soundpost/contracts';
import type { AccountClosure } from './account-closure.entity';

export function toAccountCloseResponse(row: AccountClosure): AccountCloseResponse {
  return {
    status: row.status,
    takedowns: row.takedowns,
    forfeited_cents: row.forfeitedCents,
    requested_at: row.requestedAt.toISOString(),
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export function toAdminAccountClosureResponse(row: AccountClosure): AdminAccountClosureResponse {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
    reason_codes: row.reasonCodes,
    forfeited_cents: row.forfeitedCents,
    takedowns: row.takedowns,
  };
}
