import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccountChoice, SwitchAccountResponse, TeamInvitation, TeamMember, TeamOwnershipTransfer, TeamResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser, type AuthenticatedUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiNoBody, ApiNoContent, ApiPathParam } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { InvitationsService } from '../invitations/invitations.service';
import { MembersService } from '../members/members.service';
import { OwnershipService } from '../ownership/ownership.service';
import { TeamService } from '../team.service';
import { TeamInvitationCreateDto, TeamMemberUpdateDto, TeamOwnershipConfirmDto, TeamOwnershipStartDto } from './team.dto';

/** A wrong ownership code is a guess: a handful per quarter hour per person. */
export const OWNERSHIP_CODE_RATE_LIMIT = { bucket: 'team-ownership-code', points: 10, duration: 900, key: 'actor', message: 'Too many attempts. Try again in a few minutes.' } as const;

@ApiTags('artist: team')
@ArtistOnly()
@ApiErrors(503)
@Controller('artist/team')
export class ArtistTeamController {
  constructor(
    private readonly team: TeamService,
    private readonly invitations: InvitationsService,
    private readonly members: MembersService,
    private readonly ownership: OwnershipService,
  ) {}

  @Get()
  @AccountRoles('read')
  @ApiJson(200, 'TeamResponse', 'The people of the account (owner first), open invitations, the plan limit and the seats used')
  get(@CurrentUser() user: AuthenticatedUser): Promise<TeamResponse> {
    return this.team.forAccount(user.id, user.accountRole, user.personId);
  }

  @Post('invitations')
  @AccountRoles('team')
  @Idempotent()
  @ApiJsonBody('TeamInvitationCreateRequest')
  @ApiJson(201, 'TeamInvitation', 'Sent: the invitation e-mail is queued; it expires after 14 days')
  @ApiErrors(422)
  invite(@CurrentUser() user: AuthenticatedUser, @Body() body: TeamInvitationCreateDto): Promise<TeamInvitation> {
    return this.invitations.invite(user, body);
  }

  @Delete('invitations/:id')
  @AccountRoles('team')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent('Cancelled')
  @ApiErrors(404)
  async cancelInvitation(@CurrentUser('id') accountId: string, @Param('id') id: string): Promise<void> {
    await this.invitations.cancel(accountId, id);
  }

  /** The invitee accepts from their own session, whichever account it acts in. */
  @Post('invitations/:id/accept')
  @AccountRoles('personal')
  @HttpCode(200)
  @ApiNoBody()
  @ApiPathParam()
  @ApiJson(200, 'AccountChoice', 'The account joined (switch to it with POST /auth/switch-account)')
  @ApiErrors(403, 404, 409, 410, 422)
  accept(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<AccountChoice> {
    return this.invitations.accept(user, id);
  }

  @Patch('members/:id')
  @AccountRoles('team')
  @ApiPathParam()
  @ApiJsonBody('TeamMemberUpdateRequest')
  @ApiJson(200, 'TeamMember')
  @ApiErrors(404, 422)
  changeRole(@CurrentUser('id') accountId: string, @Param('id') id: string, @Body() body: TeamMemberUpdateDto): Promise<TeamMember> {
    return this.members.changeRole(accountId, id, body.role);
  }

  /** The owner and admins remove anyone but the owner; any member may remove themselves (leave). */
  @Delete('members/:id')
  @AccountRoles('personal')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent('Removed: their sessions in the account end at once')
  @ApiErrors(404, 422)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.members.remove(user, id);
  }

  /**
   * Leaving from the team page: removing oneself ends the session acting in the account, so the
   * answer is a session in the person's own account to carry on with.
   */
  @Post('members/:id/leave')
  @AccountRoles('personal')
  @HttpCode(200)
  @ApiNoBody()
  @ApiPathParam()
  @ApiJson(200, 'SwitchAccountResponse', "Left: the session that left has ended; this new one acts in the person's own account")
  @ApiErrors(403, 404, 422)
  leave(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwitchAccountResponse> {
    return this.members.leave(user, id);
  }

  @Post('ownership')
  @AccountRoles('owner')
  @ApiJsonBody('TeamOwnershipStartRequest')
  @ApiJson(201, 'TeamOwnershipTransfer', 'Started: a code is mailed to the owner and one to the admin (30 minutes)')
  @ApiErrors(422)
  startTransfer(@CurrentUser() user: AuthenticatedUser, @Body() body: TeamOwnershipStartDto): Promise<TeamOwnershipTransfer> {
    return this.ownership.start(user, body.member_id);
  }

  /** The owner, or the receiving admin acting in the account, each with their own code. */
  @Post('ownership/confirm')
  @AccountRoles('team')
  @RateLimit(OWNERSHIP_CODE_RATE_LIMIT)
  @HttpCode(200)
  @ApiJsonBody('TeamOwnershipConfirmRequest')
  @ApiJson(200, 'TeamOwnershipTransfer', 'Confirmed; when both sides have, ownership has moved')
  @ApiErrors(403, 404, 409, 422, 429)
  confirmTransfer(@CurrentUser() user: AuthenticatedUser, @Body() body: TeamOwnershipConfirmDto): Promise<TeamOwnershipTransfer> {
    return this.ownership.confirm(user, body.code);
  }

  @Delete('ownership')
  @AccountRoles('owner')
  @HttpCode(204)
  @ApiNoContent('Cancelled')
  @ApiErrors(404)
  async cancelTransfer(@CurrentUser('id') accountId: string): Promise<void> {
    await this.ownership.cancel(accountId);
  }
}
