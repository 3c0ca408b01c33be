import type { AuthorRole } from '@lexa/common';

/** The latest entry of a request's conversation that its client can see. */
export interface PublicEntry {
  authorRole: AuthorRole;
  message: string;
  createdAt: Date;
}

/**
 * What other domains (reminders, assignment) need of a request's one conversation, without reaching into how it is
 * stored.
 */
export interface RequestConversation {
  /** The newest message the client can see (never an internal note), or null when there is none. */
  latestPublic(requestId: string): Promise<PublicEntry | null>;
  /** The newest message staff sent that the client can see, or null. */
  latestPublicFromStaff(requestId: string): Promise<PublicEntry | null>;
  /** Adds an internal entry by `authorId` (staff only ever see it) and tells the staff console. */
  recordInternalNote(requestId: string, authorId: string, text: string): Promise<void>;
}
