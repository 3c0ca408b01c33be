import { z } from 'zod';
import { BUDGETS, CATEGORIES, PRIORITIES, SCOPES, TIMELINES } from '@lexa/common';

/** A choice not made yet is an empty string in the wizard's form state. */
const choice = <const T extends readonly string[]>(values: T) => z.union([z.literal(''), z.enum(values)]);
const text = (max: number) => z.string().max(max);

/**
 * The wizard's form state as autosaved (public spec §3 "Wizard form data"; signed-in spec §3 "Request draft"): every
 * field optional and possibly empty while the visitor types, but typed and bounded. The passwords are accepted so the
 * browser may send its whole form state, and dropped by `withoutSecrets` before anything is stored.
 */
export const draftFormSchema = z.strictObject({
  initialInput: text(5000).optional(),
  title: text(200).optional(),
  category: choice(CATEGORIES).optional(),
  description: text(5000).optional(),
  jurisdiction: text(200).optional(),
  jurisdictionNotApplicable: z.boolean().optional(),
  timeline: choice(TIMELINES.map(({ value }) => value)).optional(),
  scope: choice(SCOPES.map(({ value }) => value)).optional(),
  budget: choice(BUDGETS).optional(),
  priority: z.enum(PRIORITIES).optional(),
  contactMethod: text(50).optional(),
  submitName: text(200).optional(),
  submitEmail: text(254).optional(),
  accountName: text(200).optional(),
  accountEmail: text(254).optional(),
  hasExistingAccount: z.boolean().optional(),
  loginEmail: text(254).optional(),
  /** What was picked, for the record; file contents are only ever sent with the submission. */
  files: z
    .array(z.strictObject({ name: text(255), size: z.number().int().min(0).max(1e12), type: text(100) }))
    .max(10)
    .optional(),
  password: text(200).optional(),
  confirmPassword: text(200).optional(),
  loginPassword: text(200).optional(),
});

export type DraftFormInput = z.infer<typeof draftFormSchema>;
export type DraftFormData = Omit<DraftFormInput, 'password' | 'confirmPassword' | 'loginPassword'>;

/** Passwords never reach the store, whatever the browser sent. */
export function withoutSecrets(form: DraftFormInput): DraftFormData {
  const { password: _password, confirmPassword: _confirm, loginPassword: _login, ...kept } = form;
  return kept;
}
