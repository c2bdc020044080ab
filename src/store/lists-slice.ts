import { distinctListName } from '../domain/roster/list-name';
import type { GameData } from '../domain/data/game-data';
import { addUnit } from '../domain/roster/add-unit';
import { attachLeader } from '../domain/roster/attach-leader';
import { changeBattleSize } from '../domain/roster/change-battle-size';
import { changeDetachment, removeOtherDetachmentEnhancements, type RosterChange } from '../domain/roster/change-detachment';
import { createRoster } from '../domain/roster/create-roster';
import { duplicateUnit } from '../domain/roster/duplicate-unit';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeWarlord } from '../domain/roster/make-warlord';
import { unitPoints } from '../domain/roster/points';
import { removeUnit } from '../domain/roster/remove-unit';
import type { Roster } from '../domain/roster/roster.schema';
import { setEnhancement } from '../domain/roster/set-enhancement';
import { setIncludeLegends } from '../domain/roster/set-include-legends';
import { setModelCount } from '../domain/roster/set-model-count';
import { setUnitSize } from '../domain/roster/set-unit-size';
import { setWargear, type WargearChange } from '../domain/roster/set-wargear';
import { unitIdNumbered } from '../domain/roster/unit-number';
import { dataChangesSince } from './data-changes';
import type { ListsSlice } from './roster-state';
import type { SavedRoster, SaveStamp } from './saved-roster.schema';
import { selectGameData, selectOpenSaved } from './selectors';
import type { SliceCreator } from './store-tools';

type Change = { readonly before: Roster; readonly after: Roster };

/** Saved lists and the open one. Every edit calls a pure roster function; one that changes nothing leaves no undo step. */
export const createListsSlice: SliceCreator<ListsSlice> = (set, get, tools) => {
  function stampFor(roster: Roster, data: GameData): SaveStamp | null {
    const dataVersion = get().manifest?.dataVersion;
    if (!dataVersion) return null;
    const unitPointsById: Record<string, number> = {};
    for (const unit of roster.units) unitPointsById[unit.id] = unitPoints(unit, data);
    return { dataVersion, unitPoints: unitPointsById };
  }

  function saved(roster: Roster, previous: SavedRoster | null): SavedRoster {
    const data = selectGameData(get(), roster.factionId);
    return { roster, savedWith: data ? stampFor(roster, data) : (previous?.savedWith ?? null), updatedAt: tools.now() };
  }

  function replaced(next: SavedRoster): readonly SavedRoster[] {
    return get().rosters.map((r) => (r.roster.id === next.roster.id ? next : r));
  }

  /** Applies a pure roster function to the open roster; the domain gives back the same roster when nothing changed. */
  function edit(change: (roster: Roster, data: GameData) => Roster): Change | null {
    const state = get();
    const current = selectOpenSaved(state);
    if (!current) return null;
    const data = selectGameData(state, current.roster.factionId);
    if (!data) return null;
    const after = change(current.roster, data);
    if (after === current.roster) return null;
    set({ rosters: replaced(saved(after, current)) });
    return { before: current.roster, after };
  }

  /** A detachment or battle size change, with a notice of what it dropped or left over a limit. */
  function editWithNotes(change: (roster: Roster, data: GameData) => RosterChange): void {
    let notes: RosterChange['notes'] = [];
    const made = edit((roster, data) => {
      const result = change(roster, data);
      notes = result.notes;
      return result.roster;
    });
    if (made) set({ droppedNotice: notes.length > 0 ? { rosterId: made.after.id, notes } : null });
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

    createList(list) {
      const roster = createRoster({ id: tools.newId() as RosterId, ...list });
      set({ rosters: [saved(roster, null), ...get().rosters] });
      return roster.id;
    },
    addList(roster) {
      const name = distinctListName(roster.name, get().rosters.map((r) => r.roster.name));
      const added = saved({ ...roster, id: tools.newId() as RosterId, name }, null);
      set({ rosters: [added, ...get().rosters] });
      return added.roster.id;
    },
    openList(id) {
      if (id === get().openRosterId) return;
      const exists = get().rosters.some((r) => r.roster.id === id);
      set({ openRosterId: exists ? id : null, uncheckedRosterId: exists ? id : null, dataNotice: null, droppedNotice: null, changedElsewhere: null });
      tools.clearHistory();
      get().reviewOpenedRoster();
    },
    renameList(id, name) {
      const current = get().rosters.find((r) => r.roster.id === id);
      if (!current || current.roster.name === name) return;
      set({ rosters: replaced(saved({ ...current.roster, name }, current)) });
    },
    duplicateList(id) {
      const index = get().rosters.findIndex((r) => r.roster.id === id);
      const current = get().rosters[index];
      if (!current) return null;
      const copy = saved({ ...current.roster, id: tools.newId() as RosterId, name: `${current.roster.name} (copy)` }, current);
      set({ rosters: get().rosters.toSpliced(index, 0, copy) });
      return copy.roster.id;
    },
    deleteList(id) {
      set({
        rosters: get().rosters.filter((r) => r.roster.id !== id),
        openRosterId: get().openRosterId === id ? null : get().openRosterId,
      });
    },

    addUnit(datasheetId) {
      return addedUnitId(edit((roster, data) => addUnit(roster, datasheetId, data)));
    },
    duplicateUnit(unitId) {
      return addedUnitId(edit((roster) => duplicateUnit(roster, unitId)));
    },
    removeUnit(unitId) {
      edit((roster) => removeUnit(roster, unitId));
    },
    setUnitSize(unitId, models) {
      edit((roster, data) => setUnitSize(roster, unitId, models, data));
    },
    setModelCount(unitId, modelTypeId, count) {
      edit((roster) => setModelCount(roster, unitId, modelTypeId, count));
    },
    setWargear(unitId, changes) {
      const list: readonly WargearChange[] = 'modelTypeId' in changes ? [changes] : changes;
      edit((roster, data) => list.reduce((next, change) => setWargear(next, unitId, change, data), roster));
    },
    setEnhancement(unitId, enhancementId) {
      edit((roster) => setEnhancement(roster, unitId, enhancementId));
    },
    makeWarlord(unitId) {
      edit((roster) => makeWarlord(roster, unitId));
    },
    attachLeader(leaderUnitId, bodyguardUnitId) {
      edit((roster) => attachLeader(roster, leaderUnitId, bodyguardUnitId));
    },
    changeDetachment(detachmentId) {
      editWithNotes((roster, data) => changeDetachment(roster, detachmentId, data));
    },
    removeOtherDetachmentEnhancements() {
      edit((roster, data) => removeOtherDetachmentEnhancements(roster, data));
    },
    changeBattleSize(battleSizeId) {
      editWithNotes((roster, data) => changeBattleSize(roster, battleSizeId, data));
    },
    setIncludeLegends(includeLegends) {
      edit((roster) => setIncludeLegends(roster, includeLegends));
    },

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
      tools.withoutHistory({
        uncheckedRosterId: null,
        rosters: replaced({ ...current, savedWith: stampFor(current.roster, data) }),
        dataNotice: changes.length > 0 ? { rosterId: current.roster.id, changes } : null,
      });
    },
  };
};
