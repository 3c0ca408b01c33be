import { legalRequest as sharedLegalRequest } from '@lexa/testing';
import type { LegalRequest } from '@lexa/common';

/** The shared request fixture, filed by another client. */
export function legalRequest(overrides: Partial<LegalRequest> = {}): LegalRequest {
  return sharedLegalRequest({
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    clientId: 'c1',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
}
