import { describe, expect, it } from 'vitest';
import { writeList, EXPORT_FORMAT_IDS } from '../../src/domain/codecs/write-list';
import { readList } from '../../src/domain/codecs/read-list';
import type { GameData } from '../../src/domain/data/game-data';
import type { ModelTypeId, WargearOptionId } from '../../src/domain/data/ids';
import type { UnitId } from '../../src/domain/roster/ids';
import { unitLoadout } from '../../src/domain/roster/loadout';
import type { Roster } from '../../src/domain/roster/roster.schema';
import { setWargear } from '../../src/domain/roster/set-wargear';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { buildRoster } from '../../src/testing/build-roster';
import { FACTION_IDS, realData } from '../../src/testing/real-data';

const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
const context = { factions, loadData: (id: string) => realData(id), rosterId: 'read' };

/** Takes `choice` on each named option once, for the unit at `unitIndex`. */
function swap(
  roster: Roster,
  data: GameData,
  unitIndex: number,
  modelTypeId: string,
  picks: readonly [option: string, choice: string, count: number][],
): Roster {
  const unit = roster.units[unitIndex]!;
  return picks.reduce(
    (r, [optionId, choiceId, count]) =>
      setWargear(
        r,
        unit.id as UnitId,
        { modelTypeId: modelTypeId as ModelTypeId, optionId: optionId as WargearOptionId, choiceId, count },
        data,
      ),
    roster,
  );
}

function loadout(roster: Roster, data: GameData, unitIndex: number): string[] {
  return unitLoadout(roster.units[unitIndex]!, data)
    .flatMap((g) => g.wargear.map((w) => `${w.count}x ${w.name}`))
    .sort();
}

/** A Ravager with its three dark lances each swapped for a disintegrator cannon: legal, one swap per option. */
function ravagerList(): { roster: Roster; data: GameData } {
  const data = realData('drukhari');
  let roster = buildRoster(data, { detachment: 'realspace-raiders', units: ['archon', 'ravager'] });
  roster = swap(roster, data, 1, 'ravager', [
    ['disintegrator-cannon', 'disintegrator-cannon', 1],
    ['disintegrator-cannon-2', 'disintegrator-cannon', 1],
    ['disintegrator-cannon-3', 'disintegrator-cannon', 1],
  ]);
  return { roster, data };
}

/** Two War Walkers, each with a bright lance and a scatter laser for its two shuriken cannons. */
function warWalkerList(): { roster: Roster; data: GameData } {
  const data = realData('aeldari');
  let roster = buildRoster(data, { detachment: 'warhost', units: ['autarch', ['war-walkers', 2]] });
  roster = swap(roster, data, 1, 'war-walker', [
    ['shuriken-cannon', 'bright-lance', 2],
    ['shuriken-cannon-2', 'scatter-laser', 2],
  ]);
  return { roster, data };
}

/** A Wraithlord with two heavy weapons of one kind (one option taken twice) and both shuriken catapults swapped for flamers. */
function wraithlordList(): { roster: Roster; data: GameData } {
  const data = realData('aeldari');
  let roster = buildRoster(data, { detachment: 'warhost', units: ['autarch', 'wraithlord'] });
  roster = swap(roster, data, 1, 'wraithlord', [
    ['wraithlord-wargear', 'aeldari-missile-launcher', 2],
    ['flamer', 'flamer', 1],
    ['flamer-2', 'flamer', 1],
  ]);
  return { roster, data };
}

/** Tyrant Guard with wargear whose name has a comma in it ("Bone cleaver, lash whip and rending claws"). */
function tyrantGuardList(): { roster: Roster; data: GameData } {
  const data = realData('tyranids');
  let roster = buildRoster(data, { detachment: 'invasion-fleet', units: ['winged-hive-tyrant', 'tyrant-guard'] });
  roster = swap(roster, data, 1, 'tyrant-guard', [
    ['scything-talons-and-rending-claws', 'crushing-claws-and-rending-claws', 1],
    ['scything-talons-and-rending-claws', 'bone-cleaver-lash-whip-and-rending-claws', 1],
  ]);
  return { roster, data };
}

/** Seraphim whose pistols are swapped for wargear named with a count ("2x Inferno Pistols"). */
function seraphimList(): { roster: Roster; data: GameData } {
  const data = realData('adepta-sororitas');
  let roster = buildRoster(data, { detachment: 'hallowed-martyrs', units: ['canoness', 'seraphim-squad'] });
  roster = swap(roster, data, 1, 'seraphim', [
    ['seraphim-bolt-pistol', '2x-ministorum-hand-flamers', 1],
    ['seraphim-bolt-pistol', '2x-inferno-pistols', 1],
  ]);
  return { roster, data };
}

describe.each([
  ['a Ravager with three disintegrator cannons', ravagerList, ['1x Bladevanes', '3x Disintegrator Cannon']],
  [
    'War Walkers with a bright lance and a scatter laser each',
    warWalkerList,
    ['2x Bright Lance', '2x Scatter Laser', '2x War Walker feet'],
  ],
  [
    'a Wraithlord with two missile launchers and two flamers',
    wraithlordList,
    ['1x Wraithbone Fists', '2x Aeldari Missile Launcher', '2x Flamer'],
  ],
  [
    'Tyrant Guard with crushing claws and a bone cleaver, lash whip and rending claws',
    tyrantGuardList,
    [
      '1x Bone cleaver, lash whip and rending claws',
      '1x Crushing claws and rending claws',
      '1x Scything talons and rending claws',
    ],
  ],
  [
    'Seraphim with hand flamers and inferno pistols',
    seraphimList,
    [
      '1x 2x Inferno Pistols',
      '1x 2x Ministorum Hand Flamers',
      '1x Close combat weapon',
      '2x Bolt pistol',
      '4x Bolt pistol',
      '4x Close combat weapon',
    ],
  ],
])('%s', (_, build, carried) => {
  const { roster, data } = build();

  it('is legal as built', () => {
    expect(validateRoster(roster, data).filter((i) => i.severity === 'error')).toEqual([]);
    expect(loadout(roster, data, 1)).toEqual(carried);
  });

  it.each(EXPORT_FORMAT_IDS)('reads back from %s as legal, each swap on an option of its own', (format) => {
    const read = readList(writeList(roster, data, format, 'test'), context);
    if (!read.ok) throw new Error(read.error.message);
    const imported = read.value.roster;
    expect(validateRoster(imported, data).filter((i) => i.severity === 'error')).toEqual([]);
    const unit = imported.units.find((u) => u.datasheetId === roster.units[1]!.datasheetId)!;
    expect(loadout(imported, data, imported.units.indexOf(unit))).toEqual(carried);
  });
});
