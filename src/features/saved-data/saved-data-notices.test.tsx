/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId } from '../../domain/data/ids';
import { fillableStorage } from '../../testing/fillable-storage';
import { memoryTabs } from '../../testing/memory-tabs';
import { STORAGE_KEY } from '../../store/persist';
import { memoryStorage } from '../../store/storage';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { ChangedElsewhereNotice } from './changed-elsewhere-notice';
import { SaveFailedNotice } from './save-failed-notice';
import { SetAsideNotice } from './set-aside-notice';

/** The files the notices download, by name, read back from the blobs they were made from. */
let downloads: Map<string, Blob>;
beforeEach(() => {
  downloads = new Map();
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.set(this.download, blobs.get(this.href)!);
  });
});
/** jsdom's Blob has no text(). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(blob ?? new Blob());
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the notice of a failed save', () => {
  function fullStore() {
    const storage = fillableStorage(memoryStorage());
    const store = makeTestStore(storage);
    openNewList(store, 'Raiders');
    storage.fill();
    store.getState().addUnit('wracks' as DatasheetId);
    return { store, makeRoom: storage.makeRoom };
  }

  it('says the storage is full and names the list not saved, until a save succeeds', async () => {
    const { store, makeRoom } = fullStore();
    const { user } = renderWithStore(<SaveFailedNotice />, { store });
    const notice = screen.getByRole('alert', { name: 'Your changes are not saved' });
    expect(notice.textContent).toMatch(/storage for Muster is full/);
    expect(notice.textContent).toMatch(/Not saved: “Raiders”/);

    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert', { name: 'Your changes are not saved' })).toBeTruthy();
    makeRoom();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads each list not saved as a roster file Import reads back', async () => {
    const { store } = fullStore();
    const { user } = renderWithStore(<SaveFailedNotice />, { store });
    await user.click(screen.getByRole('button', { name: 'Download “Raiders”' }));
    const roster = JSON.parse(await textOf(downloads.get('Raiders.json'))) as {
      name: string;
      units: { datasheetId: string }[];
    };
    expect(roster.name).toBe('Raiders');
    expect(roster.units.map((u) => u.datasheetId)).toEqual(['wracks']);
  });
});

describe('the notice of saved data Muster could not read', () => {
  it('names what could not be read and why, and downloads it whole before removing it', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"state": {"rosters": [' });
    const { user } = renderWithStore(<SetAsideNotice />, { store: makeTestStore(storage) });
    const notice = screen.getByRole('alert', { name: 'Saved data Muster could not read' });
    expect(notice.textContent).toMatch(/We could not read saved lists: the saved data is not valid JSON\./);
    expect(notice.textContent).toMatch(/A copy \(1 kB\) is kept in this browser/);

    await user.click(within(notice).getByRole('button', { name: 'Download and remove' }));
    expect(await textOf([...downloads.values()][0])).toBe('{"state": {"rosters": [');
    expect(screen.queryByRole('alert')).toBeNull();
    expect([...storage.items.keys()]).toEqual([STORAGE_KEY]);
  });

  it('discards only once asked twice', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'garbage' });
    const { user } = renderWithStore(<SetAsideNotice />, { store: makeTestStore(storage) });
    await user.click(screen.getByRole('button', { name: 'Discard…' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard…' }));
    await user.click(screen.getByRole('button', { name: 'Discard for good' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(downloads.size).toBe(0);
  });
});

describe('the notice of a list changed in another tab', () => {
  it('offers to keep the open list another tab deleted', async () => {
    const tabs = memoryTabs();
    const other = makeTestStore(tabs.open());
    const listId = openNewList(other, 'Raiders');
    const store = makeTestStore(tabs.open());
    store.getState().openList(listId);
    other.getState().deleteList(listId);
    await tabs.settled();

    const { user } = renderWithStore(<ChangedElsewhereNotice />, { store });
    expect(screen.getByRole('status', { name: '“Raiders” was deleted in another tab' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('status')).toBeNull();
    await tabs.settled();
    expect(other.getState().rosters.map((r) => r.roster.name)).toEqual(['Raiders']);
  });
});
