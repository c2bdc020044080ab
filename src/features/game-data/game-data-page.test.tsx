/** @vitest-environment jsdom */
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalogueZip } from '../../testing/test-catalogues';
import { GameDataPage, type GameDataPageProps } from './game-data-page';
import { pageImporter } from './sources/importer-client';
import { openSourceCache } from './sources/source-cache';

afterEach(cleanup);

let databases = 0;
function renderPage(over: Partial<GameDataPageProps> = {}) {
  const choose = vi.fn();
  const props: GameDataPageProps = {
    cache: openSourceCache(createStore(`muster-game-data-page-${++databases}`, 'files')),
    importer: async () => pageImporter(),
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    builtIn: async () => ({
      name: 'Built-in data',
      from: 'BSData wh40k-10e, built into Muster',
      commit: 'f'.repeat(40),
      date: '2026-11-20',
      factions: ['Drukhari', 'Space Marines'],
      size: null,
    }),
    inUse: null,
    choose,
    today: () => '2026-12-02',
    ...over,
  };
  render(<GameDataPage {...props} />);
  return { user: userEvent.setup(), choose, props };
}

const zipFile = (bytes: Uint8Array, name = 'wh40k-test-main.zip') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/zip' });

describe('the Game data page', () => {
  it('shows the built-in data in use, with its commit, date and factions', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Built-in data' });
    expect(within(card).getByText('In use')).toBeTruthy();
    expect(within(card).getByText('fffffff')).toBeTruthy();
    expect(within(card).getByText('2026-11-20')).toBeTruthy();
    expect(within(card).getByText('2 factions')).toBeTruthy();
  });

  it('adds a zip a player picks, with its name, date, factions and size, ready to use', async () => {
    const { user, choose } = renderPage();
    await user.upload(screen.getByLabelText('Files'), zipFile(testCatalogueZip()));
    const card = await screen.findByRole('article', { name: 'Warhammer 40,000 10th Edition' });
    expect(within(card).getByText('From wh40k-test-main.zip')).toBeTruthy();
    expect(within(card).getByText('2026-12-02')).toBeTruthy();
    expect(within(card).getByText('1 faction')).toBeTruthy();
    expect(within(card).getByText(/KB$/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Use this data' }));
    expect(choose).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f]{64}$/));
  });

  it('names a damaged zip and keeps the page', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Files'), zipFile(testCatalogueZip().slice(0, 300), 'broken.zip'));
    expect((await screen.findByRole('alert')).textContent).toContain('broken.zip');
    expect(screen.getByRole('article', { name: 'Built-in data' })).toBeTruthy();
  });

  it('tells the player to download the zip and drop it when a host refuses the download', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Address of a zip or a data repository'), 'https://files.test/wh40k.zip');
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Download the zip yourself and drop it on this page/,
    );
  });

  it('goes back to the built-in data in one tap', async () => {
    const { user, choose } = renderPage({ inUse: 'a'.repeat(64) });
    const card = await screen.findByRole('article', { name: 'Built-in data' });
    await user.click(within(card).getByRole('button', { name: 'Use built-in data' }));
    expect(choose).toHaveBeenCalledWith(null);
  });

  it('removes a source, and goes back to the built-in data when it was the one in use', async () => {
    const { user, choose, props } = renderPage();
    await user.upload(screen.getByLabelText('Files'), zipFile(testCatalogueZip()));
    const card = await screen.findByRole('article', { name: 'Warhammer 40,000 10th Edition' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Warhammer 40,000 10th Edition' })).toBeNull());
    expect(await props.cache.sources()).toEqual([]);
    expect(choose).not.toHaveBeenCalled();
  });
});
