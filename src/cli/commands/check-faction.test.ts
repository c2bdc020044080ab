import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const armylist = (args: readonly string[], input: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/armylist.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
  });
const spawnTimeout = 60_000;

/** A New Recruit GW-style list whose header names a faction Muster has no data for, and whose units tell none. */
const list = [
  '+++++++++++++++++++++++++++++++++++++++++++++++',
  '+ FACTION KEYWORD: Xyloth Hordes',
  '+++++++++++++++++++++++++++++++++++++++++++++++',
  '',
  '1x Wandering Prophet (85 pts)',
  '• 1x Staff of ages',
].join('\n');

describe('armylist check --faction', () => {
  it(
    'exits 2 when the faction cannot be told, saying how to name it',
    () => {
      const untold = armylist(['check', '-'], list);
      expect([untold.status, untold.stderr]).toEqual([
        2,
        expect.stringMatching(/say which faction with --faction <id>/),
      ]);
    },
    spawnTimeout,
  );

  it(
    'reads the list as the faction the reader names: judged, its unknown unit an unread line (exit 1)',
    () => {
      const told = armylist(['check', '-', '--json', '--faction', 't-au-empire'], list);
      expect(told.status, told.stderr).toBe(1);
      const report = JSON.parse(told.stdout) as { faction: string; issues: { ruleId: string }[] };
      expect([report.faction, report.issues.map((i) => i.ruleId)]).toEqual([
        "T'au Empire",
        expect.arrayContaining(['unread-line']),
      ]);
    },
    spawnTimeout,
  );

  it(
    'exits 2 on a faction id that is none, naming the command that lists them',
    () => {
      const wrong = armylist(['check', '-', '--faction', 'xyloth'], list);
      expect([wrong.status, wrong.stderr]).toEqual([
        2,
        expect.stringMatching(/no faction "xyloth"; armylist factions lists every id/),
      ]);
    },
    spawnTimeout,
  );
});
