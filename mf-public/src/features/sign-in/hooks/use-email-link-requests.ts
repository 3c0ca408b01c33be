import { useMutation } from '@tanstack/react-query';

import { isNetworkError, serverErrorText } from '@lexa/common';
import { requestMagicLoginLink, requestPasswordResetEmail, type EmailLinkAnswer } from '../api/auth-api';
import { useToasts } from '@lexa/common/ui';

type EmailLinkKind = 'passwordReset' | 'magicLink';

const EMAIL_LINKS: Record<
  EmailLinkKind,
  { request: (email: string) => Promise<EmailLinkAnswer>; failure: string; networkFailure: string }
> = {
  passwordReset: {
    request: requestPasswordResetEmail,
    failure: 'Failed to send password reset email',
    networkFailure: 'Failed to process password reset request',
  },
  magicLink: {
    request: requestMagicLoginLink,
    failure: 'Failed to send magic login link',
    networkFailure: 'Failed to process magic login request',
  },
};

/** "Forgot Password?" and "Email Login Link": both e-mail the visitor a link, so both need the e-mail first. */
export function useEmailLinkRequests(email: string) {
  const { notification } = useToasts();
  const emailLink = useMutation({
    mutationFn: ({ kind, address }: { kind: EmailLinkKind; address: string }) => EMAIL_LINKS[kind].request(address),
    onSuccess: ({ message }) => notification.success({ title: message }),
    onError: (error, { kind }) => {
      const link = EMAIL_LINKS[kind];
      notification.error({ title: isNetworkError(error) ? link.networkFailure : serverErrorText(error, link.failure) });
    },
  });

  const send = (kind: EmailLinkKind) => {
    if (!email.trim()) {
      notification.warning({ title: 'Email Required', description: 'Please enter your email address first' });
      return;
    }
    emailLink.mutate({ kind, address: email.trim() });
  };

  const pending: EmailLinkKind | null = emailLink.isPending ? emailLink.variables.kind : null;
  return { pending, send };
}
