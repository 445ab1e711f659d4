import { Module } from '@nestjs/common';
import { AdminTeamController } from './http/admin-team.controller';
import { ArtistTeamController } from './http/artist-team.controller';
import { TeamInvitationsController } from './http/team-invitations.controller';
import { TeamsModule } from './teams.module';

@Module({
  imports: [TeamsModule],
  controllers: [ArtistTeamController, TeamInvitationsController, AdminTeamController],
})
export class TeamsHttpModule {}
