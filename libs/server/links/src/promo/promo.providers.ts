import type { Provider, Type } from '@nestjs/common';
import { ArtistPromoController } from './http/artist-promo.controller';
import { PromoRepository } from './promo.repository';
import { PromoService } from './promo.service';

/** Promo art made from the cover. */
export const PROMO_PROVIDERS: Provider[] = [PromoRepository, PromoService];
export const PROMO_CONTROLLERS: Type[] = [ArtistPromoController];
