/** @vitest-environment jsdom */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatasheetId } from '../domain/data/ids';
import { fillableStorage } from '../testing/fillable-storage';
import { renderWithStore } from '../testing/render-with-store';
import { makeTestStore, openNewList } from '../testing/test-store';
import { blockedStorage, memoryStorage } from '../store/storage';
import { useAskBeforeLeaving } from './use-ask-before-leaving';

afterEach(cleanup);

function Asks() {
  useAskBeforeLeaving();
  return null;
}

/** Whether closing the tab now would ask first. */
function asksOnClose(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('closing the tab', () => {
  it('asks while a change could not be saved, and no longer once it is saved', async () => {
    const storage = fillableStorage(memoryStorage());
    const store = makeTestStore(storage);
    openNewList(store, 'Raiders');
    renderWithStore(<Asks />, { store });
    expect(asksOnClose()).toBe(false);

    storage.fill();
    store.getState().addUnit('wracks' as DatasheetId);
    await Promise.resolve();
    expect(asksOnClose()).toBe(true);

    storage.makeRoom();
    store.getState().retrySave();
    await Promise.resolve();
    expect(asksOnClose()).toBe(false);
  });

  it('asks when the browser lets nothing be saved and a list was made', async () => {
    const store = makeTestStore(blockedStorage('storage is turned off'));
    renderWithStore(<Asks />, { store });
    expect(asksOnClose()).toBe(false);
    openNewList(store, 'Raiders');
    await Promise.resolve();
    expect(asksOnClose()).toBe(true);
  });
});
