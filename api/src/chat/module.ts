import type { AuditTrail } from '../audit/service';
import type { Config } from '../config';
import type { UploadContext } from '../platform/files/uploads';
import type { Logger } from '../platform/logger';
import type { Storage } from '../storage/port';
import { ChatAdminRepository } from './admin-repository';
import { chatAdminRoutes } from './admin-routes';
import { ChatAdminService } from './admin-service';
import { ChatRepository } from './repository';
import { chatRoutes } from './routes';
import { ChatService, type ChatDependencies } from './service';

export interface ChatModuleDependencies extends Omit<ChatDependencies, 'chats' | 'config'> {
  config: Pick<Config, 'publicUrl' | 'chatRateLimits'>;
  storage: Storage;
  logger: Logger;
  audit: Pick<AuditTrail, 'record'>;
  uploads: UploadContext;
}

/** The chat widget's conversations with the assistant, their uploads and the admin's transcript mails. */
export function createChatModule({ storage, audit, uploads, ...dependencies }: ChatModuleDependencies) {
  const { config, files } = dependencies;
  const service = new ChatService({ ...dependencies, chats: new ChatRepository(storage) });
  const admin = new ChatAdminService({ chats: new ChatAdminRepository(storage), files });
  return {
    service,
    admin,
    /** Mounted under /api/chat. */
    routes: chatRoutes(service, { limits: config.chatRateLimits, uploads }),
    /** Mounted under /api/admin (the Chats and Visitors tabs). */
    adminRoutes: chatAdminRoutes(admin, audit),
  };
}
