import type { Provider, Type } from '@nestjs/common';

/** The public page, its QR code and the click redirects, with the counting behind them. */
export const PUBLIC_PROVIDERS: Provider[] = [];
export const PUBLIC_CONTROLLERS: Type[] = [];
