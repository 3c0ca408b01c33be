import { Router, type RequestHandler } from 'express';
import type { AuditTrail } from '../audit/service';
import type { Config } from '../config';
import type { BackgroundTasks } from '../platform/background-tasks';
import type { Clock } from '../platform/clock';
import type { Mailer } from '../platform/mail/mailer';
import type { SystemReports } from '../platform/system-reports/system-reports';
import type { Storage } from '../storage/port';
import { UserRepository } from '../users/repository';
import { identify, resolveCaller, type Caller } from './guards';
import { createPassport } from './passport';
import { profileRoutes } from './profile-routes';
import { AuthTokenRepository } from './recovery/repository';
import { recoveryRoutes } from './recovery/routes';
import { RecoveryService } from './recovery/service';
import { SingleUseTokens } from './recovery/single-use-tokens';
import { authRoutes, loginHandler, signInRateLimit } from './routes';
import { AuthService } from './service';
import { TokenService } from './tokens';

export interface AuthModuleDependencies {
  config: Pick<
    Config,
    'tokenSecret' | 'tokenTtlSeconds' | 'passwordHashCost' | 'publicUrl' | 'loginRateLimit' | 'recoveryRateLimits'
  >;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  background: BackgroundTasks;
  reports: Pick<SystemReports, 'record'>;
  audit: Pick<AuditTrail, 'record'>;
}

/** Accounts, sessions, sign-in links and password recovery, and the signed-in user's own profile. */
export function createAuthModule({
  config,
  storage,
  mailer,
  clock,
  background,
  reports,
  audit,
}: AuthModuleDependencies) {
  const users = new UserRepository(storage);
  const tokens = new TokenService(config.tokenSecret, config.tokenTtlSeconds);
  const service = new AuthService(users, tokens, config.passwordHashCost);
  const passport = createPassport(service);
  const singleUseTokens = new SingleUseTokens(new AuthTokenRepository(storage), clock);
  const recovery = new RecoveryService(
    singleUseTokens,
    users,
    service,
    mailer,
    background,
    reports,
    config.publicUrl,
    audit,
  );
  // One limiter for every sign-in door and the password change: failures anywhere count against one budget.
  const signInLimit = signInRateLimit(config.loginRateLimit);

  const routes = Router();
  routes.use(
    authRoutes(service, passport, signInLimit, (userId) => recovery.mailSetPasswordLink(userId)),
    recoveryRoutes(recovery, service, config.recoveryRateLimits),
    profileRoutes(service, signInLimit),
  );

  return {
    service,
    /** Password reset and sign-in links, also sent by staff (the admin console) and by the intake's silent signup. */
    recovery,
    /** Accounts as other modules look them up. */
    users: users as Pick<UserRepository, 'findById' | 'findByIds' | 'findActiveAdmins'>,
    /** The caller a bearer token identifies (the /ws hub checks tokens the same way). */
    resolveCaller: (token: string): Promise<Caller | null> => resolveCaller(tokens, users, token),
    /** Reads the bearer token of every API call into `req.caller`. */
    identify: identify(tokens, users),
    routes: {
      /** Mounted under /api/auth. */
      auth: routes,
      /** The staff sign-in doors, /api/admin/login and /api/attorney/login. */
      staffLogin: (role: 'admin' | 'attorney'): RequestHandler[] => [
        signInLimit,
        loginHandler(passport, service, role),
      ],
    },
  };
}
