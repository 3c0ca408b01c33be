import { CATEGORIES, TIMELINES, SCOPES, type Category, type Scope, type Timeline } from '@lexa/common';
import { NOT_TIED_TO_JURISDICTION } from '../constants/intake-rules';

/** What the visitor enters across the steps (public spec §3, "Wizard form data"). */
export interface WizardForm {
  initialInput: string;
  title: string;
  category: Category | '';
  description: string;
  jurisdiction: string;
  jurisdictionNotApplicable: boolean;
  timeline: Timeline | '';
  scope: Scope | '';
  budget: string;
  files: File[];
  submitName: string;
  submitEmail: string;
}

/** What a draft records of a picked file; the content is only ever sent with the submission. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** The form as a draft stores it: the files' names only, and never a password (the wizard asks for none). */
export type DraftFormData = Omit<WizardForm, 'files'> & { files: PickedFile[] };

export const EMPTY_FORM: WizardForm = {
  initialInput: '',
  title: '',
  category: '',
  description: '',
  jurisdiction: '',
  jurisdictionNotApplicable: false,
  timeline: 'this_month',
  scope: 'one_time',
  budget: '',
  files: [],
  submitName: '',
  submitEmail: '',
};

/** The API keeps at most this many picked files in a draft. */
const DRAFT_FILES_MAX = 10;

export function toDraftFormData({ files, ...data }: WizardForm): DraftFormData {
  return { ...data, files: files.slice(0, DRAFT_FILES_MAX).map(({ name, size, type }) => ({ name, size, type })) };
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T | ''): T | '' =>
  options.includes(value as T) ? (value as T) : fallback;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A saved draft back into the form; anything the server returns that the form does not know is ignored, and
 * files (whose content a draft does not hold) have to be picked again.
 */
export function fromDraftFormData(saved: Partial<Record<keyof DraftFormData, unknown>> | null | undefined): WizardForm {
  const data = saved ?? {};
  return {
    initialInput: text(data.initialInput),
    title: text(data.title),
    category: oneOf(CATEGORIES, data.category, ''),
    description: text(data.description),
    jurisdiction: text(data.jurisdiction),
    jurisdictionNotApplicable: data.jurisdictionNotApplicable === true,
    timeline: oneOf(
      TIMELINES.map((option) => option.value),
      data.timeline,
      EMPTY_FORM.timeline,
    ),
    scope: oneOf(
      SCOPES.map((option) => option.value),
      data.scope,
      EMPTY_FORM.scope,
    ),
    budget: text(data.budget),
    files: [],
    submitName: text(data.submitName),
    submitEmail: text(data.submitEmail),
  };
}

/** The names of the files a saved draft lists (their content is never saved). */
export function pickedFileNames(saved: { files?: unknown } | null | undefined): string[] {
  const files = Array.isArray(saved?.files) ? (saved.files as unknown[]) : [];
  return files.flatMap((file) => {
    const name = (file as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name ? [name] : [];
  });
}

/** Autosave has something worth keeping once any of the free-text fields is filled. */
export const hasDraftContent = (form: Pick<WizardForm, 'initialInput' | 'title' | 'description'>): boolean =>
  [form.initialInput, form.title, form.description].some((value) => value.trim() !== '');

/** The jurisdiction as shown in the summary and sent with the request. */
export const jurisdictionText = (form: Pick<WizardForm, 'jurisdiction' | 'jurisdictionNotApplicable'>): string =>
  form.jurisdictionNotApplicable ? NOT_TIED_TO_JURISDICTION : form.jurisdiction.trim();
