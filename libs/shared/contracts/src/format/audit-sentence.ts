// The pieces are translation keys: the web app renders them with its bundles, the English-only back office with the templates below.

import type { AuditLogResponse } from '../api/audit';
import { type AccountRole, isAccountRole } from '../constants/account-roles';

export const AUDIT_VERBS = ['created', 'updated', 'deleted', 'changed', 'approved', 'rejected', 'submitted', 'uploaded', 'filledIn', 'signedIn', 'confirmed', 'blocked', 'unblocked'] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

export const AUDIT_THINGS = [
  'account',
  'displayName',
  'email',
  'release',
  'namedRelease',
  'releaseTitle',
  'identityDetails',
  'artistName',
  'identityDocument',
  'subscription',
  'payment',
  'wallet',
  'payoutRequest',
  'teamInvitation',
  'teamMember',
  'ownershipTransfer',
  'smartLink',
  'supportTicket',
  'namedSupportTicket',
  'ticketReply',
  'plan',
  'popup',
  'deliveryTarget',
  'languageFile',
  'walletAdjustment',
  'accountClosure',
  'record',
] as const;
export type AuditThing = (typeof AUDIT_THINGS)[number];

export interface AuditSentence {
  verb: AuditVerb;
  subject: 'you' | 'other';
  /** `role`: the person's role in the artist account, when someone other than the viewer acted in it as a member or its owner. */
  actor: { name: string; role?: AccountRole } | { word: 'support' | 'system' };
  thing: AuditThing;
  possessive: 'your' | 'the';
  title?: string;
  from?: string;
  to?: string;
}

/** `userId`: the signed-in person (not the account they act in), so "You" is what they did themselves. */
export type AuditViewer = { kind: 'artist'; userId: string } | { kind: 'staff' };

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : String(value));
const has = (values: Values, field: string) => Object.prototype.hasOwnProperty.call(values, field);

export function auditSentences(
  entry: Pick<AuditLogResponse, 'event' | 'actor' | 'auditable' | 'changes' | 'original'> & Partial<Pick<AuditLogResponse, 'user_id'>>,
  viewer: AuditViewer,
): AuditSentence[] {
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const original = isRecord(entry.original) ? entry.original : {};
  const mine = viewer.kind === 'artist' && entry.actor?.id === viewer.userId;
  const base = {
    subject: mine ? ('you' as const) : ('other' as const),
    actor: actorOf(entry.actor, entry.user_id ?? null, viewer),
    possessive: viewer.kind === 'artist' ? ('your' as const) : ('the' as const),
  };
  const say = (verb: AuditVerb, thing: AuditThing, extra: Partial<AuditSentence> = {}): AuditSentence => ({ ...base, verb, thing, ...extra });
  const changed = (field: string) => has(changes, field) && JSON.stringify(changes[field]) !== JSON.stringify(original[field]);
  const fromTo = (field: string) => ({ from: text(original[field]), to: text(changes[field]) });
  const type = entry.auditable?.type;

  if (type === 'Release') {
    const title = typeof (changes['title'] ?? original['title']) === 'string' ? String(changes['title'] ?? original['title']) : '';
    const release = (): [AuditThing, Partial<AuditSentence>] => (title ? ['namedRelease', { title }] : ['release', {}]);
    if (entry.event !== 'updated') return [say(entry.event, ...release())];
    const out: AuditSentence[] = [];
    if (changed('title') && original['title']) out.push(say('changed', 'releaseTitle', fromTo('title')));
    const status = changed('status') ? changes['status'] : undefined;
    if (status === 'pending') out.push(say('submitted', ...release()));
    if (status === 'approved' || status === 'live') out.push(say('approved', ...release()));
    if (status === 'rejected') out.push(say('rejected', ...release()));
    return out.length ? out : [say('updated', ...release())];
  }
  if (type === 'User') {
    if (entry.event !== 'updated') return [say(entry.event, 'account')];
    const out: AuditSentence[] = [];
    if (changed('name')) out.push(say('changed', 'displayName', fromTo('name')));
    if (changed('email')) out.push(say('changed', 'email', fromTo('email')));
    if (changed('email_verified_at') && changes['email_verified_at']) out.push(say('confirmed', 'email'));
    if (changed('status')) out.push(say(changes['status'] === 'blocked' ? 'blocked' : 'unblocked', 'account'));
    if (!out.length && changed('last_login_at')) out.push(say('signedIn', 'account'));
    return out.length ? out : [say('updated', 'account')];
  }
  if (type === 'ArtistProfile') {
    if (entry.event === 'created') return [say('filledIn', 'identityDetails')];
    if (entry.event === 'deleted') return [say('deleted', 'identityDetails')];
    const out: AuditSentence[] = [];
    if (changed('artist_name') && original['artist_name']) out.push(say('changed', 'artistName', fromTo('artist_name')));
    if (changed('document_status') && changes['document_status'] === 'approved') out.push(say('approved', 'identityDocument'));
    if (changed('document_status') && changes['document_status'] === 'rejected') out.push(say('rejected', 'identityDocument'));
    return out.length ? out : [say('updated', 'identityDetails')];
  }
  if (type === 'IdentityDocument') {
    if (entry.event === 'created') return [say('uploaded', 'identityDocument')];
    if (entry.event === 'deleted') return [say('deleted', 'identityDocument')];
    // The profile's own entry already says approved/rejected for a first review; a later document's decision lands here.
    if (changed('status') && changes['status'] === 'approved') return [say('approved', 'identityDocument')];
    if (changed('status') && changes['status'] === 'rejected') return [say('rejected', 'identityDocument')];
    return [say('updated', 'identityDocument')];
  }
  if (type === 'SupportTicket') {
    const subject = changes['subject'] ?? original['subject'];
    return [typeof subject === 'string' && subject ? say(entry.event, 'namedSupportTicket', { title: subject }) : say(entry.event, 'supportTicket')];
  }
  return [say(entry.event, OTHER_THINGS[type ?? ''] ?? 'record')];
}

/** What every other audited type is called; a type not listed here reads "a record". */
const OTHER_THINGS: Readonly<Record<string, AuditThing>> = {
  Subscription: 'subscription',
  Transaction: 'payment',
  Wallet: 'wallet',
  PayoutRequest: 'payoutRequest',
  TeamInvitation: 'teamInvitation',
  AccountMember: 'teamMember',
  OwnershipTransfer: 'ownershipTransfer',
  ReleaseLink: 'smartLink',
  TicketReply: 'ticketReply',
  Plan: 'plan',
  Popup: 'popup',
  DeliveryTarget: 'deliveryTarget',
  LanguageFile: 'languageFile',
  LanguageFileVersion: 'languageFile',
  WalletAdjustmentRequest: 'walletAdjustment',
  AccountClosure: 'accountClosure',
};

function actorOf(actor: AuditLogResponse['actor'], accountId: string | null, viewer: AuditViewer): AuditSentence['actor'] {
  if (!actor) return { word: 'system' };
  const name = actor.name?.trim() || actor.email?.trim() || actor.id;
  const role = isAccountRole(actor.role) ? actor.role : null;
  if (viewer.kind === 'artist') {
    if (actor.id === viewer.userId) return { name: actor.name ?? '' };
    if (role) return { name, role };
    // Without a recorded role, the account's own user acted as its owner; anyone else is staff.
    if (accountId && actor.id === accountId) return { name, role: 'owner' };
    // An artist sees staff as "Support", never a staff member's name or e-mail.
    return { word: 'support' };
  }
  return role ? { name, role } : { name };
}

/** Word for word what the web app's English bundle holds under `activity.sentences`. */
export const AUDIT_SENTENCES_EN: Readonly<Record<AuditVerb, { you: string; other: string }>> = {
  created: { you: 'You created {thing}', other: '{actor} created {thing}' },
  updated: { you: 'You updated {thing}', other: '{actor} updated {thing}' },
  deleted: { you: 'You deleted {thing}', other: '{actor} deleted {thing}' },
  changed: { you: 'You changed {thing} from “{from}” to “{to}”', other: '{actor} changed {thing} from “{from}” to “{to}”' },
  approved: { you: 'You approved {thing}', other: '{actor} approved {thing}' },
  rejected: { you: 'You rejected {thing}', other: '{actor} rejected {thing}' },
  submitted: { you: 'You sent {thing} for review', other: '{actor} sent {thing} for review' },
  uploaded: { you: 'You uploaded {thing}', other: '{actor} uploaded {thing}' },
  filledIn: { you: 'You filled in {thing}', other: '{actor} filled in {thing}' },
  signedIn: { you: 'You signed in', other: '{actor} signed in' },
  confirmed: { you: 'You confirmed {thing}', other: '{actor} confirmed {thing}' },
  blocked: { you: 'You blocked {thing}', other: '{actor} blocked {thing}' },
  unblocked: { you: 'You unblocked {thing}', other: '{actor} unblocked {thing}' },
};

export const AUDIT_THINGS_EN: Readonly<Record<AuditThing, { your: string; the: string }>> = {
  account: { your: 'your account', the: 'the account' },
  displayName: { your: 'your display name', the: 'the display name' },
  email: { your: 'your e-mail address', the: 'the e-mail address' },
  release: { your: 'a release', the: 'a release' },
  namedRelease: { your: 'your release “{title}”', the: 'the release “{title}”' },
  releaseTitle: { your: 'the release title', the: 'the release title' },
  identityDetails: { your: 'your identity details', the: 'the identity details' },
  artistName: { your: 'your artist name', the: 'the artist name' },
  identityDocument: { your: 'your identity document', the: 'the identity document' },
  subscription: { your: 'your subscription', the: 'the subscription' },
  payment: { your: 'a payment', the: 'a payment' },
  wallet: { your: 'your wallet', the: 'the wallet' },
  payoutRequest: { your: 'a payout request', the: 'a payout request' },
  teamInvitation: { your: 'an invitation to your team', the: 'an invitation to the team' },
  teamMember: { your: 'a member of your team', the: 'a member of the team' },
  ownershipTransfer: { your: 'a transfer of ownership', the: 'a transfer of ownership' },
  smartLink: { your: 'a smart link', the: 'a smart link' },
  supportTicket: { your: 'a support ticket', the: 'a support ticket' },
  namedSupportTicket: { your: 'your support ticket “{title}”', the: 'the support ticket “{title}”' },
  ticketReply: { your: 'a reply to a support ticket', the: 'a reply to a support ticket' },
  plan: { your: 'a plan', the: 'a plan' },
  popup: { your: 'a popup', the: 'a popup' },
  deliveryTarget: { your: 'a store connection', the: 'a store connection' },
  languageFile: { your: 'a translation file', the: 'a translation file' },
  walletAdjustment: { your: 'a wallet adjustment awaiting approval', the: 'a wallet adjustment awaiting approval' },
  accountClosure: { your: 'the closing of your account', the: 'the closing of an account' },
  record: { your: 'a record', the: 'a record' },
};

/** The From/To table's field names as people read them; the web app's bundles hold them under `people.fields`. */
export const AUDIT_FIELD_LABELS_EN: Readonly<Record<string, string>> = {
  id: 'ID',
  user_id: 'Account',
  created_at: 'Created',
  updated_at: 'Updated',
  status: 'Status',
  name: 'Display name',
  email: 'E-mail address',
  language: 'Language',
  roles: 'Roles',
  email_verified_at: 'E-mail confirmed',
  last_login_at: 'Last sign-in',
  blocked_reason: 'Reason for blocking',
  release_number: 'Release number',
  title: 'Title',
  release_type: 'Release type',
  release_date: 'Release date',
  release_time: 'Release time',
  timezone: 'Time zone',
  upc: 'UPC',
  catalog_number: 'Catalogue number',
  label_name: 'Label',
  p_line: 'P-line',
  pline_year: 'P-line year',
  c_line: 'C-line',
  cline_year: 'C-line year',
  genre_primary: 'Primary genre',
  genre_secondary: 'Secondary genre',
  primary_artist_id: 'Primary artist',
  workflow_stage: 'Release form step',
  status_comment: 'Review comment',
  status_override_reason: 'Reason for approving anyway',
  status_changed_at: 'Status changed',
  submitted_at: 'Sent for review',
  cover_art_key: 'Cover',
  cover_art_width: 'Cover width',
  cover_art_height: 'Cover height',
  territory_mode: 'Territories',
  territories: 'Territory list',
  store_ids: 'Stores',
  content_id_opt_in: 'Content ID',
  price_tier: 'Price tier',
  artist_name: 'Artist name',
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Phone number',
  country: 'Country',
  country_code: 'Country code',
  address: 'Address',
  city: 'City',
  postal_code: 'Postal code',
  paypal_email: 'PayPal e-mail',
  iban: 'IBAN',
  company: 'Company',
  civil_status: 'Civil status',
  nif_cnpj: 'Tax number',
  nationality: 'Nationality',
  doc_type: 'Document type',
  id_card_number: 'ID card number',
  passport_number: 'Passport number',
  id_issuing_place: 'Place of issue',
  id_expiry_date: 'Expiry date',
  residence_permit_number: 'Residence permit number',
  pending_identity: 'Identity change awaiting review',
  document_status: 'Document status',
  is_verified: 'Verified',
  reviewed_at: 'Reviewed',
  reviewed_by: 'Reviewed by',
  review_comment: 'Review comment',
  storage_key: 'Stored file',
  original_name: 'File name',
  content_type: 'File type',
  size_bytes: 'File size (bytes)',
  uploaded_at: 'Uploaded',
  proposed_identity: 'Proposed identity',
  wallet_id: 'Wallet',
  amount_cents: 'Amount (cents)',
  currency: 'Currency',
  method: 'Method',
  destination: 'Paid to',
  notes: 'Notes',
  transaction_id: 'Transaction',
  provider_ref: 'Provider reference',
  failure_reason: 'Why it failed',
  sent_at: 'Sent',
  balance_cents: 'Balance (cents)',
  stripe_account_id: 'Stripe account',
  stripe_account_linked_at: 'Stripe account linked',
  plan_id: 'Plan',
  payment_gateway: 'Payment method',
  current_period_start: 'Period start',
  current_period_end: 'Period end',
  expires_at: 'Expires',
  gateway: 'Payment method',
  transaction_type: 'Type',
  price_cents: 'Price (cents)',
  credit_cents: 'Credit (cents)',
  subscription_id: 'Subscription',
  credit_subscription_id: 'Credited subscription',
  mail_language: 'E-mail language',
  paid_at: 'Paid',
  description: 'Description',
  number: 'Ticket number',
  subject: 'Subject',
  priority: 'Priority',
  awaiting_staff_since: 'Waiting for support since',
};

/** A field's label, or its name in words ("stripe_account_id" → "Stripe account id") for a field not listed. */
export function auditFieldLabelEn(field: string): string {
  const label = AUDIT_FIELD_LABELS_EN[field];
  if (label) return label;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const AUDIT_ACTOR_WORDS_EN: Readonly<Record<'support' | 'system', string>> = { support: 'Support', system: 'Soundpost' };

/** Word for word the web app's English bundle under `people.roles` and `people.actorWithRole`. */
export const AUDIT_ROLE_WORDS_EN: Readonly<Record<AccountRole, string>> = { owner: 'owner', admin: 'admin', manager: 'manager', finance: 'finance', viewer: 'viewer' };
export const AUDIT_ACTOR_WITH_ROLE_EN = '{name} ({role})';

const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

export function auditSentenceEn(sentence: AuditSentence): string {
  const thing = fill(AUDIT_THINGS_EN[sentence.thing][sentence.possessive], { title: sentence.title ?? '' });
  const actor = 'name' in sentence.actor ? actorWithRoleEn(sentence.actor.name, sentence.actor.role) : AUDIT_ACTOR_WORDS_EN[sentence.actor.word];
  return fill(AUDIT_SENTENCES_EN[sentence.verb][sentence.subject], { actor, thing, from: sentence.from ?? '', to: sentence.to ?? '' });
}

/** "Alex (manager)": a name with the role they acted with in an artist account; the name alone without one. */
export function actorWithRoleEn(name: string, role: AccountRole | null | undefined): string {
  return role ? fill(AUDIT_ACTOR_WITH_ROLE_EN, { name, role: AUDIT_ROLE_WORDS_EN[role] }) : name;
}
