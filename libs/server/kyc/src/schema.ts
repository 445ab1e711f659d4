import { IdentityDocument } from './documents/identity-document.entity';
import { KycProfilesDocuments1763700003000 } from './migrations/1763700003000-kyc-profiles-documents';
import { KycIdentityChanges1763700009000 } from './migrations/1763700009000-kyc-identity-changes';
import { KycDisplayNames1764000001000 } from './migrations/1764000001000-kyc-display-names';
import { KycIdentifiers1764500002000 } from './migrations/1764500002000-kyc-identifiers';
import { KycIdentifiersStored1764800301000 } from './migrations/1764800301000-kyc-identifiers-stored';
import { IdentityDocumentsPurged1796000001100 } from './migrations/1796000001100-identity-documents-purged';
import { ArtistProfile } from './profiles/artist-profile.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { ArtistProfile, IdentityDocument };

export const kycSchema: DomainSchema = {
  entities: [ArtistProfile, IdentityDocument],
  migrations: [KycProfilesDocuments1763700003000, KycIdentityChanges1763700009000, KycDisplayNames1764000001000, KycIdentifiers1764500002000, KycIdentifiersStored1764800301000, IdentityDocumentsPurged1796000001100],
  ownedTables: ['artist_profiles', 'identity_documents', 'kyc_display_names', 'kyc_identifiers', 'kyc_change_marks'],
  readModels: ['kyc_display_names', 'kyc_identifiers', 'kyc_change_marks'],
};
