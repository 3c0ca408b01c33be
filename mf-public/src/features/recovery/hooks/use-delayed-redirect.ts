import { useEffect } from 'react';
import { useNavigate } from '@lexa/router';

/**
 * Once `active`, goes to `destination()` after `delayMs`. The destination is read when the time is up, so a
 * stored post-login destination is taken only by the navigation that happens. Pass a stable function.
 */
export function useDelayedRedirect(active: boolean, delayMs: number, destination: () => string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(destination(), { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs, destination, navigate]);
}
