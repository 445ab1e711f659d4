import type { TokenScope } from '../tokens/token-scope';

/**
 * Who is calling, as the guard established it: a snapshot of the account plus the token used.
 * This (not the entity) is what controllers receive from `@CurrentUser()`.
 */
export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
  scope: TokenScope;
  /** The presented token's row id (logout revokes exactly this one). */
  tokenId: string;
}

/** The slice of the HTTP request the guard reads and writes (Fastify's request satisfies it). */
export interface AuthRequest {
  headers: Record<string, string | string[] | undefined>;
  auth?: AuthenticatedUser;
}
