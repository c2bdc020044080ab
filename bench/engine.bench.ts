/**
 * Median time of `validateRoster` and of a points recalculation (`rosterPoints`) on a Strike Force list of
 * about 20 units and an Onslaught list of about 30, built from the real Drukhari data (target: under 0.2 ms
 * each), and on a 3,000-point Space Marines list shaped as a player builds one (target: under 0.5 ms). Every call
 * gets a fresh roster object, as after an edit, so the per-roster memo never answers.
 */
import type { Bench } from './run';
import { readGameData } from '../src/cli/load-data';
import type { GameData } from '../src/domain/data/game-data';
import type { BattleSizeId, DatasheetId, DetachmentId, FactionId } from '../src/domain/data/ids';
import { addUnit } from '../src/domain/roster/add-unit';
import { allowanceFor, isOwnFaction } from '../src/domain/roster/army-list';
import { attachLeader } from '../src/domain/roster/attach-leader';
import { createRoster } from '../src/domain/roster/create-roster';
import type { RosterId } from '../src/domain/roster/ids';
import { makeWarlord } from '../src/domain/roster/make-warlord';
import { rosterPoints } from '../src/domain/roster/points';
import type { Roster } from '../src/domain/roster/roster.schema';
import { setEnhancement } from '../src/domain/roster/set-enhancement';
import { setUnitSize } from '../src/domain/roster/set-unit-size';
import { setWargear } from '../src/domain/roster/set-wargear';
import { findDatasheet } from '../src/domain/roster/lookup';
import { countIssues } from '../src/domain/rules/issue-counts';
import { validateRoster } from '../src/domain/rules/validate-roster';

/** Matched-play datasheets in id order, each up to 3 times, with a couple of allies mixed in, until `units`. */
function buildList(data: GameData, battleSizeId: string, units: number): Roster {
  let roster = createRoster({
    id: 'bench' as RosterId,
    name: 'Bench list',
    factionId: data.faction.id as FactionId,
    battleSizeId: battleSizeId as BattleSizeId,
    detachmentId: data.faction.detachments[0]!.id as DetachmentId,
  });
  const candidates = data.faction.datasheets
    .filter((d) => d.content === 'matched-play' && !d.isEpicHero && !d.onlyInDetachments)
    .filter((d) => isOwnFaction(d, data) || allowanceFor(d, roster, data) !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
  for (let round = 0; roster.units.length < units && round < 3; round += 1) {
    for (const datasheet of candidates) {
      if (roster.units.length >= units) break;
      roster = addUnit(roster, datasheet.id as DatasheetId, data);
    }
  }
  const characters = roster.units.filter(
    (u) => data.faction.datasheets.find((d) => d.id === u.datasheetId)?.isCharacter,
  );
  if (characters[0]) roster = makeWarlord(roster, characters[0].id);
  const enhancements = data.faction.detachments[0]!.enhancements;
  characters.slice(0, 3).forEach((unit, i) => {
    const enhancement = enhancements[i];
    if (enhancement) roster = setEnhancement(roster, unit.id, enhancement.id);
  });
  for (const leader of characters) {
    const leads = data.faction.datasheets.find((d) => d.id === leader.datasheetId)?.leads ?? [];
    const bodyguard = roster.units.find(
      (u) => leads.includes(u.datasheetId) && !roster.units.some((l) => l.attachedToUnitId === u.id),
    );
    if (bodyguard) roster = attachLeader(roster, leader.id, bodyguard.id);
  }
  return roster;
}

/**
 * A Gladius Task Force army at Onslaught, about 3,000 points, as a player would build it: six characters, three of
 * them with Enhancements, each leading a squad; full squads of Intercessors (two Astartes grenade launchers),
 * Assault Intercessors, Hellblasters, Terminators and the rest; and the vehicles. Every unit takes the first choice
 * of each of its wargear options where that adds no error, so the wargear rules have real selections to count.
 */
function spaceMarinesOnslaught(data: GameData): Roster {
  const units: readonly (readonly [datasheetId: string, models: number, leads?: number])[] = [
    ['captain', 1, 6],
    ['lieutenant', 1, 7],
    ['librarian', 1, 10],
    ['chaplain', 1, 9],
    ['apothecary', 1, 8],
    ['captain-in-terminator-armour', 1, 11],
    ['intercessor-squad', 10],
    ['intercessor-squad', 10],
    ['intercessor-squad', 10],
    ['assault-intercessor-squad', 10],
    ['hellblaster-squad', 10],
    ['terminator-squad', 5],
    ['bladeguard-veteran-squad', 6],
    ['eradicator-squad', 6],
    ['redemptor-dreadnought', 1],
    ['repulsor', 1],
    ['land-raider', 1],
    ['predator-destructor', 1],
    ['gladiator-lancer', 1],
    ['impulsor', 1],
    ['ballistus-dreadnought', 1],
  ];
  let roster = createRoster({
    id: 'bench-space-marines' as RosterId,
    name: 'Bench Space Marines',
    factionId: data.faction.id as FactionId,
    battleSizeId: 'onslaught' as BattleSizeId,
    detachmentId: 'gladius-task-force' as DetachmentId,
  });
  const errors = (r: Roster) => countIssues(validateRoster(r, data)).errors;
  for (const [datasheetId, models] of units) {
    const datasheet = findDatasheet(data, datasheetId as DatasheetId);
    if (!datasheet) throw new Error(`no datasheet ${datasheetId} in ${data.faction.id}`);
    roster = addUnit(roster, datasheet.id, data);
    const unitId = roster.units[roster.units.length - 1]!.id;
    roster = setUnitSize(roster, unitId, models, data);
    for (const option of datasheet.wargearOptions) {
      const count =
        datasheet.id === 'intercessor-squad' && option.choices[0]?.id === 'astartes-grenade-launcher' ? 2 : 1;
      const next = setWargear(
        roster,
        unitId,
        { modelTypeId: option.modelTypeIds[0]!, optionId: option.id, choiceId: option.choices[0]!.id, count },
        data,
      );
      if (errors(next) <= errors(roster)) roster = next;
    }
  }
  const ids = roster.units.map((u) => u.id);
  roster = makeWarlord(roster, ids[0]!);
  // The Captain, the Lieutenant and the Librarian each take the first Enhancement left that they may bear.
  const enhancements = data.faction.detachments.find((d) => d.id === 'gladius-task-force')!.enhancements;
  for (const unitId of ids.slice(0, 3)) {
    for (const enhancement of enhancements) {
      if (roster.units.some((u) => u.enhancementId === enhancement.id)) continue;
      const next = setEnhancement(roster, unitId, enhancement.id);
      if (errors(next) <= errors(roster)) {
        roster = next;
        break;
      }
    }
  }
  units.forEach(([, , leads], i) => {
    if (leads !== undefined) roster = attachLeader(roster, ids[i]!, ids[leads]!);
  });
  return roster;
}

/**
 * Time to build rosters of growing size by adding one unit at a time, as the importer does. Each step copies the
 * unit list (rosters are immutable), so the total grows with the square of the size, but gently; numbering each new
 * unit by scanning every unit's id made it 30 times slower (8,000 units: 3.1 s, now 0.1 s). Sizes stop at 8,000:
 * past about 10,000 V8 allocates each copy of the list in its large-object space, which dominates whatever the
 * engine does.
 */
function addUnitsOneByOne(data: GameData, sizes: readonly number[]): { units: number; ms: number }[] {
  return sizes.map((units) => {
    let roster = createRoster({
      id: 'bench' as RosterId,
      name: 'Many units',
      factionId: data.faction.id as FactionId,
      battleSizeId: null,
      detachmentId: null,
    });
    const datasheetId = data.faction.datasheets[0]!.id as DatasheetId;
    const start = process.hrtime.bigint();
    for (let i = 0; i < units; i += 1) roster = addUnit(roster, datasheetId, data);
    return { units, ms: Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)) };
  });
}

/** Median over `samples` of the mean time of `batch` calls, in milliseconds. */
function medianMs(run: () => void, samples: number, batch: number): number {
  for (let i = 0; i < batch * 3; i += 1) run();
  const times: number[] = [];
  for (let s = 0; s < samples; s += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i += 1) run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(4));
}

const bench: Bench = async ({ smoke }) => {
  const data = readGameData('drukhari');
  const samples = smoke ? 3 : 41;
  const batch = smoke ? 5 : 200;
  const result: Record<string, unknown> = { targetMs: 0.2 };
  for (const [name, battleSize, units] of [
    ['strikeForce', 'strike-force', 20],
    ['onslaught', 'onslaught', 30],
  ] as const) {
    const roster = buildList(data, battleSize, units);
    result[name] = {
      units: roster.units.length,
      points: rosterPoints(roster, data).total,
      issues: validateRoster(roster, data).length,
      validateRosterMs: medianMs(() => validateRoster({ ...roster }, data), samples, batch),
      rosterPointsMs: medianMs(() => rosterPoints({ ...roster }, data), samples, batch),
    };
  }
  const spaceMarines = readGameData('space-marines');
  const onslaught = spaceMarinesOnslaught(spaceMarines);
  result['spaceMarinesOnslaught'] = {
    targetMs: 0.5,
    units: onslaught.units.length,
    points: rosterPoints(onslaught, spaceMarines).total,
    errors: countIssues(validateRoster(onslaught, spaceMarines)).errors,
    validateRosterMs: medianMs(() => validateRoster({ ...onslaught }, spaceMarines), samples, batch),
    rosterPointsMs: medianMs(() => rosterPoints({ ...onslaught }, spaceMarines), samples, batch),
  };
  result['addUnits'] = addUnitsOneByOne(data, smoke ? [200] : [1000, 2000, 4000, 8000]);
  return result;
};
export default bench;
