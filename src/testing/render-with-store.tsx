import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createDataLoader, type DataSources } from '../store/data-loader';
import type { RosterStore } from '../store/roster-store';
import { StoreProvider } from '../store/store-context';
import { fixtureData, fixtureManifest } from './game-fixture';
import { makeTestStore } from './test-store';

/** Data sources that answer at once with the fixture data. */
export function fixtureSources(): DataSources {
  const data = fixtureData();
  return {
    loadSystemData: async () => ({ ok: true, value: { system: data.system, manifest: fixtureManifest() } }),
    loadFaction: async (id) =>
      id === data.faction.id ? { ok: true, value: data.faction } : { ok: false, error: `no faction "${id}"` },
  };
}

/** Renders `ui` over a fresh store (the fixture data loaded unless a store is given) and a user-event session. */
export function renderWithStore(
  ui: ReactElement,
  { store = makeTestStore(), sources = fixtureSources() }: { store?: RosterStore; sources?: DataSources } = {},
): RenderResult & { store: RosterStore; user: UserEvent } {
  const loader = createDataLoader(store, sources);
  const user = userEvent.setup();
  const result = render(
    <StoreProvider store={store} loader={loader}>
      {ui}
    </StoreProvider>,
  );
  return { ...result, store, user };
}
