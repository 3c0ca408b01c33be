import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpError, clientUser, resetSession, setupUser, signInAs } from '@lexa/testing';
import {
  ANALYSIS,
  COMPLETE_FORM,
  backButton,
  chooseCategory,
  continueButton,
  deferred,
  expectStep,
  fill,
  location,
  mockIntakeApi,
  renderWizard,
  savedDraft,
  submitButton,
} from './intake-test-kit';

const INPUT = 'We are opening a bakery together and need a partnership agreement.';

// antd under jsdom is slow, and a walk through several steps takes many interactions.
jest.setTimeout(30_000);

beforeEach(resetSession);
afterEach(() => {
  jest.restoreAllMocks();
});

async function passStepOne(user: ReturnType<typeof setupUser>, input = INPUT) {
  await fill(user, 'Describe your legal need', input);
  await user.click(continueButton());
  await expectStep(2, 6);
}

describe('IntakeWizardPage: steps', () => {
  it('gives a visitor six steps and no badge', async () => {
    mockIntakeApi();
    renderWizard();

    await expectStep(1, 6);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    expect(screen.queryByTestId('signed-in-badge')).not.toBeInTheDocument();
  });

  it('gives a signed-in client five steps and the "Logged in as" badge with the first name', async () => {
    mockIntakeApi();
    signInAs(clientUser);
    renderWizard();

    await expectStep(1, 5);
    expect(screen.getByTestId('signed-in-badge')).toHaveTextContent('Logged in as Ada');
  });

  it('names a client without a first name by the local part of the e-mail', async () => {
    mockIntakeApi();
    signInAs({ ...clientUser, firstName: '', email: 'ada.king@example.com' });
    renderWizard();

    expect(await screen.findByTestId('signed-in-badge')).toHaveTextContent('Logged in as ada.king');
  });

  it('shows step 1 with the four benefits and the free-services copy', async () => {
    mockIntakeApi();
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'What legal help do you need?' })).toBeInTheDocument();
    expect(screen.getByText(/Most of our services are free/)).toBeInTheDocument();
    for (const benefit of [
      'Free walkthroughs for legal situations',
      'Free dashboard access',
      'Drafting and reviewing documents in real time',
      'Pay only for action',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
  });

  it('continues from step 1 only with more than 10 characters once trimmed', async () => {
    const user = setupUser();
    mockIntakeApi();
    renderWizard();

    expect(continueButton()).toBeDisabled();
    await fill(user, 'Describe your legal need', '   1234567890   ');
    expect(continueButton()).toBeDisabled();
    await fill(user, 'Describe your legal need', '12345678901');
    expect(continueButton()).toBeEnabled();
  });

  it('analyses the input behind a full-screen notice and prefills step 2', async () => {
    const user = setupUser();
    const analysis = deferred<typeof ANALYSIS>();
    const api = mockIntakeApi({ 'POST /api/ai/analyze-legal-need': () => analysis.promise });
    renderWizard();

    await fill(user, 'Describe your legal need', `  ${INPUT}  `);
    await user.click(continueButton());

    expect(await screen.findByText('We are analyzing your request...')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ai/analyze-legal-need')[0]?.body).toEqual({ input: INPUT });
    analysis.resolve(ANALYSIS);

    await expectStep(2, 6);
    expect(screen.queryByText('We are analyzing your request...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tell Us About Your Request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(ANALYSIS.suggestedTitle);
    expect(screen.getByTitle('Business Formation')).toBeInTheDocument();
    expect(screen.getByLabelText('Detailed Description')).toHaveValue(ANALYSIS.enhancedDescription);
  });

  it.each([
    ['a long input', `${'A'.repeat(50)} and the rest of a long story`, `${'A'.repeat(50)}...`],
    ['an input of 50 characters or less', 'Need help with my lease please', 'Need help with my lease please'],
  ])('falls back silently when the analysis fails, for %s', async (_case, input, title) => {
    const user = setupUser();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockIntakeApi({
      'POST /api/ai/analyze-legal-need': () => {
        throw httpError(502, { error: 'The analysis is unavailable right now', code: 'ASSISTANT_UNAVAILABLE' });
      },
    });
    renderWizard();

    await passStepOne(user, input);

    expect(screen.getByLabelText('Title')).toHaveValue(title);
    expect(screen.getByTitle('Other')).toBeInTheDocument();
    expect(screen.getByLabelText('Detailed Description')).toHaveValue(input);
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('The analysis is unavailable right now')).not.toBeInTheDocument();
  });

  it('keeps step 2 edits when the visitor goes back and continues with the same text', async () => {
    const user = setupUser();
    const api = mockIntakeApi();
    renderWizard();
    await passStepOne(user);
    await fill(user, 'Title', 'My own title');

    await user.click(backButton());
    await expectStep(1, 6);
    expect(screen.getByLabelText('Describe your legal need')).toHaveValue(INPUT);
    await user.click(continueButton());

    await expectStep(2, 6);
    expect(screen.getByLabelText('Title')).toHaveValue('My own title');
    expect(api.callsTo('POST', '/api/ai/analyze-legal-need')).toHaveLength(1);
  });

  it('gates step 2 on a title, a category and a description over 20 characters', async () => {
    const user = setupUser();
    mockIntakeApi({
      'POST /api/ai/analyze-legal-need': () => ({
        suggestedTitle: '',
        suggestedCategory: 'Nonsense',
        enhancedDescription: '',
      }),
    });
    renderWizard();
    await passStepOne(user);

    expect(screen.getByText('Minimum 20 characters required')).toBeInTheDocument();
    for (const label of ['Title', 'Category', 'Detailed Description']) {
      expect(
        screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-required'),
      ).not.toBeNull();
    }
    expect(continueButton()).toBeDisabled();
    await fill(user, 'Title', 'Bakery partnership');
    await fill(user, 'Detailed Description', '  12345678901234567890  ');
    expect(screen.getByText('24 / 1000')).toBeInTheDocument();
    await chooseCategory(user, 'Contract Review');
    expect(continueButton()).toBeDisabled();
    await fill(user, 'Detailed Description', '123456789012345678901');
    expect(continueButton()).toBeEnabled();
    await fill(user, 'Title', '   ');
    expect(continueButton()).toBeDisabled();
  });

  it('clears and disables the jurisdiction when it is not tied to one, and says so in the summary', async () => {
    const user = setupUser();
    mockIntakeApi({
      'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(3, { ...COMPLETE_FORM, jurisdiction: '' }) }),
    });
    renderWizard();
    await expectStep(3, 6);

    expect(continueButton()).toBeDisabled();
    await fill(user, 'Jurisdiction', 'Ontario');
    expect(continueButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Not tied to a specific jurisdiction' }));
    expect(screen.getByLabelText('Jurisdiction')).toHaveValue('');
    expect(screen.getByLabelText('Jurisdiction')).toBeDisabled();
    expect(continueButton()).toBeEnabled();

    await user.click(continueButton());
    await user.click(continueButton());
    await user.click(continueButton());
    await expectStep(6, 6);
    expect(
      within(screen.getByTestId('intake-summary')).getByText('Not tied to specific jurisdiction'),
    ).toBeInTheDocument();
  });

  it('defaults the timeline to This Month and the scope to a one-time request', async () => {
    mockIntakeApi({
      'GET /api/autosave/get-active-draft': () => ({
        draft: savedDraft(4, { title: 'A title', description: 'A description' }),
      }),
    });
    renderWizard();
    await expectStep(4, 6);

    expect(screen.getByRole('radio', { name: 'This Month' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One-time request' })).toBeChecked();
    for (const label of ['Today (Urgent)', 'This Week', 'No Rush', 'Ongoing relationship']) {
      expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    }
    expect(continueButton()).toBeEnabled();
  });

  it('needs a budget on step 5 and explains what it is for', async () => {
    const user = setupUser();
    mockIntakeApi({
      'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(5, { ...COMPLETE_FORM, budget: '' }) }),
    });
    renderWizard();
    await expectStep(5, 6);

    expect(screen.getByText(/used to route|route your request/)).toBeInTheDocument();
    expect(screen.getByText(/Final pricing is discussed/)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Over $5,000' }));
    expect(continueButton()).toBeEnabled();
  });

  it('asks a visitor for a name and a valid e-mail, refusing "@" and "a@" on the spot, and summarises the request', async () => {
    const user = setupUser();
    mockIntakeApi({
      'GET /api/autosave/get-active-draft': () => ({
        draft: savedDraft(6, { ...COMPLETE_FORM, submitName: '', submitEmail: '' }),
      }),
    });
    renderWizard();
    await expectStep(6, 6);

    expect(screen.getByText(/use this email to create your account and send you updates/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await fill(user, 'Preferred name', '   ');
    await fill(user, 'Email', 'grace@example.com');
    expect(submitButton()).toBeDisabled();
    await fill(user, 'Preferred name', 'Grace');
    await fill(user, 'Email', 'grace.example.com');
    expect(submitButton()).toBeDisabled();
    for (const wrong of ['@', 'a@']) {
      await fill(user, 'Email', wrong);
      await user.tab();
      expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(submitButton()).toBeDisabled();
    }
    await fill(user, 'Email', 'grace@example.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    const summary = within(screen.getByTestId('intake-summary'));
    for (const [label, value] of [
      ['Title', 'Partnership agreement for a bakery'],
      ['Category', 'Business Formation'],
      ['Jurisdiction', 'California, United States'],
      ['Timeline', 'This Week'],
      ['Budget', '$500 - $1,000'],
      ['Name', 'Grace'],
      ['Email', 'grace@example.com'],
    ]) {
      expect(summary.getByText(label)).toBeInTheDocument();
      expect(summary.getByText(value)).toBeInTheDocument();
    }
  });

  it('lets a signed-in client submit after the budget step', async () => {
    mockIntakeApi({ 'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(5) }) });
    signInAs(clientUser);
    renderWizard();

    await expectStep(5, 5);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit Request');
  });

  it('sends a visitor on step 1 back to the marketing site', async () => {
    mockIntakeApi();
    renderWizard();

    expect(await screen.findByRole('link', { name: /Back/ })).toHaveAttribute('href', 'https://lexa.legal');
  });

  it('sends a signed-in client on step 1 back to the dashboard', async () => {
    const user = setupUser();
    mockIntakeApi();
    signInAs(clientUser);
    renderWizard();

    await user.click(await screen.findByRole('button', { name: /Back/ }));
    expect(location()).toHaveTextContent('/client/dashboard');
  });

  it('slides each new step in from the side it comes from', async () => {
    const user = setupUser();
    mockIntakeApi();
    const { container } = renderWizard();
    await passStepOne(user);

    expect(container.querySelector('.lexa-intake-step')).toHaveClass('lexa-intake-step-forward');
    await user.click(backButton());
    expect(container.querySelector('.lexa-intake-step')).toHaveClass('lexa-intake-step-back');
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/animation: lexa-intake-slide 0\.3s/);
    expect(css).toMatch(/--lexa-intake-from: 50px/);
    expect(css).toMatch(/prefers-reduced-motion: reduce/);
  });
});

describe('IntakeWizardPage: files', () => {
  const file = (name: string, type: string, size = 1024) => {
    const created = new File(['x'], name, { type });
    Object.defineProperty(created, 'size', { value: size });
    return created;
  };
  const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('intake-drop-zone'), { dataTransfer: { files } });

  async function openStepTwo() {
    mockIntakeApi({ 'GET /api/autosave/get-active-draft': () => ({ draft: savedDraft(2) }) });
    renderWizard();
    await expectStep(2, 6);
  }

  it('adds PDF, DOC, DOCX and TXT files by MIME type or extension, listing each with its size in MB', async () => {
    const user = setupUser();
    await openStepTwo();

    await user.upload(screen.getByTestId('intake-file-input'), [
      file('contract.pdf', 'application/pdf', 2.5 * 1024 * 1024),
      file('notes', 'text/plain'),
    ]);
    expect(await screen.findByText('Files added')).toBeInTheDocument();
    expect(screen.getByText('2 file(s) added successfully.')).toBeInTheDocument();

    drop([file('letter.DOCX', ''), file('old.doc', 'application/octet-stream')]);
    await waitFor(() => expect(screen.getAllByTestId('intake-file')).toHaveLength(4));

    const listed = screen.getAllByTestId('intake-file');
    expect(listed.map((item) => item.textContent)).toEqual([
      expect.stringContaining('contract.pdf2.50 MB'),
      expect.stringContaining('notes0.00 MB'),
      expect.stringContaining('letter.DOCX'),
      expect.stringContaining('old.doc'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove contract.pdf' }));
    expect(screen.queryByText('contract.pdf')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('intake-file')).toHaveLength(3);
  });

  it('refuses other file types', async () => {
    await openStepTwo();

    drop([file('photo.png', 'image/png')]);

    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(
      screen.getByText('photo.png is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('intake-file')).not.toBeInTheDocument();
  });

  it('refuses files over 10MB', async () => {
    await openStepTwo();

    drop([file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)]);

    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('big.pdf is larger than 10MB. Please choose a smaller file.')).toBeInTheDocument();
    expect(screen.queryByTestId('intake-file')).not.toBeInTheDocument();
  });

  it('accepts a file of exactly 10MB', async () => {
    await openStepTwo();

    drop([file('edge.pdf', 'application/pdf', 10 * 1024 * 1024)]);

    expect(await screen.findByText('1 file(s) added successfully.')).toBeInTheDocument();
  });

  it('drops files whose name is already selected', async () => {
    await openStepTwo();
    drop([file('contract.pdf', 'application/pdf')]);
    expect(await screen.findByText('1 file(s) added successfully.')).toBeInTheDocument();

    drop([file('contract.pdf', 'application/pdf')]);

    expect(await screen.findByText('Duplicate files')).toBeInTheDocument();
    expect(screen.getByText('Some files were already selected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('intake-file')).toHaveLength(1));
  });
});
