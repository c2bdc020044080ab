import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeGwAppText } from '../../src/domain/codecs/gw-app/gw-app-text';
import { writeWtc } from '../../src/domain/codecs/new-recruit/new-recruit-wtc';
import { readTextList } from '../../src/testing/read-text-list';
import { readShareUrl, writeShareUrl } from '../../src/domain/codecs/share-url/share-url';
import type { GameData } from '../../src/domain/data/game-data';
import { unitLoadout } from '../../src/domain/roster/loadout';
import type { Roster, Unit } from '../../src/domain/roster/roster.schema';
import { EXAMPLE_FACTION_IDS, FACTION_IDS, realData, realDataVersion } from '../../src/testing/real-data';
import { exampleRoster } from '../../src/testing/example-lists';
import { numberedByPlace } from '../../src/testing/numbered-by-place';
import { rosterArbitrary } from '../../src/testing/roster-arbitrary';

/** What a text list can say about a unit: datasheet, models per type, wargear carried, enhancement, Warlord. */
function unitShape(unit: Unit, data: GameData): string {
  return JSON.stringify({
    datasheet: unit.datasheetId,
    models: unit.models
      .filter((m) => m.count > 0)
      .map((m) => `${m.count}x ${m.modelTypeId}`)
      .sort(),
    wargear: unitLoadout(unit, data)
      .flatMap((g) => g.wargear.map((w) => `${g.modelTypeId}: ${w.count}x ${w.wargearId}`))
      .sort(),
    enhancement: unit.enhancementId,
    isWarlord: unit.isWarlord,
  });
}

function shapes(roster: Roster, data: GameData): string[] {
  return roster.units.map((u) => unitShape(u, data)).sort();
}

/** A few seconds alone; generous, since the suite shares two cores with the other test files. */
const PROPERTY_TIMEOUT = 60_000;

/** Zero-model units exist only mid-edit; the app's format has no way to print one. */
const printable = (roster: Roster) => roster.units.every((u) => u.models.some((m) => m.count > 0));

describe.each(FACTION_IDS)('a share URL with the %s data', (factionId) => {
  const data = realData(factionId);
  const dataVersion = realDataVersion();

  it(
    'roster → share URL → roster gives back the same roster, its units numbered by their place',
    () => {
      fc.assert(
        fc.property(rosterArbitrary(data, { anyName: true }), (roster) => {
          const url = writeShareUrl(roster, data, 'https://muster.invalid/', { dataVersion });
          const decoded = readShareUrl(url, data, { rosterId: roster.id });
          expect(decoded.ok && decoded.value.roster).toEqual(numberedByPlace(roster));
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe.each(EXAMPLE_FACTION_IDS)('round trips through text with the %s data', (factionId) => {
  const data = realData(factionId);
  const dataVersion = realDataVersion();

  it(
    'roster → GW app text → roster gives back the same units, sizes, wargear, enhancements and Warlord',
    () => {
      fc.assert(
        fc.property(rosterArbitrary(data).filter(printable), (roster) => {
          const text = writeGwAppText(roster, data, { dataVersion });
          const imported = readTextList(text, data, 'imported');
          expect(shapes(imported.roster, data)).toEqual(shapes(roster, data));
          expect(imported.roster.detachmentId).toBe(roster.detachmentId);
          // A list that gives no battle size is read as the smallest that holds it (a Warlord Titan fits none), and says so.
          if (roster.battleSizeId === null && imported.roster.battleSizeId !== null) {
            expect(imported.report.problems.map((p) => p.code)).toContain('battle-size-inferred');
          } else expect(imported.roster.battleSizeId).toBe(roster.battleSizeId);
          expect(writeGwAppText({ ...imported.roster, battleSizeId: roster.battleSizeId }, data, { dataVersion })).toBe(
            text,
          );
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it.each(['wtc', 'wtc-compact'] as const)(
    'roster → New Recruit %s → roster gives back the same units, sizes, wargear, enhancements and Warlord',
    (style) => {
      fc.assert(
        fc.property(rosterArbitrary(data).filter(printable), (roster) => {
          const text = writeWtc(roster, data, style);
          const imported = readTextList(text, data, 'imported');
          expect(shapes(imported.roster, data)).toEqual(shapes(roster, data));
          expect(imported.roster.detachmentId).toBe(roster.detachmentId);
          expect(writeWtc(imported.roster, data, style)).toBe(text);
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe.each(EXAMPLE_FACTION_IDS)('the %s example list', (factionId) => {
  const data = realData(factionId);

  it('is a 20-unit Strike Force list whose share URL is under 300 characters', () => {
    const roster = exampleRoster(factionId, data);
    expect(roster.units).toHaveLength(20);
    expect(
      writeShareUrl(roster, data, 'https://muster.invalid/', { dataVersion: realDataVersion() }).length,
    ).toBeLessThan(300);
  });
});
