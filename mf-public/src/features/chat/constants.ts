/** The widget's fixed texts, limits and timings (public spec §2, §4, §5, §8, §9), kept verbatim. */
export const ASSISTANT_NAME = 'Lexa';
export const ASSISTANT_STATUS = 'Legal Assistant • Online';
/** Shown instead of "Online" while the server turns new chats away (429) and the widget waits to try again. */
export const ASSISTANT_BUSY_STATUS = 'Legal Assistant • Busy, reconnecting…';
export const CHAT_BUSY =
  'Many chats were started from your network just now. The chat will connect by itself in a moment; please keep this window open.';
/** Waits between tries while busy, when the server does not say (Retry-After), and the bounds of what it says. */
export const BUSY_RETRY_MS = 15_000;
export const BUSY_RETRY_MIN_MS = 5_000;
export const BUSY_RETRY_MAX_MS = 60_000;

export const WELCOME_DELAY_MS = 800;
export const FOCUS_AFTER_WELCOME_MS = 500;
export const AUTO_SEND_DELAY_MS = 1500;
export const ANALYSIS_AFTER_UPLOAD_MS = 500;
export const TOOLTIP_DELAY_MS = 700;
/** A tooltip opened within this long after another closed skips the delay. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const INPUT_MAX_HEIGHT_PX = 128;
export const MOBILE_BREAKPOINT_PX = 768;
export const RESIZE_DEBOUNCE_MS = 100;

export const INIT_FAILED = 'Failed to initialize chat';
export const SEND_FAILED = 'Failed to send message';
export const SEND_FAILED_UNKNOWN = 'Something went wrong';
export const CONNECTION_TROUBLE =
  "I'm having trouble connecting right now. Please try again in a moment, or contact our office directly for immediate assistance.";
/** Shown when init failed and the server's configured first message is unknown. */
export const FALLBACK_WELCOME = "Hello! I'm Lexa, your AI legal assistant. How can I help you today?";
/** The landing's chat opens in the centre about a second after the page loads (public spec §2, §9). */
export const CHAT_OPEN_DELAY_MS = 1000;
