import type { Locator, Page } from 'playwright-core';

/** Steps a player takes in the app, written once for every scenario. */

export async function createList(
  page: Page,
  list: { name: string; faction: string; detachment: string; battleSize?: string },
): Promise<string> {
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('Name', { exact: true }).fill(list.name);
  await chooseFaction(page, list.faction);
  if (list.battleSize) await page.getByLabel('Battle size').selectOption({ label: list.battleSize });
  const detachment = page.getByLabel('Detachment');
  await detachment.locator('option', { hasText: list.detachment }).first().waitFor({ state: 'attached' });
  await detachment.selectOption({ label: list.detachment });
  await page.getByRole('button', { name: 'Create list' }).click();
  await page.getByRole('heading', { level: 1, name: list.name }).waitFor();
  return /#\/list\/([^/]+)/.exec(page.url())?.[1] ?? '';
}

/** Types the start of the faction's name into the faction picker and clicks it in the list. */
export async function chooseFaction(page: Page, faction: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Faction' }).fill(faction.slice(0, 5));
  await page.getByRole('listbox', { name: 'Factions' }).getByRole('option', { name: faction, exact: true }).click();
}

/**
 * Adds a unit from the catalogue (opening it as a sheet on a narrow screen), opens it in the unit editor and returns
 * its id. Where the catalogue is a sheet it stays open after an add, and the unit opens from the "Added …" toast.
 */
export async function addUnit(page: Page, datasheet: string): Promise<string> {
  const add = page.getByRole('button', { name: `Add ${datasheet}`, exact: true });
  const openCatalogue = page.getByRole('button', { name: 'Add units' });
  // The catalogue lists its datasheets a frame after the builder paints; a phone shows its button instead.
  await add.or(openCatalogue).first().waitFor();
  if (!(await add.isVisible())) await openCatalogue.click();
  const before = page.url();
  await add.click();
  const edit = page.getByRole('button', { name: `Edit ${datasheet}`, exact: true });
  await edit.or(page.locator('.unit-editor')).first().waitFor();
  if (await edit.isVisible()) await edit.click();
  await page.waitForURL((url) => url.href !== before && /\/unit\//.test(url.hash));
  return /\/unit\/([^/]+)$/.exec(page.url())?.[1] ?? '';
}

export async function selectUnit(page: Page, unitId: string): Promise<Locator> {
  await page.locator(`#unit-row-${unitId}`).click();
  await page.waitForURL((url) => url.hash.endsWith(`/unit/${unitId}`));
  return editor(page);
}

export function editor(page: Page): Locator {
  return page.locator('.builder__detail');
}

export async function setSize(page: Page, models: number): Promise<void> {
  const size = editor(page).getByRole('group', { name: 'Unit size' });
  const radio = size.getByRole('radio', { name: new RegExp(`^${models} models:`) });
  if (await radio.count()) await radio.check();
  else await size.getByLabel('Models').selectOption({ value: String(models) });
}

export async function setWargearCount(page: Page, choice: RegExp, count: number): Promise<void> {
  await editor(page).getByLabel(choice).fill(String(count));
}

export async function chooseEnhancement(page: Page, name: string): Promise<void> {
  await editor(page)
    .getByRole('radio', { name: new RegExp(`^${name} \\(`) })
    .check();
}

export async function makeWarlord(page: Page): Promise<void> {
  await editor(page).getByRole('button', { name: 'Make Warlord' }).click();
}

export async function attachTo(page: Page, bodyguard: string): Promise<void> {
  await editor(page).getByLabel('Attached to').selectOption({ label: bodyguard });
}

/** Points used and the limit, from the points bar. */
export async function points(page: Page, label = 'Points'): Promise<{ used: number; limit: number }> {
  const text = await page
    .locator('.roster-header .points-bar', { hasText: label })
    .first()
    .locator('.points-bar__value')
    .innerText();
  const [, used, limit] = /(\d+) \/ (\d+)/.exec(text) ?? [];
  return { used: Number(used), limit: Number(limit) };
}

/** Every points bar of the roster header: the army's points, then one per ally allowance. */
export async function pointsBars(page: Page): Promise<{ label: string; used: number; limit: number }[]> {
  const texts = await page.locator('.roster-header .points-bar__text').allInnerTexts();
  return texts.map((text) => {
    const [, label = '', used, limit] = /^(.*?)\s+(\d+) \/ (\d+) pts/s.exec(text) ?? [];
    return { label: label.trim(), used: Number(used), limit: Number(limit) };
  });
}

/** The rule ids of the issues the validation panel lists. */
export async function issueRules(page: Page): Promise<string[]> {
  const items = page.locator('.validation-panel [data-rule-id]');
  return (await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-rule-id') ?? ''))).sort();
}

/** The roster as the page saved it. */
/** What the app keeps in local storage: its saved lists, the format version and the seal over them. */
export type SavedLists = {
  state: { rosters: { roster: { id: string; name: string; units: unknown } }[] };
  version: number;
  seal?: string;
};

export async function savedLists(page: Page): Promise<SavedLists> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('muster:rosters') ?? '{"state":{"rosters":[]},"version":1}') as SavedLists,
  );
}

export async function savedRoster(page: Page, rosterId: string): Promise<unknown> {
  return (await savedLists(page)).state.rosters.find((r) => r.roster.id === rosterId)?.roster ?? null;
}

export async function undo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Undo' }).click();
}

export async function redo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Redo' }).click();
}
