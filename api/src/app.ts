import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { guardTree } from './auth/guards';
import { apiNotFound, errorHandler } from './http/errors';
import { rejectOperatorKeys } from './http/validation';
import type { Modules, Platform } from './modules';
import { compressJson } from './web/compress-json';
import { redactUrl } from './platform/logger';
import { staticBundles } from './web/static-bundles';

export function isAllowedOrigin(allowlist: string[]) {
  return (origin: string | undefined): boolean => !origin || allowlist.includes(origin) || allowlist.includes('*');
}

/** The Express app: security headers, CORS allowlist, parsers, identity, routes by domain, bundles, errors. */
export function createApp(
  { config, logger, storage }: Pick<Platform, 'config' | 'logger' | 'storage'>,
  modules: Modules,
): Express {
  const app = express();
  app.disable('x-powered-by');
  // One proxy hop: the address our reverse proxy saw. `true` would trust the whole X-Forwarded-For list, whose leftmost
  // entries the caller writes, letting anyone pick the address that rate limits and visitor records use.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('query parser', 'simple');

  // Bundle files go out before the document security headers, which would only weigh on every chunk.
  const bundles = config.staticRoot ? staticBundles(config.staticRoot, config.remotesManifest) : null;
  if (bundles) app.use(bundles.files);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...config.scriptOrigins],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // The chat widget looks the visitor's location up from the browser (public spec §7).
          'connect-src': [
            "'self'",
            'ws:',
            'wss:',
            'https://api.ipify.org',
            'https://ipapi.co',
            ...config.scriptOrigins,
          ],
          'frame-src': ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Set below, and only over https: over plain http a browser ignores it, and a local http run must not pin it.
      strictTransportSecurity: false,
    }),
  );
  app.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', storage: storage.kind });
  });

  const api = express.Router();
  const allowed = isAllowedOrigin(config.corsOrigins);
  api.use(cors({ origin: (origin, callback) => callback(null, allowed(origin)), credentials: true, maxAge: 600 }));
  api.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, url: redactUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  });
  api.use(compressJson);
  api.use(express.json({ limit: '1mb', strict: true }));
  api.use(rejectOperatorKeys);
  api.use(modules.auth.identify);

  const { auth, requests, requestUpdates, reminders, messages, files } = modules;
  api.use('/auth', auth.routes.auth);
  api.post('/admin/login', ...auth.routes.staffLogin('admin'));
  api.post('/attorney/login', ...auth.routes.staffLogin('attorney'));

  // Whole trees are guarded before routing: without the role, any path under them is 401/403, existing or not.
  api.use(
    '/admin',
    guardTree('admin', []),
    requests.routes.admin,
    requestUpdates.routes.staff('admin'),
    reminders.routes.admin,
    messages.routes.admin,
    files.routes.admin,
    modules.users.routes.admin,
    modules.assistant.routes.admin,
    modules.chat.adminRoutes,
    modules.reviews.routes.admin,
    modules.settings.routes.admin,
    modules.attorneyStaff.routes.admin,
    modules.audit.routes.admin,
  );
  api.use(
    '/attorney',
    guardTree('attorney', [/^\/public\//]),
    modules.attorney.routes,
    modules.attorneyProfiles.routes,
    requestUpdates.routes.staff('attorney'),
  );
  api.use('/client', modules.reviews.routes.client);
  api.use('/dashboard', requests.routes.client, requestUpdates.routes.client);
  api.use('/messages', messages.routes.client);
  api.use('/notifications', modules.notifications.routes);
  api.use('/chat', modules.chat.routes);
  api.use('/files', files.routes.downloads, requestUpdates.routes.composer);
  api.use('/autosave', modules.intake.routes.autosave);
  api.use('/ai', modules.intake.routes.ai);
  api.use('/documents', modules.documentReviews.routes);
  api.use('/document-drafts', modules.documentDrafts.routes);
  api.use('/requests', modules.submission.routes);
  api.use('/settings', modules.settings.routes.public);

  api.use(apiNotFound);
  app.use('/api', api);

  if (bundles) app.use(bundles.document);
  app.use(errorHandler(logger));
  return app;
}
