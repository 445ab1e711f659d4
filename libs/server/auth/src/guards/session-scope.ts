import type { TokenScope } from '../tokens/token-scope';

/** The scopes of a session token (a password-reset token opens no route). */
export type SessionScope = Exclude<TokenScope, 'password_reset'>;
