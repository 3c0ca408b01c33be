import type { MessageService } from '../messages/service';
import type { LegalRequestRepository } from '../requests/repository';
import { DuplicateKeyError, type Storage } from '../storage/port';

const BATCH = 500;
const PREVIEW_MAX = 60;

/**
 * Request updates were once a list of their own beside the request's thread; now the thread's messages are the
 * request's one conversation. Each legacy update becomes a message of its request's thread under the same id (so a
 * run cut short and repeated never copies one twice), then the legacy record goes. Messages stored before notes
 * existed are marked public. Safe to run on every start: with nothing left to move it does two cheap queries.
 */
export async function migrateLegacyUpdates(
  storage: Storage,
  requests: Pick<LegalRequestRepository, 'findById'>,
  conversations: Pick<MessageService, 'ensureRequestThread'>,
): Promise<number> {
  const legacy = storage.collection('requestUpdates');
  const messages = storage.collection('messages');
  const threads = storage.collection('messageThreads');
  await messages.updateMany({ isInternal: { $exists: false } }, { $set: { isInternal: false } });

  let moved = 0;
  for (;;) {
    const batch = await legacy.find({}, { sort: { createdAt: 1 }, limit: BATCH });
    if (!batch.length) return moved;
    for (const update of batch) {
      const request = await requests.findById(update.requestId);
      if (request) {
        const thread = await conversations.ensureRequestThread(request);
        try {
          await messages.insert({
            id: update.id,
            threadId: thread.id,
            senderId: update.authorId,
            senderRole: update.authorRole,
            content: update.message,
            aliasUsed: update.adminAlias,
            isInternal: update.isInternal,
            // Read long ago, as far as anyone can now tell: moving them must not light up unread badges.
            isRead: true,
            fileIds: update.fileIds,
            createdAt: update.createdAt,
            updatedAt: update.updatedAt,
          });
          moved += 1;
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
        if (!update.isInternal)
          await threads.updateOne(
            { id: thread.id, lastMessageAt: { $lt: update.createdAt } },
            {
              $set: {
                lastMessageAt: update.createdAt,
                lastMessagePreview: update.message.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_MAX),
              },
            },
          );
      }
      await legacy.deleteOne({ id: update.id });
    }
  }
}
