import type { Allowance } from '../data/allowance.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import type { SectionId } from '../data/game-system.schema';
import type { DatasheetId, DetachmentId } from '../data/ids';
import { findDatasheet, keywordsOf } from './lookup';
import type { Roster, Unit } from './roster.schema';

type AllowanceCache = {
  active: readonly Allowance[];
  byDatasheet: Map<DatasheetId, Allowance | null>;
};

/** Per game data and detachment: the validator asks for every unit on every edit, and the answer only changes with the detachment. */
const allowanceCaches = new WeakMap<GameData, Map<DetachmentId | null, AllowanceCache>>();

function allowanceCache(roster: Roster, data: GameData): AllowanceCache {
  let byDetachment = allowanceCaches.get(data);
  if (!byDetachment) {
    byDetachment = new Map();
    allowanceCaches.set(data, byDetachment);
  }
  const detachmentId = roster.detachmentId;
  let cache = byDetachment.get(detachmentId);
  if (!cache) {
    const active = data.faction.allowances.filter((allowance) => {
      if (allowance.onlyInDetachments) {
        if (detachmentId === null || !allowance.onlyInDetachments.includes(detachmentId)) return false;
      }
      return detachmentId === null || !allowance.notInDetachments.includes(detachmentId);
    });
    cache = { active, byDatasheet: new Map() };
    byDetachment.set(detachmentId, cache);
  }
  return cache;
}

/** The allowances open to this roster: Reaper's Wager switches off "Corsairs and Travelling Players" and opens its own. */
export function activeAllowances(roster: Roster, data: GameData): readonly Allowance[] {
  return allowanceCache(roster, data).active;
}

/** Whether the datasheet carries the army's faction keyword (DRUKHARI units in a Drukhari army). */
export function isOwnFaction(datasheet: Datasheet, data: GameData): boolean {
  return datasheet.factionKeywords.includes(data.faction.factionKeyword);
}

/**
 * Whether the army may include the datasheet at all: its own faction's datasheets, those its detachment
 * brings in (Devoted of Ynnead: the Ynnari Archon; Brood Brother Auxilia: Astra Militarum squads), and
 * those an open allowance covers; never a datasheet kept to other detachments.
 */
export function canInclude(datasheet: Datasheet, roster: Roster, data: GameData): boolean {
  if (datasheet.onlyInDetachments) {
    return roster.detachmentId !== null && datasheet.onlyInDetachments.includes(roster.detachmentId);
  }
  return isOwnFaction(datasheet, data) || allowanceFor(datasheet, roster, data) !== null;
}

/**
 * The allowance a datasheet is taken through, or null when it belongs to the army's faction or no active
 * allowance covers it (a Harlequin Troupe in a Drukhari army comes under "Corsairs and Travelling Players").
 */
export function allowanceFor(datasheet: Datasheet, roster: Roster, data: GameData): Allowance | null {
  const cache = allowanceCache(roster, data);
  const cached = cache.byDatasheet.get(datasheet.id);
  if (cached !== undefined) return cached;
  const keywords = keywordsOf(datasheet, roster, data);
  const allowance = isOwnFaction(datasheet, data)
    ? null
    : (cache.active.find((a) => a.keywords.some((k) => keywords.has(k))) ?? null);
  cache.byDatasheet.set(datasheet.id, allowance);
  return allowance;
}

/**
 * The army-list section a unit is printed under: units taken through an allowance of allies are Allied Units
 * (a Troupe in a Drukhari army); those an allowance makes part of the army keep their own (a Troupe Master in an
 * Aeldari army is under Characters).
 */
export function unitSection(roster: Roster, unit: Unit, data: GameData): SectionId {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet) return 'other-datasheets';
  return allowanceFor(datasheet, roster, data)?.isAllied ? 'allied-units' : datasheet.section;
}
