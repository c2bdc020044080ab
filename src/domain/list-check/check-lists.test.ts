import { describe, expect, it } from 'vitest';
import { writeList } from '../codecs/write-list';
import { gameData } from '../data/game-data';
import { withEveryLimitChecked } from '../../testing/every-limit-checked';
import { exampleRoster } from '../../testing/example-lists';
import { FACTION_IDS, realData } from '../../testing/real-data';
import { readSample } from '../../testing/sample-files';
import { checkLists, countVerdicts, exitCodeOf, FIRST_ERRORS, type CheckContext } from './check-lists';
import type { ListInput } from './list-files';

const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
// Judged on data with every limit checked, so a list without errors is legal here; what is left unchecked has its own test.
const context: CheckContext = {
  factions,
  loadData: (id) => (FACTION_IDS.includes(id) ? withEveryLimitChecked(realData(id)) : undefined),
};
const text = (file: string, content: string): ListInput => ({ ok: true, file, text: content });

const worldEaters = readSample('01_gwapp10_worldeaters_v1.40.1.txt');
const drukhari = writeList(exampleRoster('drukhari', realData('drukhari')), realData('drukhari'), 'gw', 'test');
const drukhariWtc = writeList(exampleRoster('drukhari', realData('drukhari')), realData('drukhari'), 'wtc', 'test');

describe('checkLists', () => {
  it('gives a legal list its row: faction, detachment, battle size and points', () => {
    const [check] = checkLists([text('dk.txt', drukhari)], context);
    expect(check?.row).toMatchObject({
      file: 'dk.txt',
      name: 'Kabal of the Flayed Skull',
      format: 'gw-app-text',
      factionId: 'drukhari',
      faction: 'Drukhari',
      detachment: 'Realspace Raiders',
      battleSize: 'Strike Force',
      pointsLimit: 2000,
      points: 1725,
      verdict: 'legal',
      errors: 0,
      unreadLines: 0,
      repricedUnits: 0,
      firstErrors: [],
    });
  });

  it('never calls a list with no errors legal while a limit on one of its units could not be checked', () => {
    const drukhariData = withEveryLimitChecked(realData('drukhari'));
    const uncheckedWracks = gameData(drukhariData.system, {
      ...drukhariData.faction,
      datasheets: drukhariData.faction.datasheets.map((d) =>
        d.id === 'wracks' ? { ...d, uncheckedLimits: ['at most 1 Hexrifle per 5 models'] } : d,
      ),
    });
    const [check] = checkLists([text('dk.txt', drukhari)], { factions, loadData: () => uncheckedWracks });
    expect(check?.row).toMatchObject({
      verdict: 'unchecked',
      errors: 0,
      // The list's two units of Wracks.
      unchecked: [
        { unit: 'Wracks', what: 'at most 1 Hexrifle per 5 models' },
        { unit: 'Wracks', what: 'at most 1 Hexrifle per 5 models' },
      ],
    });
  });

  it('counts the units the data prices differently from the text, and says the errors the new points make', () => {
    // The sample was exported at 1,995 points; this data prices nine of its units differently, 2,080 in all.
    const [check] = checkLists([text('we.txt', worldEaters)], context);
    expect(check?.row).toMatchObject({
      name: 'Chainblades go BRRRR',
      faction: 'World Eaters',
      detachment: 'Berzerker Warband',
      verdict: 'illegal',
      errors: 1,
    });
    expect(check?.row.repricedUnits).toBe(check?.readout?.issues.filter((i) => i.ruleId === 'points-changed').length);
    expect(check?.row.repricedUnits).toBeGreaterThan(0);
    expect(check?.readout?.issues.find((i) => i.severity === 'error')?.ruleId).toBe('points-limit');
    expect(check?.row.firstErrors).toHaveLength(1);
  });

  it('counts a line the data does not know as an unread line, which makes the list illegal', () => {
    const withUnknown = worldEaters.replace('CHARACTERS\n', 'CHARACTERS\n\nLord of Nothing (2000 points)\n');
    const [check] = checkLists([text('we.txt', withUnknown)], context);
    expect(check?.row.verdict).toBe('illegal');
    expect(check?.row.unreadLines).toBe(1);
    expect(check?.row.errors).toBeGreaterThanOrEqual(1);
    expect(check?.row.firstErrors[0]).toContain('Lord of Nothing');
  });

  it('says at most the first three errors in words, and counts them all', () => {
    const units = Array.from({ length: 5 }, (_, i) => `Lord of Nothing ${i + 1} (10 points)\n`).join('\n');
    const [check] = checkLists(
      [text('we.txt', worldEaters.replace('CHARACTERS\n', `CHARACTERS\n\n${units}`))],
      context,
    );
    expect(check?.row.errors).toBeGreaterThanOrEqual(5);
    expect(check?.row.firstErrors).toHaveLength(FIRST_ERRORS);
  });

  it('reads each list in its own format and faction', () => {
    const rows = checkLists([text('a.txt', worldEaters), text('b.txt', drukhariWtc)], context).map((c) => c.row);
    expect(rows.map((r) => [r.file, r.format, r.factionId])).toEqual([
      ['a.txt', 'gw-app-text', 'world-eaters'],
      ['b.txt', 'wtc', 'drukhari'],
    ]);
  });

  it('gives a list that cannot be read its row with the reason, and checks the rest', () => {
    const rows = checkLists(
      [
        { ok: false, file: 'photo.txt', problem: 'This is a binary file.' },
        text('notes.txt', 'Bring snacks for round three.'),
        text('dk.txt', drukhari),
      ],
      context,
    ).map((c) => c.row);
    expect(rows.map((r) => r.verdict)).toEqual(['unreadable', 'unreadable', 'legal']);
    expect(rows[0]?.firstErrors).toEqual(['This is a binary file.']);
    expect(rows[1]?.firstErrors[0]).toMatch(/\S/);
  });

  it('calls a roster file naming a datasheet the data lacks unreadable, as checking it alone does', () => {
    const roster = exampleRoster('drukhari', realData('drukhari'));
    const broken = { ...roster, units: [{ ...roster.units[0]!, datasheetId: 'not-a-datasheet' }] };
    const [check] = checkLists([text('broken.json', JSON.stringify(broken))], context);
    expect(check?.row.verdict).toBe('unreadable');
    expect(check?.row.firstErrors[0]).toContain('not-a-datasheet');
  });

  it('says which faction had no data when it could not be loaded', () => {
    const [check] = checkLists([text('we.txt', worldEaters)], { factions, loadData: () => undefined });
    expect(check?.row).toMatchObject({ verdict: 'unreadable', format: 'gw-app-text' });
    expect(check?.row.firstErrors[0]).toContain('world-eaters');
  });

  it('loads each faction once however many lists name it', () => {
    const asked: string[] = [];
    checkLists([text('a.txt', worldEaters), text('b.txt', worldEaters), text('c.txt', drukhari)], {
      factions,
      loadData: (id) => {
        asked.push(id);
        return realData(id);
      },
    });
    expect(asked).toEqual(['world-eaters', 'drukhari']);
  });
});

describe('exitCodeOf', () => {
  it('is 0 when no list has an error, 1 when any is illegal, 2 when any cannot be read', () => {
    expect(exitCodeOf({ legal: 3, unchecked: 0, illegal: 0, unreadable: 0 })).toBe(0);
    expect(exitCodeOf({ legal: 3, unchecked: 2, illegal: 0, unreadable: 0 })).toBe(0);
    expect(exitCodeOf({ legal: 3, unchecked: 0, illegal: 1, unreadable: 0 })).toBe(1);
    expect(exitCodeOf({ legal: 3, unchecked: 0, illegal: 1, unreadable: 1 })).toBe(2);
  });

  it('counts the verdicts of the rows', () => {
    const rows = checkLists(
      [text('a.txt', drukhari), text('b.txt', 'not a list'), text('c.txt', worldEaters)],
      context,
    );
    expect(countVerdicts(rows.map((c) => c.row))).toEqual({ legal: 1, unchecked: 0, illegal: 1, unreadable: 1 });
  });
});
