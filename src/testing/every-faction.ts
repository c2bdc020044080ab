import type { Faction } from '../domain/data/faction.schema';
import type { DataSources } from '../store/data-loader';
import { memoryStorage } from '../store/storage';
import { createRosterStore, type RosterStore } from '../store/roster-store';
import { makeDetachment, makeFaction } from './make-faction';
import { fixtureData } from './game-fixture';
import { realManifest } from './real-manifest';

/**
 * Every faction of data/'s manifest, for the forms that offer them all. Drukhari loads as the fixture army; any
 * other as a stand-in with an Archon, Warriors and one detachment, "<faction> Host" (none for `withoutDetachment`).
 */
export function everyFactionSources({
  withoutDetachment = [],
}: { withoutDetachment?: readonly string[] } = {}): DataSources {
  const { system, faction: drukhari } = fixtureData();
  const manifest = realManifest();
  return {
    loadSystemData: async () => ({ ok: true, value: { system, manifest } }),
    loadFaction: async (id) => {
      if (id === drukhari.id) return { ok: true, value: drukhari };
      const entry = manifest.factions.find((f) => f.id === id);
      if (!entry) return { ok: false, error: `no faction "${id}"` };
      const stand: Faction = makeFaction({
        id,
        name: entry.name,
        factionKeyword: entry.name.toUpperCase(),
        detachments: withoutDetachment.includes(id)
          ? []
          : [makeDetachment({ id: `${id}-host`, name: `${entry.name} Host` })],
      });
      return { ok: true, value: stand };
    },
  };
}

/** A store with the game system and data/'s manifest, and no faction loaded yet. */
export function storeWithEveryFaction(): RosterStore {
  const store = createRosterStore({ storage: memoryStorage() });
  store.getState().receiveSystem(fixtureData().system, realManifest());
  return store;
}
