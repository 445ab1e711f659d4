import { ArtistAccountsService, StaffUsersService, TokensService } from '@soundpost/server-auth';
import { demoIdentityCardPng } from '@soundpost/server-kyc';
import type { TestApp } from '../test-app';

export const PASSWORD = 'Soundpost-test-1';

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${process.pid}.${++counter}@example.com`;

/** A real PNG, a PDF header and a JPEG header: what the magic-byte check recognises. */
export const PNG = demoIdentityCardPng([20, 120, 200], 40, 30);
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)]);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1_000, 1)]);

/** An artist account (e-mail verified) and a token of `scope` for it, made by the auth lib's own services. */
export async function newArtist(t: TestApp, { scope = 'artist', name }: { scope?: 'artist' | 'onboarding'; name?: string } = {}) {
  const email = uniqueEmail('artist');
  const { id } = await t.app.get(ArtistAccountsService).createArtist({ email, password: PASSWORD, name, emailVerified: true });
  const { token } = await t.app.get(TokensService).issue(id, scope);
  return { id, email, token };
}

export async function newStaff(t: TestApp, role: 'admin' | 'manager' = 'admin') {
  const email = uniqueEmail(role);
  const user = await t.app.get(StaffUsersService).createStaff({ email, password: PASSWORD, name: `The ${role}`, role });
  const { token } = await t.app.get(TokensService).issue(user.id, 'admin');
  return { id: user.id, email, token };
}

/** multipart/form-data with one file part. */
export function fileForm(field: string, bytes: Buffer, name: string, type: string): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/** A valid sign-up identity payload; override fields per test. */
export function identityPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    artist_name: 'The Testers',
    first_name: 'Tess',
    last_name: 'Tester',
    nationality: 'Portuguese',
    passport_number: 'P1234567',
    id_issuing_place: null,
    id_expiry_date: '2035-01-31',
    country: 'Portugal',
    country_code: 'PT',
    address: 'Rua Augusta 1',
    City: 'Lisboa',
    postal_code: '1100-053',
    phone_number: '+351 912 345 678',
    civil_status: null,
    nif_cnpj: null,
    paypal_email: 'tess@example.com',
    iban: 'PT50 0002 0123 1234 5678 9015 4',
    company: null,
    ...overrides,
  };
}
