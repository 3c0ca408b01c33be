import type { Config } from '../config';
import type { UploadContext } from '../platform/files/uploads';
import { requestSubmissionRoutes } from './routes';
import { RequestSubmissionService, type SubmissionDependencies } from './submission-service';

export interface RequestSubmissionModuleDependencies extends SubmissionDependencies {
  config: Pick<Config, 'intakeRateLimits'>;
  uploads: UploadContext;
}

/** The intake wizard's submission: a client's new request with its files, then its thread, chat link and notices. */
export function createRequestSubmissionModule({
  config,
  uploads,
  ...dependencies
}: RequestSubmissionModuleDependencies) {
  const service = new RequestSubmissionService(dependencies);
  return {
    service,
    /** Mounted under /api/requests. */
    routes: requestSubmissionRoutes(service, { uploads, limit: config.intakeRateLimits.submitPerIp }),
  };
}
