import type { Schema } from 'mongoose';
import { assignmentSchema, attorneyProfileSchema, type AssignmentRecord, type AttorneyProfileRecord } from '../attorney/attorney.schema';
import { legalRequestSchema, type LegalRequestRecord } from '../requests/request.schema';
import { userSchema, type User } from '../users/user.schema';

/** Every collection, its mongoose schema (shape, defaults, validation, indexes) and its record type. */
export const ENTITY_SCHEMAS = {
  users: userSchema,
  legalRequests: legalRequestSchema,
  attorneyProfiles: attorneyProfileSchema,
  assignments: assignmentSchema,
} satisfies Record<string, Schema>;

export interface EntityTypes {
  users: User;
  legalRequests: LegalRequestRecord;
  attorneyProfiles: AttorneyProfileRecord;
  assignments: AssignmentRecord;
}

export type EntityName = keyof typeof ENTITY_SCHEMAS;
