import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { guardTree, identify } from './auth/guards';
import { recoveryRoutes } from './auth/recovery/routes';
import { profileRoutes } from './auth/profile-routes';
import { authRoutes, loginHandler, signInRateLimit } from './auth/routes';
import { attorneyRoutes } from './attorney/routes';
import { chatRoutes } from './chat/routes';
import type { AppContext } from './context';
import { documentDraftRoutes } from './documents/drafting/routes';
import { documentReviewRoutes } from './documents/review/routes';
import { adminFileRoutes, fileRoutes } from './files/routes';
import { apiNotFound, errorHandler } from './http/errors';
import { aiRoutes, autosaveRoutes } from './intake/routes';
import { rejectOperatorKeys } from './http/validation';
import { adminMessageRoutes, messageRoutes } from './messages/routes';
import { notificationRoutes } from './notifications/routes';
import { clientRequestUpdateRoutes, composerUploadRoutes, staffRequestUpdateRoutes } from './request-updates/routes';
import { adminRequestRoutes, clientRequestRoutes, requestSubmissionRoutes } from './requests/routes';
import { staticBundles } from './web/static-bundles';

export function isAllowedOrigin(allowlist: string[]) {
  return (origin: string | undefined): boolean => !origin || allowlist.includes(origin) || allowlist.includes('*');
}

/** The Express app: security headers, CORS allowlist, parsers, identity, routes by domain, bundles, errors. */
export function createApp(context: AppContext): Express {
  const { config, logger } = context;
  const app = express();
  app.disable('x-powered-by');
  // One proxy hop: the address our reverse proxy saw. `true` would trust the whole X-Forwarded-For list, whose leftmost
  // entries the caller writes, letting anyone pick the address that rate limits and visitor records use.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('query parser', 'simple');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...config.scriptOrigins],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // The chat widget looks the visitor's location up from the browser (public spec §7).
          'connect-src': ["'self'", 'ws:', 'wss:', 'https://api.ipify.org', 'https://ipapi.co', ...config.scriptOrigins],
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
  api.use('/auth', authRoutes(context.auth, context.passport, limiter, (userId) => context.intake.mailSetPasswordLink(userId)));
  api.use('/auth', recoveryRoutes(context.recovery, context.auth, config.recoveryRateLimits));
  api.use('/auth', profileRoutes(context.auth, limiter));
  api.post('/admin/login', limiter, loginHandler(context.passport, context.auth, 'admin'));
  api.post('/attorney/login', limiter, loginHandler(context.passport, context.auth, 'attorney'));

  // Whole trees are guarded before routing: without the role, any path under them is 401/403, existing or not.
  const conversation = { updates: context.requestUpdates, files: context.files, store: context.storage.files, logger };
  api.use(
    '/admin',
    guardTree('admin', []),
    adminRequestRoutes(context.requests),
    staffRequestUpdateRoutes(conversation, 'admin'),
    adminMessageRoutes(context.messages),
    adminFileRoutes(context.files),
  );
  api.use('/attorney', guardTree('attorney', [/^\/public\//]), attorneyRoutes(context.attorneys), staffRequestUpdateRoutes(conversation, 'attorney'));
  api.use('/dashboard', clientRequestRoutes(context.requests), clientRequestUpdateRoutes(conversation));
  api.use('/messages', messageRoutes(context.messages, { store: context.storage.files, logger }));
  api.use('/notifications', notificationRoutes(context.notifications));
  api.use('/chat', chatRoutes(context.chat, { limits: config.chatRateLimits, files: context.storage.files, logger }));
  api.use('/files', fileRoutes(context.files), composerUploadRoutes(conversation));
  api.use('/autosave', autosaveRoutes(context.intake, config.intakeRateLimits));
  api.use('/ai', aiRoutes(context.intake, config.intakeRateLimits));
  api.use('/documents', documentReviewRoutes(context.documentReviews, { files: context.storage.files, logger }));
  api.use('/document-drafts', documentDraftRoutes(context.documentDrafts));
  api.use(
    '/requests',
    requestSubmissionRoutes(context.submissions, { files: context.storage.files, logger, limit: config.intakeRateLimits.submitPerIp }),
  );

  api.use(apiNotFound);
  app.use('/api', api);

  if (config.staticRoot) app.use(staticBundles(config.staticRoot, config.remotesManifest));
  app.use(errorHandler(logger));
  return app;
}
