import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeShareUrl } from '../../domain/codecs/share-url/share-url';
import { shortHash } from '../../domain/codecs/share-url/short-hash';
import { datasheetSpace } from '../../domain/codecs/share-url/ref-space';
import { gameData, type GameData } from '../../domain/data/game-data';
import type { DatasheetId } from '../../domain/data/ids';
import { RosterSchema, type Roster } from '../../domain/roster/roster.schema';
import { validateRoster } from '../../domain/rules/validate-roster';
import { datasheetPools, legalRosterArbitrary } from '../../testing/legal-roster-arbitrary';
import { readGameData, readManifest } from '../load-data';
import { check, checkReport, readRosterInput } from './check';

/**
 * `armylist check <link>` run in this process, as the command line runs it: its exit code and its JSON report.
 * Spawning the command 36 times would take minutes on a shared machine; the command's `run` is the whole of it.
 */
async function armylistCheck(input: string): Promise<{ code: number; report: { valid: boolean; issues: Issue[] } }> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const code = await check.run([input, '--json']);
  vi.restoreAllMocks();
  return { code, report: JSON.parse(out) as { valid: boolean; issues: Issue[] } };
}
type Issue = { ruleId: string; severity: string; params: { problem?: string } };
afterEach(() => vi.restoreAllMocks());

/**
 * The same faction's data as another version has it: `unit`'s datasheet under an id this data does not have (one
 * whose short hash no datasheet here shares, so the link cannot name anything else by chance), and the roster made
 * with it. A link made with it names a datasheet the checker's data lacks.
 */
function madeWithOtherData(roster: Roster, unitAt: number, data: GameData): { roster: Roster; data: GameData } {
  const gone = roster.units[unitAt]!.datasheetId;
  const taken = datasheetSpace(data).byHash;
  let renamed = `${gone}-other`;
  while (taken.has(shortHash(renamed, 15))) renamed += '-x';
  const id = renamed as DatasheetId;
  return {
    data: gameData(data.system, {
      ...data.faction,
      datasheets: data.faction.datasheets.map((d) => (d.id === gone ? { ...d, id } : d)),
    }),
    roster: { ...roster, units: roster.units.map((u) => (u.datasheetId === gone ? { ...u, datasheetId: id } : u)) },
  };
}

const factions = readManifest().factions.map((f) => f.id);

describe.each(factions)('armylist check on a %s share link that names a datasheet the data lacks', (factionId) => {
  const data = readGameData(factionId);
  const legal = legalRosterArbitrary(data, datasheetPools(data), 4);

  it('calls the list illegal (exit 1, valid false) with the left-out unit as an error, and so does its saved copy', async () => {
    await fc.assert(
      fc.asyncProperty(legal, fc.nat(), async (roster, pick) => {
        fc.pre(roster.units.length > 0 && validateRoster(roster, data).every((i) => i.severity !== 'error'));
        const other = madeWithOtherData(roster, pick % roster.units.length, data);
        const link = writeShareUrl(other.roster, other.data, 'https://muster.example/');

        const checked = await armylistCheck(link);
        expect([checked.code, checked.report.valid]).toEqual([1, false]);
        expect(
          checked.report.issues.filter((i) => i.severity === 'error').map((i) => [i.ruleId, i.params.problem]),
        ).toContainEqual(['unread-line', 'unknown-datasheet']);

        // "Save a copy" keeps the roster as the link read it; as a roster file, it is judged the same.
        const read = readRosterInput(link);
        if (!read.ok) throw new Error(read.error.join('\n'));
        const copy = RosterSchema.parse(JSON.parse(JSON.stringify(read.value.roster)));
        expect(checkReport(copy, data, { dataVersion: '' }).valid).toBe(false);
      }),
      { numRuns: 2 },
    );
  });
});
