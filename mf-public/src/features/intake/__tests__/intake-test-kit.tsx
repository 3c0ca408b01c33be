import { expect, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { clientApi } from '@lexa/common';
import { clientUser, renderScreen } from '@lexa/testing';
import { IntakeWizardPage } from '../components/IntakeWizardPage';
import type { SavedDraft } from '../api/intake-api';

type Handler = (body: unknown) => unknown;
type Routes = Record<string, Handler>;

export const ANALYSIS = {
  suggestedTitle: 'Partnership agreement for a bakery',
  suggestedCategory: 'Business Formation',
  enhancedDescription: 'Two partners opening a bakery need an agreement on ownership, roles and exits.',
};

export const SUBMITTED = { id: 'req-1', requestNumber: 'LR-261122-7KQ4' };

/** The server as the wizard sees it: every call answered by `routes` ("METHOD /path"), recorded in `calls`. */
export function mockIntakeApi(overrides: Routes = {}) {
  const routes: Routes = {
    'POST /api/autosave/log-visit': () => ({ correlationId: 'corr-1' }),
    'GET /api/autosave/get-active-draft': () => ({ draft: null }),
    'POST /api/autosave/create-draft': () => ({ draftId: 'draft-1' }),
    'PUT /api/autosave/update-draft/draft-1': () => ({ draftId: 'draft-1' }),
    'POST /api/autosave/submit-draft/draft-1': () => ({ draftId: 'draft-1', status: 'submitted' }),
    'POST /api/ai/analyze-legal-need': () => ANALYSIS,
    'POST /api/auth/check-email': () => ({ exists: false }),
    'POST /api/auth/signup': () => ({ token: 'new-token', user: { ...clientUser, id: 'u2', firstName: 'Grace' } }),
    'POST /api/requests/submit': () => SUBMITTED,
    ...overrides,
  };
  const calls: { method: string; url: string; body: unknown }[] = [];
  const answer = (method: string) =>
    (async (url: string, second?: unknown) => {
      const body = method === 'GET' ? (second as { params?: unknown } | undefined)?.params : second;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url}`];
      if (!handler) throw new Error(`Unexpected call ${method} ${url}`);
      return { data: await handler(body) };
    }) as never;
  jest.spyOn(clientApi, 'post').mockImplementation(answer('POST'));
  jest.spyOn(clientApi, 'put').mockImplementation(answer('PUT'));
  jest.spyOn(clientApi, 'get').mockImplementation(answer('GET'));
  return {
    calls,
    callsTo: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
  };
}

/** A promise to settle by hand, to look at the screen while a call is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const COMPLETE_FORM = {
  initialInput: 'We are opening a bakery together and need a partnership agreement.',
  title: 'Partnership agreement for a bakery',
  category: 'Business Formation',
  description: 'Two partners opening a bakery need an agreement on ownership, roles and exits.',
  jurisdiction: 'California, United States',
  jurisdictionNotApplicable: false,
  timeline: 'this_week',
  scope: 'ongoing',
  budget: '$500 - $1,000',
  files: [],
  submitName: 'Grace Brewster Hopper',
  submitEmail: 'grace@example.com',
};

/** An active draft the server returns on arrival: the quickest way to open the wizard on a later step. */
export const savedDraft = (
  currentStep: number,
  formData: Partial<typeof COMPLETE_FORM> = COMPLETE_FORM,
): SavedDraft => ({
  draftId: 'draft-1',
  currentStep,
  formData,
  lastSavedAt: '2026-11-22T10:00:00.000Z',
});

export const renderWizard = (queryClient?: QueryClient) =>
  renderScreen(<IntakeWizardPage />, '/client/request', queryClient);
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });
export const backButton = () => screen.getByRole('button', { name: /Back/ });
export const submitButton = () => screen.getByRole('button', { name: /Submit Request|Submitting\.\.\./ });
export const location = () => screen.getByTestId('location');

export async function fill(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

export async function chooseCategory(user: UserEvent, category: string) {
  await user.click(screen.getByLabelText('Category'));
  await user.click(await screen.findByTitle(category));
}

export async function expectStep(step: number, of: number) {
  expect(await screen.findByText(`Step ${step} of ${of}`)).toBeInTheDocument();
}

/** Lets pending promise callbacks (mocked calls) run. */
export const settle = () => act(async () => {});

export async function waitForCall(api: ReturnType<typeof mockIntakeApi>, method: string, url: string) {
  await waitFor(() => expect(api.callsTo(method, url)).not.toHaveLength(0));
  return api.callsTo(method, url).at(-1)!;
}
