import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lexa/common';
import { clientUser, createTestQueryClient, networkError, resetSession, signInAs } from '@lexa/testing';
import {
  COMPLETE_FORM,
  deferred,
  expectStep,
  fill,
  mockIntakeApi,
  renderWizard,
  savedDraft,
  settle,
} from './intake-test-kit';

// antd under jsdom is slow; these tests also step through fake time.
jest.setTimeout(30_000);

const CREATE = ['POST', '/api/autosave/create-draft'] as const;
const UPDATE = ['PUT', '/api/autosave/update-draft/draft-1'] as const;

const fakeTimeUser = () =>
  userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms), delay: null, pointerEventsCheck: 0 });
const elapse = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  resetSession();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('IntakeWizardPage: visit log and autosave', () => {
  it('logs the visit on arrival with a new chat session id, which it keeps', async () => {
    const api = mockIntakeApi();
    renderWizard();
    await settle();

    const sessionId = localStorage.getItem('lexaSessionId');
    expect(sessionId).toMatch(/^session_\d{13}/);
    expect(api.callsTo('POST', '/api/autosave/log-visit')[0]?.body).toEqual({
      referrer: '',
      landingUrl: 'http://localhost/',
      sessionId,
    });
    expect(api.callsTo('GET', '/api/autosave/get-active-draft')[0]?.body).toEqual({ sessionId });
  });

  it("reuses the chat widget's session id", async () => {
    localStorage.setItem('lexaSessionId', 'session_1700000000000abc123');
    const api = mockIntakeApi();
    renderWizard();
    await settle();

    expect(api.callsTo('POST', '/api/autosave/log-visit')[0]?.body).toMatchObject({
      sessionId: 'session_1700000000000abc123',
    });
    expect(localStorage.getItem('lexaSessionId')).toBe('session_1700000000000abc123');
  });

  it('creates the draft 2000 ms after the last change, then updates it', async () => {
    const user = fakeTimeUser();
    const api = mockIntakeApi();
    renderWizard();
    await settle();

    await fill(user, 'Describe your legal need', 'Need a lease reviewed');
    await elapse(1999);
    expect(api.callsTo(...CREATE)).toHaveLength(0);
    await elapse(1);
    expect(api.callsTo(...CREATE)).toHaveLength(1);
    const created = api.callsTo(...CREATE)[0]!.body as Record<string, unknown>;
    expect(created).toEqual({
      correlationId: 'corr-1',
      sessionId: localStorage.getItem('lexaSessionId'),
      currentStep: 1,
      formData: expect.objectContaining({
        initialInput: 'Need a lease reviewed',
        timeline: 'this_month',
        scope: 'one_time',
        files: [],
      }),
    });
    for (const secret of ['password', 'confirmPassword', 'loginPassword'])
      expect(created.formData).not.toHaveProperty(secret);

    await fill(user, 'Describe your legal need', 'Need a commercial lease reviewed');
    await elapse(1000);
    await fill(user, 'Describe your legal need', 'Need a commercial lease reviewed today');
    await elapse(1999);
    expect(api.callsTo(...UPDATE)).toHaveLength(0);
    await elapse(1);
    expect(api.callsTo(...CREATE)).toHaveLength(1);
    expect(api.callsTo(...UPDATE)).toHaveLength(1);
    expect(api.callsTo(...UPDATE)[0]!.body).toMatchObject({
      currentStep: 1,
      formData: { initialInput: 'Need a commercial lease reviewed today' },
    });
  });

  it('saves nothing while input, title and description are all blank', async () => {
    const user = fakeTimeUser();
    const api = mockIntakeApi();
    renderWizard();
    await settle();

    await fill(user, 'Describe your legal need', '    ');
    await elapse(5000);

    expect(api.callsTo(...CREATE)).toHaveLength(0);
  });

  it('saves nothing without a correlation id, and only logs why', async () => {
    const user = fakeTimeUser();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockIntakeApi({
      'POST /api/autosave/log-visit': () => {
        throw networkError();
      },
    });
    renderWizard();
    await settle();

    await fill(user, 'Describe your legal need', 'Need a lease reviewed');
    await elapse(5000);

    expect(api.callsTo(...CREATE)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Visit log failed', expect.anything());
    expect(screen.queryByText(/failed/i)).not.toBeInTheDocument();
  });

  it('skips a save while the previous one is still in flight', async () => {
    const user = fakeTimeUser();
    const creation = deferred<{ draftId: string }>();
    const api = mockIntakeApi({ 'POST /api/autosave/create-draft': () => creation.promise });
    renderWizard();
    await settle();

    await fill(user, 'Describe your legal need', 'Need a lease reviewed');
    await elapse(2000);
    await fill(user, 'Describe your legal need', 'Need a lease reviewed soon');
    await elapse(2000);
    expect(api.callsTo(...CREATE)).toHaveLength(1);
    expect(api.callsTo(...UPDATE)).toHaveLength(0);

    creation.resolve({ draftId: 'draft-1' });
    await settle();
    await fill(user, 'Describe your legal need', 'Need a lease reviewed this week');
    await elapse(2000);
    expect(api.callsTo(...CREATE)).toHaveLength(1);
    expect(api.callsTo(...UPDATE)).toHaveLength(1);
  });

  it('only logs a failed save', async () => {
    const user = fakeTimeUser();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockIntakeApi({
      'POST /api/autosave/create-draft': () => {
        throw networkError();
      },
    });
    renderWizard();
    await settle();

    await fill(user, 'Describe your legal need', 'Need a lease reviewed');
    await elapse(2000);

    expect(warn).toHaveBeenCalledWith('Autosave failed', expect.anything());
    expect(screen.getByLabelText('Describe your legal need')).toHaveValue('Need a lease reviewed');
  });

  it('restores the active draft on its step with a "Draft Restored" notice, and keeps saving to it', async () => {
    const user = fakeTimeUser();
    const api = mockIntakeApi({ 'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(3) }) });
    renderWizard();

    await expectStep(3, 6);
    expect(await screen.findByText('Draft Restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Jurisdiction')).toHaveValue(COMPLETE_FORM.jurisdiction);
    await elapse(5000);
    expect(api.callsTo(...UPDATE)).toHaveLength(0);

    await fill(user, 'Jurisdiction', 'Ontario, Canada');
    await elapse(2000);
    expect(api.callsTo(...CREATE)).toHaveLength(0);
    expect(api.callsTo(...UPDATE)[0]!.body).toMatchObject({
      currentStep: 3,
      formData: { title: COMPLETE_FORM.title, jurisdiction: 'Ontario, Canada' },
    });
  });

  it('restores only from the arrival answer: a draft fetched again after a sign-out is not put over the form', async () => {
    const user = fakeTimeUser();
    signInAs(clientUser);
    let draft: ReturnType<typeof savedDraft> | null = null;
    const api = mockIntakeApi({ 'GET /api/autosave/get-active-draft': () => ({ draft }) });
    const queryClient = createTestQueryClient();
    renderWizard(queryClient);
    await settle();

    await fill(user, 'Describe your legal need', 'Need a lease reviewed');
    await elapse(2000);
    expect(api.callsTo(...CREATE)).toHaveLength(1);
    // The draft the autosave made is the session's active one now; a sign-out clears the cache and it is fetched again.
    draft = savedDraft(3);
    act(() => {
      useSession.getState().signOut();
      queryClient.clear();
    });
    await settle();

    expect(api.callsTo('GET', '/api/autosave/get-active-draft').length).toBeGreaterThan(1);
    expect(screen.queryByText('Draft Restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Describe your legal need')).toHaveValue('Need a lease reviewed');
  });

  it('names the files of a restored draft that must be attached again, until they are', async () => {
    mockIntakeApi({
      'GET /api/autosave/get-active-draft': () => ({
        draft: {
          ...savedDraft(2),
          formData: {
            ...COMPLETE_FORM,
            files: [
              { name: 'lease.pdf', size: 2048, type: 'application/pdf' },
              { name: 'notes.txt', size: 10, type: 'text/plain' },
            ],
          },
        },
      }),
    });
    renderWizard();

    await expectStep(2, 6);
    expect(
      await screen.findByText(
        'Your saved progress has been restored. Files are not saved with a draft: please attach lease.pdf, notes.txt again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('intake-files-again')).toHaveTextContent('Please attach again: lease.pdf, notes.txt');
    await act(async () => {
      fireEvent.change(screen.getByTestId('intake-file-input'), {
        target: { files: [new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })] },
      });
    });
    expect(screen.getByTestId('intake-files-again')).toHaveTextContent('Please attach again: notes.txt');
  });

  it("reopens a draft saved on the visitors' contact step on a client's last step", async () => {
    signInAs(clientUser);
    mockIntakeApi({ 'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(6) }) });
    renderWizard();

    await expectStep(5, 5);
    expect(screen.getByRole('radio', { name: COMPLETE_FORM.budget })).toBeChecked();
  });
});
