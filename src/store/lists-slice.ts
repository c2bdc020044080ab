import { distinctListName, listName } from '../domain/roster/list-name';
import type { GameData } from '../domain/data/game-data';
import type { Manifest } from '../domain/data/manifest.schema';
import { applyEditWithNotes, editLabel, type RosterEdit } from '../domain/edits/roster-edit';
import { createRoster } from '../domain/roster/create-roster';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { unitPoints } from '../domain/roster/points';
import type { Roster } from '../domain/roster/roster.schema';
import { unitIdNumbered } from '../domain/roster/unit-number';
import { dataChangesSince } from './data-changes';
import type { ListsSlice } from './roster-state';
import type { DataSourceStamp, SavedRoster, SaveStamp } from './saved-roster.schema';
import { selectGameData, selectOpenSaved } from './selectors';
import type { SliceCreator } from './store-tools';

/** The catalogue set the loaded data was made from, as a saved list records it. */
function sourceStamp(manifest: Manifest): DataSourceStamp {
  const { name, commit, date } = manifest.source;
  return { name, commit, date };
}

type Change = { readonly before: Roster; readonly after: Roster };

/** Saved lists and the open one. Every edit calls a pure roster function; one that changes nothing leaves no undo step. */
export const createListsSlice: SliceCreator<ListsSlice> = (set, get, tools) => {
  function stampFor(roster: Roster, data: GameData): SaveStamp | null {
    const manifest = get().manifest;
    if (!manifest) return null;
    const unitPointsById: Record<string, number> = {};
    for (const unit of roster.units) unitPointsById[unit.id] = unitPoints(unit, data, roster.detachmentId);
    return { dataVersion: manifest.dataVersion, source: sourceStamp(manifest), unitPoints: unitPointsById };
  }

  function saved(roster: Roster, previous: SavedRoster | null): SavedRoster {
    const data = selectGameData(get(), roster.factionId);
    return { roster, savedWith: data ? stampFor(roster, data) : (previous?.savedWith ?? null), updatedAt: tools.now() };
  }

  function replaced(next: SavedRoster): readonly SavedRoster[] {
    return get().rosters.map((r) => (r.roster.id === next.roster.id ? next : r));
  }

  /**
   * Makes an edit to the open roster, named for Undo and Redo; a change of detachment or battle size also leaves a
   * notice of what it dropped or left over a limit. The domain gives back the same roster when nothing changed, and
   * then the history takes no step.
   */
  function edit(change: RosterEdit): Change | null {
    const state = get();
    const current = selectOpenSaved(state);
    if (!current) return null;
    const data = selectGameData(state, current.roster.factionId);
    if (!data) return null;
    const { roster: after, notes } = applyEditWithNotes(current.roster, change, data);
    if (after === current.roster) return null;
    const changesNotes = change.kind === 'change-detachment' || change.kind === 'change-battle-size';
    set({
      rosters: replaced(saved(after, current)),
      lastEdit: editLabel(current.roster, change, data),
      ...(changesNotes ? { droppedNotice: notes.length > 0 ? { rosterId: after.id, notes } : null } : {}),
    });
    return { before: current.roster, after };
  }

  /** The unit an edit added: the one numbered last, when the edit numbered one. */
  function addedUnitId(change: Change | null): UnitId | null {
    if (!change || change.after.lastUnitNumber === change.before.lastUnitNumber) return null;
    return unitIdNumbered(change.after.lastUnitNumber);
  }

  return {
    rosters: [],
    openRosterId: null,
    uncheckedRosterId: null,
    lastEdit: null,

    createList(list) {
      const roster = createRoster({ id: tools.newId() as RosterId, ...list });
      set({ rosters: [saved(roster, null), ...get().rosters], lastEdit: `Create ${roster.name}` });
      return roster.id;
    },
    addList(roster) {
      const name = distinctListName(
        listName(roster.name),
        get().rosters.map((r) => r.roster.name),
      );
      const added = saved({ ...roster, id: tools.newId() as RosterId, name }, null);
      set({ rosters: [added, ...get().rosters], lastEdit: `Add list ${name}` });
      return added.roster.id;
    },
    openList(id) {
      if (id === get().openRosterId) return;
      const exists = get().rosters.some((r) => r.roster.id === id);
      set({
        openRosterId: exists ? id : null,
        uncheckedRosterId: exists ? id : null,
        dataNotice: null,
        droppedNotice: null,
        changedElsewhere: null,
      });
      tools.clearHistory();
      get().reviewOpenedRoster();
    },
    renameList(id, newName) {
      const name = listName(newName);
      const current = get().rosters.find((r) => r.roster.id === id);
      if (!current || current.roster.name === name) return;
      set({ rosters: replaced(saved({ ...current.roster, name }, current)), lastEdit: `Rename to ${name}` });
    },
    duplicateList(id) {
      const index = get().rosters.findIndex((r) => r.roster.id === id);
      const current = get().rosters[index];
      if (!current) return null;
      const copy = saved(
        { ...current.roster, id: tools.newId() as RosterId, name: `${current.roster.name} (copy)` },
        current,
      );
      set({ rosters: get().rosters.toSpliced(index, 0, copy), lastEdit: `Copy ${current.roster.name}` });
      return copy.roster.id;
    },
    deleteList(id) {
      const deleted = get().rosters.find((r) => r.roster.id === id);
      set({
        rosters: get().rosters.filter((r) => r.roster.id !== id),
        openRosterId: get().openRosterId === id ? null : get().openRosterId,
        ...(deleted ? { lastEdit: `Delete ${deleted.roster.name}` } : {}),
      });
    },

    addUnit(datasheetId) {
      return addedUnitId(edit({ kind: 'add-unit', datasheetId }));
    },
    duplicateUnit(unitId) {
      return addedUnitId(edit({ kind: 'duplicate-unit', unitId }));
    },
    removeUnit: (unitId) => void edit({ kind: 'remove-unit', unitId }),
    setUnitSize: (unitId, models) => void edit({ kind: 'set-unit-size', unitId, models }),
    setModelCount: (unitId, modelTypeId, count) => void edit({ kind: 'set-model-count', unitId, modelTypeId, count }),
    setWargear: (unitId, changes) =>
      void edit({ kind: 'set-wargear', unitId, changes: 'modelTypeId' in changes ? [changes] : changes }),
    setEnhancement: (unitId, enhancementId) => void edit({ kind: 'set-enhancement', unitId, enhancementId }),
    makeWarlord: (unitId) => void edit({ kind: 'make-warlord', unitId }),
    attachLeader: (leaderId, bodyguardId) => void edit({ kind: 'attach-leader', leaderId, bodyguardId }),
    changeDetachment: (detachmentId) => void edit({ kind: 'change-detachment', detachmentId }),
    removeOtherDetachmentEnhancements: () => void edit({ kind: 'remove-other-detachment-enhancements' }),
    changeBattleSize: (battleSizeId) => void edit({ kind: 'change-battle-size', battleSizeId }),
    setIncludeLegends: (includeLegends) => void edit({ kind: 'set-include-legends', includeLegends }),
    clearLeftOut: () => void edit({ kind: 'clear-left-out' }),

    undo() {
      tools.undo();
      set({ droppedNotice: null });
    },
    redo() {
      tools.redo();
      set({ droppedNotice: null });
    },
    reviewOpenedRoster() {
      const state = get();
      const current = selectOpenSaved(state);
      const dataVersion = state.manifest?.dataVersion;
      if (!current || current.roster.id !== state.uncheckedRosterId || !dataVersion) return;
      const data = selectGameData(state, current.roster.factionId);
      if (!data) return;
      if (current.savedWith?.dataVersion === dataVersion) {
        tools.withoutHistory({ uncheckedRosterId: null });
        return;
      }
      const changes = dataChangesSince(current, data, dataVersion);
      const savedWith = current.savedWith?.source ?? null;
      const now = state.manifest ? sourceStamp(state.manifest) : null;
      tools.withoutHistory({
        uncheckedRosterId: null,
        rosters: replaced({ ...current, savedWith: stampFor(current.roster, data) }),
        dataNotice: changes.length > 0 && now ? { rosterId: current.roster.id, changes, savedWith, now } : null,
      });
    },
  };
};
