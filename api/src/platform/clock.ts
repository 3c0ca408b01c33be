/** The current time, injected where expiry is decided so tests can move it instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
