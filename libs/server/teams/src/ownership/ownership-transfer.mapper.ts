import type { TeamOwnershipTransfer } from '@soundpost/contracts';
import type { OwnershipTransfer } from './ownership-transfer.entity';

export function toTeamOwnershipTransfer(row: OwnershipTransfer, toName: string): TeamOwnershipTransfer {
  return {
    id: row.id,
    to_member_id: row.toMemberId,
    to_name: toName,
    owner_confirmed: row.ownerConfirmedAt !== null,
    member_confirmed: row.memberConfirmedAt !== null,
    expires_at: row.expiresAt.toISOString(),
  };
}
