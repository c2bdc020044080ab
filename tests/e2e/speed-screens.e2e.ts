import { describe, expect } from 'vitest';
import { addUnit } from './builder-page';
import { lookAtEveryScreen, openListBeforeAll } from './screenshots';

/*
 * Issue 21: the views this change touched, at phone and desktop size, light and dark, saved in test-artifacts/ and
 * scanned with axe-core: a Blood Angels roster (on a phone, with its bar at the foot of the screen), its catalogue
 * with the chapter's own datasheets marked and first, a bodyguard's editor offering its Leader, and a skip link.
 */
describe('the quicker builder, looked at', () => {
  let squadId = '';
  const session = openListBeforeAll(
    { name: 'Angels of Death', faction: 'Blood Angels', detachment: 'The Lost Brethren' },
    async (page) => {
      for (const unit of [
        'Intercessor Squad',
        'Assault Intercessor Squad',
        'Baal Predator',
        'Sanguinary Guard',
        'Death Company Dreadnought',
        'Land Raider',
        'Chaplain',
      ])
        await addUnit(page, unit);
      squadId = await addUnit(page, 'Death Company Marines with Jump Packs');
      await addUnit(page, 'Lemartes');
    },
  );

  const views = [
    { name: 'chapter-builder', url: () => session().listUrl },
    { name: 'chapter-catalogue', url: () => `${session().listUrl}/add` },
    { name: 'bodyguard-unit', url: () => `${session().listUrl}/unit/${squadId}` },
  ] as const;

  lookAtEveryScreen(
    'them',
    () => session().page,
    async ({ size, shoot }) => {
      const { page, listUrl } = session();
      for (const view of views) {
        await page.goto(view.url());
        await page.getByRole('heading', { level: 1, name: 'Angels of Death' }).waitFor();
        if (view.name === 'chapter-catalogue') await page.locator('.tag--chapter').first().waitFor();
        if (view.name === 'bodyguard-unit')
          await page.getByRole('button', { name: 'Attach Lemartes' }).scrollIntoViewIfNeeded();
        if (view.name === 'chapter-builder' && size.name === 'phone')
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        await shoot(view.name);
      }
      if (size.name === 'desktop') {
        await page.goto(listUrl);
        await page.getByRole('heading', { level: 1, name: 'Angels of Death' }).waitFor();
        await page.getByRole('button', { name: 'Add Baal Predator', exact: true }).waitFor();
        // From the top of the page, the catalogue column's first skip link is a few Tabs on.
        for (
          let i = 0;
          i < 20 && !(await page.evaluate(() => document.activeElement?.classList.contains('column-skip__link')));
          i += 1
        ) {
          await page.keyboard.press('Tab');
        }
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to the roster');
        await shoot('skip-link');
      }
    },
  );
});
