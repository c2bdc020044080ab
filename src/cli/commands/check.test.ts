import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readGameData, readManifest } from '../load-data';
import { writeGwAppText } from '../../domain/codecs/gw-app/gw-app-text';
import type { ModelTypeId, WargearOptionId } from '../../domain/data/ids';
import type { Roster } from '../../domain/roster/roster.schema';
import { setWargear } from '../../domain/roster/set-wargear';
import { buildRoster } from '../../testing/build-roster';
import { checkReport, readRosterInput, unresolvedIds } from './check';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = (name: string) => `tests/fixtures/rosters/${name}`;
// `node --import tsx` is `npx tsx` without npm's start-up; each spawn still takes seconds on a busy machine.
const armylist = (args: readonly string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/armylist.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
  });
const spawnTimeout = 60_000;

describe('readRosterInput', () => {
  it('reads a roster in our JSON format', () => {
    const decoded = readRosterInput(readFileSync(`${root}${fixture('drukhari-strike-force.json')}`, 'utf8'));
    expect(decoded.ok && decoded.value.roster.units.length).toBe(9);
  });

  it('says where JSON breaks off', () => {
    expect(readRosterInput('{\n  "schemaVersion": 1,\n  "units": [}\n')).toEqual({
      ok: false,
      error: ['invalid JSON at line 3, column 13: unexpected "}"'],
    });
  });

  it('names the path of each field the roster schema rejects', () => {
    const roster = JSON.parse(readFileSync(`${root}${fixture('drukhari-strike-force.json')}`, 'utf8'));
    roster.units[2].models[0].count = -1;
    delete roster.battleSizeId;
    const decoded = readRosterInput(JSON.stringify(roster));
    expect(decoded.ok ? [] : decoded.error.map((p) => p.split(':')[0])).toEqual([
      'battleSizeId',
      'units[2].models[0].count',
    ]);
  });

  it('refuses a roster in which two units share an id, naming the second', () => {
    const roster = JSON.parse(readFileSync(`${root}${fixture('drukhari-strike-force.json')}`, 'utf8'));
    roster.units[3].id = roster.units[1].id;
    const decoded = readRosterInput(JSON.stringify(roster));
    expect(decoded.ok ? [] : decoded.error).toEqual([
      `units[3].id: unit id "${roster.units[1].id}" is already used by units.1`,
    ]);
  });
});

describe('checkReport', () => {
  const data = readGameData('drukhari');

  it('lists the limits it cannot check by unit, and keeps the list valid when nothing it checks fails', () => {
    // Black Templars' Gladiator Valiant: at least 2 multi-meltas, a minimum of wargear its options could break.
    const blackTemplars = readGameData('black-templars');
    const roster = buildRoster(blackTemplars, {
      detachment: 'gladius-task-force',
      units: ['captain', 'gladiator-valiant'],
    });
    const report = checkReport(roster, blackTemplars, { dataVersion: 'test' });
    expect(report.valid).toBe(true);
    const valiant = blackTemplars.faction.datasheets.find((d) => d.id === 'gladiator-valiant');
    const expected = (valiant?.uncheckedLimits ?? []).map((what) => ({ unit: 'Gladiator Valiant', what }));
    expect(expected.length).toBeGreaterThan(0);
    expect(report.unchecked).toEqual(expected);
  });

  it('flags a datasheet the faction data does not hold as unresolvable', () => {
    const decoded = readRosterInput(readFileSync(`${root}${fixture('drukhari-illegal.json')}`, 'utf8'));
    if (!decoded.ok) throw new Error(decoded.error.join('\n'));
    const units = decoded.value.roster.units.map((u, i) =>
      i === 3 ? { ...u, datasheetId: 'khorne-berzerkers' as typeof u.datasheetId } : u,
    );
    expect(unresolvedIds({ ...decoded.value.roster, units }, data)).toEqual([
      'units[3].datasheetId: no datasheet "khorne-berzerkers" in the Drukhari data',
    ]);
  });

  it('names units in issues by their datasheet names', () => {
    const decoded = readRosterInput(readFileSync(`${root}${fixture('drukhari-illegal.json')}`, 'utf8'));
    if (!decoded.ok) throw new Error(decoded.error.join('\n'));
    const report = checkReport(decoded.value.roster, data, { dataVersion: 'test' });
    expect(report.issues.map((i) => [i.ruleId, i.units])).toEqual([
      ['faction', ['Corsair Voidreavers']],
      ['datasheet-limit', ['Wracks']],
      ['enhancement-detachment', ['Archon']],
      ['warlord-bearer', ['Troupe Master']],
    ]);
  });
});

describe('checkReport of a text list', () => {
  const check = (text: string) => {
    const decoded = readRosterInput(text);
    if (!decoded.ok) throw new Error(decoded.error.join('\n'));
    return checkReport(decoded.value.roster, readGameData(decoded.value.roster.factionId), {
      dataVersion: 'test',
      report: decoded.value.report,
    });
  };
  const legalList = writeGwAppText(drukhariList(), readGameData('drukhari'), { dataVersion: 'test' });

  it('calls a legal app list legal', () => {
    expect(check(legalList)).toMatchObject({ valid: true, issues: [] });
  });

  it('is not legal when the list names a unit the data does not know, naming its line and the closest datasheets', () => {
    const text = legalList.replace('\n\nOTHER DATASHEETS', '\n\nChaos Lord (2000 points)\n\n\nOTHER DATASHEETS');
    const line = text.split('\n').indexOf('Chaos Lord (2000 points)') + 1;
    const report = check(text);
    expect(report.valid).toBe(false);
    expect(report.issues.filter((i) => i.severity === 'error')).toEqual([
      expect.objectContaining({
        ruleId: 'unread-line',
        units: [],
        params: expect.objectContaining({ line, problem: 'unknown-datasheet' }),
      }),
    ]);
  });

  it('gives each unit the points the text printed, and one points-changed note per repriced unit', () => {
    const report = check(legalList.replace('Ravager (110 points)', 'Ravager (125 points)'));
    const ravager = report.units.find((u) => u.name === 'Ravager');
    expect(ravager).toMatchObject({ points: 110, pointsInText: 125 });
    expect(report.issues.filter((i) => i.ruleId === 'points-changed')).toEqual([
      expect.objectContaining({
        severity: 'info',
        units: ['Ravager'],
        params: expect.objectContaining({ pointsInText: 125, points: 110 }),
      }),
    ]);
    expect(report.valid).toBe(true);
  });
});

/** Archon, Kabalite Warriors and a Ravager with three disintegrator cannons: legal, and checked as its app text. */
function drukhariList(): Roster {
  const data = readGameData('drukhari');
  let roster = buildRoster(data, {
    detachment: 'realspace-raiders',
    units: ['archon', 'kabalite-warriors', 'ravager'],
  });
  const ravager = roster.units[2]!;
  for (const optionId of ['disintegrator-cannon', 'disintegrator-cannon-2', 'disintegrator-cannon-3']) {
    roster = setWargear(
      roster,
      ravager.id,
      {
        modelTypeId: 'ravager' as ModelTypeId,
        optionId: optionId as WargearOptionId,
        choiceId: 'disintegrator-cannon',
        count: 1,
      },
      data,
    );
  }
  return roster;
}

describe('armylist check', () => {
  it(
    'prints the JSON report of a legal Strike Force list and exits 0',
    () => {
      const run = armylist(['check', fixture('drukhari-strike-force.json'), '--json']);
      expect(run.status).toBe(0);
      const report = JSON.parse(run.stdout);
      expect(Object.keys(report)).toEqual([
        'valid',
        'faction',
        'detachment',
        'battleSize',
        'pointsLimit',
        'points',
        'units',
        'issues',
        'dataVersion',
        'unchecked',
      ]);
      expect(report).toMatchObject({
        valid: true,
        faction: 'Drukhari',
        detachment: 'Realspace Raiders',
        battleSize: 'Strike Force',
        pointsLimit: 2000,
        issues: [],
      });
      expect(Object.keys(report.units[0])).toEqual([
        'name',
        'models',
        'points',
        'enhancement',
        'warlord',
        'pointsInText',
      ]);
      expect(report.dataVersion).toBe(readManifest().dataVersion);
      expect(report.points).toBe(report.units.reduce((sum: number, u: { points: number }) => sum + u.points, 0));
    },
    spawnTimeout,
  );

  it(
    'reads an illegal list from standard input, reports it readably and exits 1',
    () => {
      const run = armylist(['check', '-'], readFileSync(`${root}${fixture('drukhari-illegal.json')}`, 'utf8'));
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('[datasheet-limit]');
    },
    spawnTimeout,
  );

  it(
    'exits 2 naming the file that does not exist',
    () => {
      const run = armylist(['check', fixture('no-such-list.json')]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('no-such-list.json');
    },
    spawnTimeout,
  );
});
