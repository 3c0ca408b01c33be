import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createContext, type AppContext } from '../context';
import { createLogger } from '../logging/logger';
import { seedIfEmpty, DEMO_ACCOUNTS } from '../seed/demo-data';
import { openEmbeddedStorage } from '../storage/embedded/embedded-storage';
import { CapturedMailer } from './captured-mailer';
import { withTempDir } from './temp-dir';

export interface TestApp {
  app: Express;
  context: AppContext;
  /** Every e-mail the app sent. */
  mail: CapturedMailer;
  /** A bearer token for one of the seeded demo accounts. */
  tokenFor(account: keyof typeof DEMO_ACCOUNTS): Promise<string>;
  signup(email: string, password?: string): Promise<{ token: string; userId: string }>;
  close(): Promise<void>;
}

/** The real app on a fresh embedded store, seeded with the demo data; fast password hashing. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dir = await withTempDir();
  const config = loadConfig({
    dataDir: dir.path,
    tokenSecret: 'test-secret',
    staticRoot: null,
    passwordHashCost: 10,
    env: 'test',
    loginRateLimit: { windowMs: 60_000, max: 1000 },
    ...overrides,
  });
  const storage = await openEmbeddedStorage(dir.path);
  const mail = new CapturedMailer();
  const context = createContext(config, createLogger('silent'), storage, mail);
  await seedIfEmpty(context);
  const app = createApp(context);

  const login = async (path: string, email: string, password: string) => {
    const response = await request(app).post(path).send({ email, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token as string;
  };
  const doors = { admin: '/api/admin/login', attorney: '/api/attorney/login', client: '/api/auth/login' } as const;

  return {
    app,
    context,
    mail,
    tokenFor: (account) => login(doors[account], DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password),
    async signup(email, password = 'password-123') {
      const response = await request(app).post('/api/auth/signup').send({ firstName: 'Test', lastName: 'User', email, password });
      if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.token, userId: response.body.user.id };
    },
    async close() {
      await storage.close();
      await dir.cleanup();
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
