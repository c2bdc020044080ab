import type { Faction } from '../domain/data/faction.schema';
import type { GameSystem } from '../domain/data/game-system.schema';
import type {
  BattleSizeId,
  DatasheetId,
  DetachmentId,
  EnhancementId,
  FactionId,
  ModelTypeId,
} from '../domain/data/ids';
import type { Manifest } from '../domain/data/manifest.schema';
import type { RosterChangeNote } from '../domain/edits/change-note';
import type { GameData } from '../domain/data/game-data';
import type { RosterId, UnitId } from '../domain/roster/ids';
import type { Roster } from '../domain/roster/roster.schema';
import type { WargearChange } from '../domain/roster/set-wargear';
import type { DataChange } from './data-changes';
import type { SaveFailure } from './save-failure';
import type { SetAside } from './set-aside';
import type { DataSourceStamp, SavedRoster } from './saved-roster.schema';

export type NewList = {
  readonly name: string;
  readonly factionId: FactionId;
  readonly battleSizeId: BattleSizeId;
  readonly detachmentId: DetachmentId | null;
};

/** Shown once after a change of detachment or battle size: what the change took away or left over a limit. */
export type DroppedNotice = { readonly rosterId: RosterId; readonly notes: readonly RosterChangeNote[] };
/** Shown when a roster opens with newer data than it was saved with. */
export type DataNotice = {
  readonly rosterId: RosterId;
  readonly changes: readonly DataChange[];
  /** The catalogue set the list was last saved with; null for a list saved before lists recorded it. */
  readonly savedWith: DataSourceStamp | null;
  /** The one the data loaded now was made from. */
  readonly now: DataSourceStamp;
};
/** The open list was changed, or deleted, in another tab of the app: this tab follows, and says so. */
export type ChangedElsewhere =
  | { readonly kind: 'changed'; readonly rosterId: RosterId }
  /** `saved`: the list as this tab had it, to keep if the player wants it after all. */
  | { readonly kind: 'deleted'; readonly rosterId: RosterId; readonly saved: SavedRoster };

/** Saved lists and the open one, with the edits a player makes to it (lists-slice.ts). */
export type ListsSlice = {
  /** Persisted and undoable: every saved roster, the open one included. */
  readonly rosters: readonly SavedRoster[];
  readonly openRosterId: RosterId | null;
  /** The roster opened last whose saved points have not yet been compared with the loaded data. */
  readonly uncheckedRosterId: RosterId | null;
  /** What the last step of the history did ("Add Wracks"), as Undo names it; restored with that step. */
  readonly lastEdit: string | null;

  createList(list: NewList): RosterId;
  /** Saves `roster` as a new list under a fresh id (an import, a copy of a shared list); never replaces a saved one. */
  addList(roster: Roster): RosterId;
  openList(id: RosterId | null): void;
  renameList(id: RosterId, name: string): void;
  duplicateList(id: RosterId): RosterId | null;
  deleteList(id: RosterId): void;

  addUnit(datasheetId: DatasheetId): UnitId | null;
  duplicateUnit(unitId: UnitId): UnitId | null;
  removeUnit(unitId: UnitId): void;
  setUnitSize(unitId: UnitId, models: number): void;
  setModelCount(unitId: UnitId, modelTypeId: ModelTypeId, count: number): void;
  /** Count 0 removes a selection; several changes (switching from one choice to another) make one undo step. */
  setWargear(unitId: UnitId, changes: WargearChange | readonly WargearChange[]): void;
  setEnhancement(unitId: UnitId, enhancementId: EnhancementId | null): void;
  makeWarlord(unitId: UnitId): void;
  attachLeader(leaderUnitId: UnitId, bodyguardUnitId: UnitId | null): void;
  changeDetachment(detachmentId: DetachmentId): void;
  /** Takes off every Enhancement the army's detachment does not have (left on after a detachment change). */
  removeOtherDetachmentEnhancements(): void;
  changeBattleSize(battleSizeId: BattleSizeId): void;
  setIncludeLegends(includeLegends: boolean): void;
  clearLeftOut(): void;

  /** Undo and redo the last roster edit; a notice about the undone change goes with it. */
  undo(): void;
  redo(): void;
  /** Once the opened roster's data is loaded: says what changed since it was saved, then stamps it anew. */
  reviewOpenedRoster(): void;
};

/** The game data as it arrives (game-data-slice.ts): each faction's `GameData`, index and all, built once on arrival. */
export type GameDataSlice = {
  readonly system: GameSystem | null;
  /** Which factions there are and the version of the data, shown in the app and stamped on saved rosters. */
  readonly manifest: Manifest | null;
  /** Each faction's file as loaded, whether or not the game system is there yet. */
  readonly factions: Readonly<Partial<Record<FactionId, Faction>>>;
  /** What the roster engine reads for each loaded faction, made once both it and the system are in. */
  readonly gameData: Readonly<Partial<Record<FactionId, GameData>>>;

  receiveSystem(system: GameSystem, manifest: Manifest): void;
  receiveFaction(faction: Faction): void;
};

/** What the app tells the player about their lists beside the lists themselves (notices-slice.ts). */
export type NoticesSlice = {
  /** Saved data that could not be read, kept until the player downloads or discards it. */
  readonly setAside: readonly SetAside[];
  /** Why the last save failed, and which lists are not saved; null when everything is saved. */
  readonly saveFailure: SaveFailure | null;
  readonly changedElsewhere: ChangedElsewhere | null;
  readonly dataNotice: DataNotice | null;
  readonly droppedNotice: DroppedNotice | null;

  dismissDataNotice(): void;
  dismissDroppedNotice(): void;
  /** After the player downloaded or discarded it: the copy leaves storage, and saving resumes if it waited. */
  releaseSetAside(id: string): void;
  /** Tries the unsaved changes again. */
  retrySave(): void;
  /** The saved lists exactly as stored (null: nothing stored), to download when a view cannot show them. */
  savedText(): string | null;
  dismissChangedElsewhere(): void;
  /** Keeps the open list that another tab deleted: saves it again. */
  keepDeletedList(): void;
};

export type RosterState = ListsSlice & GameDataSlice & NoticesSlice;

/** The part of the state undo and redo restore. */
export type UndoableState = Pick<RosterState, 'rosters' | 'lastEdit'>;
