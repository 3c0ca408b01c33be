
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
import { DocumentDraftRepository } from './documents/drafting/repository';
import { DocumentDraftService } from './documents/drafting/service';
import { DocumentReviewRepository } from './documents/review/repository';
import { DocumentReviewService } from './documents/review/service';
import { FileLinks } from './files/links';
import { FileRepository } from './files/repository';
import { FileService } from './files/service';
import { IntakeRepository } from './intake/repository';
import { IntakeService } from './intake/service';
import { SystemReports } from './intake/system-reports';
import type { Logger } from './logging/logger';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { MessageRepository, ThreadRepository } from './messages/repository';
import { MessageService } from './messages/service';
import { Announcer } from './notifications/announcer';
import { NotificationRepository } from './notifications/repository';
import { NotificationService } from './notifications/service';
import { EventRelay } from './realtime/events';
import { RequestUpdateRepository } from './request-updates/repository';
import { RequestUpdateService } from './request-updates/service';
import { RequestAccess } from './requests/access';
import { LegalRequestRepository } from './requests/repository';
import { LegalRequestService } from './requests/service';
import { RequestSubmissionService } from './requests/submission-service';
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
  /** Live updates from services; server.ts connects the /ws hub to it. */
  events: EventRelay;
  /** What the admin's System Reports list shows. */
  systemReports: SystemReports;
  /** The intake wizard: visit logs, drafts, analysis, silent signup's set-password mail. */
  intake: IntakeService;
  /** The intake wizard's request submission. */
  submissions: RequestSubmissionService;
  /** Each request's conversation (updates, internal notes), its files, status and assignment. */
  requestUpdates: RequestUpdateService;
  /** Message threads between each client and the legal team. */
  messages: MessageService;
  /** Document Review: uploads reviewed in the background; `resume()` re-queues unfinished ones on start. */
  documentReviews: DocumentReviewService;
  /** Draft a Document: outline, edits, final draft; `recover()` settles drafts cut short by a restart. */
  documentDrafts: DocumentDraftService;
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
  const files = new FileService(new FileRepository(storage), storage.files, logger, {
    attorneys: attorneyRepository,
    users,
    requests: requestRepository,
    links: new FileLinks(config.tokenSecret, clock),
    publicUrl: config.publicUrl,
  });
  const recovery = new RecoveryService(singleUseTokens, users, auth, mailer, background, config.publicUrl);
  const notifications = new NotificationService(new NotificationRepository(storage), users);
  const events = new EventRelay();
  const intakeRepository = new IntakeRepository(storage);
  const systemReports = new SystemReports(intakeRepository, logger);
  const announcer = new Announcer(notifications, events, systemReports);
  const messages = new MessageService({
    threads: new ThreadRepository(storage),
    messages: new MessageRepository(storage),
    requests: requestRepository,
    users,
    files,
    announcer,
  });
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
    recovery,
    notifications,
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
    events,
    systemReports,
    intake: new IntakeService({
      repository: intakeRepository,
      reports: systemReports,
      requests: requestRepository,
      users,
      recovery,
      assistant,
      background,
    }),
    submissions: new RequestSubmissionService({
      requests: requestRepository,
      files,
      chats: new ChatRepository(storage),
      notifications,
      events,
      reports: systemReports,
      messages,
    }),
    requestUpdates: new RequestUpdateService({
      access: new RequestAccess(requestRepository, attorneyRepository),
      requests: requestRepository,
      updates: new RequestUpdateRepository(storage),
      files,
      users,
      announcer,
    }),
    messages,
    documentReviews: new DocumentReviewService({
      reviews: new DocumentReviewRepository(storage),
      files,
      store: storage.files,
      assistant,
      background,
      logger,
    }),
    documentDrafts: new DocumentDraftService({ drafts: new DocumentDraftRepository(storage), assistant, logger }),
  };
}
