import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A ticket's reply address: `reply+<ticket number>.<expiry>.<signature>@<domain>`. The expiry is
 * unix seconds in base 36; the signature is HMAC-SHA256 of both, cut to 128 bits, in lower-case
 * base 32 (mail systems may change the case of a local part, so no base64). About 50 characters,
 * under the 64 a local part may have.
 */
export const REPLY_LOCAL_PREFIX = 'reply+';
const MAC_BYTES = 16;
const LOCAL_PART = /^reply\+(\d{1,15})\.([0-9a-z]{1,10})\.([a-z2-7]{26})$/;

export type ReplyTokenCheck = { ok: true; ticketNumber: number; expiresAt: Date } | { ok: false; reason: 'forged' | 'expired' };

/** The signing key, derived so the inbound secret itself never signs anything. */
export function replyTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'soundpost', 'ticket reply address v1', 32));
}

export function replyAddress(key: Buffer, domain: string, ticketNumber: number, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${REPLY_LOCAL_PREFIX}${ticketNumber}.${expiry}.${mac(key, String(ticketNumber), expiry)}@${domain.toLowerCase()}`;
}

/** Whether the address is a reply address of `domain` at all (then `checkReplyAddress` says if it is good). */
export function isReplyAddress(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1).toLowerCase() === domain.toLowerCase() && address.slice(0, at).toLowerCase().startsWith(REPLY_LOCAL_PREFIX);
}

/** A reply address of `domain` checked: its ticket, or why it is refused. */
export function checkReplyAddress(key: Buffer, address: string, now = new Date()): ReplyTokenCheck {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
  const parts = LOCAL_PART.exec(local);
  if (!parts) return { ok: false, reason: 'forged' };
  const [, number, expiry, signature] = parts;
  const expected = Buffer.from(mac(key, number, expiry));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, ticketNumber: Number(number), expiresAt };
}

function mac(key: Buffer, number: string, expiry: string): string {
  return base32(createHmac('sha256', key).update(`${number}.${expiry}`).digest().subarray(0, MAC_BYTES));
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base 32, lower case, no padding. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}
