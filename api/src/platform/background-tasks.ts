import type { Logger } from './logger';

/**
 * Work done after the response instead of before it: the caller neither waits for it nor learns how it went.
 * Failures are logged. `idle()` lets tests and shutdown wait until everything started has finished.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.logger.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
  }
}
