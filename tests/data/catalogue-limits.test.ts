import { describe, expect, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import type { CatalogueLimit, Counted } from '../../src/domain/data/catalogue-limit.schema';
import type { Condition } from '../../src/domain/data/condition.schema';
import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import type { GameData } from '../../src/domain/data/game-data';
import type { DetachmentId } from '../../src/domain/data/ids';
import { addUnit } from '../../src/domain/roster/add-unit';
import { distributeModels } from '../../src/domain/roster/model-counts';
import type { Roster } from '../../src/domain/roster/roster.schema';
import { catalogueLimit } from '../../src/domain/rules/catalogue-limit';
import { checkRule } from '../../src/testing/check-rule';
import { FACTION_IDS } from '../../src/testing/real-data';
import { makeRoster } from '../../src/testing/make-roster';

function choiceName(c: { optionId: string; choiceId: string }): string {
  return `${c.optionId}/${c.choiceId}`;
}

function conditionIds(c: Condition): string[][] {
  switch (c.kind) {
    case 'all':
    case 'any':
      return c.conditions.flatMap(conditionIds);
    case 'not':
      return conditionIds(c.condition);
    case 'detachment':
      return [['detachment', ...c.detachmentIds]];
    case 'battle-size':
      return [['battle-size', ...c.battleSizeIds]];
    case 'units':
      return [['datasheet', ...c.datasheetIds]];
    case 'models':
      return [['model-type', ...(c.modelTypeIds ?? [])]];
    case 'wargear':
      return [['wargear', ...c.wargearIds]];
    case 'choices':
      return [['choice', ...c.choices.map(choiceName)]];
    default:
      return [];
  }
}

function countedIds(c: Counted): string[][] {
  if (c.of === 'wargear') return [['wargear', ...c.wargearIds]];
  if (c.of === 'units') return [['datasheet', ...c.datasheetIds]];
  if (c.of === 'choices') return [['choice', ...c.choices.map(choiceName)]];
  if (c.of === 'entries')
    return [
      ['datasheet', ...c.datasheetIds],
      ['datasheet-model-type', ...c.models.flatMap((m) => m.modelTypeIds.map((id) => `${m.datasheetId}/${id}`))],
    ];
  return [['model-type', ...(c.modelTypeIds ?? [])], ['choice', ...(c.except ?? []).map(choiceName)]];
}

/** Every id a limit names, by what it names. */
function namedIds(limit: CatalogueLimit): string[][] {
  const bounds = [limit.max, limit.min].flatMap((b) => b?.steps ?? []);
  return [
    ['model-type', ...(limit.modelTypeIds ?? [])],
    ...countedIds(limit.counted),
    ...bounds.flatMap((s) => [...(s.when ? conditionIds(s.when) : []), ...(s.per ? countedIds(s.per.counted) : [])]),
  ];
}

/** A roster of one unit of the datasheet at each of its sizes, with default wargear, under a detachment. */
function defaultUnits(data: GameData, datasheet: Datasheet, detachmentId: DetachmentId | null): Roster[] {
  const base = addUnit(makeRoster({ factionId: data.faction.id, detachmentId, battleSizeId: 'strike-force', units: [] }), datasheet.id, data);
  const [unit] = base.units;
  if (!unit) return [];
  return [...new Set(datasheet.points.map((t) => t.models))].flatMap((size) => {
    const models = distributeModels(datasheet, size, unit.models);
    return models ? [{ ...base, units: [{ ...unit, models }] }] : [];
  });
}

describe.each(FACTION_IDS)('catalogue limits of %s', (factionId) => {
  const data = readGameData(factionId);
  const limited = data.faction.datasheets.filter((d) => d.limits);

  it('name only detachments, battle sizes, datasheets, model types (of the datasheet or of the one named), wargear and wargear choices that exist', () => {
    const missing: string[] = [];
    for (const datasheet of limited) {
      const exists: Record<string, ReadonlySet<string>> = {
        detachment: new Set(data.faction.detachments.map((d) => d.id)),
        'battle-size': new Set(data.system.battleSizes.map((b) => b.id)),
        datasheet: new Set(data.faction.datasheets.map((d) => d.id)),
        'model-type': new Set(datasheet.composition.modelTypes.map((t) => t.id)),
        'datasheet-model-type': new Set(data.faction.datasheets.flatMap((d) => d.composition.modelTypes.map((t) => `${d.id}/${t.id}`))),
        wargear: new Set(datasheet.wargear.map((w) => w.id)),
        choice: new Set(datasheet.wargearOptions.flatMap((o) => o.choices.map((c) => choiceName({ optionId: o.id, choiceId: c.id })))),
      };
      for (const limit of datasheet.limits ?? []) {
        for (const [kind, ...ids] of namedIds(limit)) {
          for (const id of ids) if (!exists[kind as string]?.has(id)) missing.push(`${datasheet.name} ${limit.id}: ${kind} ${id}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('let every unit built at its defaults, at every size, pass in a detachment that offers it', () => {
    const failing: string[] = [];
    const detachments: (DetachmentId | null)[] = data.faction.detachments.filter((d) => d.content === 'matched-play').map((d) => d.id);
    for (const datasheet of limited) {
      if (datasheet.content !== 'matched-play') continue;
      const under = datasheet.onlyInDetachments ?? (detachments.length > 0 ? detachments : [null]);
      // The unit's own limits hold at its defaults in every detachment; one the catalogue allows only in some
      // detachments (an army-wide limit) passes in those.
      const issues = under.map((d) => defaultUnits(data, datasheet, d).flatMap((r) => checkRule(catalogueLimit, r, data)));
      const ownBroken = issues.flat().filter((i) => i.params.in !== 'army');
      if (ownBroken.length > 0 || issues.every((found) => found.length > 0)) failing.push(`${datasheet.name}: ${[...new Set(issues.flat().map((i) => i.message))].join(' ')}`);
    }
    expect(failing).toEqual([]);
  });
});
