import { describe, inject } from 'vitest';
import {
  addUnit,
  attachTo,
  chooseEnhancement,
  createList,
  makeWarlord,
  setSize,
  setWargearCount,
} from './builder-page';
import { lookAtEveryScreen, openListBeforeAll } from './screenshots';

/*
 * Issue 4 scenario 5: every main view at phone and desktop size, light and dark, saved as screenshots in
 * test-artifacts/, and scanned with axe-core: no serious or critical violations.
 */
describe('screens', () => {
  let wracksId = '';
  const session = openListBeforeAll(
    { name: 'Kabal of the Poisoned Tongue', faction: 'Drukhari', detachment: 'Realspace Raiders' },
    async (page) => {
      await addUnit(page, 'Kabalite Warriors');
      await addUnit(page, 'Archon');
      await makeWarlord(page);
      await chooseEnhancement(page, 'Labyrinthine Cunning');
      await attachTo(page, 'Kabalite Warriors');
      await addUnit(page, 'Troupe');
      await addUnit(page, 'Drazhar');
      await addUnit(page, 'Drazhar');
      wracksId = await addUnit(page, 'Wracks');
      await setSize(page, 10);
      await setWargearCount(page, /^Hexrifle and Torturer/, 1);
      // A second list, so the lists page shows more than one card.
      await page.goto(inject('appUrl'));
      await createList(page, { name: 'Haemonculus coven', faction: 'Drukhari', detachment: 'Covenite Coterie' });
    },
  );

  const views = [
    { name: 'lists', url: () => inject('appUrl'), ready: 'Your lists' },
    { name: 'builder', url: () => session().listUrl, ready: 'Kabal of the Poisoned Tongue' },
    { name: 'catalogue', url: () => `${session().listUrl}/add`, ready: 'Kabal of the Poisoned Tongue' },
    { name: 'unit', url: () => `${session().listUrl}/unit/${wracksId}`, ready: 'Kabal of the Poisoned Tongue' },
    { name: 'datasheet', url: () => `${session().listUrl}/datasheet/wracks`, ready: 'Kabal of the Poisoned Tongue' },
  ] as const;

  lookAtEveryScreen(
    'every view',
    () => session().page,
    async ({ shoot }) => {
      const { page } = session();
      for (const view of views) {
        await page.goto(view.url());
        await page.getByRole('heading', { level: 1, name: view.ready }).waitFor();
        await shoot(view.name, { fullPage: view.name === 'lists' });
      }
    },
  );
});
