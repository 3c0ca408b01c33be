import { useMutation } from '@tanstack/react-query';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@lexa/router';
import {
  isNetworkError,
  serverErrorText,
  splitFullName,
  useSession,
  validateSignup,
  type SignupErrors,
  type SignupForm,
} from '@lexa/common';
import { createAccount } from '../api/create-account';
import { useToasts } from '@lexa/common/ui';

const REDIRECT_DELAY_MS = 1500;
const EMPTY_FORM: SignupForm = { fullName: '', email: '', password: '' };

/** The signup form: checked only on submit, and each field's error clears as soon as it is edited. */
export function useSignupForm() {
  const { notification } = useToasts();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignupErrors>({});
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const setField = useCallback((field: keyof SignupForm, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const signup = useMutation({
    mutationFn: createAccount,
    onSuccess: (auth, { firstName }) => {
      useSession.getState().signIn(auth);
      notification.success({
        title: 'Account Created!',
        description: `Welcome ${firstName}! Redirecting to your dashboard...`,
      });
      redirectTimer.current = setTimeout(() => navigate('/client/dashboard'), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      notification.error({
        title: 'Account Creation Failed',
        description: isNetworkError(error) ? 'Please try again' : serverErrorText(error, 'Failed to create account'),
      });
    },
  });

  const submit = () => {
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const { firstName, lastName } = splitFullName(values.fullName);
    signup.mutate({ firstName, lastName, email: values.email.trim(), password: values.password });
  };

  // The button stays disabled until the redirect, so the account cannot be submitted twice.
  const submitting = signup.isPending || signup.isSuccess;
  return { values, errors, submitting, setField, submit };
}
