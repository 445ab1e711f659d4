import type { TokenScope } from '../tokens/token-scope';

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
  scope: TokenScope;
  tokenId: string;
}

export interface AuthRequest {
  headers: Record<string, string | string[] | undefined>;
  auth?: AuthenticatedUser;
}
