import { expect, test, type Locator, type Page } from '@playwright/test';
import { CHAT_START } from './support/chat-start';
import { stayOffline } from './support/offline';

/**
 * The landing page and its assistant chat against the built product with the offline assistant. Nothing leaves the
 * machine: every request to another host is refused, so the visitor-location lookups fail and the chat falls back.
 */

const CONSULTATION = 'I would like to book a consultation with an attorney.';
const CONTRACT_REVIEW = 'I need help reviewing a contract before I sign it. What should I look out for?';

const chat = (page: Page) => page.getByRole('region', { name: 'Chat with Lexa' });
const messages = (page: Page) => chat(page).getByTestId('chat-message');
const messageInput = (page: Page) => chat(page).getByRole('textbox', { name: 'Message' });

/** The landing with the chat open and initialised (its welcome message shown). */
async function openLanding(page: Page, path = '/') {
  const init = page.waitForRequest((request) => request.url().endsWith('/api/chat/init'));
  await page.goto(path);
  await expect(chat(page)).toBeVisible({ timeout: CHAT_START });
  await expect(messages(page).first()).toBeVisible({ timeout: CHAT_START });
  return (await init).postDataJSON() as { sessionId: string; geoData: Record<string, string>; userAgent: string };
}

/** A one-page PDF with a line of text, byte offsets computed so that readers accept it. */
function samplePdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A Windows executable's first bytes ("MZ" header) under a .pdf name. */
const renamedExecutable = () =>
  Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(2048, 0x41)]);

test.describe('landing page and assistant chat', () => {
  let refused: string[] = [];
  test.beforeEach(async ({ page }) => {
    refused = await stayOffline(page);
  });
  test.afterEach(() => {
    expect(refused.every((url) => /^https:\/\/(api\.ipify\.org|ipapi\.co)\//.test(url))).toBe(true);
  });

  test('the chat opens in the centre with the local fallback location; search blurs the page and hides it', async ({
    page,
  }) => {
    // The server's page shows the title at once; the chat takes its place about a second after the page has loaded.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Meet Lexa')).toBeVisible();
    await expect(page.getByText('Your AI Legal Assistant')).toBeVisible();
    const init = await openLanding(page);
    // The IP lookup went out and was refused; on a local host the chat then says "Development / Local".
    expect(refused).toContain('https://api.ipify.org/?format=json');
    expect(init.geoData).toMatchObject({ city: 'Development', country: 'Local', country_code: '', flag_emoji: '🌐' });
    expect(init.sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(await page.evaluate(() => localStorage.getItem('lexaSessionId'))).toBe(init.sessionId);
    await expect(page.getByTestId('landing-title')).toHaveCount(0);
    await expect(chat(page)).toHaveAttribute('data-layout', 'centered');
    await expect(page.getByTestId('service-column')).toHaveCount(4);

    const search = page.getByRole('textbox', { name: 'Search legal services' });
    await search.fill('TRADEMARK');
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('button');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(20);
    await expect(page.getByTestId('landing-stage')).toHaveCSS('filter', /blur/);
    await expect(chat(page)).toBeHidden();

    await search.fill('zebra crossing');
    await expect(page.getByText('No legal services found for "zebra crossing"')).toBeVisible();

    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
    await expect(page.getByTestId('landing-stage')).toHaveCSS('filter', 'none');
    await expect(chat(page)).toBeVisible();
  });

  test('on a slow start the chat takes a message before the app has loaded, and sends it once the assistant is ready', async ({
    page,
  }) => {
    // The landing's remote is held back until the visitor has written: the page has only its HTML and the early chat.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mf-public/*/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(messageInput(page)).toBeEnabled({ timeout: CHAT_START });
    await expect(page.getByText('Your AI Legal Assistant')).toBeHidden();
    await messageInput(page).fill(CONTRACT_REVIEW);
    await messageInput(page).press('Enter');
    await expect(chat(page).getByText(CONTRACT_REVIEW)).toBeVisible();
    await expect(chat(page).getByRole('status')).toHaveText(
      'Connecting… your message will be sent as soon as the assistant is ready.',
    );
    await messageInput(page).fill('It is a lease for an office.');

    release();
    // The app's chat takes over: the welcome, the visitor's message, the assistant's answer; the draft is kept.
    await expect(messages(page).nth(1)).toContainText(CONTRACT_REVIEW, { timeout: CHAT_START });
    await expect(messages(page).nth(2)).toBeVisible({ timeout: CHAT_START });
    await expect(messageInput(page)).toHaveValue('It is a lease for an office.');
    await expect(page.getByRole('region', { name: 'Chat with Lexa' })).toHaveCount(1);
  });

  test('a service button sends its message and the assistant answers with a way to post a request', async ({
    page,
  }) => {
    await openLanding(page);
    const column = page.getByTestId('service-column').first();
    // Hovering a column pauses its scrolling, so its buttons hold still for the click; which ones are in view then
    // depends on how far the column has scrolled, so take one inside the column's unfaded middle.
    await column.hover();
    const service = await serviceInView(column);
    const label = (await service.textContent())!;
    await service.click();

    await expect(page).toHaveURL(/\/\?text=.+&send=true$/);
    const text = new URL(page.url()).searchParams.get('text')!;
    expect(text.length).toBeGreaterThan(label.length);
    await expect(messages(page).filter({ hasText: text })).toHaveCount(1);
    await expect(chat(page).getByRole('status', { name: 'Lexa is typing' })).toHaveCount(0);
    const reply = messages(page).last();
    await expect(reply).not.toHaveText(text);
    await expect(reply.getByRole('button', { name: 'Post a Request' })).toBeVisible();
    await expect(messageInput(page)).toHaveValue('');
  });

  test('a preset link fills and sends its first message once', async ({ page }) => {
    await openLanding(page, '/?preset=contract-review&send=true');
    await expect(messages(page).filter({ hasText: CONTRACT_REVIEW })).toHaveCount(1);
    await expect(messages(page)).toHaveCount(3);
    await page.waitForTimeout(2500);
    await expect(messages(page).filter({ hasText: CONTRACT_REVIEW })).toHaveCount(1);
  });

  test('a quick chip sends its canned message, then End Chat thanks the visitor and Start New Chat starts over', async ({
    page,
  }) => {
    const first = await openLanding(page);
    for (const chip of ['Contract Review', 'Legal Advice', 'Book Consultation']) {
      await expect(chat(page).getByRole('button', { name: chip })).toBeVisible();
    }
    await chat(page).getByRole('button', { name: 'Book Consultation' }).click();
    await expect(messages(page).filter({ hasText: CONSULTATION })).toHaveCount(1);
    await expect(messages(page)).toHaveCount(3);
    await expect(chat(page).getByRole('button', { name: 'Book Consultation' })).toHaveCount(0);

    const ended = page.waitForRequest((request) => request.url().endsWith('/api/chat/end'));
    await chat(page).getByRole('button', { name: 'End Chat' }).click();
    expect((await ended).postDataJSON()).toEqual({ sessionId: first.sessionId });
    await expect(chat(page).getByText('Thank you for chatting with us!')).toBeVisible();
    await expect(chat(page).getByText(/transcript of this conversation has been sent to our team/)).toBeVisible();
    await expect(messageInput(page)).toHaveCount(0);

    const nextInit = page.waitForRequest((request) => request.url().endsWith('/api/chat/init'));
    await chat(page).getByRole('button', { name: 'Start New Chat' }).click();
    const next = (await nextInit).postDataJSON() as { sessionId: string };
    expect(next.sessionId).not.toBe(first.sessionId);
    await expect(messages(page)).toHaveCount(1);
    await expect(chat(page).getByRole('button', { name: 'End Chat' })).toHaveCount(0);
  });

  test('a PDF upload is listed and analysed; a renamed executable is refused', async ({ page }) => {
    await openLanding(page);
    const files = chat(page).getByTestId('chat-file-input');

    await files.setInputFiles({
      name: 'lease-summary.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Lease between Ada and Grace, rent 1200 per month'),
    });
    const uploaded = messages(page).filter({ hasText: 'Uploaded 1 file(s)' });
    await expect(uploaded).toBeVisible();
    await expect(uploaded.getByRole('listitem')).toHaveText(/lease-summary\.pdf\s*\d+(\.\d+)? (Bytes|KB)/);
    await expect(
      messages(page).filter({ hasText: 'Please analyze the file I just uploaded: lease-summary.pdf' }),
    ).toHaveCount(1);
    await expect(messages(page)).toHaveCount(4);

    await files.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: renamedExecutable() });
    const toast = page.locator('.ant-notification-notice');
    await expect(toast.locator('.ant-notification-notice-title')).toHaveText('Upload failed');
    await expect(toast.locator('.ant-notification-notice-description')).toHaveText(
      'File "invoice.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
    );
    await expect(messages(page)).toHaveCount(4);
  });
});

/** A service button whose centre lies in the middle three quarters of its (paused) column, clear of the fades. */
async function serviceInView(column: Locator): Promise<Locator> {
  const area = (await column.boundingBox())!;
  const buttons = column.getByRole('button');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const box = await buttons.nth(index).boundingBox();
    const centre = box ? box.y + box.height / 2 : -1;
    if (centre > area.y + area.height * 0.125 && centre < area.y + area.height * 0.875) return buttons.nth(index);
  }
  throw new Error('No service button is in view in the column');
}
