import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRemoteData } from '../hooks/use-remote-data';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useRemoteData', () => {
  it('keeps the newest answer when an older load finishes late', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const onError = jest.fn();
    const { result, rerender } = renderHook(({ load }) => useRemoteData(load, onError), {
      initialProps: { load: (_signal: AbortSignal) => slow.promise },
    });
    expect(result.current[0]).toEqual({ status: 'loading' });

    rerender({ load: () => fast.promise });
    await act(async () => fast.resolve('new'));
    await act(async () => slow.resolve('old'));

    expect(result.current[0]).toEqual({ status: 'ready', data: 'new' });
  });

  it('reports a failure once and loads again on reload', async () => {
    const error = new Error('boom');
    const load = jest
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce('second time lucky');
    const onError = jest.fn();
    const { result } = renderHook(() => useRemoteData(load, onError));

    await waitFor(() => expect(result.current[0]).toEqual({ status: 'failed' }));
    expect(onError).toHaveBeenCalledWith(error);

    act(() => result.current[1]());

    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'second time lucky' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
