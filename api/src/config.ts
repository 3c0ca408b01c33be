import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** At most `max` counted requests per key (an address, an e-mail) in each window. */
export interface RateLimitRule {
  windowMs: number;
  max: number;
}

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
  /** Failed sign-ins per account and address (TRUST_PROXY decides which address). */
  loginRateLimit: RateLimitRule;
  /** Accounts created per address (SIGNUP_RATE_IP_MAX per SIGNUP_RATE_IP_WINDOW_MS). */
  signupRateLimit: RateLimitRule;
  /** The token endpoints and the e-mail check, which could otherwise probe for accounts or flood an inbox. */
  recoveryRateLimits: {
    /** Reset and magic-link e-mails requested, per address and per e-mail (the two routes share the count). */
    linkPerIp: RateLimitRule;
    linkPerEmail: RateLimitRule;
    /** Failed redemptions of a reset or sign-in token, per address. */
    redeemPerIp: RateLimitRule;
    /** Account-exists checks, per address. */
    checkEmailPerIp: RateLimitRule;
  };
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
  /** How often due auto-reminders are looked for and sent (REMINDER_SWEEP_MS). */
  reminderSweepMs: number;
  /** Where chat notifications go when no admin_email setting is stored (ADMIN_NOTIFY_EMAIL). */
  adminNotifyEmail: string | null;
  /**
   * Encrypts secrets the admin saves (the assistant's API key) at rest (CONFIG_ENCRYPTION_KEY); null derives the key
   * from the token secret.
   */
  configEncryptionKey: string | null;
  /** The OpenAI-compatible provider; without a key the offline assistant answers. */
  assistant: {
    openaiApiKey: string | null;
    openaiBaseUrl: string | null;
    model: string;
    timeoutMs: number;
    maxRetries: number;
  };
  chatRateLimits: {
    /** Chat messages per visitor session, and per address (several visitors may share one). */
    messagesPerSession: RateLimitRule;
    messagesPerIp: RateLimitRule;
    /** Session starts per browser session (the widget's session id): the first, tight limit. */
    openPerSession: RateLimitRule;
    /**
     * Session starts and uploads per address, far higher: an office shares one address, but each new session e-mails
     * the admin, so this still bounds that.
     */
    openPerIp: RateLimitRule;
  };
  /** The intake wizard's public calls, per address. */
  intakeRateLimits: {
    visitsPerIp: RateLimitRule;
    /** Draft creates, saves and submission reports together. */
    draftWritesPerIp: RateLimitRule;
    /** Each analysis may cost a call to the AI provider. */
    analyzePerIp: RateLimitRule;
    submitPerIp: RateLimitRule;
  };
  /** What any one archive (a DOCX) may inflate to, all entries together, before it counts as a zip bomb. */
  maxUnzippedMb: number;
  /** What one account may store in uploads, all its files together. */
  uploadQuotaMb: number;
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

const MINUTE = 60 * 1000;

/** A rule read from `${name}_WINDOW_MS` and `${name}_MAX`, with defaults. */
function rateRule(name: string, windowMs: number, max: number): RateLimitRule {
  return {
    windowMs: Number(process.env[`${name}_WINDOW_MS`] ?? windowMs),
    max: Number(process.env[`${name}_MAX`] ?? max),
  };
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const env = (process.env.NODE_ENV as Config['env']) || 'development';
  // npm runs workspace scripts inside api/; relative paths mean the folder the command was typed in (INIT_CWD).
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, overrides.dataDir ?? process.env.DATA_DIR ?? join(ROOT, 'data'));
  const config: Config = {
    env,
    port: Number(process.env.PORT ?? 8080),
    dataDir,
    mongoUri: process.env.MONGODB_URI || null,
    tokenSecret: overrides.tokenSecret ?? tokenSecret(dataDir, env),
    tokenTtlSeconds: Number(process.env.TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 7),
    corsOrigins: list(process.env.CORS_ORIGINS),
    staticRoot: process.env.STATIC_ROOT === '' ? null : resolve(base, process.env.STATIC_ROOT ?? ROOT),
    remotesManifest: resolve(base, process.env.REMOTES_MANIFEST ?? join(ROOT, 'remotes.json')),
    admin: { email: process.env.ADMIN_EMAIL ?? 'admin@lexa.local', password: process.env.ADMIN_PASSWORD ?? null },
    logLevel: process.env.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    loginRateLimit: rateRule('LOGIN_RATE', 15 * MINUTE, 10),
    signupRateLimit: rateRule('SIGNUP_RATE_IP', 60 * MINUTE, 10),
    recoveryRateLimits: {
      linkPerIp: rateRule('LINK_RATE_IP', 15 * MINUTE, 5),
      linkPerEmail: rateRule('LINK_RATE_EMAIL', 15 * MINUTE, 3),
      redeemPerIp: rateRule('REDEEM_RATE_IP', 15 * MINUTE, 20),
      checkEmailPerIp: rateRule('CHECK_EMAIL_RATE_IP', 15 * MINUTE, 20),
    },
    passwordHashCost: Number(process.env.PASSWORD_HASH_COST ?? 15),
    scriptOrigins: list(process.env.SCRIPT_ORIGINS),
    publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, ''),
    marketingSiteUrl: process.env.MARKETING_SITE_URL ?? 'https://lexa.legal',
    smtpUrl: process.env.SMTP_URL || null,
    mailFrom: process.env.MAIL_FROM ?? 'Lexa <no-reply@lexa.local>',
    reminderSweepMs: Number(process.env.REMINDER_SWEEP_MS ?? MINUTE),
    adminNotifyEmail: process.env.ADMIN_NOTIFY_EMAIL || null,
    configEncryptionKey: process.env.CONFIG_ENCRYPTION_KEY || null,
    assistant: {
      openaiApiKey: process.env.OPENAI_API_KEY || null,
      openaiBaseUrl: process.env.OPENAI_BASE_URL || null,
      model: process.env.OPENAI_MODEL || 'gpt-4.1-mini',
      timeoutMs: Number(process.env.OPENAI_TIMEOUT_MS ?? 30_000),
      maxRetries: Number(process.env.OPENAI_MAX_RETRIES ?? (env === 'test' ? 0 : 2)),
    },
    chatRateLimits: {
      messagesPerSession: rateRule('CHAT_RATE_SESSION', MINUTE, 20),
      messagesPerIp: rateRule('CHAT_RATE_IP', MINUTE, 60),
      openPerSession: rateRule('CHAT_OPEN_RATE_SESSION', 15 * MINUTE, 10),
      openPerIp: rateRule('CHAT_OPEN_RATE_IP', 15 * MINUTE, 600),
    },
    intakeRateLimits: {
      visitsPerIp: rateRule('VISIT_RATE_IP', 15 * MINUTE, 60),
      draftWritesPerIp: rateRule('DRAFT_RATE_IP', 15 * MINUTE, 900),
      analyzePerIp: rateRule('ANALYZE_RATE_IP', 15 * MINUTE, 20),
      submitPerIp: rateRule('SUBMIT_RATE_IP', 15 * MINUTE, 10),
    },
    maxUnzippedMb: Number(process.env.MAX_UNZIPPED_MB ?? 50),
    uploadQuotaMb: Number(process.env.UPLOAD_QUOTA_MB ?? 500),
  };
  return { ...config, ...overrides };
}
