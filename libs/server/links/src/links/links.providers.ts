import type { Provider, Type } from '@nestjs/common';

/** The links themselves (made on submit, edited by the artist, disabled by staff): services and controllers. */
export const LINKS_PROVIDERS: Provider[] = [];
export const LINKS_CONTROLLERS: Type[] = [];
