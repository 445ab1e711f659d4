import type { Provider, Type } from '@nestjs/common';

/** Pre-save (store authorisation) and "notify me on release day" (double opt-in), and the release-day job. */
export const FANS_PROVIDERS: Provider[] = [];
export const FANS_CONTROLLERS: Type[] = [];
