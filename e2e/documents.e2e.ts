import { expect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import PDFDocument from 'pdfkit';

/** A real one-page PDF with the given paragraphs. */
function makePdf(paragraphs: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const paragraph of paragraphs) document.text(paragraph).moveDown();
    document.end();
  });
}

const CONTRACT = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This Mutual Non-Disclosure Agreement is made and entered into as of March 3, 2026 by and between Acme Corp, a Delaware corporation, and Beta LLC, a New York limited liability company.',
  '1. Confidential Information. Each party may disclose confidential information to the other party for the purpose of evaluating a software partnership. The receiving party shall keep it confidential.',
  '2. Term. This Agreement remains in effect for two (2) years from the effective date.',
  '3. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  'Signed by the authorised representatives of Acme Corp and Beta LLC.',
];

/** Puts the token where the dashboard looks for it and opens the dashboard. */
async function openDashboardAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  await page.goto('/client/dashboard');
}

/** A fresh client, signed up through the API, signed in on this page; returns their token. */
async function signInFreshClient(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Dora', lastName: 'Docs', email: `docs-${Date.now()}@example.com`, password: 'documents-2026' },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await openDashboardAs(page, token);
  return token;
}

const openSection = (page: Page, label: string) =>
  page.getByTestId('dashboard-menu').getByText(label, { exact: true }).click();

test.describe('documents', () => {
  test('a client has a PDF reviewed and reads the clause checklist', async ({ page }) => {
    await signInFreshClient(page);
    await openSection(page, 'Review a Document');
    await expect(page.getByText('No document reviews yet')).toBeVisible();

    await page
      .getByTestId('review-section')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'mutual-nda.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(CONTRACT),
      });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Review instructions (optional)').fill('Check the governing law');
    await dialog.getByRole('button', { name: 'Start Review' }).click();
    await expect(page.getByText('Document review is now processing...')).toBeVisible();

    const row = page.getByTestId('review-row').filter({ hasText: 'mutual-nda.pdf' });
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: 'View Report' }).click();
    const report = page.getByTestId('review-report');
    await expect(report).toBeVisible();
    await expect(report.getByTestId('review-clause').filter({ hasText: 'Governing law' })).toContainText(
      'State of New York',
    );
    await expect(report.getByTestId('review-clause').filter({ hasText: 'Parties' }).first()).toContainText('Acme Corp');
  });

  test('a client drafts an NDA from an edited outline and downloads it as DOCX', async ({ page }) => {
    await signInFreshClient(page);
    await openSection(page, 'Draft a Document');
    await page.getByRole('button', { name: /New Draft/ }).click();
    await page.getByLabel('Title').fill('Mutual NDA');
    await page
      .getByLabel('Description')
      .fill('A mutual non-disclosure agreement between Acme Corp and Beta LLC for a software partnership.');
    await page.getByRole('button', { name: 'Create Outline' }).click();

    const outline = page.getByRole('textbox', { name: 'Outline' });
    await expect(outline).not.toHaveValue('', { timeout: 30_000 });
    await outline.fill(
      `${await outline.inputValue()}\n\n99. Data Breach Notification\n- Notify the other party within 72 hours`,
    );
    await page.getByRole('button', { name: 'Use This Outline' }).click();

    const row = page.getByTestId('draft-row').filter({ hasText: 'Mutual NDA' });
    await expect(row.getByText('Draft Complete')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download DOCX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const { value } = await mammoth.extractRawText({ path: await download.path() });
    expect(value).toContain('Data Breach Notification');
  });

  test('a client continues with the assistant and keeps the conversation on reload', async ({ page, browser }) => {
    const token = await signInFreshClient(page);
    await openSection(page, 'Continue with the assistant');
    const assistant = page.getByTestId('assistant-message-assistant');
    await expect(assistant.first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Message' }).fill('My landlord kept my security deposit');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(page.getByTestId('assistant-message-user')).toHaveText('My landlord kept my security deposit');
    await expect(assistant).toHaveCount(2, { timeout: 30_000 });

    await page.reload();
    await openSection(page, 'Continue with the assistant');
    await expect(page.getByTestId('assistant-message-user')).toHaveText('My landlord kept my security deposit');
    await expect(assistant).toHaveCount(2);

    // Another device: a fresh browser with nothing stored but the token shows the same conversation from the server.
    const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const other = await otherDevice.newPage();
      await openDashboardAs(other, token);
      await openSection(other, 'Continue with the assistant');
      await expect(other.getByTestId('assistant-message-user')).toHaveText('My landlord kept my security deposit');
      await expect(other.getByTestId('assistant-message-assistant')).toHaveCount(2);
      await expect(other.getByTestId('assistant-message-assistant').nth(1)).toHaveText(
        (await assistant.nth(1).textContent()) ?? '',
      );
    } finally {
      await otherDevice.close();
    }
  });
});
