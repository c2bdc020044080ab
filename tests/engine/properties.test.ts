import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGameData, readManifest } from '../../src/cli/load-data';
import type { GameData } from '../../src/domain/data/game-data';
import type { BattleSizeId, DetachmentId, FactionId, ModelTypeId } from '../../src/domain/data/ids';
import { addUnit } from '../../src/domain/roster/add-unit';
import { attachLeader } from '../../src/domain/roster/attach-leader';
import { changeBattleSize } from '../../src/domain/edits/change-battle-size';
import { changeDetachment } from '../../src/domain/edits/change-detachment';
import { createRoster } from '../../src/domain/roster/create-roster';
import { duplicateUnit } from '../../src/domain/roster/duplicate-unit';
import type { RosterId } from '../../src/domain/roster/ids';
import { unitLoadout } from '../../src/domain/roster/loadout';
import { makeWarlord } from '../../src/domain/roster/make-warlord';
import { rosterPoints, unitPoints } from '../../src/domain/roster/points';
import { removeUnit } from '../../src/domain/roster/remove-unit';
import { RosterSchema, type Roster } from '../../src/domain/roster/roster.schema';
import { setEnhancement } from '../../src/domain/roster/set-enhancement';
import { setModelCount } from '../../src/domain/roster/set-model-count';
import { setUnitSize } from '../../src/domain/roster/set-unit-size';
import { setWargear } from '../../src/domain/roster/set-wargear';
import { validateRoster } from '../../src/domain/rules/validate-roster';

/** Every faction of data/, each army put together with the packs it shares. */
const factions = readManifest().factions.map((f) => readGameData(f.id));

const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

/**
 * One edit as plain numbers, resolved against the roster and data when applied, so fast-check can
 * shrink a failing sequence to the few edits that matter.
 */
const operationKinds = [
  'add',
  'add',
  'add',
  'duplicate',
  'remove',
  'size',
  'models',
  'wargear',
  'enhancement',
  'warlord',
  'leader',
  'detachment',
  'battle-size',
] as const;
const operationArb = fc.tuple(fc.constantFrom(...operationKinds), fc.nat(500), fc.nat(500), fc.nat(500), fc.nat(12));

type Operation = [kind: (typeof operationKinds)[number], a: number, b: number, c: number, n: number];

function apply(roster: Roster, data: GameData, [kind, a, b, c, n]: Operation): Roster {
  const unit = pick(roster.units, a);
  const datasheet = unit && data.faction.datasheets.find((d) => d.id === unit.datasheetId);
  switch (kind) {
    case 'add':
      return addUnit(roster, pick(data.faction.datasheets, a)!.id, data);
    case 'duplicate':
      return unit ? duplicateUnit(roster, unit.id) : roster;
    case 'remove':
      return unit ? removeUnit(roster, unit.id) : roster;
    case 'size':
      return unit && datasheet ? setUnitSize(roster, unit.id, pick(datasheet.points, b)!.models, data) : roster;
    case 'models': {
      const modelType = datasheet && pick(datasheet.composition.modelTypes, b);
      return unit && modelType ? setModelCount(roster, unit.id, modelType.id, n) : roster;
    }
    case 'wargear': {
      const option = datasheet && pick(datasheet.wargearOptions, b);
      if (!unit || !option) return roster;
      const modelTypeId = pick(option.modelTypeIds, c) as ModelTypeId;
      const choiceId = pick(option.choices, c)!.id;
      return setWargear(roster, unit.id, { modelTypeId, optionId: option.id, choiceId, count: n % 4 }, data);
    }
    case 'enhancement': {
      const enhancements = data.faction.detachments.flatMap((d) => d.enhancements);
      return unit ? setEnhancement(roster, unit.id, b % 3 === 0 ? null : (pick(enhancements, c)?.id ?? null)) : roster;
    }
    case 'warlord':
      return unit ? makeWarlord(roster, unit.id) : roster;
    case 'leader': {
      const bodyguard = pick(roster.units, b);
      return unit ? attachLeader(roster, unit.id, c % 4 === 0 || !bodyguard ? null : bodyguard.id) : roster;
    }
    case 'detachment': {
      // Titanicus Traitoris has no detachment to change to.
      const detachment = pick(data.faction.detachments, b);
      return detachment ? changeDetachment(roster, detachment.id, data).roster : roster;
    }
    case 'battle-size':
      return changeBattleSize(roster, pick(data.system.battleSizes, b)!.id, data).roster;
  }
}

const scenarioArb = fc.record({
  faction: fc.nat(factions.length - 1),
  detachment: fc.nat(20),
  battleSize: fc.nat(2),
  operations: fc.array(operationArb, { maxLength: 30 }),
});

function startRoster(data: GameData, detachment: number, battleSize: number): Roster {
  return createRoster({
    id: 'property' as RosterId,
    name: 'Random list',
    factionId: data.faction.id as FactionId,
    battleSizeId: pick(data.system.battleSizes, battleSize)!.id as BattleSizeId,
    detachmentId:
      detachment === 20 ? null : ((pick(data.faction.detachments, detachment)?.id ?? null) as DetachmentId | null),
  });
}

describe('the roster engine on random rosters built from the real data', () => {
  it('keeps every operation result a valid roster, points equal to the sum of the units, and never throws', () => {
    fc.assert(
      fc.property(scenarioArb, ({ faction, detachment, battleSize, operations }) => {
        const data = factions[faction]!;
        let roster = startRoster(data, detachment, battleSize);
        for (const operation of operations) {
          roster = apply(roster, data, operation);
          expect(RosterSchema.parse(roster)).toEqual(roster);
        }
        const points = rosterPoints(roster, data);
        expect(points.total).toBe(roster.units.reduce((sum, u) => sum + unitPoints(u, data, roster.detachmentId), 0));
        const issues = validateRoster(roster, data);
        expect(issues.every((i) => i.unitIds.every((id) => roster.units.some((u) => u.id === id)))).toBe(true);
        for (const unit of roster.units) unitLoadout(unit, data);
      }),
      { numRuns: 150 },
    );
  });

  it('validates arbitrary schema-valid rosters, with unknown ids of every kind, without throwing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...factions).chain((data) => rosterArb(data).map((roster) => ({ data, roster }))),
        ({ data, roster }) => {
          expect(() => validateRoster(roster, data)).not.toThrow();
          expect(rosterPoints(roster, data).total).toBe(
            roster.units.reduce((sum, u) => sum + unitPoints(u, data, roster.detachmentId), 0),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** Rosters the schema accepts but the data may not: ids from the data mixed with ids it does not know. */
function rosterArb(data: GameData): fc.Arbitrary<Roster> {
  const unknownIdArb = fc.constantFrom('no-such-id', 'u99');
  // A faction with no detachment (Titanicus Traitoris) has no detachment or enhancement ids to mix in.
  const idArb = (ids: readonly string[]) =>
    ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), unknownIdArb) : unknownIdArb;
  const datasheets = data.faction.datasheets;
  const modelTypeIds = datasheets.flatMap((d) => d.composition.modelTypes.map((m) => m.id));
  const optionIds = datasheets.flatMap((d) => d.wargearOptions.map((o) => o.id));
  const choiceIds = datasheets.flatMap((d) => d.wargearOptions.flatMap((o) => o.choices.map((ch) => ch.id)));
  const unitArb = fc.record({
    id: fc.constantFrom('u1', 'u2', 'u3', 'u4'),
    datasheetId: idArb(datasheets.map((d) => d.id)),
    models: fc.array(fc.record({ modelTypeId: idArb(modelTypeIds), count: fc.nat(12) }), {
      minLength: 1,
      maxLength: 3,
    }),
    wargear: fc.array(
      fc.record({
        modelTypeId: idArb(modelTypeIds),
        optionId: idArb(optionIds),
        choiceId: idArb(choiceIds),
        count: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 3 },
    ),
    enhancementId: fc.option(idArb(data.faction.detachments.flatMap((d) => d.enhancements.map((e) => e.id)))),
    isWarlord: fc.boolean(),
    attachedToUnitId: fc.option(fc.constantFrom('u1', 'u2', 'u9')),
  });
  return fc
    .record({
      schemaVersion: fc.constant(1),
      id: fc.constant('r'),
      name: fc.string({ maxLength: 10 }),
      factionId: fc.constant(data.faction.id),
      detachmentId: fc.option(idArb(data.faction.detachments.map((d) => d.id))),
      battleSizeId: fc.option(idArb(data.system.battleSizes.map((b) => b.id))),
      includeLegends: fc.boolean(),
      units: fc.uniqueArray(unitArb, { maxLength: 10, selector: (unit) => unit.id }),
    })
    .map((roster) => RosterSchema.parse(roster));
}
