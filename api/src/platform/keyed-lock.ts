/**
 * Runs tasks one at a time per key (an account, a chat session), so a check and the write it allows are one step:
 * parallel requests queue instead of all passing the same check. It holds within this process only; see where it is
 * used for what holds across several API processes.
 */
export class KeyedLock {
  /** Per key, the end of the last task queued; removed once nothing waits, so idle keys cost nothing. */
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
