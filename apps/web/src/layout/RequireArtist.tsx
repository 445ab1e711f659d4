import { Outlet, useLocation } from 'react-router';
import { Redirect } from './Redirect';
import { useSession } from '../session/use-session';

/** Pages an artist may use before staff approved their identity document (the server agrees). */
export const DOCUMENT_GATE_EXEMPT = ['/document-upload', '/account/profile', '/account/log'];

/**
 * The route guard: without the artist token, go to /login. With a token whose
 * identity document is not approved yet, every page but the verification page and the profile
 * leads to the verification page (dashboard access is blocked until approval).
 */
export function RequireArtist() {
  const { artistToken, profile, profileLoading, leaving } = useSession();
  const location = useLocation();
  if (!artistToken && leaving) return null;
  if (!artistToken) return <Redirect to="/login" state={{ from: location }} />;
  const status = profile?.document_status;
  if (!profileLoading && status && status !== 'approved' && !DOCUMENT_GATE_EXEMPT.includes(location.pathname)) {
    return <Redirect to="/document-upload" />;
  }
  return <Outlet />;
}
