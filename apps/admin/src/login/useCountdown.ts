import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (endsAt: number): number => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * A seconds countdown: `start()` sets it to `seconds`, then it ticks down to 0. Read from the clock, so a
 * throttled background tab still ends on time. Used by the login code step (resend blocked for 30 s).
 */
export const useCountdown = (seconds: number) => {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  /** Starts at `from` seconds (a throttled answer's wait), else at the default. */
  const start = useCallback(
    (from: number = seconds) => {
      setEndsAt(Date.now() + from * 1000);
      setRemaining(from);
    },
    [seconds],
  );

  const stop = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, stop };
};
