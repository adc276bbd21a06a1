import { expect, type Locator } from '@playwright/test';

/**
 * Chooses an option of a MUI select: opened from the keyboard, then the option clicked. A
 * click that opens it would be a mouse press, and MUI takes a press held longer than 200 ms as
 * press-drag-release: the release picks whichever option has opened under the pointer. On a
 * loaded machine Playwright's mousedown and mouseup can be that far apart, and the test then
 * chose another option (seen as "Power of Attorney" chosen instead of "Property").
 */
export async function chooseOption(select: Locator, option: string) {
  await select.press('Enter');
  await select
    .page()
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: true })
    .click();
  await expect(select).toHaveText(option);
}
