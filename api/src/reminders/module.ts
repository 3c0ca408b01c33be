import type { Config } from '../config';
import type { Storage } from '../storage/port';
import { ReminderRepository } from './repository';
import { adminReminderRoutes } from './routes';
import { ReminderService, type ReminderDependencies } from './service';
import { ReminderSweeper } from './sweeper';

export interface RemindersModuleDependencies extends Omit<ReminderDependencies, 'reminders' | 'publicUrl'> {
  config: Pick<Config, 'publicUrl'>;
  storage: Storage;
}

/** Reminder e-mails to a request's client: by hand, and the stored auto-reminder schedule with its sweep. */
export function createRemindersModule({ config, storage, ...dependencies }: RemindersModuleDependencies) {
  const service = new ReminderService({
    ...dependencies,
    reminders: new ReminderRepository(storage),
    publicUrl: config.publicUrl,
  });
  return {
    service,
    /** Started by server.ts (config.reminderSweepMs) and stopped before the store closes; tests call `service.sweep`. */
    sweeper: new ReminderSweeper(service, dependencies.logger),
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: adminReminderRoutes(service),
    },
  };
}
