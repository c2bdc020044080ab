/** @vitest-environment jsdom */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readShareUrl } from '../../domain/codecs/share-url/share-url';
import type { DatasheetId } from '../../domain/data/ids';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { ShareDialog } from './share-dialog';

afterEach(cleanup);

describe('share dialog', () => {
  it('gives a link to this app holding the whole open list, and copies it', async () => {
    const store = makeTestStore();
    openNewList(store, 'Raiders');
    store.getState().addUnit('wracks' as DatasheetId);
    store.getState().addUnit('archon' as DatasheetId);
    const { user } = renderWithStore(<ShareDialog isOpen onClose={vi.fn()} />, { store });

    const link = ((await screen.findByLabelText('Share link')) as HTMLInputElement).value;
    expect(link.startsWith(`${window.location.origin}${window.location.pathname}#/share/`)).toBe(true);
    const decoded = readShareUrl(link, selectOpenGameData(store.getState())!);
    const roster = selectOpenRoster(store.getState())!;
    expect(decoded.ok && { ...decoded.value.roster, id: roster.id }).toEqual(roster);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('opens the phone’s own share sheet with the link where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const store = makeTestStore();
      openNewList(store, 'Raiders');
      const { user } = renderWithStore(<ShareDialog isOpen onClose={vi.fn()} />, { store });
      const link = ((await screen.findByLabelText('Share link')) as HTMLInputElement).value;
      await user.click(screen.getByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenCalledWith({ title: 'Raiders', url: link });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('offers no share sheet where the browser has none, and a QR code of the link when asked', async () => {
    const store = makeTestStore();
    openNewList(store, 'Raiders');
    const { user } = renderWithStore(<ShareDialog isOpen onClose={vi.fn()} />, { store });
    await screen.findByLabelText('Share link');
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of the share link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the share link' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('gives no link for a list a link cannot hold, and says why in the words opening it would', async () => {
    const store = makeTestStore();
    openNewList(store, 'Endless Wracks');
    for (let i = 0; i < 401; i += 1) store.getState().addUnit('wracks' as DatasheetId);
    renderWithStore(<ShareDialog isOpen onClose={vi.fn()} />, { store });

    expect((await screen.findByText(/cannot be shared as a link/)).textContent).toBe(
      'This list cannot be shared as a link: The link says 401 units, more than 400.',
    );
    expect(screen.queryByLabelText('Share link')).toBeNull();
  });
});
