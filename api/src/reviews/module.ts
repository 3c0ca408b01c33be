import type { Storage } from '../storage/port';
import { ReviewRepository } from './repository';
import { adminReviewRoutes, clientReviewRoutes } from './routes';
import { ReviewService, type ReviewDependencies } from './service';

export interface ReviewsModuleDependencies extends Omit<ReviewDependencies, 'reviews'> {
  storage: Storage;
}

/** Clients' ratings of the attorneys who worked their requests; what the public profiles' rating is made of. */
export function createReviewsModule({ storage, ...dependencies }: ReviewsModuleDependencies) {
  const service = new ReviewService({ ...dependencies, reviews: new ReviewRepository(storage) });
  return {
    service,
    routes: {
      /** Mounted under /api/client. */
      client: clientReviewRoutes(service),
      /** Mounted in the guarded /api/admin tree. */
      admin: adminReviewRoutes(service),
    },
  };
}
