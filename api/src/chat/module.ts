import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import type { Storage } from '../storage/port';
import { ChatRepository } from './repository';
import { chatRoutes } from './routes';
import { ChatService, type ChatDependencies } from './service';

export interface ChatModuleDependencies extends Omit<ChatDependencies, 'chats' | 'config'> {
  config: Pick<Config, 'publicUrl' | 'chatRateLimits'>;
  storage: Storage;
  logger: Logger;
}

/** The chat widget's conversations with the assistant, their uploads and the admin's transcript mails. */
export function createChatModule({ storage, ...dependencies }: ChatModuleDependencies) {
  const { config, logger } = dependencies;
  const service = new ChatService({ ...dependencies, chats: new ChatRepository(storage) });
  return {
    service,
    /** Mounted under /api/chat. */
    routes: chatRoutes(service, { limits: config.chatRateLimits, files: storage.files, logger }),
  };
}
