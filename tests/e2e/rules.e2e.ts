import { describe, expect, inject, it } from 'vitest';
import { addUnit, chooseFaction } from './builder-page';
import { lookAtEveryScreen, openListBeforeAll } from './screenshots';

/*
 * Issue 14: the detachment's rules where it is chosen (the New list form, the builder's "About this detachment") and
 * the full rules one tap away on Wahapedia, at phone and desktop size, light and dark, scanned with axe.
 */
describe('rules where they are chosen', () => {
  const session = openListBeforeAll(
    { name: 'Kabal of the Flayed Skull', faction: 'Drukhari', detachment: 'Realspace Raiders' },
    async (page) => {
      await addUnit(page, 'Wracks');
    },
  );

  async function openNewListForm(): Promise<void> {
    const { page } = session();
    await page.goto(inject('appUrl'));
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Coven of the Twelve');
    await chooseFaction(page, 'Drukhari');
    await page.getByLabel('Detachment').selectOption({ label: 'Covenite Coterie' });
    await page.getByText('Rule:').waitFor();
  }

  async function openDetachmentDialog(): Promise<void> {
    const { page, listUrl } = session();
    await page.goto(listUrl);
    await page.getByRole('heading', { level: 1, name: 'Kabal of the Flayed Skull' }).waitFor();
    await page.getByRole('button', { name: 'About this detachment' }).click();
    await page.getByRole('dialog', { name: 'Realspace Raiders' }).waitFor();
  }

  async function openDatasheet(): Promise<void> {
    const { page, listUrl } = session();
    await page.goto(`${listUrl}/datasheet/wracks`);
    await page.getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' }).waitFor();
  }

  async function closeDialog(): Promise<void> {
    const { page } = session();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }

  const views = [
    { name: 'new-list-detachment', open: openNewListForm, close: async () => undefined },
    { name: 'detachment-dialog', open: openDetachmentDialog, close: closeDialog },
    { name: 'datasheet-full-rules', open: openDatasheet, close: async () => undefined },
  ] as const;

  lookAtEveryScreen(
    "the detachment's rules and the full rules links",
    () => session().page,
    async ({ shoot }) => {
      for (const view of views) {
        await view.open();
        await shoot(view.name);
        await view.close();
      }
    },
  );

  it('describes the chosen detachment in the New list form', async () => {
    const { page } = session();
    await openNewListForm();
    const summary = page.locator('.detachment-summary');
    await expect(summary.innerText()).resolves.toMatch(/Rule: Stitchflesh Abominations\s+Enhancements: .*\(\d+ pts\)/);
  });

  it('lists the chosen detachment’s Enhancements with their costs and its Stratagems, and closes again', async () => {
    const { page } = session();
    await openDetachmentDialog();
    const dialog = page.getByRole('dialog', { name: 'Realspace Raiders' });
    await expect(dialog.getByRole('heading', { name: 'Enhancements' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText(/\(\d+ pts/).count()).resolves.toBeGreaterThan(0);
    await expect(dialog.getByRole('heading', { name: 'Stratagems' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    // Focus goes back to the button that opened it.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('About this detachment');
  });

  it('opens the full rules in a new tab that cannot reach back into the app, the list left as it was', async () => {
    const { page } = session();
    // No network here: the site answers from a stand-in page.
    await session().browser.context.route('https://wahapedia.ru/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Wahapedia</title>' }),
    );
    await openDatasheet();
    const before = page.url();
    const [tab] = await Promise.all([
      session().browser.context.waitForEvent('page'),
      page.getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari/Wracks');
    await expect(tab.evaluate(() => window.opener)).resolves.toBeNull();
    expect(page.url()).toBe(before);
    await tab.close();
  });
});
