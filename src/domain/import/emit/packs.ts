import type { Datasheet } from '../../data/datasheet.schema';
import type { FactionFile } from '../../data/faction-file.schema';
import type { Faction } from '../../data/faction.schema';
import type { DetachmentId, PackId } from '../../data/ids';
import type { Pack, SharedDatasheets } from '../../data/pack.schema';
import { slugify } from '../slug';
import { stableJson } from './stable-json';

/** "Imperium - Space Marines.cat" → "space-marines", "Library - Titans.cat" → "titans". */
export function packIdOf(catalogueFile: string): PackId {
  return slugify(
    catalogueFile.replace(/\.cat$/i, '').replace(/^(?:Imperium|Chaos|Aeldari|Xenos|Library)\s+-\s+/i, ''),
  ) as PackId;
}

/** "Imperium - Space Marines.cat" → "Space Marines". */
function packNameOf(catalogueFile: string): string {
  return catalogueFile.replace(/\.cat$/i, '').replace(/^(?:Imperium|Chaos|Aeldari|Xenos|Library)\s+-\s+/i, '');
}

type Version = { readonly datasheet: Datasheet; readonly factions: number[] };

/** A datasheet as packs compare it: where a faction may include it is the faction's, not the datasheet's. */
function withoutRestriction(d: Datasheet): Datasheet {
  const { onlyInDetachments: _restriction, ...rest } = d;
  return rest;
}

/**
 * Stores each datasheet that several factions take exactly alike once, in a pack named after the catalogue that
 * defines it: a chapter's Intercessor Squad is the Space Marines one, an Imperium army's Inquisitor the Agents of the
 * Imperium one. Where factions disagree (a points modifier for allies, a Leader whose units one chapter lacks), the
 * version most factions take goes in the pack and the others stay in their faction's file. A datasheet only one
 * faction takes stays in that faction's file.
 */
export function packDatasheets(
  factions: readonly Faction[],
  sourceOf: (factionId: string, datasheetId: string) => string,
): { files: FactionFile[]; packs: Pack[] } {
  const versions = new Map<string, Map<string, Version>>();
  factions.forEach((faction, i) => {
    for (const d of faction.datasheets) {
      const key = `${sourceOf(faction.id, d.id)}\u0000${d.id}`;
      const json = stableJson(withoutRestriction(d));
      const byJson = versions.get(key) ?? new Map<string, Version>();
      versions.set(key, byJson);
      const version = byJson.get(json) ?? { datasheet: withoutRestriction(d), factions: [] };
      byJson.set(json, { ...version, factions: [...version.factions, i] });
    }
  });
  const packed = new Map<string, Datasheet[]>();
  const isPacked = new Set<string>();
  for (const [key, byJson] of versions) {
    // The most widely taken version; on a tie, the one the first faction (in the shipped order) takes.
    const best = [...byJson.values()].sort(
      (a, b) => b.factions.length - a.factions.length || (a.factions[0] ?? 0) - (b.factions[0] ?? 0),
    )[0];
    if (!best || best.factions.length < 2) continue;
    const source = key.slice(0, key.indexOf('\u0000'));
    packed.set(source, [...(packed.get(source) ?? []), best.datasheet]);
    for (const f of best.factions) isPacked.add(`${f}\u0000${key}`);
  }
  const files = factions.map((faction, i): FactionFile => {
    const own: Datasheet[] = [];
    const shared: SharedDatasheets[] = [];
    for (const d of faction.datasheets) {
      const source = sourceOf(faction.id, d.id);
      if (!isPacked.has(`${i}\u0000${source}\u0000${d.id}`)) {
        own.push(d);
        continue;
      }
      const pack = packIdOf(source);
      const restriction = d.onlyInDetachments ?? null;
      const last = shared.find((s) => s.pack === pack && sameRestriction(s.onlyInDetachments ?? null, restriction));
      if (last) (last.datasheetIds as string[]).push(d.id);
      else shared.push({ pack, datasheetIds: [d.id], ...(restriction ? { onlyInDetachments: [...restriction] } : {}) });
    }
    return { ...faction, datasheets: own, shared };
  });
  const packs = [...packed.entries()]
    .map(([source, datasheets]): Pack => ({ id: packIdOf(source), name: packNameOf(source), datasheets }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return { files, packs };
}

function sameRestriction(a: readonly DetachmentId[] | null, b: readonly DetachmentId[] | null): boolean {
  return a === b || (a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]));
}
