/** The wizard's fixed texts, limits and timings (public spec §1, §2, §5, §9). */

/** Where "Back" on the first step sends a visitor: the provider's marketing site. */
export const MARKETING_SITE_URL = 'https://lexa.legal';

export const VISITOR_STEP_COUNT = 6;
export const CLIENT_STEP_COUNT = 5;

export const MIN_INITIAL_INPUT_LENGTH = 10;
/** The most the analysis accepts. */
export const INITIAL_INPUT_MAX_LENGTH = 5000;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const FALLBACK_TITLE_LENGTH = 50;

export const AUTOSAVE_DEBOUNCE_MS = 2000;

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_FILE_TYPES = {
  mimeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  extensions: ['.pdf', '.doc', '.docx', '.txt'],
} as const;

/** Silent signup: two random strings of this many characters each. */
export const GENERATED_PASSWORD_PART_LENGTH = 8;

export const NOT_TIED_TO_JURISDICTION = 'Not tied to specific jurisdiction';

export const BENEFITS = [
  'Free walkthroughs for legal situations',
  'Free dashboard access',
  'Drafting and reviewing documents in real time',
  'Pay only for action',
] as const;

export const DASHBOARD_PATH = '/client/dashboard';
export const SUBMISSION_RETURN_PATH = '/client/request-submission';
