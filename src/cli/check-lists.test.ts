import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeList } from '../domain/codecs/write-list';
import { withoutUncheckedUnits } from '../testing/every-limit-checked';
import { buildRoster } from '../testing/build-roster';
import { exampleRoster } from '../testing/example-lists';
import { realData } from '../testing/real-data';
import { readSample } from '../testing/sample-files';
import { checkListsArgs } from './check-lists';

const root = fileURLToPath(new URL('../../', import.meta.url));
const armylist = (args: readonly string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/armylist.ts', 'check', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const spawnTimeout = 60_000;

/**
 * An event's folder as an organiser gets it: lists in two formats and a sub-folder, an illegal list, a photo saved
 * as .txt, a link to a file that is gone, and what is not a list (a PDF, a hidden draft), which is passed over.
 */
let event: string;
// Without the units whose limits Muster cannot check yet (Incubi, Neophyte Hybrids), so these lists are legal.
const legalList = (factionId: 'drukhari' | 'genestealer-cults') =>
  withoutUncheckedUnits(exampleRoster(factionId, realData(factionId)), realData(factionId));
const legal = writeList(legalList('drukhari'), realData('drukhari'), 'gw', 'test');
const legalWtc = writeList(legalList('genestealer-cults'), realData('genestealer-cults'), 'wtc', 'test');
/** The whole Drukhari example, Incubi and all: no errors, and a limit of the Incubi's that is not checked. */
// Real data: Black Templars' Gladiator Valiant carries a limit the engine cannot check (at least 2 multi-meltas).
const blackTemplars = realData('black-templars');
const valiant = blackTemplars.faction.datasheets.find((d) => d.id === 'gladiator-valiant');
const valiantUnchecked = valiant?.uncheckedLimits ?? [];

beforeAll(() => {
  event = mkdtempSync(join(tmpdir(), 'armylist-event-'));
  writeFileSync(join(event, 'anna.txt'), legal);
  mkdirSync(join(event, 'round 2'));
  writeFileSync(join(event, 'round 2', 'ben.md'), legalWtc);
  writeFileSync(join(event, 'carl.txt'), readSample('01_gwapp10_worldeaters_v1.40.1.txt'));
  writeFileSync(
    join(event, 'photo.txt'),
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
  );
  symlinkSync(join(event, 'deleted.txt'), join(event, 'gone.txt'));
  writeFileSync(join(event, 'pack.pdf'), '%PDF-1.7');
  writeFileSync(join(event, '.draft.txt'), 'not yet');
  mkdirSync(join(event, 'legal only'));
  writeFileSync(join(event, 'legal only', 'anna.txt'), legal);
});
afterAll(() => rmSync(event, { recursive: true, force: true }));

describe('armylist check <folder>', () => {
  it(
    'gives every list file of the folder its row, the unreadable ones with the reason, and exits 2',
    () => {
      const run = armylist([event, '--json']);
      expect(run.status, run.stderr).toBe(2);
      const out = JSON.parse(run.stdout) as {
        counts: object;
        lists: { file: string; verdict: string; firstErrors: string[]; issues: unknown[] }[];
      };
      const rows = out.lists.map((r) => [r.file.slice(event.length + 1), r.verdict]);
      expect(rows).toEqual([
        ['anna.txt', 'legal'],
        ['carl.txt', 'illegal'],
        ['gone.txt', 'unreadable'],
        ['legal only/anna.txt', 'legal'],
        ['photo.txt', 'unreadable'],
        ['round 2/ben.md', 'legal'],
      ]);
      expect(out.counts).toEqual({ legal: 3, unchecked: 0, illegal: 1, unreadable: 2 });
      const reason = (file: string) => out.lists.find((r) => r.file.endsWith(file))?.firstErrors[0];
      expect(reason('gone.txt')).toContain('no such file');
      expect(reason('photo.txt')).toContain('binary');
      expect(out.lists.find((r) => r.file.endsWith('carl.txt'))?.issues).toContainEqual(
        expect.objectContaining({ ruleId: 'points-limit', severity: 'error' }),
      );
    },
    spawnTimeout,
  );

  it(
    'writes the table as CSV, and exits 1 when a list is illegal and every one was read',
    () => {
      const run = armylist([join(event, 'anna.txt'), join(event, 'carl.txt'), '--csv']);
      expect(run.status, run.stderr).toBe(1);
      const lines = run.stdout
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^File,Name,Format,Faction,Detachment,Points,Points limit,Battle size,Verdict,Errors,/);
      expect(lines.slice(1).map((l) => l.split(',')[8])).toEqual(['Legal', 'Not legal: 1 error']);
    },
    spawnTimeout,
  );

  it(
    'prints a table and exits 0 when every list is legal',
    () => {
      const run = armylist([join(event, 'legal only')]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('Drukhari');
      expect(run.stdout).toContain('1 list: 1 legal, 0 illegal, 0 unreadable.');
    },
    spawnTimeout,
  );
});

describe('armylist check <folder> with a limit Muster cannot check', () => {
  it(
    'never calls the list legal: its verdict, the limits in JSON and CSV, and exit 0 since nothing fails',
    () => {
      const folder = mkdtempSync(join(tmpdir(), 'armylist-unchecked-'));
      try {
        expect(valiantUnchecked.length).toBeGreaterThan(0);
        const roster = buildRoster(blackTemplars, {
          detachment: 'gladius-task-force',
          units: ['captain', 'gladiator-valiant'],
        });
        writeFileSync(join(folder, 'dara.txt'), writeList(roster, blackTemplars, 'gw', 'test'));
        const json = armylist([folder, '--json']);
        expect(json.status, json.stderr).toBe(0);
        const out = JSON.parse(json.stdout) as {
          counts: object;
          lists: { verdict: string; errors: number; unchecked: { unit: string; what: string }[] }[];
        };
        expect(out.counts).toEqual({ legal: 0, unchecked: 1, illegal: 0, unreadable: 0 });
        expect(out.lists[0]).toMatchObject({
          verdict: 'unchecked',
          errors: 0,
          unchecked: valiantUnchecked.map((what) => ({ unit: 'Gladiator Valiant', what })),
        });
        const table = armylist([folder]);
        expect(table.stdout).toContain(
          `No errors found; ${valiantUnchecked.length} limit${valiantUnchecked.length === 1 ? '' : 's'} not checked`,
        );
        expect(table.stdout).toContain('1 list: 0 legal, 1 with limits not checked, 0 illegal, 0 unreadable.');
        expect(table.stdout).not.toMatch(/\bLegal\b/);
        const csv = armylist([folder, '--csv'])
          .stdout.replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n');
        expect(csv[0]).toMatch(/,Limits not checked,Not checked$/);
        expect(csv[1]).toContain(`,${valiantUnchecked.length},Gladiator Valiant: `);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    spawnTimeout,
  );
});

describe('checkListsArgs', () => {
  it('leaves one file, share link or standard input to the check of one list', async () => {
    expect(await checkListsArgs([join(event, 'anna.txt')])).toEqual({ ok: true, value: null });
    expect(await checkListsArgs([join(event, 'anna.txt'), '--json'])).toEqual({ ok: true, value: null });
    expect(await checkListsArgs(['-'])).toEqual({ ok: true, value: null });
    expect(await checkListsArgs([])).toEqual({ ok: true, value: null });
  });
  it('checks many for a folder, several paths or --csv', async () => {
    expect(await checkListsArgs([event])).toEqual({ ok: true, value: { paths: [event], output: 'table' } });
    expect(await checkListsArgs(['a.txt', 'b.txt', '--json'])).toEqual({
      ok: true,
      value: { paths: ['a.txt', 'b.txt'], output: 'json' },
    });
    expect(await checkListsArgs(['a.txt', '--csv'])).toEqual({ ok: true, value: { paths: ['a.txt'], output: 'csv' } });
    expect(await checkListsArgs(['a.txt', 'b.txt', '--csv', '--json'])).toEqual({
      ok: false,
      error: 'give --csv or --json, not both',
    });
  });
});
