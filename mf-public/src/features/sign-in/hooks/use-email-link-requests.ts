import { App } from 'antd';
import { useState } from 'react';
import { isNetworkError, serverErrorText } from '@lexa/common';
import { requestMagicLoginLink, requestPasswordResetEmail, type EmailLinkAnswer } from '../api/auth-api';

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
  const { notification } = App.useApp();
  const [pending, setPending] = useState<EmailLinkKind | null>(null);

  const send = async (kind: EmailLinkKind) => {
    if (!email.trim()) {
      notification.warning({ title: 'Email Required', description: 'Please enter your email address first' });
      return;
    }
    const link = EMAIL_LINKS[kind];
    setPending(kind);
    try {
      const { message } = await link.request(email.trim());
      notification.success({ title: message });
    } catch (error) {
      notification.error({ title: isNetworkError(error) ? link.networkFailure : serverErrorText(error, link.failure) });
    } finally {
      setPending(null);
    }
  };

  return { pending, send };
}
