import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { createApp, isAllowedOrigin } from './app';
import { loadConfig, type Config } from './config';
import { createModules, createPlatform, type Modules } from './modules';
import { createLogger } from './platform/logger';
import { RealtimeHub } from './platform/realtime/hub';
import { roomPolicy } from './platform/realtime/room-policy';
import { seedIfEmpty } from './seed/demo-data';
import { openStorage } from './storage/open-storage';

export interface RunningServer {
  url: string;
  modules: Modules;
  hub: RealtimeHub;
  server: Server;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Where log lines go instead of stdout (tests read every line). */
  logDestination?: DestinationStream;
}

/** Opens the store, seeds it on first start, and serves the app and /ws on one port. */
export async function startServer(config: Config = loadConfig(), options: ServerOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const storage = await openStorage(config);
  const platform = createPlatform(config, logger, storage);
  const modules = createModules(platform);

  // Data written by an earlier version is brought to today's shape before anything reads it.
  await modules.requestUpdates.migrate();
  const seeded = await seedIfEmpty(config, modules);
  if (seeded.length && config.logLevel !== 'silent') {
    // Demo passwords are printed for a laptop; a production admin's password came from the environment.
    const shown = (password: string) => (config.env === 'production' ? '(from ADMIN_PASSWORD)' : password);
    const lines = seeded.map(({ role, email, password }) => `  ${role.padEnd(9)} ${email}  /  ${shown(password)}`);
    console.log(`\nFirst start: demo accounts created (shown once)\n${lines.join('\n')}\n`);
  }

  // A fresh install starts with one active prompt per usage context; an existing one keeps its own.
  await modules.assistant.prompts.seedBuiltIns();

  // Work cut short by the last stop: drafts are settled, reviews queued again (they run in the background).
  await modules.documentDrafts.service.recover();
  await modules.documentReviews.service.resume();

  const server = createServer(createApp(platform, modules));
  const hub = new RealtimeHub(modules.auth.resolveCaller, roomPolicy(modules.requestUpdates.access), logger);
  hub.attach(server, isAllowedOrigin(config.corsOrigins));
  platform.events.connect(hub);

  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { port } = server.address() as AddressInfo;
  logger.info({ port, storage: storage.kind, dataDir: config.dataDir }, 'Lexa is listening');
  // Reminders that fell due while the API was down are sent once, by the first sweep.
  modules.reminders.sweeper.start(config.reminderSweepMs);

  return {
    url: `http://127.0.0.1:${port}`,
    modules,
    hub,
    server,
    async close() {
      // A sweep under way finishes (its mail, its note) while the store and the hub are still there.
      await modules.reminders.sweeper.stop();
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Links already promised in a response are still mailed before the store closes.
      await platform.background.idle();
      await storage.close();
    },
  };
}

if (require.main === module) {
  startServer()
    .then((running) => {
      const stop = () => {
        running.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
