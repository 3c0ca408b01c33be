import type { Logger } from '../platform/logger';
import type { Storage } from '../storage/port';
import { MessageRepository, ThreadRepository } from './repository';
import { adminMessageRoutes, messageRoutes } from './routes';
import { MessageService, type MessageDependencies } from './service';
import { MessageSummaryRepository, MessageSummaryService } from './summary';

export interface MessagesModuleDependencies extends Omit<MessageDependencies, 'threads' | 'messages'> {
  storage: Storage;
  logger: Logger;
}

/** Message threads between each client and the legal team. */
export function createMessagesModule({ storage, logger, ...dependencies }: MessagesModuleDependencies) {
  const service = new MessageService({
    ...dependencies,
    threads: new ThreadRepository(storage),
    messages: new MessageRepository(storage),
  });
  return {
    service,
    routes: {
      /** Mounted under /api/messages. */
      client: messageRoutes(service, { store: storage.files, logger }),
      /** Mounted in the guarded /api/admin tree. */
      admin: adminMessageRoutes(service, new MessageSummaryService(new MessageSummaryRepository(storage))),
    },
  };
}
