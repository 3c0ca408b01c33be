/**
 * How long a journey gives the chat's first message: it waits for the lazy chat bundle, the (refused) location lookup,
 * the init call and the welcome delay, which on a loaded 2-core machine takes well over the 10 s default.
 */
export const CHAT_START = 30_000;
