export * from './teams.module';
export * from './teams-http.module';
export { TeamService } from './team.service';
export { InvitationsService } from './invitations/invitations.service';
export { MembersService } from './members/members.service';
export { OwnershipService } from './ownership/ownership.service';
export * from './mail/teams-mail-templates';
export * from './mail/teams-notification-templates';
export { TEAMS_USER_DATA } from './user-data/teams-user-data';
