import {
  clientApi,
  type AuthResponse,
  type DraftOutcome,
  type RequestSubmissionForm,
  type SignupBody,
  type SubmittedRequest,
  type VisitLogBody,
} from '@lexa/common';
import type { LegalNeedAnalysis } from '../utils/analysis';
import type { DraftFormData } from '../utils/wizard-form';

export const intakeKeys = {
  /** The visit logged on arrival at the wizard, whose answer is the correlation id of the drafts. */
  visit: (sessionId: string) => ['autosave', 'visit', sessionId] as const,
  activeDraft: (sessionId: string) => ['autosave', 'active-draft', sessionId] as const,
};

export type VisitLog = VisitLogBody;

export interface SavedDraft {
  draftId: string;
  currentStep: number;
  formData: Partial<Record<keyof DraftFormData, unknown>>;
  lastSavedAt: string;
}

export interface DraftContent {
  formData: DraftFormData;
  currentStep: number;
  sessionId: string;
}

export type { DraftOutcome, SubmittedRequest };

/** What the wizard submits: the contract's fields (the phone is always sent empty) and the chosen files. */
export type RequestSubmission = Omit<RequestSubmissionForm, 'contactPhone'> & { files: File[] };

export async function logVisit(visit: VisitLog): Promise<string> {
  const { data } = await clientApi.post<{ correlationId: string }>('/api/autosave/log-visit', visit);
  return data.correlationId;
}

export async function fetchActiveDraft(sessionId: string): Promise<SavedDraft | null> {
  const { data } = await clientApi.get<{ draft: SavedDraft | null }>('/api/autosave/get-active-draft', {
    params: { sessionId },
  });
  return data.draft;
}

export async function createDraft(correlationId: string, content: DraftContent): Promise<string> {
  const { data } = await clientApi.post<{ draftId: string }>('/api/autosave/create-draft', {
    correlationId,
    ...content,
  });
  return data.draftId;
}

export async function updateDraft(draftId: string, content: DraftContent): Promise<void> {
  await clientApi.put(`/api/autosave/update-draft/${encodeURIComponent(draftId)}`, content);
}

export async function recordDraftOutcome(draftId: string, sessionId: string, outcome: DraftOutcome): Promise<void> {
  await clientApi.post(`/api/autosave/submit-draft/${encodeURIComponent(draftId)}`, { ...outcome, sessionId });
}

export async function analyzeLegalNeed(input: string): Promise<LegalNeedAnalysis> {
  const { data } = await clientApi.post<LegalNeedAnalysis>('/api/ai/analyze-legal-need', { input });
  return data;
}

export async function emailHasAccount(email: string): Promise<boolean> {
  const { data } = await clientApi.post<{ exists: boolean }>('/api/auth/check-email', { email });
  return data.exists;
}

/** The account behind an anonymous submission; the server mails a link to choose a password. */
export async function signUpSilently(account: Omit<SignupBody, 'sendSetPasswordLink'>): Promise<AuthResponse> {
  const { data } = await clientApi.post<AuthResponse>('/api/auth/signup', { ...account, sendSetPasswordLink: true });
  return data;
}

export async function submitRequest({ files, ...fields }: RequestSubmission): Promise<SubmittedRequest> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, contactPhone: '' })) body.append(name, value);
  for (const file of files) body.append('files', file);
  const { data } = await clientApi.post<SubmittedRequest>('/api/requests/submit', body);
  return data;
}
