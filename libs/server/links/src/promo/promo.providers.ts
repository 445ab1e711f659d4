import type { Provider, Type } from '@nestjs/common';

/** Promo art made from the cover. */
export const PROMO_PROVIDERS: Provider[] = [];
export const PROMO_CONTROLLERS: Type[] = [];
