import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { guardTree, identify } from './auth/guards';
import { recoveryRoutes } from './auth/recovery/routes';
import { authRoutes, loginHandler, signInRateLimit } from './auth/routes';
import { attorneyRoutes } from './attorney/routes';
import { chatRoutes } from './chat/routes';
import type { AppContext } from './context';
import { fileRoutes } from './files/routes';
import { apiNotFound, errorHandler } from './http/errors';
import { rejectOperatorKeys } from './http/validation';
import { notificationRoutes } from './notifications/routes';
import { adminRequestRoutes, clientRequestRoutes } from './requests/routes';
import { staticBundles } from './web/static-bundles';

export function isAllowedOrigin(allowlist: string[]) {
  return (origin: string | undefined): boolean => !origin || allowlist.includes(origin) || allowlist.includes('*');
}

/** The Express app: security headers, CORS allowlist, parsers, identity, routes by domain, bundles, errors. */
export function createApp(context: AppContext): Express {
  const { config, logger } = context;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...config.scriptOrigins],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:', ...config.scriptOrigins],
          'frame-src': ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', storage: context.storage.kind });
  });

  const api = express.Router();
  const allowed = isAllowedOrigin(config.corsOrigins);
  api.use(cors({ origin: (origin, callback) => callback(null, allowed(origin)), credentials: true, maxAge: 600 }));
  api.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });
  api.use(express.json({ limit: '1mb', strict: true }));
  api.use(rejectOperatorKeys);
  api.use(identify(context.tokens, context.users));

  const limiter = signInRateLimit(config.loginRateLimit);
  api.use('/auth', authRoutes(context.auth, context.passport, limiter));
  api.use('/auth', recoveryRoutes(context.recovery, context.auth, config.recoveryRateLimits));
  api.post('/admin/login', limiter, loginHandler(context.passport, context.auth, 'admin'));
  api.post('/attorney/login', limiter, loginHandler(context.passport, context.auth, 'attorney'));

  // Whole trees are guarded before routing: without the role, any path under them is 401/403, existing or not.
  api.use('/admin', guardTree('admin', []), adminRequestRoutes(context.requests));
  api.use('/attorney', guardTree('attorney', [/^\/public\//]), attorneyRoutes(context.attorneys));
  api.use('/dashboard', clientRequestRoutes(context.requests));
  api.use('/notifications', notificationRoutes(context.notifications));
  api.use('/chat', chatRoutes(context.chat, { limits: config.chatRateLimits, files: context.storage.files, logger }));
  api.use('/files', fileRoutes(context.files));

  api.use(apiNotFound);
  app.use('/api', api);

  if (config.staticRoot) app.use(staticBundles(config.staticRoot, config.remotesManifest));
  app.use(errorHandler(logger));
  return app;
}
