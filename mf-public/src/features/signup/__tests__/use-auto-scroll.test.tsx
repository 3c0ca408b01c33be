import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { useAutoScroll } from '../hooks/use-auto-scroll';

const CYCLE_MS = 20_000;

/** A scroll container 1,000 px taller than its viewport (jsdom does no layout). */
function scrollableElement(): HTMLDivElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollHeight', { value: 1100 });
  Object.defineProperty(element, 'clientHeight', { value: 100 });
  return element;
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useAutoScroll', () => {
  it('scrolls down and back up over one cycle while active, and stops when inactive', () => {
    const element = scrollableElement();
    const ref = { current: element };
    const { rerender } = renderHook(({ active }) => useAutoScroll(ref, active, CYCLE_MS), {
      initialProps: { active: true },
    });

    act(() => jest.advanceTimersByTime(CYCLE_MS / 4));
    expect(element.scrollTop).toBeGreaterThan(400);
    expect(element.scrollTop).toBeLessThan(600);

    act(() => jest.advanceTimersByTime(CYCLE_MS / 4));
    expect(element.scrollTop).toBeGreaterThan(950);

    act(() => jest.advanceTimersByTime(CYCLE_MS / 2));
    expect(element.scrollTop).toBeLessThan(50);

    rerender({ active: false });
    const stoppedAt = element.scrollTop;
    act(() => jest.advanceTimersByTime(CYCLE_MS / 4));
    expect(element.scrollTop).toBe(stoppedAt);
  });
});
