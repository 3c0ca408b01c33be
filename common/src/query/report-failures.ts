/** What a query function gets that matters here: the signal aborted when the screen no longer wants the answer. */
export interface LoadContext {
  signal: AbortSignal;
}

/**
 * Wraps a query function so that each failure is reported (a toast, the sign-in-again page, a log line) the moment it
 * happens, before the screen renders the failed state, exactly when screens reported it before the query layer. A
 * call aborted because the screen moved on reports nothing. (TanStack Query v5 queries have no `onError`.) An infinite
 * query's context, which also carries its page, passes through as it is.
 */
export function reportFailures<Data, Context extends LoadContext = LoadContext>(
  load: (context: Context) => Promise<Data>,
  report: (error: unknown) => void,
): (context: Context) => Promise<Data> {
  return async (context) => {
    try {
      return await load(context);
    } catch (error) {
      if (!context.signal.aborted) report(error);
      throw error;
    }
  };
}
