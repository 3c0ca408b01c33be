
import { createAssistant } from './assistant/create-assistant';
import type { AssistantProvider } from './assistant/provider';
import { defaultAssistantSettings } from './assistant/settings';
import { createPassport, type PassportInstance } from './auth/passport';
import { AuthTokenRepository } from './auth/recovery/repository';
import { RecoveryService } from './auth/recovery/service';
import { SingleUseTokens } from './auth/recovery/single-use-tokens';
import { AuthService } from './auth/service';
import { TokenService } from './auth/tokens';
import { AttorneyRepository } from './attorney/repository';
import { AttorneyService } from './attorney/service';
import { ChatRepository } from './chat/repository';
import { ChatService } from './chat/service';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { FileRepository } from './files/repository';
import { FileService } from './files/service';
import type { Logger } from './logging/logger';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { NotificationRepository } from './notifications/repository';
import { NotificationService } from './notifications/service';
import { LegalRequestRepository } from './requests/repository';
import { LegalRequestService } from './requests/service';
import { SettingsRepository } from './settings/repository';
import { SettingsService } from './settings/service';
import type { Storage } from './storage/port';
import { BackgroundTasks } from './tasks/background-tasks';
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
  /** Work finished after the response (mail for sign-in links); `idle()` waits for it. */
  background: BackgroundTasks;
  recovery: RecoveryService;
  notifications: NotificationService;
  /** The live assistant provider: openai with OPENAI_API_KEY, offline otherwise. */
  assistant: AssistantProvider;
  settings: SettingsService;
  files: FileService;
  chat: ChatService;
}

export function createContext(
  config: Config,
  logger: Logger,
  storage: Storage,
  mailer: Mailer = createMailer(config, logger),
  clock: Clock = systemClock,
  assistant: AssistantProvider = createAssistant(config, logger, defaultAssistantSettings),
): AppContext {
  const tokens = new TokenService(config.tokenSecret, config.tokenTtlSeconds);
  const users = new UserRepository(storage);
  const auth = new AuthService(users, tokens, config.passwordHashCost);
  const requestRepository = new LegalRequestRepository(storage);
  const attorneyRepository = new AttorneyRepository(storage);
  const background = new BackgroundTasks(logger);
  const singleUseTokens = new SingleUseTokens(new AuthTokenRepository(storage), clock);
  const settings = new SettingsService(new SettingsRepository(storage), config);
  const files = new FileService(new FileRepository(storage), storage.files, logger);
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
    background,
    recovery: new RecoveryService(singleUseTokens, users, auth, mailer, background, config.publicUrl),
    notifications: new NotificationService(new NotificationRepository(storage), users),
    assistant,
    settings,
    files,
    chat: new ChatService({
      chats: new ChatRepository(storage),
      files,
      assistant,
      assistantSettings: defaultAssistantSettings,
      settings,
      mailer,
      background,
      config,
      logger,
    }),
  };
}
