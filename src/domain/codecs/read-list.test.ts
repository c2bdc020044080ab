import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../testing/make-datasheet';
import { makeDetachment } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import type { GameData } from '../data/game-data';
import { readList, type ReadListContext } from './read-list';

/** Space Marines and one chapter, each with a Captain and one detachment. */
const armies: Record<string, GameData> = {
  'space-marines': makeGameData({
    faction: {
      id: 'space-marines',
      name: 'Space Marines',
      factionKeyword: 'ADEPTUS ASTARTES',
      detachments: [makeDetachment({ id: 'gladius-task-force', name: 'Gladius Task Force' })],
    },
    datasheets: [makeCharacter({ id: 'captain', name: 'Captain', points: [{ models: 1, points: 80 }] })],
  }),
  'blood-angels': makeGameData({
    faction: {
      id: 'blood-angels',
      name: 'Blood Angels',
      factionKeyword: 'ADEPTUS ASTARTES',
      detachments: [makeDetachment({ id: 'gladius-task-force', name: 'Gladius Task Force' })],
    },
    datasheets: [makeCharacter({ id: 'captain', name: 'Captain', points: [{ models: 1, points: 80 }] })],
  }),
};

const context = (factionId?: string): ReadListContext => ({
  factions: Object.values(armies).map((d) => d.faction),
  loadData: (id) => armies[id],
  rosterId: 'read',
  ...(factionId === undefined ? {} : { factionId }),
});

const list = (faction: string) =>
  [
    'Angels of Death (80 points)',
    '',
    faction,
    'Strike Force (2000 points)',
    'Gladius Task Force',
    '',
    'CHARACTERS',
    '',
    'Captain (80 points)',
    '  • Warlord',
  ].join('\n');

describe('a list Muster has no faction for', () => {
  it('says a list of another game (an Age of Sigmar list) is not a Warhammer 40,000 list, naming no faction of ours', () => {
    const sigmar = [
      'Hammerhand (1990 points)',
      '',
      'Stormcast Eternals',
      'Scions of the Storm',
      "General's Handbook 2025-26",
      '',
      "GENERAL'S REGIMENT",
      'Lord-Imperatant (140 points)',
    ].join('\n');
    const read = readList(sigmar, context());
    expect(read).toMatchObject({ ok: false, error: { code: 'other-game' } });
    expect(!read.ok && read.error.message).toBe(
      'This is not a Warhammer 40,000 list: "Stormcast Eternals" is not a Warhammer 40,000 faction.',
    );
  });

  it('says which faction of a Warhammer 40,000 list it has no data for, naming only the factions its units are in', () => {
    const read = readList(list('Adeptus Astartes'), context());
    expect(!read.ok && read.error.message).toBe(
      'The list names "Adeptus Astartes", which Muster has no data for, and its units do not tell it. Its units are in the data of Space Marines, Blood Angels: say which faction it is.',
    );
  });
});

describe('reading a text list as the faction the player chose', () => {
  it('reads a list the text names as Space Marines as the chapter the player chose, and says it was read so', () => {
    const read = readList(list('Space Marines'), context('blood-angels'));
    expect(read.ok && read.value.roster).toMatchObject({
      factionId: 'blood-angels',
      detachmentId: 'gladius-task-force',
      units: [{ datasheetId: 'captain', isWarlord: true }],
    });
    expect(read.ok && read.value.report?.problems.map((p) => p.code)).toEqual(['faction-mismatch']);
  });

  it('reads a list naming a faction Muster does not know, which it otherwise refuses', () => {
    expect(readList(list('Adeptus Astartes'), context())).toMatchObject({
      ok: false,
      error: { code: 'unknown-faction' },
    });
    const read = readList(list('Adeptus Astartes'), context('space-marines'));
    expect(read.ok && read.value.roster.factionId).toBe('space-marines');
  });

  it('says there is no data for the faction of a roster file whose faction has none', () => {
    const read = readList(JSON.stringify({ ...makeRoster(), factionId: 'dark-angels' }), context());
    expect(read).toMatchObject({ ok: false, error: { code: 'unknown-faction' } });
  });

  it('reads the faction the text names when the player chose none', () => {
    const read = readList(list('Blood Angels'), context());
    expect(read.ok && read.value.roster.factionId).toBe('blood-angels');
    expect(read.ok && read.value.report?.problems).toEqual([]);
  });
});
