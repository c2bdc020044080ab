import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { temporal } from 'zundo';
import type { GameData } from '../domain/data/game-data';
import { addUnit } from '../domain/roster/add-unit';
import { attachLeader } from '../domain/roster/attach-leader';
import { changeBattleSize } from '../domain/roster/change-battle-size';
import { changeDetachment } from '../domain/roster/change-detachment';
import { createRoster } from '../domain/roster/create-roster';
import { duplicateUnit } from '../domain/roster/duplicate-unit';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeWarlord } from '../domain/roster/make-warlord';
import { unitPoints } from '../domain/roster/points';
import { removeUnit } from '../domain/roster/remove-unit';
import type { Roster } from '../domain/roster/roster.schema';
import { setEnhancement } from '../domain/roster/set-enhancement';
import { setModelCount } from '../domain/roster/set-model-count';
import { setUnitSize } from '../domain/roster/set-unit-size';
import { setWargear, type WargearChange } from '../domain/roster/set-wargear';
import { unitIdNumbered } from '../domain/roster/unit-number';
import { dataChangesSince } from './data-changes';
import { takeOverSaved, withChangesElsewhere } from './other-tabs';
import { createSavedLists } from './persist';
import type { RosterState, UndoableState } from './roster-state';
import type { SavedRoster, SaveStamp } from './saved-roster.schema';
import { selectGameData, selectOpenSaved } from './selectors';
import { defaultStorage, type SavedListsStorage } from './storage';

export type RosterStoreOptions = {
  readonly storage?: SavedListsStorage;
  readonly storageKey?: string;
  readonly newId?: () => string;
  readonly now?: () => number;
  /** How many edits undo can go back. */
  readonly historyLimit?: number;
};

/**
 * The app's one store: saved rosters and the open one, the loaded game data, and actions that call the pure
 * roster functions. Points and issues are not stored: see selectors.ts. A factory, so each test gets a fresh store.
 */
export function createRosterStore(options: RosterStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;
  // The roster opened last whose saved points have not yet been compared with the loaded data.
  let uncheckedRosterId: RosterId | null = null;
  const savedLists = createSavedLists<RosterState>(options.storage ?? defaultStorage(), { name: options.storageKey, now });

  const store = createStore<RosterState>()(
    persist(
      temporal(
        (set, get) => {
          function withoutHistory(update: Partial<RosterState>): void {
            const history = store.temporal.getState();
            history.pause();
            set(update);
            history.resume();
          }

          function stampFor(roster: Roster, data: GameData): SaveStamp | null {
            const dataVersion = get().manifest?.dataVersion;
            if (!dataVersion) return null;
            const unitPointsById: Record<string, number> = {};
            for (const unit of roster.units) unitPointsById[unit.id] = unitPoints(unit, data);
            return { dataVersion, unitPoints: unitPointsById };
          }

          function saved(roster: Roster, previous: SavedRoster | null): SavedRoster {
            const data = selectGameData(get(), roster.factionId);
            return {
              roster,
              savedWith: data ? stampFor(roster, data) : (previous?.savedWith ?? null),
              updatedAt: now(),
            };
          }

          function replaced(next: SavedRoster): readonly SavedRoster[] {
            return get().rosters.map((r) => (r.roster.id === next.roster.id ? next : r));
          }

          /** Applies a pure roster function to the open roster; no-ops leave no undo step. */
          function edit(change: (roster: Roster, data: GameData) => Roster): { before: Roster; after: Roster } | null {
            const state = get();
            const current = selectOpenSaved(state);
            if (!current) return null;
            const data = selectGameData(state, current.roster.factionId);
            if (!data) return null;
            const after = change(current.roster, data);
            if (JSON.stringify(after) === JSON.stringify(current.roster)) return null;
            set({ rosters: replaced(saved(after, current)) });
            return { before: current.roster, after };
          }

          /** The unit an edit added: the one numbered last, when the edit numbered one. */
          function addedUnitId(change: { before: Roster; after: Roster } | null): UnitId | null {
            if (!change || change.after.lastUnitNumber === change.before.lastUnitNumber) return null;
            return unitIdNumbered(change.after.lastUnitNumber);
          }

          /** Once the opened roster's data is loaded: report what changed since it was saved, then re-stamp it. */
          function checkOpenedRoster(): void {
            const state = get();
            const current = selectOpenSaved(state);
            const dataVersion = state.manifest?.dataVersion;
            if (!current || current.roster.id !== uncheckedRosterId || !dataVersion) return;
            const data = selectGameData(state, current.roster.factionId);
            if (!data) return;
            uncheckedRosterId = null;
            if (current.savedWith?.dataVersion === dataVersion) return;
            const changes = dataChangesSince(current, data, dataVersion);
            withoutHistory({
              rosters: replaced({ ...current, savedWith: stampFor(current.roster, data) }),
              dataNotice: changes.length > 0 ? { rosterId: current.roster.id, changes } : null,
            });
          }

          return {
            rosters: [],
            openRosterId: null,
            system: null,
            manifest: null,
            factions: {},
            setAside: [],
            saveFailure: null,
            changedElsewhere: null,
            dataNotice: null,
            droppedNotice: null,

            receiveSystem(system, manifest) {
              withoutHistory({ system, manifest });
              checkOpenedRoster();
            },
            receiveFaction(faction) {
              withoutHistory({ factions: { ...get().factions, [faction.id]: faction } });
              checkOpenedRoster();
            },
            createList(list) {
              const roster = createRoster({ id: newId() as RosterId, ...list });
              set({ rosters: [saved(roster, null), ...get().rosters] });
              return roster.id;
            },
            addList(roster) {
              const added = saved({ ...roster, id: newId() as RosterId }, null);
              set({ rosters: [added, ...get().rosters] });
              return added.roster.id;
            },
            openList(id) {
              if (id === get().openRosterId) return;
              const exists = get().rosters.some((r) => r.roster.id === id);
              set({ openRosterId: exists ? id : null, dataNotice: null, droppedNotice: null, changedElsewhere: null });
              // Undo belongs to the list being edited: opening another one starts a fresh history.
              store.temporal.getState().clear();
              uncheckedRosterId = exists ? id : null;
              checkOpenedRoster();
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
              const copy = saved({ ...current.roster, id: newId() as RosterId, name: `${current.roster.name} (copy)` }, current);
              const rosters = [...get().rosters];
              rosters.splice(index, 0, copy);
              set({ rosters });
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
              let notes: readonly string[] = [];
              const change = edit((roster, data) => {
                const result = changeDetachment(roster, detachmentId, data);
                notes = result.dropped;
                return result.roster;
              });
              if (change) set({ droppedNotice: notes.length > 0 ? { rosterId: change.after.id, notes } : null });
            },
            changeBattleSize(battleSizeId) {
              let notes: readonly string[] = [];
              const change = edit((roster, data) => {
                const result = changeBattleSize(roster, battleSizeId, data);
                notes = result.dropped;
                return result.roster;
              });
              if (change) set({ droppedNotice: notes.length > 0 ? { rosterId: change.after.id, notes } : null });
            },
            setIncludeLegends(includeLegends) {
              edit((roster) => ({ ...roster, includeLegends }));
            },

            undo() {
              store.temporal.getState().undo();
              set({ droppedNotice: null });
            },
            redo() {
              store.temporal.getState().redo();
              set({ droppedNotice: null });
            },
            dismissDataNotice() {
              set({ dataNotice: null });
            },
            dismissDroppedNotice() {
              set({ droppedNotice: null });
            },
            releaseSetAside(id) {
              savedLists.releaseSetAside(id);
            },
            retrySave() {
              savedLists.retry();
            },
            dismissChangedElsewhere() {
              set({ changedElsewhere: null });
            },
            keepDeletedList() {
              const notice = get().changedElsewhere;
              if (notice?.kind !== 'deleted') return;
              const others = get().rosters.filter((r) => r.roster.id !== notice.rosterId);
              set({ rosters: [notice.saved, ...others], changedElsewhere: null });
            },
          };
        },
        {
          partialize: (state): UndoableState => ({ rosters: state.rosters }),
          equality: (past, current) => past.rosters === current.rosters,
          limit: options.historyLimit ?? 200,
        },
      ),
      savedLists.options,
    ),
  );

  /**
   * Another tab saved lists: take them over. Undo never brings back what that tab changed (its lists are put into
   * the history too), and when it changed the open list, that list's history starts afresh and the player is told.
   */
  function followSavedElsewhere(stored: readonly SavedRoster[], unsaved: ReadonlySet<RosterId>): void {
    const state = store.getState();
    const { rosters, changes } = takeOverSaved(state.rosters, stored, unsaved, savedLists.isSame);
    if (changes.size === 0) return;
    const open = selectOpenSaved(state);
    const openChange = open ? changes.get(open.roster.id) : undefined;
    const history = store.temporal.getState();
    if (openChange !== undefined) history.clear();
    else {
      const patch = <T extends { rosters?: readonly SavedRoster[] }>(past: T): T =>
        past.rosters ? { ...past, rosters: withChangesElsewhere(past.rosters, changes) } : past;
      store.temporal.setState({ pastStates: history.pastStates.map(patch), futureStates: history.futureStates.map(patch) });
    }
    let changedElsewhere = state.changedElsewhere;
    if (open && openChange === null) changedElsewhere = { kind: 'deleted', rosterId: open.roster.id, saved: open };
    else if (open && openChange) changedElsewhere = { kind: 'changed', rosterId: open.roster.id };
    savedLists.markSaved(rosters);
    history.pause();
    store.setState({ rosters, changedElsewhere });
    history.resume();
  }

  savedLists.connect({
    saveFailure: (saveFailure) => store.setState({ saveFailure }),
    setAside: (setAside) => store.setState({ setAside }),
    savedElsewhere: followSavedElsewhere,
  });
  return store;
}

export type RosterStore = ReturnType<typeof createRosterStore>;

/**
 * Resolves once the store has read the saved lists: at once when Muster sealed them, once the roster schema has
 * loaded when they need checking (see persist.ts). Render after it, or the first screen shows no saved lists.
 */
export function savedListsRead(store: RosterStore): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((done) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      done();
    });
  });
}

/** 16 random hex digits; crypto.randomUUID would need a secure context, which a LAN address is not. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
