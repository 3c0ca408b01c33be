import { Button, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { SUBMISSION_RETURN_PATH } from '../constants/intake-rules';
import { useRequestSubmission } from '../hooks/use-request-submission';
import { readPendingSubmission } from '../utils/pending-submission';
import { chatSessionId } from '../utils/visitor-identity';
import { StatusPanel } from '@lexa/common/ui';

const WIZARD_PATH = '/client/request';

/**
 * /client/request-submission: where a visitor whose e-mail already had an account comes back after signing
 * in. The wizard's stored form is submitted as the signed-in client, who then lands on the dashboard.
 */
export function RequestSubmissionPage() {
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const { submitting, submit } = useRequestSubmission();
  const [pending] = useState(readPendingSubmission);
  const started = useRef(false);
  const [attempted, setAttempted] = useState(false);

  const send = useCallback(() => {
    if (!pending) return;
    setAttempted(true);
    void submit({ form: pending.form, draftId: pending.draftId, sessionId: chatSessionId(), asVisitor: false });
  }, [pending, submit]);

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true;
    if (!pending) navigate(WIZARD_PATH, { replace: true });
    else if (status === 'anonymous') {
      const email = encodeURIComponent(pending.form.submitEmail.trim());
      navigate(`/client/login?email=${email}&returnTo=${SUBMISSION_RETURN_PATH}`, { replace: true });
    } else send();
  }, [status, pending, navigate, send]);

  if (attempted && !submitting) {
    return (
      <StatusPanel
        status="error"
        title="Your request was not submitted"
        subTitle="Your answers are kept. Try again, or go back to the request form."
        extra={[
          <Button key="retry" type="primary" onClick={send}>
            Try Again
          </Button>,
          <Link key="edit" to={WIZARD_PATH}>
            Back to the request form
          </Link>,
        ]}
      />
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <Typography.Text>Submitting your request...</Typography.Text>
    </Flex>
  );
}
