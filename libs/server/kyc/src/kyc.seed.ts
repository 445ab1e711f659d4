import { Readable } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import { DOCUMENT_REJECTION_COMMENTS, DOCUMENT_UPLOAD, DocumentStatus } from '@soundpost/contracts';
import { ArtistAccountsService, UsersService } from '@soundpost/server-auth';
import { AppConfig } from '@soundpost/server-core/config';
import { StorageService } from '@soundpost/server-core/storage';
import { DataSource } from 'typeorm';
import { DOCUMENT_STORAGE_PREFIX } from './documents/document-upload.reader';
import { IdentityDocument } from './documents/identity-document.entity';
import { ArtistProfile } from './profiles/artist-profile.entity';
import { displayNameOf } from './profiles/display-name';
import { demoIdentityCardPng } from './seed/demo-png';

export const DEMO_ARTIST_PASSWORD = 'Soundpost-artist-1';

export const DEMO_ARTISTS: ReadonlyArray<{
  email: string;
  firstName: string;
  lastName: string;
  artistName: string;
  status: DocumentStatus;
  document: boolean;
  comment?: string;
  accent: readonly [number, number, number];
  paypalEmail?: string;
  iban?: string;
}> = [
  { email: 'artist.approved@soundpost.local', firstName: 'Ana', lastName: 'Approved', artistName: 'Ana & The Approvals', status: 'approved', document: true, accent: [46, 125, 50] },
  { email: 'artist.pending@soundpost.local', firstName: 'Paulo', lastName: 'Pending', artistName: 'Paulo Pending', status: 'pending', document: true, accent: [237, 108, 2] },
  {
    email: 'artist.rejected@soundpost.local',
    firstName: 'Rita',
    lastName: 'Rejected',
    artistName: 'Rita R.',
    status: 'rejected',
    document: true,
    comment: DOCUMENT_REJECTION_COMMENTS[0],
    accent: [198, 40, 40],
  },
  { email: 'artist.new@soundpost.local', firstName: 'Nuno', lastName: 'New', artistName: 'Nuno New', status: 'pending', document: false, accent: [2, 136, 209] },
  // A ring of linked accounts for the fraud centre: one PayPal e-mail, two of them one IBAN too.
  { email: 'ring.one@soundpost.local', firstName: 'Rui', lastName: 'Ring', artistName: 'Ring One', status: 'approved', document: true, accent: [123, 31, 162], paypalEmail: 'ring.payouts@example.com', iban: 'PT50000201231234567890154' },
  { email: 'ring.two@soundpost.local', firstName: 'Rosa', lastName: 'Ring', artistName: 'Ring Two', status: 'approved', document: true, accent: [123, 31, 162], paypalEmail: 'ring.payouts@example.com', iban: 'PT50 0002 0123 1234 5678 9015 4' },
  { email: 'ring.three@soundpost.local', firstName: 'Raul', lastName: 'Ring', artistName: 'Ring Three', status: 'pending', document: false, accent: [123, 31, 162], paypalEmail: 'Ring.Payouts@example.com' },
];

export async function seedKyc({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const users = app.get(UsersService);
  const accounts = app.get(ArtistAccountsService);
  const storage = app.get(StorageService);
  const dataSource = app.get(DataSource);
  for (const demo of DEMO_ARTISTS) {
    if (await users.findByEmail(demo.email)) {
      log(`Demo artist already exists: ${demo.email}`);
      continue;
    }
    const png = demo.document ? demoIdentityCardPng(demo.accent) : null;
    const file = png
      ? await storage.save(Readable.from([png]), { maxBytes: DOCUMENT_UPLOAD.maxBytes, contentType: 'image/png', visibility: 'private', prefix: DOCUMENT_STORAGE_PREFIX })
      : null;
    try {
      await dataSource.transaction(async (m) => {
        const name = displayNameOf({ artistName: demo.artistName, firstName: demo.firstName, lastName: demo.lastName }) ?? demo.email;
        const { id } = await accounts.createArtist({ email: demo.email, password: DEMO_ARTIST_PASSWORD, name, emailVerified: true }, m);
        const decided = demo.status !== 'pending';
        const reviewedAt = decided ? new Date() : null;
        await m.save(
          m.create(ArtistProfile, {
            userId: id,
            artistName: demo.artistName,
            firstName: demo.firstName,
            lastName: demo.lastName,
            phoneNumber: '+351912345678',
            country: 'Portugal',
            countryCode: 'PT',
            address: 'Rua Augusta 100',
            city: 'Lisboa',
            postalCode: '1100-053',
            paypalEmail: demo.paypalEmail ?? null,
            iban: demo.iban ?? null,
            nationality: 'Portuguese',
            docType: 'passport',
            passportNumber: `P${id.slice(0, 8).toUpperCase()}`,
            idIssuingPlace: 'Lisboa',
            idExpiryDate: '2032-06-30',
            documentStatus: demo.status,
            isVerified: demo.status === 'approved',
            reviewedAt,
            reviewComment: demo.comment ?? null,
          }),
        );
        if (file) {
          await m.save(
            m.create(IdentityDocument, {
              userId: id,
              storageKey: file.key,
              originalName: `${demo.firstName.toLowerCase()}-passport.png`,
              contentType: file.contentType,
              sizeBytes: file.size,
              sha256: file.sha256,
              status: demo.status,
              uploadedAt: new Date(),
              reviewedAt,
              reviewComment: demo.comment ?? null,
            }),
          );
        }
      });
    } catch (error) {
      if (file) await storage.delete(file.key).catch(() => undefined);
      throw error;
    }
    log(`Demo artist created: ${demo.email} (${demo.document ? demo.status : 'no document'})`);
  }
}
