import type { AppConfig } from '@soundpost/server-core/config';
import { supportSettingsOf, type SupportSettings } from '../support.settings';
import { checkReplyAddress, isReplyAddress, replyAddress, replyTokenKey, type ReplyTokenCheck } from './reply-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Signs and checks tickets' reply addresses with the configured key, domain and lifetime. */
export class ReplyAddresses {
  readonly domain: string;
  private readonly key: Buffer;
  private readonly ttlMs: number;

  constructor(config: AppConfig, settings: SupportSettings = supportSettingsOf(config)) {
    this.domain = (settings.INBOUND_EMAIL_REPLY_DOMAIN ?? config.mail.supportAddress.slice(config.mail.supportAddress.lastIndexOf('@') + 1)).toLowerCase();
    this.key = replyTokenKey(settings.INBOUND_EMAIL_TOKEN_SECRET ?? settings.inboundSecret);
    this.ttlMs = settings.INBOUND_EMAIL_REPLY_TTL_DAYS * DAY_MS;
  }

  /** The Reply-To of a mail about ticket `number`, good for the configured days from `now`. */
  forTicket(number: number, now = new Date(), expiresAt = new Date(now.getTime() + this.ttlMs)): string {
    return replyAddress(this.key, this.domain, number, expiresAt);
  }

  isReplyAddress(address: string): boolean {
    return isReplyAddress(address, this.domain);
  }

  check(address: string, now = new Date()): ReplyTokenCheck {
    return checkReplyAddress(this.key, address, now);
  }
}
