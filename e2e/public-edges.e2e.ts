import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { CHAT_START } from './support/chat-start';
import { stayOffline } from './support/offline';

/**
 * The public side's rough edges (issue 15, item 7) in the built product with the offline assistant: a reloaded
 * preset link, an overlong chat message, the wizard's e-mail rule, a failed submission, an existing e-mail, a
 * restored draft's files, the analysis' description, phone sizes, the search's arrow keys and the home links.
 */

const TOO_LONG = 'Message is too long (4000 characters at most)';
const CONTRACT_REVIEW = 'I need help reviewing a contract before I sign it. What should I look out for?';
const NEED = 'I need a lawyer to review a supply contract with a new vendor before we sign it next week.';
const DESCRIPTION = 'Please review the supply contract: the payment terms and the liability cap worry us.';

const chat = (page: Page) => page.getByRole('region', { name: 'Chat with Lexa' });
const bubbles = (page: Page) => chat(page).getByTestId('chat-message');
const messageInput = (page: Page) => chat(page).getByRole('textbox', { name: 'Message' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const step = (page: Page, current: number) => expect(page.getByText(`Step ${current} of 6`)).toBeVisible();

/** A Windows executable's first bytes under a .pdf name: the wizard takes it by name, the server refuses its content. */
const disguisedExecutable = {
  name: 'contract.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2048, 0x41)]),
};

async function chooseCategory(page: Page, category: string) {
  await page.getByLabel('Category').click();
  await page.locator(`.ant-select-item-option[title="${category}"]`).click();
}

/** Steps 1 to 5 of a visitor's wizard, with `files` attached on step 2; ends on step 6. */
async function reachContactStep(page: Page, files: (typeof disguisedExecutable)[] = []) {
  await page.goto('/client/request');
  await page.getByLabel('Describe your legal need', { exact: true }).fill(NEED);
  await continueButton(page).click();
  await step(page, 2);
  await page.getByLabel('Detailed Description', { exact: true }).fill(DESCRIPTION);
  await chooseCategory(page, 'Contract Review');
  if (files.length) {
    await page.getByTestId('intake-file-input').setInputFiles(files);
    await expect(page.getByTestId('intake-file')).toHaveCount(files.length);
  }
  await continueButton(page).click();
  await step(page, 3);
  await page.getByLabel('Jurisdiction', { exact: true }).fill('Texas, United States');
  await continueButton(page).click();
  await step(page, 4);
  await continueButton(page).click();
  await step(page, 5);
  await page.getByText('$500 - $1,000').click();
  await continueButton(page).click();
  await step(page, 6);
}

/**
 * What breaks the phone rules on the page as it stands: visible inputs under 16 px text, and controls under 44 px
 * in either direction (a link inside running text is exempt, as in WCAG 2.5.8; a checkbox or radio counts by its label).
 */
function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const field of document.querySelectorAll('input:not([type=hidden]):not([type=file]), textarea, select')) {
      if (['checkbox', 'radio'].includes((field as HTMLInputElement).type) || !visible(field)) continue;
      const size = parseFloat(getComputedStyle(field).fontSize);
      if (size < 16) problems.push(`${name(field)} text is ${size}px`);
    }
    const controls = document.querySelectorAll(
      'button, a[href], [role=button], input[type=checkbox], input[type=radio], .ant-select, input:not([type=hidden]):not([type=file])',
    );
    for (const control of controls) {
      if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
      // A checkbox or radio counts by its label, an input inside a wrapper (a password, a select) by the wrapper.
      const target = ['checkbox', 'radio'].includes((control as HTMLInputElement).type)
        ? (control.closest('label') ?? control)
        : (control.closest('.ant-input-affix-wrapper, .ant-select') ?? control);
      if (!visible(target)) continue;
      const box = target.getBoundingClientRect();
      if (box.height < 43.5 || box.width < 43.5)
        problems.push(`${name(target)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return problems;
  });
}

test.describe('public side rough edges', () => {
  test.beforeEach(async ({ page }) => {
    await stayOffline(page);
  });

  test('a reloaded preset link shows the conversation so far and does not send the preset again', async ({ page }) => {
    const preset = CONTRACT_REVIEW;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/message')) sent.push(request.postDataJSON().message as string);
    });
    await page.goto('/?preset=contract-review&send=1');
    await expect(bubbles(page).filter({ hasText: preset })).toHaveCount(1, { timeout: CHAT_START });
    // The reply is in, and the link that asked for the send is gone.
    await expect(bubbles(page)).toHaveCount(3);
    await expect(page).toHaveURL(/\/$/);
    const reply = await bubbles(page).nth(2).textContent();

    await page.reload();
    await expect(bubbles(page).filter({ hasText: preset })).toHaveCount(1, { timeout: CHAT_START });
    await expect(bubbles(page)).toHaveCount(3);
    expect(await bubbles(page).nth(2).textContent()).toBe(reply);
    await expect(messageInput(page)).toHaveValue('');
    await expect(chat(page).getByRole('button', { name: 'End Chat' })).toBeVisible();
    expect(sent).toEqual([preset]);
  });

  test('a message over 4,000 characters is stopped with a counter and kept; the API answers 400', async ({ page }) => {
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/init')) sessions.push(request.postDataJSON().sessionId as string);
    });
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/message')) posted += 1;
    });
    await page.goto('/');
    await expect(bubbles(page).first()).toBeVisible({ timeout: CHAT_START });

    const long = `${'word '.repeat(800)}more`;
    await messageInput(page).fill(long);
    await expect(chat(page).getByTestId('chat-count')).toHaveText(`${TOO_LONG}4,004 / 4,000`);
    await expect(chat(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await messageInput(page).press('Enter');
    await expect(messageInput(page)).toHaveValue(long);
    await expect(bubbles(page)).toHaveCount(1);
    await expect(chat(page).getByText(/trouble connecting/)).toHaveCount(0);
    expect(posted).toBe(0);

    const refused = await page.request.post('/api/chat/message', { data: { sessionId: sessions[0], message: long } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: TOO_LONG });
  });

  test('the wizard refuses "@" and "a@" as e-mail on the spot with the contract\'s message', async ({ page }) => {
    await reachContactStep(page);
    const submit = page.getByRole('button', { name: 'Submit Request' });
    const email = page.getByLabel('Email', { exact: true });
    await page.getByLabel('Preferred name', { exact: true }).fill('Ada Lovelace');
    for (const wrong of ['@', 'a@', 'a@b', '@example.com']) {
      await email.fill(wrong);
      await email.blur();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await expect(submit).toBeDisabled();
    }
    await email.fill('ada@example.com');
    await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('a failed submission leaves the visitor signed out with the answers kept; a reload names the files to attach again', async ({
    page,
  }) => {
    const email = `edges-${Date.now()}@example.com`;
    await reachContactStep(page, [disguisedExecutable]);
    await page.getByLabel('Preferred name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    // The autosave has the contact step (and the file's name) before the submission.
    await page.waitForResponse(
      (response) =>
        /\/api\/autosave\/(create|update)-draft/.test(response.url()) &&
        response.ok() &&
        response.request().postDataJSON()?.formData?.submitEmail === email,
    );
    await page.getByRole('button', { name: 'Submit Request' }).click();

    // Signing up, filing and the refused upload run one after another: on a loaded machine that outlasts 10 s.
    await expect(page.getByText('Submission Failed')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText(
        'contract.pdf is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed. Your answers are kept: check them and submit again.',
      ),
    ).toBeVisible();
    await step(page, 6);
    await expect(page.getByText(/Logged in as/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByTestId('intake-summary')).toContainText('Texas, United States');

    await page.reload();
    await step(page, 6);
    await expect(page.getByText(/please attach contract\.pdf again/)).toBeVisible();
    await page.getByRole('button', { name: /Back/ }).click();
    await page.getByRole('button', { name: /Back/ }).click();
    await page.getByRole('button', { name: /Back/ }).click();
    await page.getByRole('button', { name: /Back/ }).click();
    await step(page, 2);
    await expect(page.getByTestId('intake-files-again')).toContainText('Please attach again: contract.pdf');
  });

  test('an existing e-mail is explained before sign-in, and the submission confirmed after it', async ({ page }) => {
    await reachContactStep(page);
    await page.getByLabel('Preferred name', { exact: true }).fill('Casey Morgan');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.client.email);
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page).toHaveURL(/\/client\/login\?email=client%40lexa\.local&returnTo=\/client\/request-submission$/);
    await expect(page.getByTestId('login-finishes-request')).toContainText(
      'Sign in (or use an e-mail login link) and your request is submitted right away: your answers are kept.',
    );
    await page.getByLabel('Password').fill(DEMO.client.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/client\/dashboard\?request=[A-Za-z0-9_-]+&highlight=true$/);
    await expect(page.getByText('Your legal request has been submitted successfully.')).toBeVisible();
  });

  test('the analysis keeps a long description whole, with no instructions, and asks the visitor to shorten it', async ({
    page,
  }) => {
    const facts = Array.from({ length: 30 }, (_, n) => `On day ${n + 1} the supplier delivered late again.`);
    const need = `I have a contract dispute with my supplier. ${facts.join(' ')}`;
    await page.goto('/client/request');
    await page.getByLabel('Describe your legal need', { exact: true }).fill(need);
    await continueButton(page).click();
    await step(page, 2);
    const description = page.getByLabel('Detailed Description', { exact: true });
    await expect(description).toHaveValue(need);
    await expect(page.getByText(/Please shorten your description to 1,000 characters/)).toBeVisible();
    await chooseCategory(page, 'Contract Review');
    await expect(continueButton(page)).toBeDisabled();
    await description.fill(facts.slice(0, 5).join(' '));
    await expect(continueButton(page)).toBeEnabled();
  });

  test('search results can be walked with the arrow keys and Enter opens the one in focus', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('textbox', { name: 'Search legal services' });
    await search.fill('lease');
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('button');
    await search.press('ArrowDown');
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(results.nth(1)).toBeFocused();
    const picked = (await results.nth(1).locator('.lexa-landing-result-message').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(bubbles(page).filter({ hasText: picked })).toHaveCount(1, { timeout: CHAT_START });
  });

  test('the wizard and the sign-in pages link home', async ({ page }) => {
    for (const path of [
      '/client/request',
      '/client/login',
      '/client/reset-password?token=abc',
      '/client/magic-login',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Lexa home' })).toHaveAttribute('href', '/');
    }
    await page.goto('/client/login');
    await page.getByRole('link', { name: 'Lexa home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('textbox', { name: 'Search legal services' })).toBeVisible();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('inputs are 16 px and tap targets 44 px on the public pages', async ({ page }) => {
      await page.goto('/');
      await expect(bubbles(page).first()).toBeVisible({ timeout: CHAT_START });
      await expect(chat(page)).toHaveAttribute('data-layout', 'fullscreen');
      await expect.poll(() => phoneProblems(page)).toEqual([]);
      await chat(page).getByRole('button', { name: 'Close chat' }).click();
      await page.getByRole('textbox', { name: 'Search legal services' }).fill('lease');
      await expect.poll(() => phoneProblems(page)).toEqual([]);

      await page.goto('/client/request');
      await page.getByLabel('Describe your legal need', { exact: true }).fill(NEED);
      await expect.poll(() => phoneProblems(page)).toEqual([]);
      await continueButton(page).click();
      await step(page, 2);
      await expect.poll(() => phoneProblems(page)).toEqual([]);

      for (const path of ['/client/login', '/client/create-account', '/client/reset-password?token=abc']) {
        await page.goto(path);
        await expect(page.getByRole('button').first()).toBeVisible();
        await expect.poll(() => phoneProblems(page), { message: path }).toEqual([]);
      }
    });
  });
});
