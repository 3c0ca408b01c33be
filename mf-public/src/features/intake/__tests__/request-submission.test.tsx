import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { useSession } from '@lexa/common';
import { clientUser, httpError, networkError, renderScreen, resetSession, setupUser, signInAs } from '@lexa/testing';
import { RequestSubmissionPage } from '../components/RequestSubmissionPage';
import { readPendingSubmission, storePendingSubmission } from '../utils/pending-submission';
import { EMPTY_FORM, type WizardForm } from '../utils/wizard-form';
import {
  COMPLETE_FORM,
  SUBMITTED,
  deferred,
  expectStep,
  location,
  mockIntakeApi,
  renderWizard,
  savedDraft,
  submitButton,
  waitForCall,
} from './intake-test-kit';

const ANSWERS_KEPT = 'Your answers are kept: check them and submit again.';

// antd under jsdom is slow.
jest.setTimeout(30_000);

const DASHBOARD = '/client/dashboard?request=req-1&highlight=true';
const FAILED_DRAFT = ['POST', '/api/autosave/submit-draft/draft-1'] as const;

const fieldsOf = (body: unknown) => {
  const form = body as FormData;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (name !== 'files') fields[name] = value;
  return { fields, files: form.getAll('files') as File[] };
};

const expectedFields = (sessionId: string | null) => ({
  title: COMPLETE_FORM.title,
  description: COMPLETE_FORM.description,
  category: COMPLETE_FORM.category,
  jurisdiction: COMPLETE_FORM.jurisdiction,
  timeline: COMPLETE_FORM.timeline,
  scope: COMPLETE_FORM.scope,
  budget: COMPLETE_FORM.budget,
  contactName: COMPLETE_FORM.submitName,
  contactEmail: COMPLETE_FORM.submitEmail,
  contactPhone: '',
  sessionId,
});

const withDraftOn = (step: number) => ({ 'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(step) }) });
const failWith = (error: unknown) => () => {
  throw error;
};

beforeEach(() => {
  resetSession();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  // The success toast lives at page level, outside the rendered tree.
  act(() => notification.destroy());
});

describe('IntakeWizardPage: a signed-in client submits', () => {
  it('sends the request, marks the draft submitted and opens the dashboard on it', async () => {
    const user = setupUser();
    const api = mockIntakeApi(withDraftOn(5));
    signInAs(clientUser);
    renderWizard();
    await expectStep(5, 5);

    await user.click(submitButton());

    await waitFor(() => expect(location()).toHaveTextContent(DASHBOARD));
    const sessionId = localStorage.getItem('lexaSessionId');
    expect(fieldsOf(api.callsTo('POST', '/api/requests/submit')[0]!.body).fields).toEqual(expectedFields(sessionId));
    expect(api.callsTo(...FAILED_DRAFT)[0]!.body).toEqual({ success: true, requestId: SUBMITTED.id, sessionId });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your legal request has been submitted successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/check-email')).toHaveLength(0);
  });

  it.each([
    ['/dashboard', null],
    ['/client/dashboard', null],
    ['/client/request-submission', '/client/request-submission'],
  ])('leaves a stored post-login destination of %s as %s', async (stored, left) => {
    const user = setupUser();
    mockIntakeApi(withDraftOn(5));
    signInAs(clientUser);
    useSession.getState().setPostLoginRedirect(stored);
    renderWizard();
    await expectStep(5, 5);

    await user.click(submitButton());

    await waitFor(() => expect(location()).toHaveTextContent(DASHBOARD));
    expect(useSession.getState().postLoginRedirect).toBe(left);
  });

  it('shows "Submitting..." and ignores further clicks while sending', async () => {
    const user = setupUser();
    const sending = deferred<typeof SUBMITTED>();
    const api = mockIntakeApi({ ...withDraftOn(5), 'POST /api/requests/submit': () => sending.promise });
    signInAs(clientUser);
    renderWizard();
    await expectStep(5, 5);

    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await user.click(submitButton());
    expect(api.callsTo('POST', '/api/requests/submit')).toHaveLength(1);
    sending.resolve(SUBMITTED);
    await waitFor(() => expect(location()).toHaveTextContent(DASHBOARD));
  });

  it.each([
    ['the fallback text when the server cannot be reached', networkError(), 'Failed to submit request'],
    [
      "the server's reason",
      httpError(400, { error: 'You can attach at most 10 files to one request.', code: 'TOO_MANY_FILES' }),
      'You can attach at most 10 files to one request.',
    ],
  ])('reports a failed submission with %s and marks the draft failed', async (_case, error, text) => {
    const user = setupUser();
    const api = mockIntakeApi({ ...withDraftOn(5), 'POST /api/requests/submit': failWith(error) });
    signInAs(clientUser);
    renderWizard();
    await expectStep(5, 5);

    await user.click(submitButton());

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(`${text} ${ANSWERS_KEPT}`)).toBeInTheDocument();
    const marked = await waitForCall(api, ...FAILED_DRAFT);
    expect(marked.body).toEqual({ success: false, error: text, sessionId: localStorage.getItem('lexaSessionId') });
    expect(submitButton()).toHaveTextContent('Submit Request');
    expect(submitButton()).toBeEnabled();
    expect(location()).toHaveTextContent('/client/request');
  });
});

describe('IntakeWizardPage: a visitor submits', () => {
  it('creates the account silently, stores its token, then sends the request', async () => {
    const user = setupUser();
    const api = mockIntakeApi(withDraftOn(6));
    renderWizard();
    await expectStep(6, 6);

    await user.click(submitButton());

    await waitFor(() => expect(location()).toHaveTextContent(DASHBOARD));
    expect(api.callsTo('POST', '/api/auth/check-email')[0]!.body).toEqual({ email: COMPLETE_FORM.submitEmail });
    const signup = api.callsTo('POST', '/api/auth/signup')[0]!.body as Record<string, string>;
    expect(signup).toEqual({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email: COMPLETE_FORM.submitEmail,
      password: expect.stringMatching(/^[a-z0-9]{16}$/),
      sendSetPasswordLink: true,
    });
    const leaks = api.calls.filter(
      (call) => call.url !== '/api/auth/signup' && JSON.stringify(call.body ?? '').includes(signup.password),
    );
    expect(leaks).toEqual([]);
    expect(screen.queryByText(signup.password)).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(useSession.getState().status).toBe('authenticated');
    expect(fieldsOf(api.callsTo('POST', '/api/requests/submit')[0]!.body).fields).toEqual(
      expectedFields(localStorage.getItem('lexaSessionId')),
    );
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created and your request has been submitted.')).toBeInTheDocument();
  });

  it('sends a visitor whose e-mail has an account to sign in, keeping the form for afterwards', async () => {
    const user = setupUser();
    const api = mockIntakeApi({ ...withDraftOn(6), 'POST /api/auth/check-email': () => ({ exists: true }) });
    renderWizard();
    await expectStep(6, 6);

    await user.click(submitButton());

    await waitFor(() =>
      expect(location()).toHaveTextContent('/login?email=grace%40example.com&returnTo=/client/request-submission'),
    );
    expect(
      screen.getByText(
        `An account already exists for ${COMPLETE_FORM.submitEmail}. Sign in (or ask for an e-mail login link) and your request will be submitted: your answers are kept.`,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/requests/submit')).toHaveLength(0);
    expect(readPendingSubmission()).toEqual({
      form: expect.objectContaining({ title: COMPLETE_FORM.title, submitEmail: COMPLETE_FORM.submitEmail }),
      draftId: 'draft-1',
    });
  });

  it.each([
    [
      'the e-mail check fails',
      { 'POST /api/auth/check-email': failWith(httpError(429, { error: 'Too many requests' })) },
      'Failed to check email',
    ],
    [
      'the signup fails with a reason',
      {
        'POST /api/auth/signup': failWith(
          httpError(400, { error: 'Please enter a valid email', code: 'VALIDATION_FAILED' }),
        ),
      },
      'Please enter a valid email',
    ],
    ['the signup fails without one', { 'POST /api/auth/signup': failWith(networkError()) }, 'Account creation failed'],
  ])('reports "Submission Failed" when %s', async (_case, overrides, text) => {
    const user = setupUser();
    const api = mockIntakeApi({ ...withDraftOn(6), ...overrides });
    renderWizard();
    await expectStep(6, 6);

    await user.click(submitButton());

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(`${text} ${ANSWERS_KEPT}`)).toBeInTheDocument();
    expect((await waitForCall(api, ...FAILED_DRAFT)).body).toMatchObject({ success: false, error: text });
    expect(api.callsTo('POST', '/api/requests/submit')).toHaveLength(0);
    expect(localStorage.getItem('authToken')).toBeNull();
    await expectStep(6, 6);
  });

  it('signs a visitor out again when the request fails after the silent signup, with the answers kept', async () => {
    const user = setupUser();
    mockIntakeApi({ ...withDraftOn(6), 'POST /api/requests/submit': failWith(networkError()) });
    renderWizard();
    await expectStep(6, 6);

    await user.click(submitButton());

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(`Failed to submit request ${ANSWERS_KEPT}`)).toBeInTheDocument();
    await expectStep(6, 6);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
    expect(screen.queryByTestId('signed-in-badge')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(COMPLETE_FORM.submitEmail);
    expect(submitButton()).toBeEnabled();
  });
});

describe('RequestSubmissionPage', () => {
  const pendingForm: WizardForm = {
    ...EMPTY_FORM,
    ...COMPLETE_FORM,
    category: 'Business Formation',
    timeline: 'this_week',
    scope: 'ongoing',
    files: [new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })],
  };
  const renderPage = () => renderScreen(<RequestSubmissionPage />, '/client/request-submission');

  it('submits the stored form, with its files, as the signed-in client and opens the dashboard', async () => {
    const api = mockIntakeApi();
    storePendingSubmission({ form: pendingForm, draftId: 'draft-1' });
    signInAs(clientUser);
    renderPage();

    await waitFor(() => expect(location()).toHaveTextContent(DASHBOARD));
    const sent = fieldsOf(api.callsTo('POST', '/api/requests/submit')[0]!.body);
    expect(sent.fields).toEqual(expectedFields(localStorage.getItem('lexaSessionId')));
    expect(sent.files.map((file) => file.name)).toEqual(['lease.pdf']);
    expect(api.callsTo(...FAILED_DRAFT)[0]!.body).toMatchObject({ success: true, requestId: SUBMITTED.id });
    expect(await screen.findByText('Your legal request has been submitted successfully.')).toBeInTheDocument();
    expect(readPendingSubmission()).toBeNull();
  });

  it('sends a visitor who is not signed in to sign in first', async () => {
    mockIntakeApi();
    storePendingSubmission({ form: pendingForm, draftId: null });
    renderPage();

    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/client/login?email=grace%40example.com&returnTo=/client/request-submission',
      ),
    );
  });

  it('goes to the wizard when nothing waits to be submitted', async () => {
    const api = mockIntakeApi();
    signInAs(clientUser);
    renderPage();

    await waitFor(() => expect(location()).toHaveTextContent(/^\/client\/request$/));
    expect(api.callsTo('POST', '/api/requests/submit')).toHaveLength(0);
  });

  it('offers to try again after a failure', async () => {
    const user = setupUser();
    let attempts = 0;
    mockIntakeApi({
      'POST /api/requests/submit': () => {
        attempts += 1;
        if (attempts === 1) throw networkError();
        return SUBMITTED;
      },
    });
    storePendingSubmission({ form: pendingForm, draftId: 'draft-1' });
    signInAs(clientUser);
    renderPage();

    expect(await screen.findByText('Your request was not submitted')).toBeInTheDocument();
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the request form' })).toHaveAttribute('href', '/client/request');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(location()).toHaveTextContent(DASHBOARD));
  });
});
