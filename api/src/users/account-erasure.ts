import type { Storage } from '../storage/port';

/**
 * What an account owns alone, outside its requests (those go through the request deletion): chat sessions with their
 * messages and uploads, direct threads, notifications, document reviews and drafts, intake drafts, sign-in links,
 * the attorney profile and assignments, the e-mail history, and every file it owns, bytes first, so an interrupted
 * erasure leaves no bytes without a record and can simply be repeated.
 */
export class AccountErasureRepository {
  constructor(private readonly storage: Storage) {}

  private collection<K extends Parameters<Storage['collection']>[0]>(name: K) {
    return this.storage.collection(name);
  }

  async eraseBelongings(userId: string): Promise<void> {
    const sessions = await this.collection('chatSessions').find({ userId });
    const sessionIds = sessions.map((session) => session.sessionId);
    const files = await this.collection('files').find({
      $or: [{ ownerId: userId }, ...(sessionIds.length ? [{ sessionId: { $in: sessionIds } }] : [])],
    });
    const reviews = await this.collection('documentReviews').find({ clientId: userId });
    const blobs = [
      ...files.map((file) => file.storageId),
      ...reviews.flatMap((review) => (review.reportStorageId ? [review.reportStorageId] : [])),
    ];
    for (const blob of blobs) await this.storage.files.remove(blob);
    await this.collection('files').deleteMany({ id: { $in: files.map((file) => file.id) } });
    await this.collection('documentReviews').deleteMany({ clientId: userId });
    await this.collection('documentDrafts').deleteMany({ clientId: userId });

    if (sessionIds.length) await this.collection('chatMessages').deleteMany({ sessionId: { $in: sessionIds } });
    await this.collection('chatSessions').deleteMany({ userId });

    const threads = await this.collection('messageThreads').find({ clientId: userId });
    if (threads.length) {
      await this.collection('messages').deleteMany({ threadId: { $in: threads.map((thread) => thread.id) } });
    }
    await this.collection('messageThreads').deleteMany({ clientId: userId });

    await this.collection('notifications').deleteMany({ userId });
    await this.collection('requestDrafts').deleteMany({ userId });
    await this.collection('authTokens').deleteMany({ userId });
    await this.collection('signInSessions').deleteMany({ userId });
    await this.collection('assignments').deleteMany({ attorneyId: userId });
    await this.collection('attorneyProfiles').deleteMany({ userId });
    await this.collection('emailChanges').deleteMany({ userId });
  }
}
