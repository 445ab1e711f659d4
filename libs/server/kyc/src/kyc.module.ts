import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtistApproval } from '@soundpost/server-auth';
import { NotificationsModule } from '@soundpost/server-notifications';
import { AdminArtistsService } from './admin/admin-artists.service';
import { ArtistDirectoryRepository } from './admin/artist-directory.repository';
import { DocumentUploadReader } from './documents/document-upload.reader';
import { IdentityDocument } from './documents/identity-document.entity';
import { IdentityDocumentsRepository } from './documents/identity-documents.repository';
import { IdentityDocumentsService } from './documents/identity-documents.service';
import { KycArtistApproval } from './gate/kyc-artist-approval';
import { ArtistCsvImportService } from './import/artist-csv-import.service';
import { ArtistProfile } from './profiles/artist-profile.entity';
import { ArtistProfilesRepository } from './profiles/artist-profiles.repository';
import { ArtistProfilesService } from './profiles/artist-profiles.service';

/**
 * Artist identity details, documents and review decisions: services only (api, cli, jobs).
 * Global because every later artist route uses `@ArtistOnly({ approved: true })`, whose guard asks
 * the ArtistApproval provided here: without this each domain's HTTP module would import KycModule.
 * The repositories stay private: other domains go through the services.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ArtistProfile, IdentityDocument]), NotificationsModule],
  providers: [
    ArtistProfilesRepository,
    IdentityDocumentsRepository,
    ArtistDirectoryRepository,
    DocumentUploadReader,
    ArtistProfilesService,
    IdentityDocumentsService,
    AdminArtistsService,
    ArtistCsvImportService,
    { provide: ArtistApproval, useClass: KycArtistApproval },
  ],
  exports: [ArtistProfilesService, IdentityDocumentsService, AdminArtistsService, ArtistCsvImportService, ArtistApproval],
})
export class KycModule {}
