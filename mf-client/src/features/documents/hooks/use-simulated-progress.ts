import { useEffect, useState } from 'react';
import { nextSimulatedProgress, PROGRESS_TICK_MS } from '../utils/progress-simulation';

/** A progress value that rises on its own while `running`, for a review whose server has not reported progress yet. */
export function useSimulatedProgress(running: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setProgress((current) => nextSimulatedProgress(current)), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return progress;
}
