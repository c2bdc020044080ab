/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../testing/render-with-store';
import { CheckListsPage } from './check-lists-page';

afterEach(cleanup);

/** A Drukhari list in the GW app's text, with one datasheet the faction does not have. */
const coven = [
  'Coven of Twelve (2000 points)',
  '',
  'Drukhari',
  'Strike Force (2000 points)',
  'Realspace Raiders',
  '',
  'CHARACTERS',
  '',
  'Archon (100 points)',
  '  • Warlord',
  '',
  'BATTLELINE',
  '',
  'Wracks (60 points)',
  '',
  'Talos Pain Engine (100 points)',
].join('\n');

function renderPage() {
  const onImported = vi.fn();
  const rendered = renderWithStore(<CheckListsPage onImported={onImported} />);
  return { ...rendered, onImported };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('CheckListsPage', () => {
  it('checks pasted lists and dropped files, one row each, the unreadable ones with the reason', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText(/Drop list files/), [
      new File([coven], 'anna.txt', { type: 'text/plain' }),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], 'photo.txt', { type: 'text/plain' }),
    ]);
    expect(screen.getByText(/2 files: anna.txt, photo.txt/)).toBeTruthy();
    await user.type(screen.getByLabelText('Or paste lists'), 'Bring snacks{Enter}---{Enter}');
    await user.click(screen.getByRole('button', { name: 'Check lists' }));

    expect(await screen.findByText('3 lists: 0 legal, 1 illegal, 2 unreadable.')).toBeTruthy();
    expect(within(rowOf('anna.txt')).getByText(/^Not legal: \d+ errors?$/)).toBeTruthy();
    expect(within(rowOf('anna.txt')).getByText('Drukhari')).toBeTruthy();
    expect(within(rowOf('anna.txt')).getByText(/Talos Pain Engine/)).toBeTruthy();
    expect(within(rowOf('photo.txt')).getByText(/binary file/)).toBeTruthy();
    expect(within(rowOf('Pasted list 1')).getByText('Unreadable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('opens a row in the import report, from which the list can be imported', async () => {
    const { user, onImported, store } = renderPage();
    await user.click(screen.getByLabelText('Or paste lists'));
    await user.paste(`${coven}\n-----\n${coven.replace('Coven of Twelve', 'Second Coven')}`);
    await user.click(screen.getByRole('button', { name: 'Check lists' }));
    await screen.findByText(/^2 lists:/);

    await user.click(screen.getByRole('button', { name: 'Pasted list 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Pasted list 2' });
    expect(within(dialog).getByText('Second Coven')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import as new list' }));
    expect(onImported).toHaveBeenCalledOnce();
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual(['Second Coven']);
  });
});
