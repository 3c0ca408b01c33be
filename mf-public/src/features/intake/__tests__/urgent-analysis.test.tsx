import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import { clientUser, resetSession, setupUser, signInAs } from '@lexa/testing';
import {
  continueButton,
  expectStep,
  fill,
  location,
  mockIntakeApi,
  renderWizard,
  submitButton,
  waitForCall,
} from './intake-test-kit';

const CRISIS = 'My husband said he will kill me if I file for divorce, I need to leave with the kids.';
const URGENT_ANALYSIS = {
  suggestedTitle: 'Family Law: Divorce and Safety',
  suggestedCategory: 'Other',
  enhancedDescription: `URGENT, safety: call 911 now. ${CRISIS}`,
  suggestedPriority: 'urgent',
  suggestedTimeline: 'today',
  safetyAlert: 'Your safety comes first. Call 911 now.',
};

// antd under jsdom is slow, and the walk goes through every step (about 20 s on a loaded machine).
jest.setTimeout(120_000);

beforeEach(resetSession);
afterEach(() => {
  jest.restoreAllMocks();
});

/** Step 1 to step 4 with the analysis given, the jurisdiction left untied. */
async function walkToTimeline(user: ReturnType<typeof setupUser>, input: string) {
  await fill(user, 'Describe your legal need', input);
  await user.click(continueButton());
  await expectStep(2, 5);
  await user.click(continueButton());
  await expectStep(3, 5);
  await user.click(screen.getByRole('checkbox', { name: 'Not tied to a specific jurisdiction' }));
  await user.click(continueButton());
  await expectStep(4, 5);
}

describe('IntakeWizardPage: an urgent analysis', () => {
  it('preselects Today (Urgent), lets the visitor change it, and the submitted request carries the choice', async () => {
    const user = setupUser();
    const api = mockIntakeApi({ 'POST /api/ai/analyze-legal-need': () => URGENT_ANALYSIS });
    signInAs(clientUser);
    renderWizard();

    await walkToTimeline(user, CRISIS);
    expect(screen.getByRole('radio', { name: 'Today (Urgent)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'This Month' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'This Week' }));
    expect(screen.getByRole('radio', { name: 'Today (Urgent)' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Today (Urgent)' }));

    await user.click(continueButton());
    await expectStep(5, 5);
    await user.click(screen.getByRole('radio', { name: 'Under $200' }));
    await user.click(submitButton());

    const submitted = await waitForCall(api, 'POST', '/api/requests/submit');
    expect((submitted.body as FormData).get('timeline')).toBe('today');
    await waitFor(() => expect(location()).toHaveTextContent('/client/dashboard'));
  });
});
