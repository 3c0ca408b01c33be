/** The local progress simulation (signed-in spec §9): every tick it rises by a random amount up to 10, capped at 95. */
export const PROGRESS_TICK_MS = 1000;
export const PROGRESS_STEP_MAX = 10;
export const PROGRESS_CAP = 95;

export const nextSimulatedProgress = (current: number, random: number = Math.random()): number =>
  Math.min(PROGRESS_CAP, current + random * PROGRESS_STEP_MAX);
