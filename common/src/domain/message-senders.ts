import type { Role } from '../contracts/auth';
import type { ThreadMessage } from '../contracts/messages';
import type { RequestUpdate } from '../contracts/request-updates';

/** The role badge of a message's sender (signed-in spec §2.4 Thread view). */
export type SenderRole = 'Support' | 'Admin' | 'Attorney' | 'Client';

/** The firm's staff (an admin, or anyone under an alias) show the staff avatar beside their messages. */
export const isStaffRole = (role: SenderRole): boolean => role === 'Support' || role === 'Admin';

/** Each badge's tag colour, the same in every view of a conversation. */
export const SENDER_ROLE_COLORS: Record<SenderRole, string> = {
  Support: 'blue',
  Admin: 'purple',
  Attorney: 'gold',
  Client: 'default',
};

const ROLE_BADGES: Record<Role, SenderRole> = { admin: 'Admin', attorney: 'Attorney', client: 'Client' };

/** Staff writing under an alias appear as Support; otherwise the sender's own role. */
const badgeOf = (role: Role, alias: string): SenderRole => (alias && role !== 'client' ? 'Support' : ROLE_BADGES[role]);

export function senderRole({ aliasUsed, sender }: Pick<ThreadMessage, 'aliasUsed' | 'sender'>): SenderRole {
  return badgeOf(sender.isAdmin ? 'admin' : sender.isAttorney ? 'attorney' : 'client', aliasUsed);
}

/** The same badge for a request update: the request card shows the same conversation as Messages. */
export function authorRole({ adminAlias, author }: Pick<RequestUpdate, 'adminAlias' | 'author'>): SenderRole {
  return badgeOf(author.role, adminAlias);
}

/** The sender label above a bubble: the alias, else the name, else the username. */
export function senderLabel({ aliasUsed, sender }: Pick<ThreadMessage, 'aliasUsed' | 'sender'>): string {
  return aliasUsed || `${sender.firstName} ${sender.lastName}`.trim() || sender.username;
}
