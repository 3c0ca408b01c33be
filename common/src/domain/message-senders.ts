import type { ThreadMessage } from '../contracts/messages';

/** The role badge of a message's sender (signed-in spec §2.4 Thread view). */
export type SenderRole = 'Support' | 'Admin' | 'Attorney' | 'Client';

/** Staff writing under an alias appear as Support; otherwise the sender's own role. */
export function senderRole({ aliasUsed, sender }: Pick<ThreadMessage, 'aliasUsed' | 'sender'>): SenderRole {
  if (aliasUsed && (sender.isAdmin || sender.isAttorney)) return 'Support';
  if (sender.isAdmin) return 'Admin';
  if (sender.isAttorney) return 'Attorney';
  return 'Client';
}

/** The sender label above a bubble: the alias, else the name, else the username. */
export function senderLabel({ aliasUsed, sender }: Pick<ThreadMessage, 'aliasUsed' | 'sender'>): string {
  return aliasUsed || `${sender.firstName} ${sender.lastName}`.trim() || sender.username;
}
