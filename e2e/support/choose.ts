import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` in the antd select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  const shown = scope
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label }) })
    .locator('.ant-select-content');
  // A click that lands while the dropdown is still opening can be lost on a loaded machine: try again until the
  // select shows the choice, so the step after it never runs on the old value.
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await combobox.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 2_000 });
    await expect(shown).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
