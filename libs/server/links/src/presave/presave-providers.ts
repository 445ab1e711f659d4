import { Injectable } from '@nestjs/common';
import { LinkSecrets } from '../fans/link-secrets';
import { LISTENING_STORES } from '../links/listening-stores';
import { LinksSettings } from '../links.settings';
import type { PresaveProvider } from './presave-provider';
import { DeezerPresaveProvider } from './deezer-presave.provider';
import { SandboxPresaveProvider } from './sandbox-presave.provider';
import { SpotifyPresaveProvider } from './spotify-presave.provider';

/**
 * Which authorisation a store's pre-save goes through: the sandbox stand-in in sandbox mode (the
 * default, no keys), the store's real OAuth in live mode where its keys are set (Spotify, Deezer); a
 * store without keys offers no pre-save in live mode.
 */
@Injectable()
export class PresaveProviders {
  constructor(
    private readonly settings: LinksSettings,
    private readonly secrets: LinkSecrets,
  ) {}

  /** Whether a pre-save button for this store can work now. */
  offers(storeId: string): boolean {
    return this.for(storeId, '') !== null;
  }

  /** The store's provider; `site` is our own address (the sandbox's consent page lives there). */
  for(storeId: string, site: string): PresaveProvider | null {
    if (!LISTENING_STORES[storeId]?.presave) return null;
    if (this.settings.presaveMode === 'sandbox') return new SandboxPresaveProvider(storeId, site, this.secrets);
    const spotify = this.settings.spotify;
    if (storeId === 'spotify' && spotify) return new SpotifyPresaveProvider(spotify.clientId, spotify.clientSecret);
    const deezer = this.settings.deezer;
    if (storeId === 'deezer' && deezer) return new DeezerPresaveProvider(deezer.appId, deezer.secret);
    return null;
  }

  sandbox(storeId: string, site: string): SandboxPresaveProvider | null {
    return this.settings.presaveMode === 'sandbox' && LISTENING_STORES[storeId]?.presave ? new SandboxPresaveProvider(storeId, site, this.secrets) : null;
  }
}
