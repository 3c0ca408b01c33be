import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  mongoUri: string | null;
  tokenSecret: string;
  tokenTtlSeconds: number;
  corsOrigins: string[];
  /** Where the built bundles live (shell/dist, <remote>/dist/<version>); null serves the API only. */
  staticRoot: string | null;
  remotesManifest: string;
  admin: { email: string; password: string | null };
  logLevel: string;
  trustProxy: boolean;
  loginRateLimit: { windowMs: number; max: number };
  /** log2 of scrypt's N. */
  passwordHashCost: number;
  /** Extra origins allowed to serve scripts (remotes hosted on a CDN). */
  scriptOrigins: string[];
  /** The product's public address, used to build links in e-mails. */
  publicUrl: string;
  /** The provider's marketing site (intake wizard's Back on step 1). */
  marketingSiteUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
}

const ROOT = resolve(__dirname, '..', '..');

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The token secret comes from TOKEN_SECRET; without it one is generated once and kept in the data folder,
 * so tokens survive restarts on a laptop without anyone having to invent a secret.
 */
function tokenSecret(dataDir: string, env: Config['env']): string {
  if (process.env.TOKEN_SECRET) return process.env.TOKEN_SECRET;
  if (env === 'production') throw new Error('TOKEN_SECRET must be set in production');
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const env = (process.env.NODE_ENV as Config['env']) || 'development';
  const dataDir = resolve(overrides.dataDir ?? process.env.DATA_DIR ?? './data');
  const config: Config = {
    env,
    port: Number(process.env.PORT ?? 8080),
    dataDir,
    mongoUri: process.env.MONGODB_URI || null,
    tokenSecret: overrides.tokenSecret ?? tokenSecret(dataDir, env),
    tokenTtlSeconds: Number(process.env.TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 7),
    corsOrigins: list(process.env.CORS_ORIGINS),
    staticRoot: process.env.STATIC_ROOT === '' ? null : resolve(process.env.STATIC_ROOT ?? ROOT),
    remotesManifest: resolve(process.env.REMOTES_MANIFEST ?? join(ROOT, 'remotes.json')),
    admin: { email: process.env.ADMIN_EMAIL ?? 'admin@lexa.local', password: process.env.ADMIN_PASSWORD ?? null },
    logLevel: process.env.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    loginRateLimit: {
      windowMs: Number(process.env.LOGIN_RATE_WINDOW_MS ?? 15 * 60 * 1000),
      max: Number(process.env.LOGIN_RATE_MAX ?? 10),
    },
    passwordHashCost: Number(process.env.PASSWORD_HASH_COST ?? 15),
    scriptOrigins: list(process.env.SCRIPT_ORIGINS),
    publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, ''),
    marketingSiteUrl: process.env.MARKETING_SITE_URL ?? 'https://lexa.legal',
    smtpUrl: process.env.SMTP_URL || null,
    mailFrom: process.env.MAIL_FROM ?? 'Lexa <no-reply@lexa.local>',
  };
  return { ...config, ...overrides };
}
