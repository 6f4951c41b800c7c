import { useCallback, useEffect, useState } from 'react';
import { type CodeScope, claimCooldown, cooldownEnd, secondsLeft, startCooldown } from './codeCooldown';

export interface CodeCooldown {
  /** Seconds until another code may be asked for; 0 when the button is free. */
  secondsLeft: number;
  /** A code was sent from this form (the button then offers to resend). */
  sent: boolean;
  /** Starts the countdown: the full cool-down, or the seconds the server said are left. */
  start(seconds?: number): void;
}

// Half a second keeps the shown number within a tick of the truth after a reload at any moment.
const TICK_MS = 500;

/** The countdown of one code button, resumed from local storage on mount. */
export function useCodeCooldown(scope: CodeScope): CodeCooldown {
  const [end, setEnd] = useState<number | null>(() => {
    claimCooldown(scope); // before the first read, so another form's cool-down is never shown
    return cooldownEnd();
  });
  const [now, setNow] = useState(Date.now);
  const left = secondsLeft(end, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (seconds?: number) => {
      setEnd(startCooldown(scope, Date.now(), seconds));
      setNow(Date.now());
    },
    [scope],
  );

  return { secondsLeft: left, sent: end !== null, start };
}
