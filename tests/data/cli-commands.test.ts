import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands';
import { factionSummaries } from '../../src/cli/commands/factions';
import { unitsReport } from '../../src/cli/commands/units';
import { readManifest } from '../../src/cli/load-data';
import { faction } from '../../src/testing/real-factions';
import { TEST_CATALOGUE, TEST_GAME_SYSTEM } from '../../src/testing/test-catalogues';

const root = fileURLToPath(new URL('../../', import.meta.url));
// `node --import tsx` runs the CLI as `npx tsx` would, without npm's start-up time.
const armylist = (args: readonly string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/armylist.ts', ...args], { cwd: root, encoding: 'utf8' });
const spawnTimeout = 60_000;

describe('armylist help', () => {
  it(
    'names every command, each summary starting in one column even after a usage too long for it',
    () => {
      const run = armylist(['help']);
      expect(run.status).toBe(0);
      const lines = run.stdout.split('\n');
      for (const command of commands) {
        const usage = lines.findIndex((line) => line.startsWith(`  ${command.name} `));
        const summary = lines.findIndex((line) => line.includes(command.summary));
        expect(summary - usage, command.name).toBe(command.usage.length < 48 ? 0 : 1);
        expect(lines[summary]?.indexOf(command.summary), command.name).toBe(51);
      }
    },
    spawnTimeout,
  );
});

describe('armylist factions', () => {
  it('lists every faction of the manifest with its datasheet count, grand alliance and parent', () => {
    const summaries = factionSummaries();
    expect(summaries.map((f) => f.id)).toEqual(readManifest().factions.map((f) => f.id));
    for (const f of summaries) {
      expect(f.datasheets, f.id).toBe(faction(f.id).datasheets.length);
      expect(['Imperium', 'Chaos', 'Xenos']).toContain(f.group);
    }
    expect(summaries.find((f) => f.id === 'drukhari')).toEqual({
      id: 'drukhari',
      name: 'Drukhari',
      datasheets: faction('drukhari').datasheets.length,
      group: 'Xenos',
      parent: null,
      data: { from: 'built-in', path: expect.stringMatching(/data\/$/), dataVersion: readManifest().dataVersion },
    });
    expect(summaries.find((f) => f.id === 'blood-angels')).toMatchObject({ name: 'Blood Angels', group: 'Imperium', parent: 'space-marines' });
    expect(summaries.find((f) => f.id === 'world-eaters')).toMatchObject({ group: 'Chaos', parent: null });
  });

  it(
    'prints the list as JSON with --json',
    () => {
      const run = armylist(['factions', '--json']);
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(factionSummaries());
    },
    spawnTimeout,
  );
});

describe('armylist --data <folder|zip>', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'muster-data-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'refuses catalogues of another edition, naming it, before any command runs',
    () => {
      const zip = join(scratch, 'wh40k-11e.zip');
      writeFileSync(
        zip,
        zipSync({
          'wh40k-11e/Test.gst': strToU8(TEST_GAME_SYSTEM.replace('10th Edition', '11th Edition')),
          'wh40k-11e/Testers.cat': strToU8(TEST_CATALOGUE),
        }),
      );
      const run = armylist(['factions', '--json', '--data', zip]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('11th edition');
    },
    spawnTimeout,
  );

  it(
    'refuses a folder with no game system, and --data given twice',
    () => {
      const folder = join(scratch, 'no-game-system');
      mkdirSync(folder);
      writeFileSync(join(folder, 'Testers.cat'), TEST_CATALOGUE);
      const run = armylist(['factions', '--data', folder]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('No game system');
      expect(armylist(['factions', '--data', folder, '--data=x']).status).toBe(2);
    },
    spawnTimeout,
  );

  const snapshot = fileURLToPath(new URL('../../../shared/bsdata/wh40k-10e', import.meta.url));
  it.skipIf(!existsSync(snapshot))(
    'checks a list against the catalogues as against data/ made from them, saying which data it read',
    () => {
      const sample = fileURLToPath(new URL('../../../shared/formats/samples/01_gwapp10_worldeaters_v1.40.1.txt', import.meta.url));
      const builtIn = armylist(['check', sample, '--json']);
      const fromCatalogues = armylist(['check', sample, '--json', '--data', snapshot]);
      expect(fromCatalogues.status).toBe(builtIn.status);
      const withoutVersion = (stdout: string) => ({ ...JSON.parse(stdout), dataVersion: null });
      expect(withoutVersion(fromCatalogues.stdout)).toEqual(withoutVersion(builtIn.stdout));
    },
    180_000,
  );
});

describe('armylist units', () => {
  const report = unitsReport(faction('drukhari'), readManifest());

  it('gives every datasheet its section, model range, cost per legal size and the names it can lead', () => {
    expect(report.datasheets.find((d) => d.id === 'wracks')).toEqual({
      id: 'wracks',
      name: 'Wracks',
      section: 'battleline',
      keywords: expect.arrayContaining(['WRACKS']),
      minModels: 5,
      maxModels: 10,
      points: [
        { models: 5, points: 60 },
        { models: 6, points: 100 },
        { models: 7, points: 100 },
        { models: 8, points: 100 },
        { models: 9, points: 120 },
        { models: 10, points: 120 },
      ],
      leads: [],
      leadsKeywords: [],
    });
    expect(report.datasheets.find((d) => d.id === 'archon')?.leads).toEqual(['Hand of the Archon', 'Incubi', 'Kabalite Warriors']);
  });

  it('gives detachments with their Enhancements and costs, and the data source', () => {
    expect(report.faction).toBe('drukhari');
    expect(report.source.commit).toBe('801555bb361c7b144be35a6b7f183dedde103546');
    expect(report.detachments.find((d) => d.id === 'covenite-coterie')?.enhancements).toContainEqual({ name: 'Master Nemesine', points: 5 });
  });

  it(
    "prints a chapter's datasheets with --json: the Space Marines it shares and its own",
    () => {
      const run = armylist(['units', 'ultramarines', '--json']);
      expect(run.status).toBe(0);
      const printed = JSON.parse(run.stdout) as { faction: string; datasheets: { id: string }[]; detachments: { id: string }[] };
      expect(printed.faction).toBe('ultramarines');
      expect(printed.datasheets.map((d) => d.id)).toEqual(expect.arrayContaining(['intercessor-squad', 'marneus-calgar-in-armour-of-antilochus']));
      expect(printed.datasheets).toHaveLength(faction('ultramarines').datasheets.length);
      expect(printed.detachments.map((d) => d.id)).toEqual(expect.arrayContaining(['gladius-task-force', 'blade-of-ultramar']));
    },
    spawnTimeout,
  );

  it(
    'exits with code 2 and names the known factions for an unknown faction',
    () => {
      const run = armylist(['units', 'squats']);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`unknown faction "squats"; known factions: ${readManifest().factions.map((f) => f.id).join(', ')}`);
      expect(run.stdout).toBe('');
    },
    spawnTimeout,
  );
});
