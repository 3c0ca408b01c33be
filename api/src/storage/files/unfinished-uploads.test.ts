import { ABANDONED_AFTER_MS, removeAbandonedUploads, type ChunkLedger } from './unfinished-uploads';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

/** A bucket in memory: chunks with the time they were written, and the finished uploads' files documents. */
function bucket(chunks: { filesId: string; n: number; writtenAt: Date }[], files: string[]) {
  const ledger: ChunkLedger = {
    async uploadsStartedBefore(cutoff) {
      return chunks.filter((chunk) => chunk.n === 0 && chunk.writtenAt < cutoff).map((chunk) => chunk.filesId);
    },
    async finished(ids) {
      return ids.filter((id) => files.includes(id));
    },
    async removeChunksOf(ids) {
      const before = chunks.length;
      chunks.splice(0, chunks.length, ...chunks.filter((chunk) => !ids.includes(chunk.filesId)));
      return before - chunks.length;
    },
  };
  return { ledger, remaining: () => [...new Set(chunks.map((chunk) => chunk.filesId))].sort() };
}

describe('removeAbandonedUploads', () => {
  it('removes every chunk of an old upload that never finished, and nothing else', async () => {
    const old = ago(ABANDONED_AFTER_MS + HOUR);
    const { ledger, remaining } = bucket(
      [
        { filesId: 'abandoned', n: 0, writtenAt: old },
        { filesId: 'abandoned', n: 1, writtenAt: old },
        { filesId: 'finished', n: 0, writtenAt: old },
        { filesId: 'in-progress', n: 0, writtenAt: ago(HOUR) },
      ],
      ['finished'],
    );
    expect(await removeAbandonedUploads(ledger, now)).toBe(2);
    expect(remaining()).toEqual(['finished', 'in-progress']);
  });

  it('leaves an upload another process may still be writing, until it is past the safety age', async () => {
    const { ledger, remaining } = bucket([{ filesId: 'recent', n: 0, writtenAt: ago(ABANDONED_AFTER_MS - HOUR) }], []);
    expect(await removeAbandonedUploads(ledger, now)).toBe(0);
    expect(remaining()).toEqual(['recent']);
    expect(await removeAbandonedUploads(ledger, new Date(now.getTime() + 2 * HOUR))).toBe(1);
    expect(remaining()).toEqual([]);
  });

  it('looks finished uploads up in bounded batches', async () => {
    const old = ago(ABANDONED_AFTER_MS + HOUR);
    const ids = Array.from({ length: 2500 }, (_, index) => `file-${index}`);
    const { ledger, remaining } = bucket(
      ids.map((filesId) => ({ filesId, n: 0, writtenAt: old })),
      ids.filter((_, index) => index % 2 === 0),
    );
    const lookups: number[] = [];
    const finished = ledger.finished.bind(ledger);
    ledger.finished = async (batch) => {
      lookups.push(batch.length);
      return finished(batch);
    };
    expect(await removeAbandonedUploads(ledger, now)).toBe(1250);
    expect(lookups).toEqual([1000, 1000, 500]);
    expect(remaining()).toHaveLength(1250);
  });
});
