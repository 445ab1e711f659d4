import { Injectable } from '@nestjs/common';
import type { AccountRole, AdminTeamResponse, TeamResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { InvitationsService } from './invitations/invitations.service';
import { MembersService } from './members/members.service';
import { SeatsService } from './members/seats.service';
import { OwnershipService } from './ownership/ownership.service';
import { TeamErrors } from './team.errors';

/** The team screen: people, open invitations, the plan's limit and what counts against it. */
@Injectable()
export class TeamService {
  constructor(
    private readonly members: MembersService,
    private readonly invitations: InvitationsService,
    private readonly seats: SeatsService,
    private readonly ownership: OwnershipService,
    private readonly users: UserSummariesService,
  ) {}

  /** `personId` is who is looking: the page shows them their own code box and their own way out. */
  async forAccount(accountId: string, role: AccountRole, personId: string): Promise<TeamResponse> {
    const [team, account, transfer] = await Promise.all([this.team(accountId), this.users.contact(accountId), this.ownership.pending(accountId)]);
    const me = team.members.find((member) => member.user_id === personId);
    return { account_id: accountId, account_name: account?.name ?? '', role, me: { member_id: me?.id ?? null, role }, ...team, ownership_transfer: transfer };
  }

  /** For staff: an unknown id or a staff user answers 404. */
  async forStaff(accountId: string): Promise<AdminTeamResponse> {
    if (!isUuid(accountId) || !(await this.users.contact(accountId))) throw TeamErrors.accountNotFound();
    return { account_id: accountId, ...(await this.team(accountId)) };
  }

  private async team(accountId: string) {
    const [members, invitations, pending, userLimit] = await Promise.all([
      this.members.list(accountId),
      this.invitations.listOpen(accountId),
      this.invitations.countPending(accountId),
      this.seats.userLimit(accountId),
    ]);
    return { user_limit: userLimit, seats_used: members.length + pending, members, invitations };
  }
}
