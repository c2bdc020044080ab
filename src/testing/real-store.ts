import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Faction } from '../domain/data/faction.schema';
import type { BattleSizeId, DetachmentId, FactionId } from '../domain/data/ids';
import { parseFaction, parseGameSystem, type ParseResult } from '../domain/data/parse-game-data';
import type { RosterId } from '../domain/roster/ids';
import { memoryStorage } from '../store/storage';
import { createRosterStore, type RosterStore } from '../store/roster-store';
import { realManifest } from './real-manifest';

/*
 * The data of data/ for component tests of real datasheets (Wracks, a Ravager, War Walkers). The CLI's reader finds
 * data/ through a file URL, which jsdom's URL cannot give; this one reads by path.
 */

const dataDir = join(import.meta.dirname, '../../data');
const read = (file: string): unknown => JSON.parse(readFileSync(join(dataDir, file), 'utf8'));

function parsed<T>(file: string, result: ParseResult<T>): T {
  if (!result.ok) throw new Error(`data/${file} does not parse: ${result.error[0]?.path} ${result.error[0]?.message}`);
  return result.value;
}

const factions = new Map<string, Faction>();

function realFaction(factionId: string): Faction {
  const known = factions.get(factionId);
  if (known) return known;
  const manifest = realManifest();
  const entry = manifest.factions.find((f) => f.id === factionId);
  if (!entry) throw new Error(`no faction "${factionId}" in data/`);
  const packs = entry.packs.map((id) => read(manifest.packs.find((p) => p.id === id)?.file ?? `packs/${id}.json`));
  const faction = parsed(entry.file, parseFaction(read(entry.file), packs));
  factions.set(factionId, faction);
  return faction;
}

/** A fresh store with data/'s game system and `factionId` loaded, and a new Strike Force list of it open. */
export function realStoreWithList(factionId: string, detachmentId: string): { store: RosterStore; rosterId: RosterId } {
  const store = createRosterStore({ storage: memoryStorage() });
  store.getState().receiveSystem(parsed('game-system.json', parseGameSystem(read('game-system.json'))), realManifest());
  store.getState().receiveFaction(realFaction(factionId));
  const rosterId = store.getState().createList({
    name: 'Real list',
    factionId: factionId as FactionId,
    battleSizeId: 'strike-force' as BattleSizeId,
    detachmentId: detachmentId as DetachmentId,
  });
  store.getState().openList(rosterId);
  return { store, rosterId };
}
