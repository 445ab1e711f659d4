import type { AccountRole } from '@soundpost/contracts';
import type { TokenScope } from '../tokens/token-scope';

export interface AuthenticatedUser {
  /** The artist account the call acts in (for a staff or onboarding session, the holder). */
  id: string;
  /** The person holding the token: who acts (audit, their own password, their notifications). */
  personId: string;
  /** The person's role in the account: 'owner' in their own account. */
  accountRole: AccountRole;
  name: string;
  email: string;
  roles: string[];
  scope: TokenScope;
  tokenId: string;
  /** The session proved a fresh e-mailed code within the step-up window (10 minutes). */
  steppedUp?: boolean;
}

export interface AuthRequest {
  headers: Record<string, string | string[] | undefined>;
  auth?: AuthenticatedUser;
}
