import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  BattleSizeId,
  DatasheetId,
  DetachmentId,
  EnhancementId,
  ModelTypeId,
  WargearOptionId,
} from '../domain/data/ids';
import type { UnitId } from '../domain/roster/ids';
import type { Roster } from '../domain/roster/roster.schema';
import { fixtureData } from '../testing/game-fixture';
import type { RosterState } from './roster-state';
import type { RosterStore } from './roster-store';
import { selectOpenRoster } from './selectors';
import { makeTestStore, openNewList } from '../testing/test-store';

const data = fixtureData();
const datasheetIds = data.faction.datasheets.map((d) => d.id);
const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(items.length, 1)];

/** One roster edit as the app makes it, with indexes resolved against the roster at the time it runs. */
type Edit = (state: RosterState, roster: Roster) => void;

const unitAt = (roster: Roster, n: number): UnitId | undefined => pick(roster.units, n)?.id;

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.nat().map(
    (n): Edit =>
      (s) =>
        void s.addUnit(pick(datasheetIds, n) as DatasheetId),
  ),
  fc.nat().map((n): Edit => (s, r) => {
    const u = unitAt(r, n);
    if (u) s.removeUnit(u);
  }),
  fc.nat().map((n): Edit => (s, r) => {
    const u = unitAt(r, n);
    if (u) s.duplicateUnit(u);
  }),
  fc.tuple(fc.nat(), fc.nat()).map(([n, t]): Edit => (s, r) => {
    const unit = pick(r.units, n);
    const sheet = unit && data.faction.datasheets.find((d) => d.id === unit.datasheetId);
    const tier = sheet && pick(sheet.points, t);
    if (unit && tier) s.setUnitSize(unit.id, tier.models);
  }),
  fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat({ max: 3 })).map(([n, o, c, count]): Edit => (s, r) => {
    const unit = pick(r.units, n);
    const sheet = unit && data.faction.datasheets.find((d) => d.id === unit.datasheetId);
    const option = sheet && pick(sheet.wargearOptions, o);
    const choice = option && pick(option.choices, c);
    const modelTypeId = option && pick(option.modelTypeIds, c);
    if (unit && option && choice && modelTypeId) {
      s.setWargear(unit.id, {
        modelTypeId: modelTypeId as ModelTypeId,
        optionId: option.id as WargearOptionId,
        choiceId: choice.id,
        count,
      });
    }
  }),
  fc
    .tuple(fc.nat(), fc.option(fc.constantFrom('labyrinthine-cunning', 'dark-vitality', 'archraider')))
    .map(([n, e]): Edit => (s, r) => {
      const u = unitAt(r, n);
      if (u) s.setEnhancement(u, e as EnhancementId | null);
    }),
  fc.nat().map((n): Edit => (s, r) => {
    const u = unitAt(r, n);
    if (u) s.makeWarlord(u);
  }),
  fc.tuple(fc.nat(), fc.option(fc.nat())).map(([n, m]): Edit => (s, r) => {
    const u = unitAt(r, n);
    if (u) s.attachLeader(u, m === null ? null : (unitAt(r, m) ?? null));
  }),
  fc.constantFrom('realspace-raiders', 'reapers-wager').map(
    (d): Edit =>
      (s) =>
        s.changeDetachment(d as DetachmentId),
  ),
  fc.constantFrom('incursion', 'strike-force', 'onslaught').map(
    (b): Edit =>
      (s) =>
        s.changeBattleSize(b as BattleSizeId),
  ),
  fc.boolean().map(
    (legends): Edit =>
      (s) =>
        s.setIncludeLegends(legends),
  ),
);

function openRoster(store: RosterStore): Roster {
  const roster = selectOpenRoster(store.getState());
  if (!roster) throw new Error('no open roster');
  return roster;
}

describe('undo and redo', () => {
  it('undo after any edit restores the previous roster exactly, and redo the edited one', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 30 }), (edits) => {
        const store = makeTestStore();
        openNewList(store);
        for (const edit of edits) {
          const before = structuredClone(openRoster(store));
          const steps = store.temporal.getState().pastStates.length;
          edit(store.getState(), openRoster(store));
          const after = structuredClone(openRoster(store));
          if (store.temporal.getState().pastStates.length === steps) {
            // An edit that left no undo step must have changed nothing.
            expect(after).toEqual(before);
            continue;
          }
          store.temporal.getState().undo();
          expect(openRoster(store)).toEqual(before);
          store.temporal.getState().redo();
          expect(openRoster(store)).toEqual(after);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('undoing every edit in turn walks back to the empty list', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 15 }), (edits) => {
        const store = makeTestStore();
        openNewList(store);
        const history: Roster[] = [structuredClone(openRoster(store))];
        for (const edit of edits) {
          const steps = store.temporal.getState().pastStates.length;
          edit(store.getState(), openRoster(store));
          if (store.temporal.getState().pastStates.length > steps) history.push(structuredClone(openRoster(store)));
        }
        for (const expected of history.reverse()) {
          expect(openRoster(store)).toEqual(expected);
          store.temporal.getState().undo();
        }
      }),
      { numRuns: 40 },
    );
  });
});
