import { Router, type RequestHandler } from 'express';
import type { AuditTrail } from '../audit/service';
import type { Config } from '../config';
import type { BackgroundTasks } from '../platform/background-tasks';
import type { Clock } from '../platform/clock';
import type { Mailer } from '../platform/mail/mailer';
import type { SystemReports } from '../platform/system-reports/system-reports';
import type { Storage } from '../storage/port';
import { UserRepository } from '../users/repository';
import { callerResolver, identify } from './guards';
import { createPassport } from './passport';
import { profileRoutes } from './profile-routes';
import { AuthTokenRepository } from './recovery/repository';
import { recoveryRoutes } from './recovery/routes';
import { RecoveryService } from './recovery/service';
import { SingleUseTokens } from './recovery/single-use-tokens';
import { authRoutes, loginHandler, signInRateLimit, signupRateLimit } from './routes';
import { AuthService } from './service';
import { SignInSessionRepository } from './sessions/repository';
import { sessionRoutes } from './sessions/routes';
import { SignInSessions } from './sessions/sign-in-sessions';
import { TokenService } from './tokens';

export interface AuthModuleDependencies {
  config: Pick<
    Config,
    | 'tokenSecret'
    | 'tokenTtlSeconds'
    | 'passwordHashCost'
    | 'publicUrl'
    | 'loginRateLimit'
    | 'signupRateLimit'
    | 'recoveryRateLimits'
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
  const sessions = new SignInSessions(new SignInSessionRepository(storage), clock, config.tokenTtlSeconds);
  const service = new AuthService(users, tokens, sessions, config.passwordHashCost);
  const resolveCaller = callerResolver(tokens, users, sessions);
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
  // One limiter for every sign-in door and the password change: failures anywhere count against one budget per
  // account and address.
  const signInLimit = signInRateLimit(config.loginRateLimit);

  const routes = Router();
  routes.use(
    authRoutes(service, passport, { signIn: signInLimit, signup: signupRateLimit(config.signupRateLimit) }, (userId) =>
      recovery.mailSetPasswordLink(userId),
    ),
    sessionRoutes(sessions),
    recoveryRoutes(recovery, service, config.recoveryRateLimits),
    profileRoutes(service, signInLimit),
  );

  return {
    service,
    /** Password reset and sign-in links, also sent by staff (the admin console) and by the intake's silent signup. */
    recovery,
    /** Accounts as other modules look them up. */
    users: users as Pick<UserRepository, 'findById' | 'findByIds' | 'findActiveAdmins'>,
    /** The caller a bearer token identifies, while its session lives (the /ws hub checks tokens the same way). */
    resolveCaller,
    /** Reads the bearer token of every API call into `req.caller`. */
    identify: identify(resolveCaller),
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
