import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../app';
import type { AssistantProvider } from '../assistant/provider';
import { loadConfig, type Config, type RateLimitRule } from '../config';
import { createModules, createPlatform, type Modules } from '../modules';
import { createLogger } from '../platform/logger';
import type { EventPublisher } from '../platform/realtime/events';
import { seedIfEmpty, DEMO_ACCOUNTS } from '../seed/demo-data';
import { openEmbeddedStorage } from '../storage/embedded/embedded-storage';
import type { Storage } from '../storage/port';
import { CapturedMailer } from './captured-mailer';
import { withTempDir } from './temp-dir';

/** The clock the app reads for token expiry: real time, moved forward on demand. */
export class TestClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const UNLIMITED: RateLimitRule = { windowMs: 60_000, max: 1000 };

/** Limits high enough that only a test lowering one on purpose ever meets it. */
export const RELAXED_RATE_LIMITS: Config['recoveryRateLimits'] = {
  linkPerIp: UNLIMITED,
  linkPerEmail: UNLIMITED,
  redeemPerIp: UNLIMITED,
  checkEmailPerIp: UNLIMITED,
};

/** Every chat limit out of the way; the chat tests lower one on purpose. */
export const RELAXED_CHAT_LIMITS: Config['chatRateLimits'] = {
  messagesPerSession: UNLIMITED,
  messagesPerIp: UNLIMITED,
  openPerSession: UNLIMITED,
  openPerIp: UNLIMITED,
};

/** Every intake limit out of the way; the intake tests lower one on purpose. */
export const RELAXED_INTAKE_LIMITS: Config['intakeRateLimits'] = {
  visitsPerIp: UNLIMITED,
  draftWritesPerIp: UNLIMITED,
  analyzePerIp: UNLIMITED,
  submitPerIp: UNLIMITED,
};

/** Stand-ins for parts the test wants to control (the assistant provider). */
export interface TestServices {
  assistant?: AssistantProvider;
}

/** What tests may call besides HTTP: each module's public service (and auth's recovery links), never its insides. */
export type TestModules = { [Name in keyof Modules]: Pick<Modules[Name], 'service'> } & {
  auth: Pick<Modules['auth'], 'service' | 'recovery'>;
  requestUpdates: Pick<Modules['requestUpdates'], 'service' | 'migrate'>;
  assistant: Pick<Modules['assistant'], 'service' | 'prompts'>;
};

export interface TestApp {
  app: Express;
  config: Config;
  /** The store the app runs on, to arrange and check what is persisted. */
  storage: Storage;
  /** For state no HTTP call can reach (an older record, a restart's recovery). */
  modules: TestModules;
  /** Live events: a test connects its own listener to see what the app publishes. */
  events: { connect(target: EventPublisher): void };
  /** Every e-mail the app sent. Mail sent after the response lands here once `settled()` resolves. */
  mail: CapturedMailer;
  clock: TestClock;
  /** Waits for work the app finishes after responding (sign-in and reset link mails). */
  settled(): Promise<void>;
  /** A bearer token for one of the seeded demo accounts. */
  tokenFor(account: keyof typeof DEMO_ACCOUNTS): Promise<string>;
  signup(email: string, password?: string): Promise<{ token: string; userId: string }>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh embedded store, seeded with the demo data; fast password hashing. With `dataDir` it opens
 * that folder's store instead (a restart: the folder stays the caller's to remove); with `smtpUrl` mail goes through
 * that SMTP server and `mail` stays empty.
 */
export async function createTestApp(overrides: Partial<Config> = {}, services: TestServices = {}): Promise<TestApp> {
  const dir = overrides.dataDir ? null : await withTempDir();
  const config = loadConfig({
    dataDir: dir?.path,
    tokenSecret: 'test-secret',
    staticRoot: null,
    passwordHashCost: 10,
    env: 'test',
    loginRateLimit: UNLIMITED,
    signupRateLimit: UNLIMITED,
    recoveryRateLimits: RELAXED_RATE_LIMITS,
    chatRateLimits: RELAXED_CHAT_LIMITS,
    intakeRateLimits: RELAXED_INTAKE_LIMITS,
    ...overrides,
  });
  const storage = await openEmbeddedStorage(config.dataDir);
  const mail = new CapturedMailer();
  const clock = new TestClock();
  const platform = createPlatform(config, createLogger('silent'), storage, {
    mailer: overrides.smtpUrl ? undefined : mail,
    clock: clock.now,
  });
  const modules = createModules(platform, services.assistant);
  await modules.requestUpdates.migrate();
  await seedIfEmpty(config, modules);
  const app = createApp(platform, modules);

  const login = async (path: string, email: string, password: string) => {
    const response = await request(app).post(path).send({ email, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token as string;
  };
  const doors = { admin: '/api/admin/login', attorney: '/api/attorney/login', client: '/api/auth/login' } as const;

  return {
    app,
    config,
    storage,
    modules,
    events: platform.events,
    mail,
    clock,
    settled: () => platform.background.idle(),
    tokenFor: (account) => login(doors[account], DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password),
    async signup(email, password = 'password-123') {
      const response = await request(app)
        .post('/api/auth/signup')
        .send({ firstName: 'Test', lastName: 'User', email, password });
      if (response.status !== 201)
        throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.token, userId: response.body.user.id };
    },
    async close() {
      await platform.background.idle();
      await storage.close();
      await dir?.cleanup();
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The app with the demo admin's and client's tokens: where most staff tests start. */
export async function createAppWithAdminAndClient(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; admin: string; client: string }> {
  const t = await createTestApp(overrides);
  const [admin, client] = await Promise.all([t.tokenFor('admin'), t.tokenFor('client')]);
  return { t, admin, client };
}
