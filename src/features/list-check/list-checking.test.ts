import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixtureData, fixtureManifest } from '../../testing/game-fixture';
import { createListChecking, type CheckedList } from './list-checking';

const coven = [
  'Coven (2000 points)',
  '',
  'Drukhari',
  'Strike Force (2000 points)',
  'Realspace Raiders',
  '',
  'CHARACTERS',
  '',
  'Archon (100 points)',
  '  • Warlord',
].join('\n');
const factions = fixtureManifest().factions;

function checkAll(files: { name: string; bytes: Uint8Array }[], pasted: string, missing: Record<string, string> = {}) {
  const checking = createListChecking();
  const started = checking.start(files, pasted, factions);
  const checks: CheckedList[] = [];
  const parts: boolean[] = [];
  checking.finish(missing.drukhari ? [] : [fixtureData()], missing, (part, isDone) => {
    checks.push(...part);
    parts.push(isDone);
  });
  return { started, checks, parts };
}

describe('createListChecking', () => {
  it('reads a zip as the lists in it and a paste as the lists between its dashes, and names the factions to load', () => {
    const zip = zipSync({ 'round 1/anna.txt': strToU8(coven), 'cover.png': new Uint8Array([1]) });
    const { started, checks } = checkAll([{ name: 'event.zip', bytes: zip }], `${coven}\n---\n${coven}`);
    expect(started).toEqual({ factionIds: ['drukhari'], lists: 3 });
    expect(checks.map((c) => [c.row.file, c.row.faction, c.text === null])).toEqual([
      ['event.zip/round 1/anna.txt', 'Drukhari', false],
      ['Pasted list 1', 'Drukhari', false],
      ['Pasted list 2', 'Drukhari', false],
    ]);
  });

  it('says on each list of a faction whose data could not be loaded why, and checks the rest', () => {
    const { checks } = checkAll([{ name: 'photo.txt', bytes: new Uint8Array([0x89, 0x50, 0, 0]) }], coven, {
      drukhari: 'the network is down',
    });
    expect(checks.map((c) => [c.row.verdict, c.row.firstErrors[0]])).toEqual([
      ['unreadable', expect.stringContaining('binary')],
      ['unreadable', expect.stringContaining('the network is down')],
    ]);
  });

  it('hands the rows over in parts of twenty, the last one marked done', () => {
    const pasted = Array.from({ length: 45 }, () => coven).join('\n---\n');
    const { checks, parts } = checkAll([], pasted);
    expect(checks).toHaveLength(45);
    expect(parts).toEqual([false, false, true]);
  });

  it('is done at once when there is nothing to check', () => {
    expect(checkAll([], ' ').parts).toEqual([true]);
  });
});
