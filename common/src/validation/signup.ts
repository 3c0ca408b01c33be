import { fields } from '../contracts/fields';
import { z } from '../contracts/zod';
import { fieldErrors } from './field-errors';

/**
 * The signup form (public spec §5): a required check with the spec's message, then the API's own rule for the field
 * (`signupBody`), so the form and the server refuse the same values with the same words.
 */
export const signupFormSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, 'Full name is required')),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), fields.email),
  password: z.pipe(z.string().check(z.minLength(1, 'Password is required')), fields.newPassword),
});
export type SignupForm = z.input<typeof signupFormSchema>;
export type SignupErrors = Partial<Record<keyof SignupForm, string>>;

export const validateSignup = (form: SignupForm): SignupErrors => fieldErrors(signupFormSchema, form);

/** The signup payload splits the full name: first word, then the rest joined by one space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
