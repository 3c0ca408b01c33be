import type { Config } from '../config';
import type { SystemReports } from '../platform/system-reports/system-reports';
import type { Storage } from '../storage/port';
import { IntakeRepository } from './repository';
import { aiRoutes, autosaveRoutes } from './routes';
import { IntakeService, type IntakeDependencies } from './service';

export interface IntakeModuleDependencies extends Omit<IntakeDependencies, 'repository' | 'reports'> {
  config: Pick<Config, 'intakeRateLimits'>;
  storage: Storage;
  reports: SystemReports;
}

/** The intake wizard besides its submission: visit logs, autosaved drafts, the AI analysis; the admin's reads. */
export function createIntakeModule({ config, storage, reports, ...dependencies }: IntakeModuleDependencies) {
  const service = new IntakeService({ ...dependencies, reports, repository: new IntakeRepository(storage) });
  return {
    service,
    routes: {
      /** Mounted under /api/autosave (the admin's System Reports list is read there too). */
      autosave: autosaveRoutes(service, reports, config.intakeRateLimits),
      /** Mounted under /api/ai. */
      ai: aiRoutes(service, config.intakeRateLimits),
    },
  };
}
