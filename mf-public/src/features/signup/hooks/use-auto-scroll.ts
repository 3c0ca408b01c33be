import { useEffect, type RefObject } from 'react';

const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * While `active`, scrolls the element down and back up once every `cycleMs`, starting from where it is,
 * so pausing and resuming never jumps.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, active: boolean, cycleMs: number): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || prefersReducedMotion()) return;

    const range = () => Math.max(element.scrollHeight - element.clientHeight, 0);
    const startPhase = range() > 0 ? element.scrollTop / range() / 2 : 0;
    let start: number | undefined;
    let frame = requestAnimationFrame(function step(now) {
      start ??= now - startPhase * cycleMs;
      const phase = ((now - start) % cycleMs) / cycleMs;
      // Down during the first half of the cycle and back up during the second: a loop without a jump.
      const position = phase < 0.5 ? phase * 2 : 2 - phase * 2;
      element.scrollTop = position * range();
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, active, cycleMs]);
}
