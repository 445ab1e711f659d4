import type { Provider, Type } from '@nestjs/common';
import { LinkCounterService } from '../counting/link-counter.service';
import { LinkCountsRepository } from '../counting/link-counts.repository';
import { ArtistLinkQrController } from './http/artist-link-qr.controller';
import { PublicLinkController } from './http/public-link.controller';
import { LinkCardService } from './link-card.service';
import { LinkCoverService } from './link-cover.service';
import { LinkPageCache } from './link-page-cache';
import { LinkPageRepository } from './link-page.repository';
import { LinkPageService } from './link-page.service';
import { LinkQrService } from './link-qr.service';

/** The public page, its QR code and the click redirects, with the counting behind them. */
export const PUBLIC_PROVIDERS: Provider[] = [
  LinkPageRepository,
  LinkPageCache,
  LinkCoverService,
  LinkCardService,
  LinkPageService,
  LinkQrService,
  LinkCountsRepository,
  LinkCounterService,
];
export const PUBLIC_CONTROLLERS: Type[] = [PublicLinkController, ArtistLinkQrController];
