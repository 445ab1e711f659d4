import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/use-session';

/** The route guard of spec 001 §2: without the artist token, go to /login. */
export function RequireArtist() {
  const { artistToken } = useSession();
  const location = useLocation();
  if (!artistToken) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
