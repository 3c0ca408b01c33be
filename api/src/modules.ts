import { createAssistantModule } from './assistant/module';
import { createAuditModule } from './audit/module';
import type { AssistantProvider } from './assistant/provider';
import { createAttorneyModule } from './attorney/module';
import { createAttorneyProfileModule } from './attorney/profile-module';
import { createAttorneyStaffModule } from './attorney/staff-module';
import { createAuthModule } from './auth/module';
import { createChatModule } from './chat/module';
import type { Config } from './config';
import { createDocumentDraftingModule } from './documents/drafting/module';
import { createDocumentReviewModule } from './documents/review/module';
import { createFilesModule } from './files/module';
import { createIntakeModule } from './intake/module';
import { createMessagesModule } from './messages/module';
import { createNotificationsModule } from './notifications/module';
import { BackgroundTasks } from './platform/background-tasks';
import { systemClock, type Clock } from './platform/clock';
import type { Logger } from './platform/logger';
import { createMailer } from './platform/mail/create-mailer';
import type { Mailer } from './platform/mail/mailer';
import { EventRelay } from './platform/realtime/events';
import { SystemReportRepository } from './platform/system-reports/repository';
import { SystemReports } from './platform/system-reports/system-reports';
import { createRemindersModule } from './reminders/module';
import { createRequestUpdatesModule } from './request-updates/module';
import { createRequestsModule } from './requests/module';
import { createRequestSubmissionModule } from './requests/submission-module';
import { createReviewsModule } from './reviews/module';
import { createSettingsModule } from './settings/module';
import { createUsersModule } from './users/module';
import type { Storage } from './storage/port';

/** The domain-neutral pieces modules are given, built once per process. */
export interface Platform {
  config: Config;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  /** The time expiry is decided by (tests move it). */
  clock: Clock;
  /** Work finished after the response (mail for sign-in links); `idle()` waits for it. */
  background: BackgroundTasks;
  /** Live updates from services; server.ts connects the /ws hub to it. */
  events: EventRelay;
  /** What the admin's System Reports list shows. */
  reports: SystemReports;
}

/** Parts a caller may choose instead of the defaults (tests: a captured mailer, a movable clock). */
export interface PlatformChoices {
  mailer?: Mailer;
  clock?: Clock;
}

export function createPlatform(
  config: Config,
  logger: Logger,
  storage: Storage,
  choices: PlatformChoices = {},
): Platform {
  return {
    config,
    logger,
    storage,
    mailer: choices.mailer ?? createMailer(config, logger),
    clock: choices.clock ?? systemClock,
    background: new BackgroundTasks(logger),
    events: new EventRelay(),
    reports: new SystemReports(new SystemReportRepository(storage), logger),
  };
}

/**
 * Every domain module, each built once and given only what it uses, in dependency order. `assistantProvider` replaces
 * the configured one (tests drive the openai provider against a local stub).
 */
export function createModules(platform: Platform, assistantProvider?: AssistantProvider) {
  const { config, logger, storage, mailer, clock, background, events, reports } = platform;
  const audit = createAuditModule({ storage, clock });
  const auth = createAuthModule({ config, storage, mailer, clock, background, reports, audit: audit.service });
  const assistant = createAssistantModule({
    config,
    logger,
    storage,
    provider: assistantProvider,
    audit: audit.service,
  });
  const requests = createRequestsModule({ storage });
  const attorney = createAttorneyModule({ storage, requests: requests.records });
  const files = createFilesModule({
    config,
    storage,
    clock,
    logger,
    attorneys: attorney.assignments,
    users: auth.users,
    requests: requests.records,
  });
  const settings = createSettingsModule({ config, storage, audit: audit.service, uploads: files.uploads });
  const notifications = createNotificationsModule({ storage, users: auth.users, events, reports });
  const { announcer } = notifications;
  const chat = createChatModule({
    config,
    storage,
    logger,
    files: files.service,
    assistant: assistant.service,
    assistantSettings: assistant.settings,
    settings: settings.service,
    mailer,
    background,
    audit: audit.service,
    uploads: files.uploads,
  });
  const messages = createMessagesModule({
    storage,
    requests: requests.records,
    users: auth.users,
    files: files.service,
    announcer,
    attorneys: attorney.assignments,
    uploads: files.uploads,
  });
  const requestUpdates = createRequestUpdatesModule({
    storage,
    requests: requests.records,
    conversations: messages.service,
    assignments: attorney.assignments,
    notifications: notifications.requestNotifications,
    files: files.service,
    users: auth.users,
    announcer,
    audit: audit.service,
    uploads: files.uploads,
  });
  const users = createUsersModule({
    storage,
    clock,
    requests: requests.records,
    recovery: auth.recovery,
    accounts: auth.service,
    settings: settings.service,
    requestUpdates: requestUpdates.service,
    audit: audit.service,
  });
  const attorneyStaff = createAttorneyStaffModule({
    storage,
    accounts: auth.service,
    links: auth.recovery,
    access: requestUpdates.access,
    conversation: requestUpdates.service,
    announcer,
    rooms: events,
    audit: audit.service,
  });
  const reminders = createRemindersModule({
    config,
    storage,
    logger,
    mailer,
    clock,
    reports,
    users: auth.users,
    conversation: requestUpdates.service,
    audit: audit.service,
  });
  messages.service.onClientAnswer((requestId) => reminders.service.clientAnswered(requestId));
  const submission = createRequestSubmissionModule({
    config,
    uploads: files.uploads,
    requests: requests.records,
    files: files.service,
    chats: chat.service,
    notifications: notifications.service,
    events,
    reports,
    messages: messages.service,
  });
  const intake = createIntakeModule({
    config,
    storage,
    reports,
    requests: requests.records,
    assistant: assistant.service,
  });
  const documentReviews = createDocumentReviewModule({
    storage,
    files: files.service,
    assistant: assistant.service,
    background,
    logger,
    uploads: files.uploads,
  });
  const documentDrafts = createDocumentDraftingModule({ storage, assistant: assistant.service, logger });
  const reviews = createReviewsModule({
    storage,
    requests: requests.records,
    servingAttorneys: (requestId) => attorney.assignments.servingAttorneys(requestId),
  });
  const attorneyProfiles = createAttorneyProfileModule({
    storage,
    uploads: files.uploads,
    users: auth.users,
    assignments: attorney.assignments,
    ratings: reviews.service,
  });

  return {
    audit,
    auth,
    assistant,
    settings,
    requests,
    attorney,
    attorneyStaff,
    files,
    notifications,
    chat,
    messages,
    requestUpdates,
    reminders,
    submission,
    intake,
    documentReviews,
    documentDrafts,
    users,
    reviews,
    attorneyProfiles,
  };
}

export type Modules = ReturnType<typeof createModules>;
