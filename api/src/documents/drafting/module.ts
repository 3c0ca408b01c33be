import type { Storage } from '../../storage/port';
import { DocumentDraftRepository } from './repository';
import { documentDraftRoutes } from './routes';
import { DocumentDraftService, type DocumentDraftDependencies } from './service';

export interface DocumentDraftingModuleDependencies extends Omit<DocumentDraftDependencies, 'drafts'> {
  storage: Storage;
}

/** Draft a Document: outline, edits, final draft; `service.recover()` settles drafts cut short by a restart. */
export function createDocumentDraftingModule({ storage, ...dependencies }: DocumentDraftingModuleDependencies) {
  const service = new DocumentDraftService({ ...dependencies, drafts: new DocumentDraftRepository(storage) });
  return {
    service,
    /** Mounted under /api/document-drafts. */
    routes: documentDraftRoutes(service),
  };
}
