/**
 * Unread messages for the menu badge. Until the messages API exists nothing can be unread, and the badge
 * shows no number rather than a made-up one.
 */
export function useUnreadMessageCount(): number {
  return 0;
}
