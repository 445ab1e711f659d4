// The pieces are translation keys: the web app renders them with its bundles, the English-only back office with the templates below.

import type { AuditLogResponse } from '../api/audit';

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
  'record',
] as const;
export type AuditThing = (typeof AUDIT_THINGS)[number];

export interface AuditSentence {
  verb: AuditVerb;
  subject: 'you' | 'other';
  actor: { name: string } | { word: 'support' | 'system' };
  thing: AuditThing;
  possessive: 'your' | 'the';
  title?: string;
  from?: string;
  to?: string;
}

export type AuditViewer = { kind: 'artist'; userId: string } | { kind: 'staff' };

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : String(value));
const has = (values: Values, field: string) => Object.prototype.hasOwnProperty.call(values, field);

export function auditSentences(entry: Pick<AuditLogResponse, 'event' | 'actor' | 'auditable' | 'changes' | 'original'>, viewer: AuditViewer): AuditSentence[] {
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const original = isRecord(entry.original) ? entry.original : {};
  const mine = viewer.kind === 'artist' && entry.actor?.id === viewer.userId;
  const base = {
    subject: mine ? ('you' as const) : ('other' as const),
    actor: actorOf(entry.actor, viewer),
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
  const thing: AuditThing = type === 'Subscription' ? 'subscription' : type === 'Transaction' ? 'payment' : type === 'Wallet' ? 'wallet' : 'record';
  return [say(entry.event, thing)];
}

function actorOf(actor: AuditLogResponse['actor'], viewer: AuditViewer): AuditSentence['actor'] {
  if (!actor) return { word: 'system' };
  // An artist sees staff as "Support", never a staff member's name or e-mail.
  if (viewer.kind === 'artist') return actor.id === viewer.userId ? { name: actor.name ?? '' } : { word: 'support' };
  return { name: actor.name?.trim() || actor.email?.trim() || actor.id };
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
  record: { your: 'a record', the: 'a record' },
};

export const AUDIT_ACTOR_WORDS_EN: Readonly<Record<'support' | 'system', string>> = { support: 'Support', system: 'Soundpost' };

const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

export function auditSentenceEn(sentence: AuditSentence): string {
  const thing = fill(AUDIT_THINGS_EN[sentence.thing][sentence.possessive], { title: sentence.title ?? '' });
  const actor = 'name' in sentence.actor ? sentence.actor.name : AUDIT_ACTOR_WORDS_EN[sentence.actor.word];
  return fill(AUDIT_SENTENCES_EN[sentence.verb][sentence.subject], { actor, thing, from: sentence.from ?? '', to: sentence.to ?? '' });
}
