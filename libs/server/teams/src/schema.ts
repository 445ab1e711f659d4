import type { DomainSchema } from '@soundpost/server-core/database';
import { Invitation } from './invitations/invitation.entity';
import { Teams1796000000300 } from './migrations/1796000000300-teams';
import { OwnershipTransfer } from './ownership/ownership-transfer.entity';

export { Invitation, OwnershipTransfer };

export const teamsSchema: DomainSchema = {
  entities: [Invitation, OwnershipTransfer],
  migrations: [Teams1796000000300],
  ownedTables: ['team_invitations', 'team_ownership_transfers'],
};
