/** Hour and minute of a chat message, in the visitor's locale. */
export const formatMessageTime = (date: Date): string =>
  date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Size of an uploaded file in Bytes, KB or MB (public spec §9). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 100) / 100} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
}
