import type { Category, Priority, RequestStatus, Scope, StatusFilter, Timeline } from './requests';

/** The one error shape every API failure answers with. */
export interface ApiErrorBody {
  error: string;
  code: string;
  details?: { path: string; message: string }[];
}

export type Role = 'client' | 'admin' | 'attorney';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  isAdmin: boolean;
  isAttorney: boolean;
}

/** What every sign-in form sends. */
export interface Credentials {
  email: string;
  password: string;
}

export interface AuthResponse {
  token: string;
  user: SessionUser;
}

export interface LegalRequest {
  id: string;
  requestNumber: string;
  title: string;
  description: string;
  category: Category | string;
  status: RequestStatus;
  priority: Priority;
  jurisdiction: string;
  timeline: Timeline | string;
  scope: Scope | string;
  budget: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  clientId: string;
  threadId: string;
  autoReminderEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The text fields of POST /api/requests/submit (multipart; public spec §3 "Submitted request"). */
export interface RequestSubmissionFields {
  title: string;
  description: string;
  category: string;
  jurisdiction: string;
  timeline: string;
  scope: string;
  budget: string;
  contactName: string;
  contactEmail: string;
  /** Always empty: the wizard asks for no phone number. */
  contactPhone: string;
  sessionId: string;
}

/** One page of a list; `total` counts every match. */
export interface RequestPage {
  requests: LegalRequest[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminRequestPage extends RequestPage {
  counts: Record<StatusFilter, number>;
}

export interface AttorneyProfile {
  displayName: string;
  slug: string;
  yearsExperience: number;
  bio: string;
  practiceAreas: string[];
  barJurisdictions: string[];
  linkedinUrl: string;
  isVerified: boolean;
  isPublic: boolean;
}

export interface Assignment {
  id: string;
  status: string;
  assignedAt: string;
  request: Pick<
    LegalRequest,
    'id' | 'title' | 'description' | 'status' | 'priority' | 'jurisdiction' | 'timeline' | 'category' | 'contactEmail' | 'createdAt'
  >;
}

export interface AttorneyDashboard {
  user: { firstName: string; lastName: string };
  assignments: Assignment[];
  profile: AttorneyProfile | null;
}

/** One entry of the runtime remotes manifest (`/remotes.json`). */
export interface RemoteManifestEntry {
  entry: string;
  version: string;
}
export type RemoteManifest = Record<string, RemoteManifestEntry>;
