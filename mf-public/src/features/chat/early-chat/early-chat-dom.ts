/**
 * What the landing's early chat (the static chat in the server's page, usable before the app has loaded) and the app
 * that takes it over agree on.
 */
export const EARLY_CHAT_ID = 'lexa-early-chat';
/** On the early chat's root: the message the visitor sent before the assistant was connected. */
export const EARLY_QUEUED_ATTRIBUTE = 'data-queued';
/** A status line, where the visitor is told a message waits for the connection. */
export const EARLY_STATUS_SELECTOR = '[data-early-status]';
/** The queued message's bubble. */
export const EARLY_QUEUED_SELECTOR = '[data-early-queued]';
export const EARLY_QUEUED_NOTE = 'Connecting… your message will be sent as soon as the assistant is ready.';
