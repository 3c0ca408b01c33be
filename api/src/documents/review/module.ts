import type { UploadContext } from '../../platform/files/uploads';
import type { Storage } from '../../storage/port';
import { DocumentReviewRepository } from './repository';
import { documentReviewRoutes } from './routes';
import { DocumentReviewService, type DocumentReviewDependencies } from './service';

export interface DocumentReviewModuleDependencies extends Omit<DocumentReviewDependencies, 'reviews' | 'store'> {
  storage: Storage;
  uploads: UploadContext;
}

/** Document Review: uploads reviewed in the background; `service.resume()` re-queues unfinished ones on start. */
export function createDocumentReviewModule({ storage, uploads, ...dependencies }: DocumentReviewModuleDependencies) {
  const service = new DocumentReviewService({
    ...dependencies,
    reviews: new DocumentReviewRepository(storage),
    store: storage.files,
  });
  return {
    service,
    /** Mounted under /api/documents. */
    routes: documentReviewRoutes(service, { uploads }),
  };
}
