import { randomBytes } from 'node:crypto';
import {
  adminDraftSchema,
  visitorLogSchema,
  type AdminDraft,
  type AdminDraftPage,
  type DraftOutcomeBody,
  type DraftSave,
  type DraftStatus,
  type GeoData,
  type NewDraft,
  type VisitInput,
  type VisitorLog,
  type VisitorLogPage,
} from '@lexa/common';
import { AssistantUnavailableError, type AssistantProvider, type LegalNeedAnalysis } from '../assistant/provider';
import { HttpError, notFound, unauthenticated } from '../http/errors';
import { toPage, type Paging } from '../platform/paging';
import { reasonOf, type SystemReports } from '../platform/system-reports/system-reports';
import type { LegalRequestRepository } from '../requests/repository';
import { withoutSecrets } from './draft-form';
import type { DraftAccess, DraftChanges, IntakeRepository } from './repository';
import type { RequestDraftRecord } from './request-draft.schema';
import { describeAgent } from '../platform/user-agent';
import type { VisitorLogRecord } from './visitor-log.schema';

/** What the server itself knows about the caller; never taken from the body. */
export interface Requester {
  /** The address our server saw (behind TRUST_PROXY, the forwarded one). */
  ip: string;
  userAgent: string;
  /** The signed-in caller, if any. */
  userId: string | null;
}

export interface IntakeDependencies {
  repository: IntakeRepository;
  reports: Pick<SystemReports, 'record'>;
  requests: Pick<LegalRequestRepository, 'findById'>;
  assistant: AssistantProvider;
}

const newCorrelationId = () => `visit_${randomBytes(12).toString('hex')}`;

/** The draft as the wizard restores it (public spec §3 "Draft"). */
function toBrowserDraft(draft: RequestDraftRecord) {
  return {
    draftId: draft.id,
    correlationId: draft.correlationId,
    status: draft.status,
    currentStep: draft.currentStep,
    formData: draft.formData,
    lastSavedAt: draft.lastSavedAt.toISOString(),
  };
}

/** The draft as the admin's Draft Saves list shows it; `id` is the spec's draftId. */
const toAdminDraft = ({ id, ...draft }: RequestDraftRecord): AdminDraft =>
  adminDraftSchema.parse({ draftId: id, ...draft });

const toVisitorLog = (visit: VisitorLogRecord): VisitorLog => visitorLogSchema.parse(visit);

/** The location the browser reported, or Unknown: the server has no geo database (a lookup by IP would go here). */
function locationOf(geo: GeoData | null | undefined) {
  const city = geo?.city?.trim() ?? '';
  const country = geo?.country?.trim() ?? '';
  const countryCode = (geo?.country_code ?? '').trim().toUpperCase();
  const reported = Boolean(city || country);
  return {
    city: city || 'Unknown',
    country: country || 'Unknown',
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : '',
    locationSource: reported ? ('reported' as const) : ('unknown' as const),
    reportedIp: geo?.ip?.trim() ?? '',
  };
}

const draftNotFound = () => notFound('Draft');
const alreadySubmitted = () => new HttpError(409, 'CONFLICT', 'This draft has already been submitted');

/**
 * The intake wizard's server side besides the submission itself: visit logs, autosaved drafts, the AI analysis, and
 * the admin's reads of visits and drafts.
 */
export class IntakeService {
  constructor(private readonly deps: IntakeDependencies) {}

  async logVisit(input: VisitInput, requester: Requester): Promise<{ correlationId: string }> {
    const visit = await this.deps.repository.logVisit({
      correlationId: newCorrelationId(),
      sessionId: input.sessionId,
      userId: requester.userId,
      ipAddress: requester.ip,
      ...describeAgent(requester.userAgent),
      ...locationOf(input.geoData),
      referrer: input.referrer,
      landingUrl: input.landingUrl,
      userAgent: requester.userAgent.slice(0, 500),
    });
    return { correlationId: visit.correlationId };
  }

  async activeDraft(sessionId: string, requester: Requester) {
    const draft = await this.deps.repository.findOpenDraft({ sessionId, userId: requester.userId });
    return { draft: draft && toBrowserDraft(draft) };
  }

  async createDraft(input: NewDraft, requester: Requester): Promise<{ draftId: string }> {
    const { repository } = this.deps;
    const visit = await repository.findVisit(input.correlationId);
    if (!visit || visit.sessionId !== input.sessionId) throw notFound('Visit');
    const draft = await repository.createDraft({
      sessionId: input.sessionId,
      userId: requester.userId,
      correlationId: input.correlationId,
      currentStep: input.currentStep,
      formData: withoutSecrets(input.formData),
      ipAddress: requester.ip,
      lastUpdateIp: requester.ip,
    });
    return { draftId: draft.id };
  }

  async updateDraft(draftId: string, input: DraftSave, requester: Requester) {
    const access = { sessionId: input.sessionId, userId: requester.userId };
    const draft = await this.change(draftId, access, {
      currentStep: input.currentStep,
      formData: withoutSecrets(input.formData),
      lastUpdateIp: requester.ip,
      lastSavedAt: new Date(),
    });
    return { draftId: draft.id, lastSavedAt: draft.lastSavedAt.toISOString() };
  }

  /** The wizard reports how its submission went; a success must name a request of the caller. */
  async submitDraft(
    draftId: string,
    outcome: DraftOutcomeBody,
    requester: Requester,
  ): Promise<{ draftId: string; status: DraftStatus }> {
    const access = { sessionId: outcome.sessionId, userId: requester.userId };
    if (outcome.success) {
      if (!requester.userId) throw unauthenticated();
      const request = await this.deps.requests.findById(outcome.requestId);
      if (!request || request.clientId !== requester.userId) throw notFound('Request');
      const draft = await this.change(draftId, access, {
        status: 'submitted',
        finalRequestId: request.id,
        submissionError: null,
      });
      return { draftId: draft.id, status: draft.status };
    }
    const draft = await this.change(draftId, access, { status: 'failed', submissionError: outcome.error });
    await this.deps.reports.record('error', 'intake-wizard', 'A request submission failed in the wizard', {
      draftId: draft.id,
      sessionId: draft.sessionId,
      userId: draft.userId,
      error: outcome.error,
    });
    return { draftId: draft.id, status: draft.status };
  }

  /** Changes an open draft the caller may touch; otherwise tells "already submitted" (409) from "not yours" (404). */
  private async change(draftId: string, access: DraftAccess, changes: DraftChanges) {
    const { repository } = this.deps;
    const updated = await repository.updateOpenDraft(draftId, access, changes);
    if (updated) return updated;
    throw (await repository.findAccessibleDraft(draftId, access)) ? alreadySubmitted() : draftNotFound();
  }

  async analyze(input: string): Promise<LegalNeedAnalysis> {
    const { assistant, reports } = this.deps;
    try {
      return await assistant.analyzeLegalNeed(input);
    } catch (error) {
      if (!(error instanceof AssistantUnavailableError)) throw error;
      await reports.record('warning', 'ai-analysis', 'The assistant could not analyse a legal need', {
        provider: assistant.name,
        reason: reasonOf(error),
      });
      throw new HttpError(502, 'ASSISTANT_UNAVAILABLE', 'The analysis is unavailable right now');
    }
  }

  async listVisits(paging: Paging): Promise<VisitorLogPage> {
    const [visits, total] = await this.deps.repository.listVisits(toPage(paging));
    return { visitorLogs: visits.map(toVisitorLog), total, ...paging };
  }

  async listDrafts(status: DraftStatus | 'all', paging: Paging): Promise<AdminDraftPage> {
    const [drafts, total] = await this.deps.repository.listDrafts(
      status === 'all' ? undefined : status,
      toPage(paging),
    );
    return { drafts: drafts.map(toAdminDraft), total, ...paging };
  }
}
