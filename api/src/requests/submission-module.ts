import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import type { FileStore } from '../storage/port';
import { requestSubmissionRoutes } from './routes';
import { RequestSubmissionService, type SubmissionDependencies } from './submission-service';

export interface RequestSubmissionModuleDependencies extends SubmissionDependencies {
  config: Pick<Config, 'intakeRateLimits'>;
  store: FileStore;
  logger: Logger;
}

/** The intake wizard's submission: a client's new request with its files, then its thread, chat link and notices. */
export function createRequestSubmissionModule({
  config,
  store,
  logger,
  ...dependencies
}: RequestSubmissionModuleDependencies) {
  const service = new RequestSubmissionService(dependencies);
  return {
    service,
    /** Mounted under /api/requests. */
    routes: requestSubmissionRoutes(service, { files: store, logger, limit: config.intakeRateLimits.submitPerIp }),
  };
}
