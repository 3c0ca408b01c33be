import type { DocumentDraft, DocumentReview } from '@lexa/common';

export function documentReview(overrides: Partial<DocumentReview> = {}): DocumentReview {
  return {
    id: 'rv1',
    status: 'pending',
    progress: 0,
    originalFilename: 'lease.pdf',
    fileId: 'f1',
    reviewInstructions: '',
    reviewSummary: null,
    riskLevel: null,
    fullReview: null,
    error: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export const reviewsPage = (reviews: DocumentReview[]) => ({ reviews, total: reviews.length, page: 1, pageSize: 50 });

export function documentDraft(overrides: Partial<DocumentDraft> = {}): DocumentDraft {
  return {
    id: 'd1',
    title: 'Mutual NDA',
    description: 'An NDA between two startups',
    outline: '1. Parties\n2. Confidential Information',
    finalDraft: null,
    sections: [],
    status: 'outline_ready',
    error: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export const draftsPage = (drafts: DocumentDraft[]) => ({ drafts, total: drafts.length, page: 1, pageSize: 50 });
