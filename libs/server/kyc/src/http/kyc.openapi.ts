import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the KYC answers, field for field from artist-admin.mapper.ts and artist-profile.mapper.ts.

const documentStatus: SchemaObject = { type: 'string', enum: ['pending', 'approved', 'rejected'] };

const kycFields = {
  doc_type: oa.nstr,
  passport_number: oa.nstr,
  id_card_number: oa.nstr,
  id_issuing_place: oa.nstr,
  id_expiry_date: oa.nstr,
  nationality: oa.nstr,
  residence_permit_number: oa.nstr,
  first_name: oa.nstr,
  last_name: oa.nstr,
  phone_number: oa.nstr,
  country: oa.nstr,
  country_code: oa.nstr,
  address: oa.nstr,
  city: oa.nstr,
  postal_code: oa.nstr,
  paypal_email: oa.nstr,
  iban: oa.nstr,
};

const adminArtistProperties = {
  id: oa.uuid,
  name: oa.str,
  artist_name: oa.nstr,
  email: oa.str,
  document_status: documentStatus,
  email_verified: oa.flag,
  is_verified: oa.flag,
  roles: oa.arr(oa.str),
  status: oa.str,
  created_at: oa.date,
  document_url: oa.nstr,
  has_document: oa.bool,
};
export const adminArtistSchema: SchemaObject = oa.obj(adminArtistProperties);

export const adminArtistDetailSchema: SchemaObject = oa.obj({
  ...adminArtistProperties,
  ...kycFields,
  review_comment: oa.nstr,
  reviewed_at: oa.ndate,
  pending_identity: { type: 'object', nullable: true, description: 'identity changes waiting for a new approved document' },
  documents: oa.arr(
    oa.obj({
      id: oa.uuid,
      name: oa.str,
      url: oa.str,
      content_type: oa.str,
      size_bytes: oa.int,
      uploaded_at: oa.date,
      status: documentStatus,
      proposed_identity: { type: 'object', nullable: true, description: 'the identity change this document is to prove' },
    }),
  ),
});

const meProperties = {
  id: oa.uuid,
  name: oa.str,
  first_name: oa.nstr,
  last_name: oa.nstr,
  email: oa.str,
  email_verified: oa.bool,
  document_status: documentStatus,
  document_path: oa.nstr,
  document_url: oa.nstr,
  roles: oa.arr(oa.str),
};
export const meSchema: SchemaObject = oa.obj(meProperties);

export const artistMeUserSchema: SchemaObject = oa.obj({
  ...meProperties,
  ...kycFields,
  artist_name: oa.nstr,
  company: oa.nstr,
  civil_status: oa.nstr,
  nif_cnpj: oa.nstr,
  is_verified: oa.bool,
});

export const documentUploadedSchema: SchemaObject = oa.obj({ message: oa.str, document_status: { type: 'string', enum: ['pending', 'approved'] } });

/** An identity change after approval waits for a new approved document (`identity_change_pending`). */
const identityHeld: SchemaObject = { type: 'boolean', enum: [true] };
export const identitySavedSchema: SchemaObject = oa.obj({ message: oa.str, identity_change_pending: identityHeld }, { optional: ['identity_change_pending'] });
export const profileSavedSchema: SchemaObject = oa.obj({ message: oa.str, user: artistMeUserSchema, identity_change_pending: identityHeld }, { optional: ['identity_change_pending'] });

export const importResultSchema: SchemaObject = oa.obj({
  created: oa.int,
  skipped: oa.int,
  errors: oa.arr(oa.obj({ row: oa.int, line: oa.int, message: oa.str })),
  error_count: oa.int,
});
