import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * `<Navigate replace>`, sent once per target. Most targets are lazy routes: while their code loads the page re-renders,
 * and `<Navigate>` with a `state` object (a new one each render) navigated again on every render, without end.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === to) return;
    sent.current = to;
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
