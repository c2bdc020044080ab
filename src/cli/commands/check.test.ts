import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readGameData } from '../load-data';
import { checkReport, decodeRosterInput, unresolvedIds } from './check';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = (name: string) => `tests/fixtures/rosters/${name}`;
// `node --import tsx` is `npx tsx` without npm's start-up; each spawn still takes seconds on a busy machine.
const armylist = (args: readonly string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/armylist.ts', ...args], { cwd: root, encoding: 'utf8', input });
const spawnTimeout = 60_000;

describe('decodeRosterInput', () => {
  it('reads a roster in our JSON format', () => {
    const decoded = decodeRosterInput(readFileSync(`${root}${fixture('drukhari-strike-force.json')}`, 'utf8'));
    expect(decoded.ok && decoded.roster.units.length).toBe(9);
  });

  it('says where JSON breaks off', () => {
    expect(decodeRosterInput('{\n  "schemaVersion": 1,\n  "units": [}\n')).toEqual({
      ok: false,
      problems: ['invalid JSON at line 3, column 13: unexpected "}"'],
    });
  });

  it('names the path of each field the roster schema rejects', () => {
    const roster = JSON.parse(readFileSync(`${root}${fixture('drukhari-strike-force.json')}`, 'utf8'));
    roster.units[2].models[0].count = -1;
    delete roster.battleSizeId;
    const decoded = decodeRosterInput(JSON.stringify(roster));
    expect(decoded.ok ? [] : decoded.problems.map((p) => p.split(':')[0])).toEqual(['battleSizeId', 'units[2].models[0].count']);
  });

  it('refuses a roster in which two units share an id, naming the second', () => {
    const roster = JSON.parse(readFileSync(`${root}${fixture('drukhari-strike-force.json')}`, 'utf8'));
    roster.units[3].id = roster.units[1].id;
    const decoded = decodeRosterInput(JSON.stringify(roster));
    expect(decoded.ok ? [] : decoded.problems).toEqual([`units[3].id: unit id "${roster.units[1].id}" is already used by units.1`]);
  });
});

describe('checkReport', () => {
  const data = readGameData('drukhari');

  it('flags a datasheet the faction data does not hold as unresolvable', () => {
    const decoded = decodeRosterInput(readFileSync(`${root}${fixture('drukhari-illegal.json')}`, 'utf8'));
    if (!decoded.ok) throw new Error(decoded.problems.join('\n'));
    const units = decoded.roster.units.map((u, i) => (i === 3 ? { ...u, datasheetId: 'khorne-berzerkers' as typeof u.datasheetId } : u));
    expect(unresolvedIds({ ...decoded.roster, units }, data)).toEqual([
      'units[3].datasheetId: no datasheet "khorne-berzerkers" in the Drukhari data',
    ]);
  });

  it('names units in issues by their datasheet names', () => {
    const decoded = decodeRosterInput(readFileSync(`${root}${fixture('drukhari-illegal.json')}`, 'utf8'));
    if (!decoded.ok) throw new Error(decoded.problems.join('\n'));
    const report = checkReport(decoded.roster, data);
    expect(report.issues.map((i) => [i.ruleId, i.units])).toEqual([
      ['faction', ['Corsair Voidreavers']],
      ['datasheet-limit', ['Wracks']],
      ['enhancement-detachment', ['Archon']],
      ['warlord-bearer', ['Troupe Master']],
    ]);
  });
});

describe('armylist check', () => {
  it('prints the JSON report of a legal Strike Force list and exits 0', () => {
    const run = armylist(['check', fixture('drukhari-strike-force.json'), '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual(['valid', 'faction', 'detachment', 'battleSize', 'pointsLimit', 'points', 'units', 'issues']);
    expect(report).toMatchObject({ valid: true, faction: 'Drukhari', detachment: 'Realspace Raiders', battleSize: 'Strike Force', pointsLimit: 2000, issues: [] });
    expect(Object.keys(report.units[0])).toEqual(['name', 'models', 'points', 'enhancement', 'warlord']);
    expect(report.points).toBe(report.units.reduce((sum: number, u: { points: number }) => sum + u.points, 0));
  }, spawnTimeout);

  it('reads an illegal list from standard input, reports it readably and exits 1', () => {
    const run = armylist(['check', '-'], readFileSync(`${root}${fixture('drukhari-illegal.json')}`, 'utf8'));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('[datasheet-limit]');
  }, spawnTimeout);

  it('exits 2 naming the file that does not exist', () => {
    const run = armylist(['check', fixture('no-such-list.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no-such-list.json');
  }, spawnTimeout);
});
