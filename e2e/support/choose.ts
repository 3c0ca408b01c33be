import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks `option` until the select labelled `label` shows `shownText`: a click that lands while the dropdown is still
 * opening, or while a search's options are being replaced, can be lost on a loaded machine, so the step after it would
 * run on the old value.
 */
async function pickUntilShown(
  page: Page,
  scope: Locator,
  label: string,
  open: () => Promise<void>,
  option: Locator,
  shownText: string,
) {
  const shown = scope
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label }) })
    .locator('.ant-select-content');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await open();
    await option.click({ timeout: 2_000 });
    await expect(shown).toContainText(shownText, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Picks `option` in the antd select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  await pickUntilShown(
    page,
    scope,
    label,
    () => combobox.click(),
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`),
    option,
  );
}

/** Types `search` into the searchable antd select labelled `label` inside `scope` and picks the option showing `text`. */
export async function chooseBySearch(page: Page, scope: Locator, label: string, search: string, text: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  await pickUntilShown(
    page,
    scope,
    label,
    () => combobox.fill(search),
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }),
    text,
  );
}
