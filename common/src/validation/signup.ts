/** Signup rules and their exact messages (public spec §5). */
export interface SignupForm {
  fullName: string;
  email: string;
  password: string;
}
export type SignupErrors = Partial<Record<keyof SignupForm, string>>;

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

export function validateSignup(form: SignupForm): SignupErrors {
  const errors: SignupErrors = {};
  if (!form.fullName.trim()) errors.fullName = 'Full name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isValidEmail(form.email)) errors.email = 'Please enter a valid email';
  if (!form.password) errors.password = 'Password is required';
  else if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 8 characters';
  return errors;
}

/** The signup payload splits the full name: first word, then the rest joined by one space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
