import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeList, EXPORT_FORMAT_IDS, type ExportFormatId } from '../../src/domain/codecs/write-list';
import { importedListIssues } from '../../src/domain/codecs/text-import/import-issues';
import { listSections } from '../../src/domain/roster/list-sections';
import { readList } from '../../src/domain/codecs/read-list';
import { writeShareUrl } from '../../src/domain/codecs/share-url/share-url';
import { createRoster } from '../../src/domain/roster/create-roster';
import type { GameData } from '../../src/domain/data/game-data';
import type { UnitId } from '../../src/domain/roster/ids';
import { unitLoadout } from '../../src/domain/roster/loadout';
import { rosterPoints } from '../../src/domain/roster/points';
import type { Roster, Unit } from '../../src/domain/roster/roster.schema';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { readGameData, readManifest } from '../../src/cli/load-data';
import { datasheetPools, legalRosterArbitrary } from '../../src/testing/legal-roster-arbitrary';

/**
 * A legal list exported in any format Muster writes and read back is the same legal list: same verdict, points,
 * issues, and every unit with its models, wargear, Enhancement and Warlord. Formats that say who leads whom (Chat,
 * Markdown) give the attachments back too; the others leave the importer to attach only what is certain, which
 * must never cost the list its legality. Run over every faction in data/manifest.json, so factions added to the data
 * are covered without touching this file. A share link and a roster file give the very roster back.
 */
const manifest = readManifest();
const factions = manifest.factions.map((f) => ({ id: f.id, name: f.name }));
const loaded = new Map<string, GameData>();
const loadData = (id: string): GameData => {
  const hit = loaded.get(id);
  if (hit) return hit;
  const data = readGameData(id);
  loaded.set(id, data);
  return data;
};

/** Formats that print which unit each Leader leads. */
const CARRIES_ATTACHMENTS: ReadonlySet<ExportFormatId> = new Set(['text', 'markdown']);

/** The roster's units in the order every text format lists them: the order the import gives them back in. */
function listed(roster: Roster, data: GameData): Unit[] {
  return listSections(roster, data).flatMap((s) => s.units.map((u) => u.unit));
}

function unitShape(unit: Unit, data: GameData) {
  return {
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
  };
}

/** Issues with units named by their place in the list, so two rosters with other unit ids compare. */
function issueShapes(roster: Roster, data: GameData): string[] {
  const place = new Map(roster.units.map((u, i) => [u.id, i]));
  return validateRoster(roster, data).map(
    (i) => `${i.severity} ${i.ruleId} ${i.unitIds.map((id) => place.get(id)).join(',')}`,
  );
}

/** Formats that print no battle size: the importer takes the smallest that holds the list. */
const OMITS_BATTLE_SIZE: ReadonlySet<ExportFormatId> = new Set(['wtc', 'wtc-compact']);

/** `original` in list order, with what `imported` had to decide where the format does not print it. */
function expectedRoster(original: Roster, imported: Roster, data: GameData, format: ExportFormatId): Roster {
  const units = listed(original, data);
  const battleSizeId = OMITS_BATTLE_SIZE.has(format) ? imported.battleSizeId : original.battleSizeId;
  if (CARRIES_ATTACHMENTS.has(format)) return { ...original, battleSizeId, units };
  const idAt = new Map(imported.units.map((u, i) => [u.id, units[i]?.id ?? null]));
  return {
    ...original,
    battleSizeId,
    units: units.map((u, i) => {
      const attached = imported.units[i]?.attachedToUnitId ?? null;
      return { ...u, attachedToUnitId: attached === null ? null : ((idAt.get(attached) ?? null) as UnitId | null) };
    }),
  };
}

/** Runs per faction: enough to meet most interchangeable options and Leaders, few enough for 40 factions. */
const RUNS_PER_FACTION = 25;

describe.each(factions.map((f) => f.id))('legal %s lists read back from every format Muster writes', (factionId) => {
  const data = loadData(factionId);

  it('reads an empty list back as an empty list', () => {
    const detachmentId = (data.faction.detachments[0]?.id ?? null) as Roster['detachmentId'];
    const empty = createRoster({
      id: 'empty' as Roster['id'],
      name: 'Empty',
      factionId: factionId as Roster['factionId'],
      battleSizeId: 'strike-force' as Roster['battleSizeId'],
      detachmentId,
    });
    for (const text of [
      ...EXPORT_FORMAT_IDS.map((format) => writeList(empty, data, format, manifest.dataVersion)),
      writeShareUrl(empty, data, 'https://muster.example/'),
    ]) {
      const read = readList(text, { factions, loadData, rosterId: 'read' });
      expect(read.ok ? [read.value.data.faction.id, read.value.roster.units] : read.error.message, text).toEqual([
        factionId,
        [],
      ]);
    }
  });

  const pools = datasheetPools(data);
  const legal = legalRosterArbitrary(data, pools);

  it('with the same verdict, points, issues, units, wargear, Enhancements, Warlord and (where printed) Leaders', () => {
    fc.assert(
      fc.property(legal, (roster) => {
        // A skipped run counts against fast-check's limit, so a faction no legal list can be built for fails, not hangs.
        fc.pre(roster.units.length > 0 && validateRoster(roster, data).every((i) => i.severity !== 'error'));
        for (const format of EXPORT_FORMAT_IDS) {
          const text = writeList(roster, data, format, manifest.dataVersion);
          const read = readList(text, { factions, loadData, rosterId: 'read' });
          if (!read.ok) throw new Error(`${format}: ${read.error.message}\n${text}`);
          const imported = read.value.roster;
          const expected = expectedRoster(roster, imported, data, format);
          const context = `${format}\n${text}`;
          expect(
            importedListIssues(imported, data, read.value.report).filter((i) => i.severity === 'error'),
            context,
          ).toEqual([]);
          expect(
            imported.units.map((u) => unitShape(u, data)),
            context,
          ).toEqual(expected.units.map((u) => unitShape(u, data)));
          expect(rosterPoints(imported, data).total, context).toBe(rosterPoints(roster, data).total);
          expect(issueShapes(imported, data), context).toEqual(issueShapes(expected, data));
          if (CARRIES_ATTACHMENTS.has(format)) {
            const place = (r: Roster) =>
              r.units.map((u) =>
                u.attachedToUnitId === null ? null : r.units.findIndex((b) => b.id === u.attachedToUnitId),
              );
            expect(place(imported), context).toEqual(place(expected));
          }
          expect([imported.detachmentId, imported.battleSizeId], context).toEqual([
            expected.detachmentId,
            expected.battleSizeId,
          ]);
        }
        // A share link and a roster file carry the list exactly, attachments and all.
        for (const text of [writeShareUrl(roster, data, 'https://muster.example/'), JSON.stringify(roster)]) {
          const read = readList(text, { factions, loadData, rosterId: roster.id });
          if (!read.ok) throw new Error(`${read.error.message}\n${text}`);
          expect([read.value.report, read.value.roster], text).toEqual([null, roster]);
        }
      }),
      { numRuns: RUNS_PER_FACTION },
    );
  }, 120_000);
});
