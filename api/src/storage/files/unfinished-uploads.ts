/**
 * What sweeping a GridFS bucket needs. GridFS writes an upload's chunks first and its files document last, so chunks
 * whose files document never came are what a save cut short by a crash (kill -9, a lost connection) left behind.
 */
export interface ChunkLedger {
  /** The file ids of uploads whose first chunk was written before `cutoff`. */
  uploadsStartedBefore(cutoff: Date): Promise<string[]>;
  /** Those of `ids` whose files document exists: their upload finished. */
  finished(ids: string[]): Promise<string[]>;
  /** Removes every chunk of these uploads; resolves to how many went. */
  removeChunksOf(ids: string[]): Promise<number>;
}

/**
 * How old an unfinished upload must be before it is taken for abandoned: another API process on the same database may
 * still be writing a recent one, and no accepted upload (10 MB at most) takes hours.
 */
export const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;
/** Ids per lookup, keeping each query far under MongoDB's document size limit. */
const BATCH = 1000;

/** Removes the chunks of uploads started before the safety age that never finished; resolves to the chunks removed. */
export async function removeAbandonedUploads(ledger: ChunkLedger, now: Date): Promise<number> {
  const started = [...new Set(await ledger.uploadsStartedBefore(new Date(now.getTime() - ABANDONED_AFTER_MS)))];
  let removed = 0;
  for (let at = 0; at < started.length; at += BATCH) {
    const batch = started.slice(at, at + BATCH);
    const finished = new Set(await ledger.finished(batch));
    const abandoned = batch.filter((id) => !finished.has(id));
    if (abandoned.length) removed += await ledger.removeChunksOf(abandoned);
  }
  return removed;
}
