
import { createPassport, type PassportInstance } from './auth/passport';
import { AuthService } from './auth/service';
import { TokenService } from './auth/tokens';
import { AttorneyRepository } from './attorney/repository';
import { AttorneyService } from './attorney/service';
import type { Config } from './config';
import type { Logger } from './logging/logger';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { LegalRequestRepository } from './requests/repository';
import { LegalRequestService } from './requests/service';
import type { Storage } from './storage/port';
import { UserRepository } from './users/repository';

/** Everything a request handler may need, wired once: repositories -> services. */
export interface AppContext {
  config: Config;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  tokens: TokenService;
  users: UserRepository;
  auth: AuthService;
  passport: PassportInstance;
  requestRepository: LegalRequestRepository;
  requests: LegalRequestService;
  attorneyRepository: AttorneyRepository;
  attorneys: AttorneyService;
}

export function createContext(
  config: Config,
  logger: Logger,
  storage: Storage,
  mailer: Mailer = createMailer(config, logger),
): AppContext {
  const tokens = new TokenService(config.tokenSecret, config.tokenTtlSeconds);
  const users = new UserRepository(storage);
  const auth = new AuthService(users, tokens, config.passwordHashCost);
  const requestRepository = new LegalRequestRepository(storage);
  const attorneyRepository = new AttorneyRepository(storage);
  return {
    config,
    logger,
    storage,
    mailer,
    tokens,
    users,
    auth,
    passport: createPassport(auth),
    requestRepository,
    requests: new LegalRequestService(requestRepository),
    attorneyRepository,
    attorneys: new AttorneyService(attorneyRepository, requestRepository),
  };
}
