import { describe, expect, inject } from 'vitest';
import { addUnit, chooseEnhancement, chooseFaction, makeWarlord } from './builder-page';
import { lookAtEveryScreen, openListBeforeAll } from './screenshots';

/*
 * Issue 21's changed views at phone and desktop size, light and dark, saved in test-artifacts/ and scanned with
 * axe-core: the Imperial Knights allowance said once, a detachment change's notice with its one action, the share
 * dialog with its QR code, a datasheet with its core rules behind their names, and the new-list form's default name.
 */
describe('views changed for issue 21', () => {
  const session = openListBeforeAll(
    { name: 'Wings of Baal', faction: 'Blood Angels', detachment: 'Liberator Assault Group' },
    async (page) => {
      await addUnit(page, 'Captain');
      await makeWarlord(page);
      await chooseEnhancement(page, 'Icon of the Angel');
      for (let i = 0; i < 4; i += 1) await addUnit(page, 'Armiger Helverin');
    },
  );

  lookAtEveryScreen(
    'them',
    () => session().page,
    async ({ shoot }) => {
      const { page, listUrl } = session();
      await page.goto(listUrl);
      await page.getByRole('heading', { level: 1, name: 'Wings of Baal' }).waitFor();
      const detachment = page.locator('.roster-header').getByLabel('Detachment');
      await detachment.selectOption({ label: 'Gladius Task Force' });
      const notice = page.getByRole('status', { name: 'Some choices no longer apply' });
      await notice.getByRole('button', { name: 'Remove the Enhancement this detachment does not have' }).waitFor();
      await page.locator('.builder__roster').evaluate((roster) => roster.scrollTo(0, 0));
      await shoot('i21-notice');
      await detachment.selectOption({ label: 'Liberator Assault Group' });
      await page.getByRole('button', { name: 'Show issues' }).click();
      await page
        .getByText('Imperial Knights allies: 1 TITANIC unit or up to 3 ARMIGER units; this army has 4 ARMIGER units.')
        .first()
        .waitFor();
      await shoot('i21-allowance');

      await page.goto(listUrl);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('button', { name: 'Show QR code' }).click();
      await page.getByRole('img', { name: 'QR code of the share link' }).waitFor();
      await shoot('i21-share');
      await page.getByRole('dialog', { name: 'Share list' }).getByRole('button', { name: 'Close' }).click();

      await page.goto(`${listUrl}/datasheet/captain`);
      await page.getByRole('list', { name: 'Core abilities' }).waitFor();
      await shoot('i21-datasheet');

      await page.goto(inject('appUrl'));
      await page.getByRole('button', { name: 'New list' }).click();
      await chooseFaction(page, 'Blood Angels');
      await page.getByRole('button', { name: 'Create list' }).waitFor();
      expect(await page.getByLabel('Name', { exact: true }).getAttribute('placeholder')).toBe('Blood Angels 2000');
      await shoot('i21-new-list');
    },
  );
});
