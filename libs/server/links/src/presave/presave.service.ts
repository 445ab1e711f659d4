import { Inject, Injectable, Logger } from '@nestjs/common';
import { LINK_MESSAGES } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { STORE_CATALOGUE } from '@soundpost/server-releases';
import { FanLinkRow, FanLinksRepository } from '../fans/fan-links.repository';
import { LinkSecrets } from '../fans/link-secrets';
import { linkState } from '../links/link-state';
import type { StoreListing } from '../links/store-buttons';
import { PresaveOutcome, PresaveProviderError } from './presave-provider';
import { PresaveProviders } from './presave-providers';
import { PresaveStates } from './presave-state';
import { LinkPresavesRepository } from './link-presaves.repository';

export const PRESAVE_CALLBACK_PATH = '/l/presave/callback';
const TOKEN_LABEL = 'presave-tokens';

export const PRESAVE_MESSAGES = {
  stateInvalid: 'This pre-save link is not valid or has expired. Please start again from the release page.',
  codeMissing: 'The store sent no authorisation code. Please start again from the release page.',
  redirectInvalid: 'This consent page only returns to this site.',
} as const;

export interface SandboxConsent {
  storeName: string;
  title: string;
  artist: string;
  allowUrl: string;
  denyUrl: string;
}

export interface PresaveReport {
  saved: number;
  failed: number;
}

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);
const storeName = (id: string) => STORE_CATALOGUE.find((s) => s.id === id)?.name ?? id;

@Injectable()
export class PresaveService {
  private readonly logger = new Logger('LinkPresave');

  constructor(
    private readonly links: FanLinksRepository,
    private readonly presaves: LinkPresavesRepository,
    private readonly providers: PresaveProviders,
    private readonly states: PresaveStates,
    private readonly secrets: LinkSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The store's authorisation URL for a fan pre-saving on a pre-save page; 404 when this store cannot pre-save it. */
  async start(slug: string, storeId: string, site: string, now = new Date()): Promise<string> {
    const link = await this.links.bySlug(slug);
    if (!link || linkState({ ...link, today: todayUtc(now) }) !== 'presave' || !link.storeIds.includes(storeId)) throw DomainError.notFound(LINK_MESSAGES.linkNotFound);
    const provider = this.providers.for(storeId, site);
    if (!provider) throw DomainError.notFound(LINK_MESSAGES.linkNotFound);
    return provider.authorizeUrl(this.states.issue({ linkId: link.id, storeId }), site + PRESAVE_CALLBACK_PATH);
  }

  /** The store sent the fan back: keeps the grant and answers where the fan goes next (the page, with the outcome). */
  async callback(query: { state?: unknown; code?: unknown; error?: unknown }, site: string): Promise<string> {
    const state = this.states.read(query.state);
    if (!state) throw new DomainError('presave_state_invalid', PRESAVE_MESSAGES.stateInvalid, 400);
    const link = await this.links.byId(state.linkId);
    if (!link || link.disabledAt) throw DomainError.notFound(LINK_MESSAGES.linkNotFound);
    const page = `${site}/l/${encodeURIComponent(link.slug)}`;
    if (query.error !== undefined) return `${page}?presave=denied`;
    if (typeof query.code !== 'string' || !query.code || query.code.length > 2000) throw new DomainError('presave_code_missing', PRESAVE_MESSAGES.codeMissing, 400);
    const provider = this.providers.for(state.storeId, site);
    if (!provider) throw DomainError.notFound(LINK_MESSAGES.linkNotFound);
    try {
      const tokens = await provider.exchange(query.code, site + PRESAVE_CALLBACK_PATH);
      // The grants are sealed at rest: a copy of the table alone cannot act for the fans.
      await this.presaves.insert({
        linkId: link.id,
        storeId: state.storeId,
        accessToken: this.secrets.seal(TOKEN_LABEL, tokens.accessToken),
        refreshToken: tokens.refreshToken === null ? null : this.secrets.seal(TOKEN_LABEL, tokens.refreshToken),
        tokenExpiresAt: tokens.expiresAt,
      });
    } catch (error) {
      if (!(error instanceof PresaveProviderError)) throw error;
      this.logger.warn({ linkId: link.id, storeId: state.storeId }, `Pre-save grant refused: ${error.message}`);
      return `${page}?presave=failed`;
    }
    return `${page}?presaved=${encodeURIComponent(state.storeId)}`;
  }

  /** What the sandbox's consent page shows, and where its two buttons lead. */
  async sandboxConsent(query: { store?: unknown; state?: unknown; redirect_uri?: unknown }, site: string): Promise<SandboxConsent> {
    const state = this.states.read(query.state);
    const sandbox = state && state.storeId === query.store ? this.providers.sandbox(state.storeId, site) : null;
    if (!state || !sandbox) throw DomainError.notFound(PRESAVE_MESSAGES.stateInvalid);
    // Only our own callback: the page must not become an open redirect.
    if (query.redirect_uri !== site + PRESAVE_CALLBACK_PATH) throw new DomainError('presave_redirect_invalid', PRESAVE_MESSAGES.redirectInvalid, 400);
    const link = await this.links.byId(state.linkId);
    if (!link) throw DomainError.notFound(PRESAVE_MESSAGES.stateInvalid);
    const back = (params: Record<string, string>) => `${site}${PRESAVE_CALLBACK_PATH}?${new URLSearchParams({ ...params, state: query.state as string }).toString()}`;
    return { storeName: storeName(state.storeId), title: link.title, artist: link.artist, allowUrl: back({ code: sandbox.issueCode() }), denyUrl: back({ error: 'access_denied' }) };
  }

  /**
   * Release day for one released link: adds the release to each waiting fan's library at the store and
   * drops the grant, saved or failed. A pre-save is finished once (the update checks it still waits).
   */
  async saveWaiting(link: FanLinkRow, listings: readonly StoreListing[]): Promise<PresaveReport> {
    const report: PresaveReport = { saved: 0, failed: 0 };
    for (const presave of await this.presaves.waitingOfLink(link.id)) {
      const provider = this.providers.for(presave.storeId, this.config.publicUrl);
      const target = { storeReleaseId: listings.find((l) => l.storeId === presave.storeId)?.storeReleaseId ?? null, upc: link.upc };
      const accessToken = presave.accessToken ? this.secrets.open(TOKEN_LABEL, presave.accessToken) : null;
      const refreshToken = presave.refreshToken ? this.secrets.open(TOKEN_LABEL, presave.refreshToken) : null;
      const outcome: PresaveOutcome = !provider
        ? { ok: false, error: 'No pre-save provider is configured for this store.' }
        : !accessToken
          ? { ok: false, error: 'The grant cannot be read (sealed under another secret).' }
          : await provider.saveRelease({ accessToken, refreshToken, expiresAt: presave.tokenExpiresAt }, target);
      const finished = await this.presaves.finish(presave.id, outcome.ok ? { saved: true } : { saved: false, error: outcome.error });
      if (finished) report[outcome.ok ? 'saved' : 'failed']++;
    }
    return report;
  }

  /** A withdrawn release: the waiting grants are dropped unused. */
  async dropWaiting(linkId: string, reason: string): Promise<number> {
    let dropped = 0;
    for (const presave of await this.presaves.waitingOfLink(linkId)) if (await this.presaves.finish(presave.id, { saved: false, error: reason })) dropped++;
    return dropped;
  }
}
