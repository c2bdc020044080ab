import type { Datasheet } from '../domain/data/datasheet.schema';
import type { Faction } from '../domain/data/faction.schema';
import { readFaction, readManifest } from '../cli/load-data';

/** Every faction of data/, as its manifest lists them. */
export const FACTION_IDS: readonly string[] = readManifest().factions.map((f) => f.id);

const cache = new Map<string, Faction>();

export function faction(id: string): Faction {
  const hit = cache.get(id);
  if (hit) return hit;
  const read = readFaction(id);
  cache.set(id, read);
  return read;
}

export function datasheet(factionId: string, id: string): Datasheet {
  const d = faction(factionId).datasheets.find((x) => x.id === id);
  if (!d) throw new Error(`no datasheet "${id}" in ${factionId}`);
  return d;
}

/** "5:60 6:100" — points tiers in one readable string. */
export function tiers(d: Datasheet): string {
  return d.points.map((p) => `${p.models}:${p.points}`).join(' ');
}

/** Whether the model types' ranges can add up to a unit of `models` models. */
export function canMakeUp(d: Datasheet, models: number): boolean {
  const types = d.composition.modelTypes;
  return types.reduce((n, m) => n + m.min, 0) <= models && models <= types.reduce((n, m) => n + m.max, 0);
}

export function composition(d: Datasheet): string[] {
  return d.composition.modelTypes.map((m) => `${m.id} ${m.min}-${m.max}`);
}

export function enhancements(factionId: string, detachmentId: string): [string, number, readonly string[]][] {
  const d = faction(factionId).detachments.find((x) => x.id === detachmentId);
  if (!d) throw new Error(`no detachment "${detachmentId}" in ${factionId}`);
  return d.enhancements.map((e) => [e.name, e.points, e.requiredKeywords]);
}
