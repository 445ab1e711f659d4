import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminTeamResponse } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiNoContent, ApiPathParam } from '@soundpost/server-core/http';
import { MembersService } from '../members/members.service';
import { TeamService } from '../team.service';

@ApiTags('admin: artists')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/artists/:id/team')
export class AdminTeamController {
  constructor(
    private readonly team: TeamService,
    private readonly members: MembersService,
  ) {}

  @Get()
  @ApiPathParam()
  @ApiJson(200, 'AdminTeamResponse', "The account's people and open invitations")
  @ApiErrors(404)
  get(@Param('id') accountId: string): Promise<AdminTeamResponse> {
    return this.team.forStaff(accountId);
  }

  /** Audited with the staff member as the actor; the member's sessions in the account end at once. */
  @Delete('members/:memberId')
  @HttpCode(204)
  @ApiPathParam()
  @ApiPathParam('memberId')
  @ApiNoContent('Removed')
  @ApiErrors(404, 422)
  async remove(@Param('id') accountId: string, @Param('memberId') memberId: string): Promise<void> {
    await this.members.removeByStaff(accountId, memberId);
  }
}
