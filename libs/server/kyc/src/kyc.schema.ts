import { IdentityDocument } from './documents/identity-document.entity';
import { KycProfilesDocuments1763700003000 } from './migrations/1763700003000-kyc-profiles-documents';
import { KycIdentityChanges1763700009000 } from './migrations/1763700009000-kyc-identity-changes';
import { ArtistProfile } from './profiles/artist-profile.entity';

// Entities and migrations of the KYC domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const kycEntities: Function[] = [ArtistProfile, IdentityDocument];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const kycMigrations: Function[] = [KycProfilesDocuments1763700003000, KycIdentityChanges1763700009000];
