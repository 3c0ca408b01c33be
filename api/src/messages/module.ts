import type { UploadContext } from '../platform/files/uploads';
import type { Storage } from '../storage/port';
import { MessageRepository, ThreadRepository } from './repository';
import { adminMessageRoutes, messageRoutes } from './routes';
import { MessageService, type MessageDependencies } from './service';
import { MessageSummaryRepository, MessageSummaryService } from './summary';

export interface MessagesModuleDependencies extends Omit<MessageDependencies, 'threads' | 'messages'> {
  storage: Storage;
  uploads: UploadContext;
}

/** Message threads between each client and the legal team. */
export function createMessagesModule({ storage, uploads, ...dependencies }: MessagesModuleDependencies) {
  const service = new MessageService({
    ...dependencies,
    threads: new ThreadRepository(storage),
    messages: new MessageRepository(storage),
  });
  return {
    service,
    routes: {
      /** Mounted under /api/messages. */
      client: messageRoutes(service, { uploads }),
      /** Mounted in the guarded /api/admin tree. */
      admin: adminMessageRoutes(service, new MessageSummaryService(new MessageSummaryRepository(storage))),
    },
  };
}
