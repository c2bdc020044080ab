/** @vitest-environment jsdom */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore } from '../../testing/test-store';
import { UpdateNotice } from './update-notice';

afterEach(cleanup);

describe('the update notice', () => {
  it('says nothing while no new build is waiting', () => {
    renderWithStore(<UpdateNotice update={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces new game data when the waiting build carries another data version', () => {
    renderWithStore(<UpdateNotice update={{ dataVersion: 'test-2', reload: () => undefined }} />, {
      store: makeTestStore(undefined, 'test-1'),
    });
    expect(screen.getByRole('status', { name: 'New game data' })).toBeTruthy();
  });

  it.each([
    ['the same data version', 'test-1'],
    ['a data version it could not read', null],
  ])('announces a new version of Muster when the waiting build has %s', (_, dataVersion) => {
    renderWithStore(<UpdateNotice update={{ dataVersion, reload: () => undefined }} />, {
      store: makeTestStore(undefined, 'test-1'),
    });
    expect(screen.getByRole('status', { name: 'A new version of Muster is ready' })).toBeTruthy();
  });

  it('reloads only when the player asks, and Later hides it', async () => {
    const reload = vi.fn();
    const { user } = renderWithStore(<UpdateNotice update={{ dataVersion: 'test-2', reload }} />);
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
