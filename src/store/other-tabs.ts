import type { RosterId } from '../domain/roster/ids';
import type { SavedRoster } from './saved-roster.schema';

/** Lists another tab saved, by id: the new version, or null for a list it deleted. */
export type ChangesElsewhere = ReadonlyMap<RosterId, SavedRoster | null>;

/**
 * This tab's lists once another tab has saved `stored`: every list as stored, except the ones this tab changed and
 * has not saved yet (`unsaved`), which it will save over them. Lists that did not change keep their objects, so
 * nothing re-renders or is written for them.
 */
export function takeOverSaved(
  current: readonly SavedRoster[],
  stored: readonly SavedRoster[],
  unsaved: ReadonlySet<RosterId>,
  isSame: (a: SavedRoster, b: SavedRoster) => boolean,
): { readonly rosters: readonly SavedRoster[]; readonly changes: ChangesElsewhere } {
  const mine = new Map(current.map((entry) => [entry.roster.id, entry]));
  const changes = new Map<RosterId, SavedRoster | null>();
  const rosters: SavedRoster[] = [];
  for (const entry of stored) {
    const id = entry.roster.id;
    const own = mine.get(id);
    mine.delete(id);
    if (unsaved.has(id)) {
      if (own) rosters.push(own);
    } else if (own && isSame(own, entry)) rosters.push(own);
    else {
      rosters.push(entry);
      changes.set(id, entry);
    }
  }
  // Lists this tab has and storage does not: new here and not saved yet, or deleted elsewhere.
  const added: SavedRoster[] = [];
  for (const [id, own] of mine) {
    if (unsaved.has(id)) added.push(own);
    else changes.set(id, null);
  }
  return { rosters: changes.size === 0 ? current : [...added, ...rosters], changes };
}

/**
 * A past or future state of the undo history with another tab's saves in it, so undo and redo never bring back
 * what that tab changed: each changed list replaced (or added first), each deleted one taken out.
 */
export function withChangesElsewhere(
  rosters: readonly SavedRoster[],
  changes: ChangesElsewhere,
): readonly SavedRoster[] {
  const present = new Set(rosters.map((entry) => entry.roster.id));
  const added = [...changes.values()].filter(
    (entry): entry is SavedRoster => entry !== null && !present.has(entry.roster.id),
  );
  const kept = rosters.flatMap((entry) => {
    const change = changes.get(entry.roster.id);
    if (change === undefined) return [entry];
    return change === null ? [] : [change];
  });
  return [...added, ...kept];
}
