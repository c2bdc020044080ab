import type { Datasheet } from '../domain/data/datasheet.schema';
import type { Faction } from '../domain/data/faction.schema';
import { realData } from './real-data';

/** The faction as data/ has it, with the datasheets its allowances let it take. */
export function faction(id: string): Faction {
  return realData(id).faction;
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

/** Space Marines and the eleven chapters built on it, as the data files name them. */
export const SPACE_MARINE_FACTIONS = [
  'space-marines',
  'black-templars',
  'blood-angels',
  'dark-angels',
  'deathwatch',
  'imperial-fists',
  'iron-hands',
  'raven-guard',
  'salamanders',
  'space-wolves',
  'ultramarines',
  'white-scars',
] as const;
