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

// Global: every @ArtistOnly({ approved: true }) guard asks the ArtistApproval provided here.
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
