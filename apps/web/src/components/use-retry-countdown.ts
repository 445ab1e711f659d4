import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../api/client';

const secondsLeft = (endsAt: number): number => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * The wait a throttled answer (429 with `retry_after`) asks for, counted down to 0. Read from the
 * clock, so a throttled background tab still ends on time. `startFrom(error)` starts it and answers
 * true for such an answer; any other error is left to the caller.
 */
export function useRetryCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const startFrom = useCallback((error: unknown): boolean => {
    if (!(error instanceof ApiRequestError) || error.status !== 429 || !error.retryAfter) return false;
    setEndsAt(Date.now() + error.retryAfter * 1000);
    setRemaining(error.retryAfter);
    return true;
  }, []);

  return { remaining, running: remaining > 0, startFrom };
}
