import type { Logger } from '../platform/logger';
import type { ReminderService } from './service';

/**
 * Runs the reminder sweep now and then every `intervalMs` after the previous one finished, so sweeps of one process
 * never overlap (several processes may: the sweep's claims keep them apart). The first runs at once, so a restart
 * catches up without waiting an interval.
 */
export class ReminderSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private active = false;

  constructor(
    private readonly service: Pick<ReminderService, 'sweep'>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    if (this.active) return;
    this.active = true;
    this.schedule(0, intervalMs);
  }

  /** Stops sweeping and waits for a sweep under way, so the store can close after it. */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number, intervalMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.service
        .sweep()
        .then(
          (result) => {
            if (result.sent || result.failed || result.skipped) this.logger.info(result, 'reminder sweep');
          },
          (error: unknown) => this.logger.error({ err: error }, 'reminder sweep failed'),
        )
        .finally(() => {
          if (this.active) this.schedule(intervalMs, intervalMs);
        });
    }, delayMs);
    // A pending sweep alone does not keep the process alive.
    this.timer.unref();
  }
}
