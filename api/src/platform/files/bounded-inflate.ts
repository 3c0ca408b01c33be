import { Readable, type Transform } from 'node:stream';

export interface Inflated {
  /** Bytes inflated, at most one chunk past the cap. */
  size: number;
  /** It went past the cap; inflation stopped there. */
  overCap: boolean;
  /** The data stopped inflating with an error (damage, a truncated end); `size` is as far as it got. */
  damaged: boolean;
  /** The output, only when asked to keep it. */
  output?: Buffer;
}

/**
 * Runs `data` through an inflater and stops at the first chunk past `cap`. Keeps the output only when `keep`, so
 * measuring a bomb costs at most the cap in CPU, never in memory.
 */
export async function boundedInflate(inflater: Transform, data: Buffer, cap: number, keep = false): Promise<Inflated> {
  const kept: Buffer[] = [];
  const result: Inflated = { size: 0, overCap: false, damaged: false };
  Readable.from([data]).pipe(inflater);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      result.size += chunk.length;
      if (result.size > cap) {
        result.overCap = true;
        break;
      }
      if (keep) kept.push(chunk);
    }
  } catch {
    result.damaged = true;
  } finally {
    inflater.destroy();
  }
  if (keep) result.output = Buffer.concat(kept);
  return result;
}
