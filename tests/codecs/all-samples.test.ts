import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedListIssues } from '../../src/domain/codecs/text-import/import-issues';
import { readList, readListDraft, readListSource } from '../../src/domain/codecs/read-list';
import { readGameData, readManifest } from '../../src/cli/load-data';
import { readSample } from '../../src/testing/sample-files';

/**
 * Every real export in tests/fixtures/text/samples, read as a player would paste it. A sample whose faction has data
 * in data/manifest.json is read in full: every unit found, every line understood, except what the catalogue
 * snapshot itself no longer has.
 */
const factions = readManifest().factions.map((f) => ({ id: f.id, name: f.name }));
const SAMPLES = readdirSync(join(import.meta.dirname, '..', 'fixtures', 'text', 'samples'))
  .filter((f) => f.endsWith('.txt'))
  .sort();

/**
 * Names a sample prints that the snapshot (BSData of 2026-06-14) does not have, each checked by hand in the
 * catalogues: the exports were made with older data (app v1.32 and v1.40, New Recruit before the T'au changes). Each
 * is an unread-line error, as it must be: under the snapshot's rules the list is not what it was built as. Listed by
 * line, so a regression in the reader (a line newly unread) or a fix in the data (a line now read) fails the test.
 */
type Missing = {
  line: number;
  problem: 'unknown-datasheet' | 'unknown-wargear' | 'unknown-detachment' | 'unknown-enhancement';
  name: string;
  why: string;
};
const STEALTH = { problem: 'unknown-wargear', why: "a Stealth Shas'vre no longer takes one" } as const;
const STEALTH_SHIELD_DRONE = {
  problem: 'unknown-wargear',
  name: 'Shield Drone',
  why: "the catalogue hides the Shield Drone from STEALTH units (T'au Empire.cat, 3ef0-a48a-cafc-ce23)",
} as const;

const NOT_IN_SNAPSHOT: Readonly<Record<string, readonly Missing[]>> = {
  '03_gwapp10_tau_v1.40.1.txt': [140, 152, 164].flatMap((line) => [
    { line, name: 'Battlesuit Support System', ...STEALTH },
    { line: line + 5, ...STEALTH_SHIELD_DRONE },
  ]),
  '04_gwapp10_blacktemplars_v1.32.1.txt': [
    {
      line: 6,
      problem: 'unknown-detachment',
      name: 'Righteous Crusaders',
      why: 'the index detachment, replaced by the codex detachments',
    },
    { line: 28, problem: 'unknown-enhancement', name: 'Witchseeker Bolts', why: "the index detachment's Enhancement" },
    {
      line: 37,
      problem: 'unknown-datasheet',
      name: 'Primaris Crusader Squad',
      why: 'the index datasheet; the codex has "Crusader Squad"',
    },
    { line: 49, problem: 'unknown-datasheet', name: 'Primaris Crusader Squad', why: 'as above' },
  ],
  'newrecruit_gwstyle_tau.txt': [
    ...[100, 109, 118].flatMap((line) => [
      { line, name: 'Battlesuit support system', ...STEALTH },
      { line, ...STEALTH_SHIELD_DRONE },
    ]),
  ],
  'newrecruit_roster_tau.txt': [
    ...[31, 34, 37].flatMap((line) => [
      { line, name: 'Battlesuit support system', ...STEALTH },
      { line, ...STEALTH_SHIELD_DRONE },
    ]),
  ],
  'newrecruit_wtc_compact_tau.txt': [32, 35].flatMap((line) => [
    { line, name: 'Battlesuit support system', ...STEALTH },
    { line, ...STEALTH_SHIELD_DRONE },
  ]),
};

describe.each(SAMPLES)('the real export %s', (file) => {
  const text = readSample(file);
  const source = readListSource(text, factions);

  it('is read without the data: a text format, every unit and line understood', () => {
    const read = readListDraft(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.draft.unread).toEqual([]);
    expect(read.value.draft.units.length).toBeGreaterThan(0);
    if (!source.ok) expect(source.error.code).toBe('unknown-faction');
  });

  it.runIf(source.ok)(
    'is read in full with the data of its faction: every line read but what the snapshot does not have',
    () => {
      const list = readList(text, { factions, loadData: readGameData, rosterId: 'sample' });
      if (!list.ok) throw new Error(list.error.message);
      const unread = importedListIssues(list.value.roster, list.value.data, list.value.report).filter(
        (i) => i.ruleId === 'unread-line',
      );
      const expected = NOT_IN_SNAPSHOT[file] ?? [];
      expect(unread.map((i) => [i.params?.['line'], i.params?.['problem']])).toEqual(
        expected.map((e) => [e.line, e.problem]),
      );
    },
  );

  it.runIf(source.ok)('finds every unit the snapshot has', () => {
    const list = readList(text, { factions, loadData: readGameData, rosterId: 'sample' });
    if (!list.ok) throw new Error(list.error.message);
    const draft = readListDraft(text);
    if (!draft.ok) throw new Error(draft.error.message);
    const missing = (NOT_IN_SNAPSHOT[file] ?? []).filter((e) =>
      draft.value.draft.units.some((u) => u.line === e.line),
    ).length;
    expect(list.value.roster.units.length).toBe(draft.value.draft.units.length - missing);
    expect(list.value.roster.units.length).toBe(list.value.report?.imported.length);
  });
});
