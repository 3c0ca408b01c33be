import { setImmediate as nextTurn } from 'node:timers/promises';
import { KeyedLock } from './keyed-lock';

/** A check-then-write over a store that answers on a later turn, as MongoDB does. */
const slotTaker = (slots: { taken: number; max: number }) => async () => {
  const taken = slots.taken;
  await nextTurn();
  if (taken >= slots.max) return false;
  slots.taken = taken + 1;
  return true;
};

describe('KeyedLock', () => {
  it('lets a check and its write run as one step per key', async () => {
    const lock = new KeyedLock();
    const slots = { taken: 0, max: 5 };
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => lock.run('session', slotTaker(slots))));
    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(slots.taken).toBe(5);
  });

  it('keeps keys apart, and goes on after a task that failed', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const failing = lock.run('a', async () => {
      await nextTurn();
      order.push('a1');
      throw new Error('refused');
    });
    const other = lock.run('b', async () => void order.push('b1'));
    const next = lock.run('a', async () => void order.push('a2'));
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([other, next]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });
});
