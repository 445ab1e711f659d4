import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '@soundpost/server-billing';
import { NotificationsModule } from '@soundpost/server-notifications';
import { Invitation } from './invitations/invitation.entity';
import { InvitationsRepository } from './invitations/invitations.repository';
import { InvitationsService } from './invitations/invitations.service';
import './mail/teams-mail-templates';
import './mail/teams-notification-templates';
import { MembersService } from './members/members.service';
import { SeatsService } from './members/seats.service';
import { OwnershipTransfer } from './ownership/ownership-transfer.entity';
import { OwnershipTransfersRepository } from './ownership/ownership-transfers.repository';
import { OwnershipService } from './ownership/ownership.service';
import { TeamService } from './team.service';

const services: Provider[] = [SeatsService, InvitationsService, MembersService, OwnershipService, TeamService];

/** Invitations, members, the ownership transfer and the plan's user limit (the access core itself is auth's). */
@Module({
  imports: [TypeOrmModule.forFeature([Invitation, OwnershipTransfer]), BillingModule, NotificationsModule],
  providers: [InvitationsRepository, OwnershipTransfersRepository, ...services],
  exports: services,
})
export class TeamsModule {}
