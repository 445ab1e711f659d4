export const TOKEN_SCOPES = ['onboarding', 'artist', 'admin', 'password_reset'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const DEFAULT_TOKEN_TTL_SECONDS: Record<TokenScope, number> = {
  admin: 12 * 60 * 60,
  artist: 30 * 24 * 60 * 60,
  onboarding: 24 * 60 * 60,
  password_reset: 15 * 60,
};
