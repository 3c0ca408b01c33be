import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { linkIn, waitForMail } from './support/outbox';

const NEED = 'I need a lawyer to review a supply contract with a new vendor before we sign it next week.';
const DESCRIPTION = 'Please review the supply contract: the payment terms and the liability cap worry us.';
const DASHBOARD_URL = /\/client\/dashboard\?request=[A-Za-z0-9_-]+&highlight=true$/;

const step = (page: Page, current: number, of: number) =>
  expect(page.getByText(`Step ${current} of ${of}`)).toBeVisible();
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function chooseCategory(page: Page, category: string) {
  await page.getByLabel('Category').click();
  // The option in the open list (the closed select shows the current value under the same title).
  await page.locator(`.ant-select-item-option[title="${category}"]`).click();
}

/** Steps 1 to 5 with every gate checked on the way; returns the title the analysis suggested. */
async function completeFirstFiveSteps(page: Page, of: number): Promise<string> {
  const next = continueButton(page);
  await step(page, 1, of);
  await expect(page.getByRole('heading', { name: 'What legal help do you need?' })).toBeVisible();
  await expect(page.getByText('Pay only for action')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Describe your legal need', { exact: true }).fill('  too short  ');
  await expect(next).toBeDisabled();
  await page.getByLabel('Describe your legal need', { exact: true }).fill(NEED);
  await next.click();

  await step(page, 2, of);
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Request' })).toBeVisible();
  const title = await page.getByLabel('Title', { exact: true }).inputValue();
  expect(title).not.toBe('');
  await expect(page.getByText('Minimum 20 characters required')).toBeVisible();
  await page.getByLabel('Detailed Description', { exact: true }).fill('Too short to send');
  await expect(next).toBeDisabled();
  await page.getByLabel('Detailed Description', { exact: true }).fill(DESCRIPTION);
  await chooseCategory(page, 'Contract Review');
  const files = page.getByTestId('intake-file-input');
  await files.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a document') });
  await expect(
    page.getByText('photo.png is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.'),
  ).toBeVisible();
  await files.setInputFiles({
    name: 'terms.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Payment within 90 days.'),
  });
  await expect(page.getByText('1 file(s) added successfully.')).toBeVisible();
  await expect(page.getByTestId('intake-file')).toContainText('terms.txt');
  await next.click();

  await step(page, 3, of);
  await expect(next).toBeDisabled();
  await page.getByLabel('Jurisdiction', { exact: true }).fill('California, United States');
  await next.click();

  await step(page, 4, of);
  await expect(page.getByRole('radio', { name: 'This Month' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'One-time request' })).toBeChecked();
  await page.getByText('This Week').click();
  await next.click();

  await step(page, 5, of);
  await expect(page.getByText(/Final pricing is discussed/)).toBeVisible();
  await expect(page.getByRole('button', { name: of === 5 ? 'Submit Request' : 'Continue' })).toBeDisabled();
  await page.getByText('$500 - $1,000').click();
  return title;
}

/** Step 6 for a visitor: the contact gate, then the summary. */
async function completeContactStep(page: Page, name: string, email: string) {
  await continueButton(page).click();
  await step(page, 6, 6);
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Preferred name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill('not-an-address');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  const summary = page.getByTestId('intake-summary');
  for (const value of ['Contract Review', 'California, United States', 'This Week', '$500 - $1,000', name, email]) {
    await expect(summary).toContainText(value);
  }
  await submit.click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('request intake wizard', () => {
  test('a visitor posts a request in six steps, gets an account by e-mail, sets a password and signs in', async ({
    page,
  }) => {
    const email = `intake-${Date.now()}@example.com`;
    await page.goto('/client/request');
    await expect(page.getByRole('link', { name: /Back/ })).toHaveAttribute('href', 'https://lexa.legal');
    await expect(page.getByText(/Logged in as/)).toHaveCount(0);

    const title = await completeFirstFiveSteps(page, 6);
    await completeContactStep(page, 'Grace Hopper', email);

    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByText('Your account has been created and your request has been submitted.')).toBeVisible();
    await expect(page.getByTestId('request-card').filter({ hasText: title })).toBeVisible();

    const mail = await waitForMail(email, 'Set your Lexa password');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/login$/);

    await page.goto(linkIn(mail.text, '/client/reset-password'));
    await page.getByLabel('New Password').fill('my-own-password');
    await page.getByLabel('Confirm Password').fill('my-own-password');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Your password is set')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/login$/, { timeout: 10_000 });

    await signIn(page, email, 'my-own-password');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByTestId('request-card').filter({ hasText: title })).toBeVisible();
  });

  test('a signed-in client posts a request in five steps', async ({ page }) => {
    await page.goto('/client/login');
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await expect(page).toHaveURL(/\/client\/dashboard$/);

    await page.goto('/client/request');
    await expect(page.getByText('Logged in as Casey')).toBeVisible();
    const title = await completeFirstFiveSteps(page, 5);
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByText('Your legal request has been submitted successfully.')).toBeVisible();
    await expect(page.getByTestId('request-card').filter({ hasText: title }).first()).toBeVisible();
  });

  test('a visitor whose e-mail has an account signs in and the request is then submitted', async ({ page }) => {
    await page.goto('/client/request');
    const title = await completeFirstFiveSteps(page, 6);
    await completeContactStep(page, 'Casey Morgan', DEMO.client.email);

    await expect(page).toHaveURL(/\/client\/login\?email=client%40lexa\.local&returnTo=\/client\/request-submission$/);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.client.email);
    await page.getByLabel('Password').fill(DEMO.client.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByText('Your legal request has been submitted successfully.')).toBeVisible();
    await expect(page.getByTestId('request-card').filter({ hasText: title }).first()).toBeVisible();
  });

  test('a reload after an autosave reopens the wizard on the same step with "Draft Restored"', async ({ page }) => {
    await page.goto('/client/request');
    await page.getByLabel('Describe your legal need', { exact: true }).fill(NEED);
    await continueButton(page).click();
    await step(page, 2, 6);
    const title = await page.getByLabel('Title', { exact: true }).inputValue();
    await page.getByLabel('Detailed Description', { exact: true }).fill(DESCRIPTION);
    await chooseCategory(page, 'Contract Review');
    await continueButton(page).click();
    await step(page, 3, 6);

    const saved = page.waitForResponse(
      (response) =>
        /\/api\/autosave\/(create|update)-draft/.test(response.url()) &&
        response.ok() &&
        response.request().postDataJSON()?.formData?.jurisdiction === 'Texas, United States',
    );
    await page.getByLabel('Jurisdiction', { exact: true }).fill('Texas, United States');
    await saved;
    await page.reload();

    await step(page, 3, 6);
    await expect(page.getByText('Draft Restored')).toBeVisible();
    await expect(page.getByLabel('Jurisdiction', { exact: true })).toHaveValue('Texas, United States');
    await page.getByRole('button', { name: /Back/ }).click();
    await step(page, 2, 6);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Detailed Description', { exact: true })).toHaveValue(DESCRIPTION);
  });
});
