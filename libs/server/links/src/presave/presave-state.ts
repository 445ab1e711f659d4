import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LinkSecrets } from '../fans/link-secrets';

/** How long a fan has at the store's consent screen. */
export const PRESAVE_STATE_TTL_SECONDS = 30 * 60;

export interface PresaveState {
  linkId: string;
  storeId: string;
}

const LABEL = 'presave-state';

/**
 * The OAuth `state`: the link and store it is for, an expiry and a nonce, signed with the app's secret.
 * Nothing is stored, so a state survives restarts and needs no table; a tampered or expired one fails.
 */
@Injectable()
export class PresaveStates {
  constructor(private readonly secrets: LinkSecrets) {}

  issue(state: PresaveState, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({ l: state.linkId, s: state.storeId, e: Math.floor(now / 1000) + PRESAVE_STATE_TTL_SECONDS, n: randomBytes(8).toString('base64url') }),
    ).toString('base64url');
    return `${payload}.${this.secrets.sign(LABEL, payload)}`;
  }

  /** The state's link and store, or null when it is malformed, tampered with or expired. */
  read(value: unknown, now = Date.now()): PresaveState | null {
    if (typeof value !== 'string' || value.length > 1000) return null;
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined || !this.secrets.verify(LABEL, payload, signature)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { l?: unknown; s?: unknown; e?: unknown };
      if (typeof data.l !== 'string' || typeof data.s !== 'string' || typeof data.e !== 'number') return null;
      if (data.e * 1000 < now) return null;
      return { linkId: data.l, storeId: data.s };
    } catch {
      return null;
    }
  }
}
