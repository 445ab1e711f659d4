import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  ADMIN_ROLES,
  ARTIST_ROLE_NAME,
  INBOUND_EMAIL_MESSAGES,
  ROLE_GROUPS,
  TICKET_ATTACHMENT_UPLOAD,
  TICKET_LIMITS,
  type InboundDroppedAttachment,
  type InboundEmailRefusal,
  type InboundEmailResponse,
} from '@soundpost/contracts';
import { ArtistApproval, MembershipsService, UsersService } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { MailService } from '@soundpost/server-core/mail';
import { RateLimitService } from '@soundpost/server-core/rate-limit';
import { CONTENT_TYPES, StorageService } from '@soundpost/server-core/storage';
import { simpleParser, type AddressObject, type Attachment, type HeaderValue, type ParsedMail } from 'mailparser';
import { INBOUND_UNKNOWN_SENDER_MAIL } from '../mail/support-mail-templates';
import { SupportErrors } from '../support.errors';
import { SupportSettings } from '../support.settings';
import { ReceivedAttachment, TICKET_ATTACHMENT_PREFIX, TicketFormReader } from '../tickets/ticket-form.reader';
import { TICKET_CREATE_RATE_LIMIT } from '../tickets/ticket-limits';
import { TicketAuthor, TicketsService } from '../tickets/tickets.service';
import { InboundEmailsRepository } from './inbound-emails.repository';
import { ReplyAddresses } from './reply-addresses';
import { replyText } from './reply-text';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A message still being handled after this long is taken to have lost its handler (a crash): a retry handles it. */
const STALE_CLAIM_SECONDS = 10 * 60;
/** Headers that carry the envelope recipient when a provider or a forward leaves To/Cc without it. */
const ENVELOPE_HEADERS = ['delivered-to', 'x-original-to', 'envelope-to', 'x-forwarded-to'];
/** Senders that never get an automatic answer (RFC 3834: no answers to machines, no loops). */
const MACHINE_SENDER = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+._-].*)?@/i;

/** A refusal: answered 422 with its code, logged in inbound_emails, nothing added. */
export function inboundRefusal(code: InboundEmailRefusal): DomainError {
  return new DomainError(code, INBOUND_EMAIL_MESSAGES[code], 422);
}

export function inboundTooLarge(): DomainError {
  return new DomainError('inbound_message_too_large', INBOUND_EMAIL_MESSAGES.inbound_message_too_large, 413);
}

type Handled = { outcome: 'replied' | 'ticket_opened' | 'auto_answered' | 'ignored'; ticketId?: string; ticketNumber?: number; toAddress?: string | null; reason?: string | null; dropped?: InboundDroppedAttachment[] };

/**
 * E-mail into tickets: a raw MIME message a mail provider forwards. A reply to a ticket's signed
 * reply address from its artist (or a member who may write tickets) or from staff is added to the
 * ticket; a new e-mail to the support address from a known, approved artist opens a ticket; an
 * unknown sender gets a polite automatic answer. Everything else is refused. Every message is
 * recorded once per Message-ID in inbound_emails with what became of it.
 */
@Injectable()
export class InboundEmailService {
  private readonly logger = new Logger('InboundEmail');
  private readonly replies: ReplyAddresses;

  constructor(
    private readonly rows: InboundEmailsRepository,
    private readonly tickets: TicketsService,
    private readonly forms: TicketFormReader,
    private readonly users: UsersService,
    private readonly memberships: MembershipsService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
    private readonly settings: SupportSettings,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly approval?: ArtistApproval,
  ) {
    this.replies = new ReplyAddresses(config, settings);
  }

  /** Reads the raw message from `body` (at most INBOUND_EMAIL_MAX_BYTES, else 413) and handles it. */
  async receive(body: Readable, declaredLength?: number): Promise<InboundEmailResponse> {
    const max = this.settings.INBOUND_EMAIL_MAX_BYTES;
    if (declaredLength !== undefined && declaredLength > max) throw inboundTooLarge();
    const hash = createHash('sha256');
    let size = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > max) return done(inboundTooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    let parsed: ParsedMail;
    try {
      // Streamed through the limit into the parser: the raw message is never held whole.
      parsed = await simpleParser(body.pipe(bounded), { keepCidLinks: true, skipTextToHtml: true, skipImageLinks: true, maxHtmlLengthToParse: 2_000_000 });
    } catch (error) {
      body.unpipe(bounded);
      if (error instanceof DomainError) throw error;
      throw inboundRefusal('inbound_unreadable');
    }
    const messageId = (parsed.messageId?.trim() || `sha256:${hash.digest('hex')}`).slice(0, 998);
    const from = firstAddress(parsed.from);
    const recipients = recipientsOf(parsed);
    const claimed = await this.rows.claim({ messageId, fromAddress: from?.slice(0, 320) ?? null, toAddress: recipients[0]?.slice(0, 320) ?? null }, STALE_CLAIM_SECONDS);
    if (!claimed) {
      const original = await this.rows.original(messageId);
      this.logger.log({ messageId }, 'Inbound e-mail: duplicate Message-ID, not handled again');
      return { outcome: 'duplicate', ...(original?.ticketNumber ? { ticket_number: original.ticketNumber } : {}) };
    }
    try {
      const handled = await this.handle(parsed, from, recipients);
      await this.rows.finish(claimed, { outcome: handled.outcome, reason: handled.reason ?? null, ticketId: handled.ticketId ?? null, toAddress: handled.toAddress });
      this.logger.log({ messageId, from, outcome: handled.outcome, ticketNumber: handled.ticketNumber, reason: handled.reason }, 'Inbound e-mail handled');
      return {
        outcome: handled.outcome,
        ...(handled.ticketNumber ? { ticket_number: handled.ticketNumber } : {}),
        ...(handled.dropped?.length ? { dropped_attachments: handled.dropped } : {}),
      };
    } catch (error) {
      if (error instanceof DomainError && error.status === 422 && error.code.startsWith('inbound_')) {
        await this.rows.finish(claimed, { outcome: 'refused', reason: error.code });
        this.logger.warn({ messageId, from, reason: error.code }, 'Inbound e-mail refused');
      } else {
        // Not the message's fault (the database, storage): the provider's retry is handled afresh.
        await this.rows.release(claimed);
      }
      throw error;
    }
  }

  private async handle(parsed: ParsedMail, from: string | null, recipients: string[]): Promise<Handled> {
    if (!from) throw inboundRefusal('inbound_unreadable');
    // The provider checked the sender's domain: a message that fails DMARC is not the sender's.
    if (/\bdmarc=fail\b/i.test(headerText(parsed.headers.get('authentication-results')))) throw inboundRefusal('inbound_sender_unverified');
    const replyTo = recipients.find((address) => this.replies.isReplyAddress(address));
    if (replyTo) return this.reply(parsed, from, replyTo);
    const support = this.config.mail.supportAddress.toLowerCase();
    if (recipients.includes(support)) return this.newMessage(parsed, from, support);
    throw inboundRefusal('inbound_not_addressed');
  }

  /** A reply to a ticket's address: from its artist's people who may write tickets, or from staff. */
  private async reply(parsed: ParsedMail, from: string, address: string): Promise<Handled> {
    const token = this.replies.check(address);
    if (!token.ok) throw inboundRefusal(token.reason === 'expired' ? 'inbound_token_expired' : 'inbound_token_forged');
    const ticket = await this.rows.ticketByNumber(token.ticketNumber);
    if (!ticket) throw inboundRefusal('inbound_ticket_not_found');
    const author = await this.authorOf(from, ticket.userId);
    // An out-of-office answer to the ticket mail is not a reply.
    const automatic = automaticMessage(parsed);
    if (automatic) return { outcome: 'ignored', ticketId: ticket.id, ticketNumber: ticket.number, toAddress: address.toLowerCase(), reason: `automatic message (${automatic})` };
    const text = replyText(bodyText(parsed));
    const { files, dropped } = await this.keepAttachments(parsed.attachments);
    const message = withinLimit(text || fileList(files));
    if (!message) throw inboundRefusal('inbound_empty_message');
    try {
      await this.tickets.reply(author, ticket.id, { message }, files);
    } catch (error) {
      if (error instanceof DomainError && error.code === SupportErrors.archived().code) throw inboundRefusal('inbound_ticket_archived');
      throw error;
    }
    return { outcome: 'replied', ticketId: ticket.id, ticketNumber: ticket.number, toAddress: address.toLowerCase(), reason: droppedNote(dropped), dropped };
  }

  private async authorOf(from: string, accountId: string): Promise<TicketAuthor> {
    const person = await this.users.findByEmail(from);
    if (!person || person.status === 'blocked') throw inboundRefusal('inbound_sender_refused');
    const role = await this.memberships.roleIn(accountId, person.id);
    if (role === 'owner' || (role && (ROLE_GROUPS.catalogue as readonly string[]).includes(role))) {
      const account = accountId === person.id ? person : await this.users.findById(accountId);
      if (!account || account.status === 'blocked') throw inboundRefusal('inbound_sender_refused');
      await this.assertApproved(accountId);
      // The ticket's language stays the one the artist last wrote in on the site.
      return { kind: 'artist', userId: accountId, language: null };
    }
    if (person.roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r))) return { kind: 'staff', userId: person.id };
    throw inboundRefusal('inbound_sender_refused');
  }

  /** A new e-mail to the support address: a ticket for a known, approved artist; the automatic answer for anyone else. */
  private async newMessage(parsed: ParsedMail, from: string, support: string): Promise<Handled> {
    const automatic = automaticMessage(parsed);
    if (automatic) return { outcome: 'ignored', toAddress: support, reason: `automatic message (${automatic})` };
    const person = await this.users.findByEmail(from);
    if (person?.status === 'blocked') throw inboundRefusal('inbound_sender_refused');
    const accountId = person ? await this.accountFor(person) : null;
    if (!person || !accountId) return this.autoAnswer(parsed, from, support);
    await this.assertApproved(accountId);
    const text = replyText(bodyText(parsed)) || bodyText(parsed).trim();
    const { files, dropped } = await this.keepAttachments(parsed.attachments);
    const message = withinLimit(text || fileList(files));
    if (!message) {
      await this.forms.discard(files);
      throw inboundRefusal('inbound_empty_message');
    }
    await this.countTicket(person.id, files);
    const subject = cleanSubject(parsed.subject) || message.split('\n')[0].slice(0, TICKET_LIMITS.subjectMax);
    const language = person.language ?? null;
    const ticket = await this.tickets.create(accountId, { subject, message }, files, language);
    return { outcome: 'ticket_opened', ticketId: ticket.ticket_id, ticketNumber: ticket.number, toAddress: support, reason: droppedNote(dropped), dropped };
  }

  /** Tickets by e-mail share the site's hourly budget of the person (the same bucket and key as the form's limit). */
  private async countTicket(personId: string, files: ReceivedAttachment[]): Promise<void> {
    try {
      await this.limits.consume(TICKET_CREATE_RATE_LIMIT.bucket, `actor:${personId}`, { points: TICKET_CREATE_RATE_LIMIT.points, durationSeconds: TICKET_CREATE_RATE_LIMIT.duration });
    } catch (error) {
      if (!(error instanceof DomainError) || error.status !== 429) throw error;
      await this.forms.discard(files);
      throw inboundRefusal('inbound_too_many_tickets');
    }
  }

  /** The artist account a person writes for: their own when they are an artist, else the one account they may write tickets in. */
  private async accountFor(person: { id: string; roles: string[] }): Promise<string | null> {
    if (person.roles.includes(ARTIST_ROLE_NAME)) return person.id;
    const writable = (await this.memberships.accountsOf(person.id)).filter((a) => a.account_id !== person.id && (ROLE_GROUPS.catalogue as readonly string[]).includes(a.role));
    return writable.length === 1 ? writable[0].account_id : null;
  }

  private async assertApproved(accountId: string): Promise<void> {
    if (!this.approval) return;
    try {
      await this.approval.assertApproved(accountId);
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) throw inboundRefusal('inbound_artist_not_approved');
      throw error;
    }
  }

  /** The polite answer, never to machines, never to ourselves, at most once a day per sender. */
  private async autoAnswer(parsed: ParsedMail, from: string, support: string): Promise<Handled> {
    const why = this.noAutoAnswer(parsed, from) ?? ((await this.rows.autoAnsweredSince(from, new Date(Date.now() - DAY_MS))) ? 'answered in the last 24 hours' : null);
    if (why) return { outcome: 'ignored', toAddress: support, reason: `no automatic answer: ${why}` };
    const base = this.config.publicUrl;
    await this.mail.queue({
      to: from,
      template: INBOUND_UNKNOWN_SENDER_MAIL,
      language: headerText(parsed.headers.get('content-language')) || null,
      params: { address: from, loginUrl: `${base}/login`, signupUrl: `${base}/signup` },
    });
    return { outcome: 'auto_answered', toAddress: support };
  }

  private noAutoAnswer(parsed: ParsedMail, from: string): string | null {
    if (MACHINE_SENDER.test(from)) return 'machine sender';
    // The sender asked not to be answered automatically (Exchange).
    if (parsed.headers.has('x-auto-response-suppress')) return 'X-Auto-Response-Suppress';
    const own = [this.config.mail.supportAddress, addressIn(this.config.mail.from)].filter(Boolean).map((a) => String(a).toLowerCase());
    if (own.includes(from) || from.endsWith(`@${this.replies.domain}`)) return 'our own address';
    return null;
  }

  /**
   * The attachments kept under the ticket rules (count, size, PNG/JPG/PDF by content), stored like a
   * form's; the others are dropped and named in the answer and the log. Inline images of the HTML
   * (signature logos) are not attachments.
   */
  private async keepAttachments(attachments: Attachment[]): Promise<{ files: ReceivedAttachment[]; dropped: InboundDroppedAttachment[] }> {
    const maxBytes = Math.min(TICKET_ATTACHMENT_UPLOAD.maxBytes, this.config.storage.maxUploadBytes);
    const files: ReceivedAttachment[] = [];
    const dropped: InboundDroppedAttachment[] = [];
    try {
      for (const attachment of attachments) {
        if (attachment.related) continue;
        const name = (attachment.filename ?? 'attachment').slice(0, 255);
        if (files.length >= TICKET_ATTACHMENT_UPLOAD.maxFiles) dropped.push({ name, reason: 'count' });
        else if (attachment.size > maxBytes) dropped.push({ name, reason: 'size' });
        else {
          const stored = await this.storage
            .saveByContent(Readable.from([attachment.content]), {
              maxBytes,
              accept: CONTENT_TYPES.documents,
              visibility: 'private',
              prefix: TICKET_ATTACHMENT_PREFIX,
              tooLargeMessage: SupportErrors.attachmentTooLarge().message,
              refusal: SupportErrors.attachmentType,
            })
            .catch((error: unknown) => {
              if (error instanceof DomainError && error.code === SupportErrors.attachmentType().code) return 'type' as const;
              throw error;
            });
          if (stored === 'type') dropped.push({ name, reason: 'type' });
          else if (stored) files.push({ file: stored, filename: name });
        }
      }
    } catch (error) {
      await this.forms.discard(files);
      throw error;
    }
    return { files, dropped };
  }
}

/** Why the message was written by a machine (RFC 3834 and the common vendor headers), or null. */
function automaticMessage(parsed: ParsedMail): string | null {
  const autoSubmitted = headerText(parsed.headers.get('auto-submitted')).toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return 'Auto-Submitted';
  if (/^(bulk|junk|list|auto_reply)$/i.test(headerText(parsed.headers.get('precedence')))) return 'Precedence';
  for (const header of ['x-autoreply', 'x-autorespond', 'list-id']) if (parsed.headers.has(header)) return header;
  return null;
}

function firstAddress(header: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  for (const object of list) for (const entry of object.value) if (entry.address) return entry.address.trim().toLowerCase();
  return null;
}

function addressesOf(value: HeaderValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return (value as HeaderValue[]).flatMap((v) => addressesOf(v));
  if (typeof value === 'string') return [...value.matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase());
  if (typeof value === 'object' && 'value' in value && Array.isArray(value.value)) {
    return (value as AddressObject).value.flatMap((e) => [...(e.address ? [e.address.toLowerCase()] : []), ...(e.group ?? []).flatMap((g) => (g.address ? [g.address.toLowerCase()] : []))]);
  }
  return [];
}

/** Every address the message was sent to: To, Cc, and the envelope headers. */
function recipientsOf(parsed: ParsedMail): string[] {
  const all = [...addressesOf(parsed.to as HeaderValue | undefined), ...addressesOf(parsed.cc as HeaderValue | undefined), ...ENVELOPE_HEADERS.flatMap((h) => addressesOf(parsed.headers.get(h)))];
  return [...new Set(all.map((a) => a.trim()))];
}

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return (value as HeaderValue[]).map(headerText).join('\n');
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'value' in value) return String(value.value);
  return '';
}

function addressIn(text: string): string | null {
  return /[^\s<>,;"]+@[^\s<>,;"]+/.exec(text)?.[0] ?? null;
}

/** The plain text part, or the text mailparser made from the HTML part. */
function bodyText(parsed: ParsedMail): string {
  return (parsed.text ?? '').replaceAll('\u0000', '');
}

function cleanSubject(subject: string | undefined): string {
  return (subject ?? '').replace(/[\r\n\t]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, TICKET_LIMITS.subjectMax);
}

/** A text longer than a ticket message may be is cut, with a mark, rather than refused: the mail is not lost. */
function withinLimit(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length <= TICKET_LIMITS.messageMax ? chars.join('') : `${chars.slice(0, TICKET_LIMITS.messageMax - 2).join('')} …`;
}

function fileList(files: ReceivedAttachment[]): string {
  return files.length ? `📎 ${files.map((f) => f.filename || 'attachment').join(', ')}` : '';
}

function droppedNote(dropped: InboundDroppedAttachment[]): string | null {
  return dropped.length ? `attachments not kept: ${dropped.map((d) => `${d.name} (${d.reason})`).join(', ')}` : null;
}
