import type { GameData } from '../domain/data/game-data';
import type {
  BattleSizeId,
  DatasheetId,
  DetachmentId,
  EnhancementId,
  FactionId,
  ModelTypeId,
  WargearOptionId,
} from '../domain/data/ids';
import { addUnit } from '../domain/roster/add-unit';
import { attachLeader } from '../domain/roster/attach-leader';
import { createRoster } from '../domain/roster/create-roster';
import type { RosterId } from '../domain/roster/ids';
import { findDatasheet, findEnhancement } from '../domain/roster/lookup';
import { makeWarlord } from '../domain/roster/make-warlord';
import type { Roster } from '../domain/roster/roster.schema';
import { setEnhancement } from '../domain/roster/set-enhancement';
import { setUnitSize } from '../domain/roster/set-unit-size';
import { setWargear } from '../domain/roster/set-wargear';
import type { ExampleFactionId } from './real-data';

/**
 * One realistic 2000-point Strike Force list per faction, about 20 units, built with the engine's operations from
 * the data's ids: the input of the golden GW text files, the share-URL length figures and the benchmarks.
 */
type UnitSpec = {
  readonly datasheet: string;
  readonly models?: number;
  /** [model type, option, choice, count] */
  readonly wargear?: readonly (readonly [string, string, string, number])[];
  readonly enhancement?: string;
  readonly isWarlord?: boolean;
  /** Index in the list of the unit this leader is attached to. */
  readonly leads?: number;
};

type ListSpec = { readonly name: string; readonly detachment: string; readonly units: readonly UnitSpec[] };

const LISTS: Record<ExampleFactionId, ListSpec> = {
  'world-eaters': {
    name: 'Skulls for the Skull Throne',
    detachment: 'berzerker-warband',
    units: [
      { datasheet: 'daemon-prince-of-khorne', isWarlord: true, enhancement: 'helm-of-brazen-ire' },
      { datasheet: 'kharn-the-betrayer', leads: 4 },
      { datasheet: 'master-of-executions', enhancement: 'berzerker-glaive', leads: 5 },
      { datasheet: 'slaughterbound', enhancement: 'favoured-of-khorne', leads: 10 },
      {
        datasheet: 'khorne-berzerkers',
        models: 10,
        wargear: [
          ['khorne-berzerker-champion', 'khorne-berzerker-champion-plasma-pistol', 'plasma-pistol', 1],
          ['khorne-berzerker', 'khorne-berzerker-khornate-eviscerator', 'khornate-eviscerator', 2],
          ['khorne-berzerker', 'khorne-berzerker-plasma-pistol', 'plasma-pistol', 2],
        ],
      },
      {
        datasheet: 'khorne-berzerkers',
        models: 10,
        wargear: [['khorne-berzerker', 'khorne-berzerker-khornate-eviscerator', 'khornate-eviscerator', 4]],
      },
      { datasheet: 'chaos-rhino' },
      { datasheet: 'chaos-rhino' },
      { datasheet: 'chaos-spawn' },
      { datasheet: 'chaos-spawn' },
      { datasheet: 'eightbound', models: 3 },
      { datasheet: 'forgefiend' },
      { datasheet: 'jakhals', models: 10, wargear: [['jakhal', 'jakhal-mauler-chainblade', 'mauler-chainblade', 1]] },
      { datasheet: 'jakhals', models: 10 },
      { datasheet: 'maulerfiend' },
      { datasheet: 'goremongers' },
      { datasheet: 'lord-on-juggernaut' },
      { datasheet: 'helbrute' },
      { datasheet: 'jakhals', models: 10 },
      { datasheet: 'chaos-spawn' },
    ],
  },
  drukhari: {
    name: 'Kabal of the Flayed Skull',
    detachment: 'realspace-raiders',
    units: [
      {
        datasheet: 'archon',
        isWarlord: true,
        enhancement: 'labyrinthine-cunning',
        leads: 5,
        wargear: [
          ['archon', 'splinter-pistol', 'blast-pistol', 1],
          ['archon', 'huskblade', 'agoniser', 1],
        ],
      },
      { datasheet: 'haemonculus', enhancement: 'crucible-of-malediction', leads: 7 },
      { datasheet: 'succubus', leads: 9 },
      { datasheet: 'lelith-hesperax' },
      { datasheet: 'drazhar', leads: 12 },
      {
        datasheet: 'kabalite-warriors',
        wargear: [['kabalite-warrior', 'kabalite-warrior-dark-lance', 'dark-lance', 1]],
      },
      { datasheet: 'kabalite-warriors', wargear: [['kabalite-warrior', 'kabalite-warrior-blaster', 'blaster', 1]] },
      {
        datasheet: 'wracks',
        models: 10,
        wargear: [
          ['wrack', 'hexrifle', 'hexrifle-and-torturers-tool', 1],
          ['wrack', 'liquifier-gun', 'liquifier-gun-and-torturers-tool', 1],
        ],
      },
      { datasheet: 'wracks', models: 5 },
      { datasheet: 'wyches', wargear: [['wych', 'wych-gladiatorial-weapons', 'gladiatorial-weapons', 3]] },
      { datasheet: 'raider' },
      { datasheet: 'raider' },
      { datasheet: 'incubi', models: 5 },
      { datasheet: 'venom' },
      { datasheet: 'venom' },
      {
        datasheet: 'ravager',
        wargear: [
          ['ravager', 'disintegrator-cannon', 'disintegrator-cannon', 1],
          ['ravager', 'disintegrator-cannon-2', 'disintegrator-cannon', 1],
        ],
      },
      {
        datasheet: 'talos',
        models: 1,
        wargear: [
          ['talos', 'macro-scalpel-2', 'chain-flails', 1],
          ['talos', 'twin-splinter-cannon', 'stinger-pod', 1],
        ],
      },
      { datasheet: 'mandrakes', models: 5 },
      { datasheet: 'troupe', models: 5, wargear: [['player', 'player-fusion-pistol', 'fusion-pistol', 2]] },
      { datasheet: 'reavers', models: 3 },
    ],
  },
  aeldari: {
    name: 'Path of the Warrior',
    detachment: 'warhost',
    units: [
      { datasheet: 'farseer', isWarlord: true, enhancement: 'phoenix-gem', leads: 7 },
      {
        datasheet: 'autarch',
        enhancement: 'gift-of-foresight',
        leads: 10,
        wargear: [['autarch', 'shuriken-pistol', 'dragon-fusion-pistol', 1]],
      },
      { datasheet: 'warlock', leads: 8 },
      { datasheet: 'jain-zar', leads: 11 },
      { datasheet: 'spiritseer' },
      { datasheet: 'fuegan', leads: 12 },
      { datasheet: 'avatar-of-khaine' },
      {
        datasheet: 'guardian-defenders',
        wargear: [['heavy-weapon-platform', 'heavy-weapon-platform-shuriken-cannon', 'bright-lance', 1]],
      },
      { datasheet: 'storm-guardians', wargear: [['storm-guardian', 'storm-guardian-fusion-gun', 'fusion-gun', 2]] },
      { datasheet: 'wave-serpent', wargear: [['wave-serpent', 'twin-shuriken-cannon', 'twin-bright-lance', 1]] },
      {
        datasheet: 'dire-avengers',
        models: 5,
        wargear: [
          ['dire-avenger-exarch', 'dire-avenger-exarch-avenger-shuriken-catapult', 'diresword-and-shimmershield', 1],
        ],
      },
      { datasheet: 'howling-banshees', models: 5 },
      { datasheet: 'fire-dragons', models: 5 },
      {
        datasheet: 'war-walkers',
        models: 1,
        wargear: [
          ['war-walker', 'shuriken-cannon', 'bright-lance', 1],
          ['war-walker', 'shuriken-cannon-2', 'scatter-laser', 1],
        ],
      },
      { datasheet: 'rangers', models: 5 },
      { datasheet: 'vypers', models: 1, wargear: [['vyper', 'bright-lance', 'starcannon', 1]] },
      { datasheet: 'windriders', models: 3, wargear: [['windrider', 'scatter-laser', 'scatter-laser', 1]] },
      { datasheet: 'shroud-runners', models: 3 },
      {
        datasheet: 'dark-reapers',
        models: 5,
        wargear: [['dark-reaper-exarch', 'dark-reaper-exarch-reaper-launcher', 'tempest-launcher', 1]],
      },
      { datasheet: 'wraithlord', wargear: [['wraithlord', 'wraithlord-wargear', 'bright-lance', 1]] },
    ],
  },
  'genestealer-cults': {
    name: 'The Day of Ascension',
    detachment: 'host-of-ascension',
    units: [
      { datasheet: 'patriarch', isWarlord: true, enhancement: 'our-time-is-nigh' },
      { datasheet: 'primus', enhancement: 'prowling-agitant', leads: 7 },
      { datasheet: 'acolyte-iconward', leads: 8 },
      { datasheet: 'magus' },
      { datasheet: 'kelermorph' },
      { datasheet: 'jackal-alphus' },
      { datasheet: 'sanctus' },
      {
        datasheet: 'acolyte-hybrids-with-autopistols',
        models: 5,
        wargear: [
          ['acolyte-hybrid', 'acolyte-hybrid-cult-icon', 'cult-icon', 1],
          ['acolyte-hybrid', 'acolyte-hybrid-heavy-mining-tool', 'heavy-mining-tool', 2],
        ],
      },
      {
        datasheet: 'acolyte-hybrids-with-hand-flamers',
        models: 5,
        wargear: [['acolyte-hybrid', 'acolyte-hybrid-demolition-charge', 'demolition-charge', 2]],
      },
      {
        datasheet: 'neophyte-hybrids',
        models: 10,
        wargear: [
          ['neophyte-hybrid', 'neophyte-hybrid-hybrid-firearm', 'mining-laser', 1],
          ['neophyte-hybrid', 'neophyte-hybrid-hybrid-firearm-2', 'webber', 1],
        ],
      },
      {
        datasheet: 'neophyte-hybrids',
        models: 10,
        wargear: [['neophyte-hybrid', 'neophyte-hybrid-hybrid-firearm', 'seismic-cannon', 1]],
      },
      { datasheet: 'goliath-truck' },
      { datasheet: 'goliath-truck' },
      { datasheet: 'aberrants', models: 5 },
      { datasheet: 'purestrain-genestealers', models: 5 },
      {
        datasheet: 'atalan-jackals',
        models: 5,
        wargear: [['atalan-jackal', 'atalan-jackal-grenade-launcher', 'grenade-launcher', 1]],
      },
      {
        datasheet: 'achilles-ridgerunners',
        models: 1,
        wargear: [['achilles-ridgerunner', 'heavy-mining-laser', 'heavy-mortar', 1]],
      },
      {
        datasheet: 'achilles-ridgerunners',
        models: 1,
        wargear: [['achilles-ridgerunner', 'flare-launcher', 'spotter', 1]],
      },
      {
        datasheet: 'goliath-rockgrinder',
        wargear: [['goliath-rockgrinder', 'heavy-mining-laser', 'clearance-incinerator', 1]],
      },
      {
        datasheet: 'hybrid-metamorphs',
        models: 5,
        wargear: [['hybrid-metamorph', 'hybrid-metamorph-hand-flamer', 'hand-flamer', 4]],
      },
    ],
  },
};

/** Throws naming the id, so a renamed id in regenerated data points at the spec line to fix. */
function expectId(found: unknown, what: string): void {
  if (!found) throw new Error(`example list: ${what} is not in the data`);
}

export function exampleRoster(factionId: ExampleFactionId, data: GameData): Roster {
  const spec = LISTS[factionId];
  expectId(
    data.faction.detachments.find((d) => d.id === spec.detachment),
    `detachment ${spec.detachment}`,
  );
  let roster = createRoster({
    id: '6f1c2a9e-3b4d-4e8f-9a1b-2c3d4e5f6a7b' as RosterId,
    name: spec.name,
    factionId: factionId as FactionId,
    battleSizeId: 'strike-force' as BattleSizeId,
    detachmentId: spec.detachment as DetachmentId,
  });
  for (const unit of spec.units) {
    expectId(findDatasheet(data, unit.datasheet as DatasheetId), `datasheet ${unit.datasheet}`);
    roster = addUnit(roster, unit.datasheet as DatasheetId, data);
    const id = roster.units[roster.units.length - 1]!.id;
    if (unit.models !== undefined) roster = setUnitSize(roster, id, unit.models, data);
    for (const [modelTypeId, optionId, choiceId, count] of unit.wargear ?? []) {
      const before = roster;
      roster = setWargear(
        roster,
        id,
        { modelTypeId: modelTypeId as ModelTypeId, optionId: optionId as WargearOptionId, choiceId, count },
        data,
      );
      expectId(roster !== before, `wargear ${unit.datasheet} ${optionId}/${choiceId}`);
    }
    if (unit.enhancement) {
      expectId(findEnhancement(data, unit.enhancement as EnhancementId), `enhancement ${unit.enhancement}`);
      roster = setEnhancement(roster, id, unit.enhancement as EnhancementId);
    }
    if (unit.isWarlord) roster = makeWarlord(roster, id);
  }
  spec.units.forEach((unit, i) => {
    if (unit.leads !== undefined) roster = attachLeader(roster, roster.units[i]!.id, roster.units[unit.leads]!.id);
  });
  return roster;
}
