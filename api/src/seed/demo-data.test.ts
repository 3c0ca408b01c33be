import { loadConfig } from '../config';
import { createModules, createPlatform } from '../modules';
import { createLogger } from '../platform/logger';
import { openEmbeddedStorage } from '../storage/embedded/embedded-storage';
import { withTempDir } from '../test-support/temp-dir';
import { seedIfEmpty } from './demo-data';

async function seedWith(env: 'production' | 'development', admin: { email: string; password: string | null }) {
  const dir = await withTempDir();
  const storage = await openEmbeddedStorage(dir.path);
  const config = loadConfig({ dataDir: dir.path, tokenSecret: 's', env, admin, passwordHashCost: 10 });
  const modules = createModules(createPlatform(config, createLogger('silent'), storage));
  try {
    return {
      seeded: await seedIfEmpty(config, modules),
      again: await seedIfEmpty(config, modules),
      requests: await storage.collection('legalRequests').count({}),
    };
  } finally {
    await storage.close();
    await dir.cleanup();
  }
}

describe('first-start seeding', () => {
  it('creates the demo admin, attorney and client with requests once, outside production', async () => {
    const { seeded, again, requests } = await seedWith('development', { email: 'admin@lexa.local', password: null });
    expect(seeded.map((account) => account.role)).toEqual(['admin', 'attorney', 'client']);
    expect(again).toEqual([]);
    expect(requests).toBe(3);
  });

  it('refuses to create a default-password admin in production', async () => {
    await expect(seedWith('production', { email: 'ops@example.com', password: null })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
    await expect(seedWith('production', { email: 'ops@example.com', password: 'admin-demo-2026' })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('creates only the configured admin in production', async () => {
    const { seeded, requests } = await seedWith('production', {
      email: 'ops@example.com',
      password: 'a-long-production-secret',
    });
    expect(seeded).toEqual([{ role: 'admin', email: 'ops@example.com', password: 'a-long-production-secret' }]);
    expect(requests).toBe(0);
  });
});
