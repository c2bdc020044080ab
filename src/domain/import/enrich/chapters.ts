import type { Faction } from '../../data/faction.schema';
import type { FactionId } from '../../data/ids';
import type { FactionSpec } from '../translate/faction';

/**
 * Marks what each chapter has of its own: the datasheets and detachments its faction has and its parent's does not
 * (Blood Angels: Death Company Marines and The Lost Brethren, not the Intercessors and Gladius Task Force every
 * chapter takes from Space Marines). Compared by id over the factions as built, so no name decides it.
 */
export function withChapters(factions: readonly Faction[], specs: readonly FactionSpec[]): Faction[] {
  const byId = new Map(factions.map((f) => [f.id, f]));
  return factions.map((faction) => {
    const parentId = specs.find((s) => s.id === faction.id)?.parent as FactionId | undefined;
    if (!parentId) return faction;
    const parent = byId.get(parentId);
    if (!parent) throw new Error(`faction "${faction.id}": its parent "${parentId}" was not built`);
    const parentDatasheets = new Set(parent.datasheets.map((d) => d.id));
    const parentDetachments = new Set(parent.detachments.map((d) => d.id));
    return {
      ...faction,
      chapter: {
        parentId,
        datasheetIds: faction.datasheets.filter((d) => !parentDatasheets.has(d.id)).map((d) => d.id),
        detachmentIds: faction.detachments.filter((d) => !parentDetachments.has(d.id)).map((d) => d.id),
      },
    };
  });
}
