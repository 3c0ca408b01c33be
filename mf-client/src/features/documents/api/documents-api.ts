import {
  clientApi,
  type DocumentDraft,
  type DocumentDraftBody,
  type DocumentDraftPage,
  type DocumentReview,
  type DocumentReviewPage,
} from '@lexa/common';
import { dispositionFilename } from '@lexa/common/ui';

/** One page is plenty for a client's own list; the API pages longer ones. */
const LIST_PARAMS = { page: 1, pageSize: 50 };

const documentsArea = ['client', 'documents'] as const;

/** Query keys of the client's document reviews and drafts. */
export const documentKeys = {
  all: documentsArea,
  reviews: [...documentsArea, 'reviews'] as const,
  drafts: [...documentsArea, 'drafts'] as const,
};

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

async function download(url: string, fallback: string): Promise<DownloadedFile> {
  const response = await clientApi.get<Blob>(url, { responseType: 'blob' });
  return { blob: response.data, filename: dispositionFilename(response.headers['content-disposition'], fallback) };
}

export async function startReview(file: File, reviewInstructions: string): Promise<DocumentReview> {
  const form = new FormData();
  form.append('reviewInstructions', reviewInstructions);
  form.append('file', file);
  const { data } = await clientApi.post<{ review: DocumentReview }>('/api/documents/review', form);
  return data.review;
}

export async function fetchReviews(): Promise<DocumentReview[]> {
  const { data } = await clientApi.get<DocumentReviewPage>('/api/documents/reviews', { params: LIST_PARAMS });
  return data.reviews;
}

export async function retryReview(id: string): Promise<void> {
  await clientApi.post(`/api/documents/reviews/${id}/retry`);
}

export const downloadReviewReport = (id: string) => download(`/api/documents/reviews/${id}/pdf`, 'review-report.pdf');

export async function fetchDrafts(): Promise<DocumentDraft[]> {
  const { data } = await clientApi.get<DocumentDraftPage>('/api/document-drafts', { params: LIST_PARAMS });
  return data.drafts;
}

export async function createDraft(title: string, description: string): Promise<DocumentDraft> {
  const brief: DocumentDraftBody = { title, description };
  const { data } = await clientApi.post<{ draft: DocumentDraft }>('/api/document-drafts', brief);
  return data.draft;
}

export async function regenerateOutline(id: string): Promise<DocumentDraft> {
  const { data } = await clientApi.post<{ draft: DocumentDraft }>(`/api/document-drafts/${id}/regenerate-outline`, {});
  return data.draft;
}

export async function updateOutline(id: string, outline: string): Promise<DocumentDraft> {
  const { data } = await clientApi.put<{ draft: DocumentDraft }>(`/api/document-drafts/${id}/outline`, { outline });
  return data.draft;
}

export async function completeDraft(id: string): Promise<DocumentDraft> {
  const { data } = await clientApi.post<{ draft: DocumentDraft }>(`/api/document-drafts/${id}/complete`, {});
  return data.draft;
}

export async function deleteDraft(id: string): Promise<void> {
  await clientApi.delete(`/api/document-drafts/${id}`);
}

export type DraftFormat = 'pdf' | 'docx';

export const downloadDraft = (draft: DocumentDraft, format: DraftFormat) =>
  download(`/api/document-drafts/${draft.id}/${format}`, `${draft.title}.${format}`);
