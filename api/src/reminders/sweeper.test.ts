import { createLogger } from '../platform/logger';
import type { SweepResult } from './service';
import { ReminderSweeper } from './sweeper';

const NOTHING: SweepResult = { sent: 0, failed: 0, skipped: 0, stopped: 0 };

describe('reminder sweeper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sweeps at once, then an interval after each sweep ends, never two at a time; stop waits for the one under way', async () => {
    const pending: (() => void)[] = [];
    const sweep = jest.fn(() => new Promise<SweepResult>((resolve) => pending.push(() => resolve(NOTHING))));
    const sweeper = new ReminderSweeper({ sweep }, createLogger('silent'));

    sweeper.start(1000);
    await jest.advanceTimersByTimeAsync(0);
    expect(sweep).toHaveBeenCalledTimes(1);
    // The first sweep is still running: no second one starts, however long it takes.
    await jest.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(1);

    pending.shift()!();
    await jest.advanceTimersByTimeAsync(999);
    expect(sweep).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = sweeper.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    pending.shift()!();
    await stopping;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('keeps sweeping after a sweep fails', async () => {
    const sweep = jest.fn().mockRejectedValueOnce(new Error('store busy')).mockResolvedValue(NOTHING);
    const sweeper = new ReminderSweeper({ sweep }, createLogger('silent'));
    sweeper.start(1000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
  });
});
