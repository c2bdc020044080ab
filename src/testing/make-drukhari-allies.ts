import type { GameData } from '../domain/data/game-data';
import { makeCharacter, makeDatasheet, makeModelType } from './make-datasheet';
import { makeAllowance, makeDetachment, makeEnhancement } from './make-faction';
import { makeGameData } from './make-game-data';

/**
 * A small Drukhari army with both of its allowances, as the catalogues give them: outside Reaper's Wager,
 * "Corsairs and Travelling Players" lets in HARLEQUINS and ANHRATHE units up to 250 / 500 / 750 pts;
 * under Reaper's Wager only HARLEQUINS come, up to 500 / 1000 / 1500 pts. Neither may be Warlord; only under
 * Reaper's Wager may they take Enhancements. Troupes cost 100 pts for 5 Players, 205 for 10; a Troupe Master 60;
 * Voidreavers 60.
 */
export const drukhariAllies = {
  archon: makeCharacter({ keywords: ['INFANTRY', 'CHARACTER', 'ARCHON', 'KABAL'] }),
  haemonculus: makeCharacter({
    id: 'haemonculus',
    name: 'Haemonculus',
    keywords: ['INFANTRY', 'CHARACTER', 'HAEMONCULUS'],
    points: [{ models: 1, points: 70 }],
  }),
  kabaliteWarriors: makeDatasheet({
    id: 'kabalite-warriors',
    name: 'Kabalite Warriors',
    keywords: ['INFANTRY', 'BATTLELINE', 'KABAL'],
    isBattleline: true,
    section: 'battleline',
    composition: {
      modelTypes: [makeModelType({ id: 'kabalite-warrior', name: 'Kabalite Warrior', min: 10, max: 10 })],
    },
    points: [{ models: 10, points: 110 }],
  }),
  troupe: makeDatasheet({
    id: 'troupe',
    name: 'Troupe',
    keywords: ['INFANTRY', 'HARLEQUINS'],
    factionKeywords: ['AELDARI'],
    composition: { modelTypes: [makeModelType({ id: 'player', name: 'Player', min: 5, max: 10 })] },
    points: [
      { models: 5, points: 100 },
      { models: 10, points: 205 },
    ],
  }),
  troupeMaster: makeCharacter({
    id: 'troupe-master',
    name: 'Troupe Master',
    keywords: ['INFANTRY', 'CHARACTER', 'HARLEQUINS'],
    factionKeywords: ['AELDARI'],
    points: [{ models: 1, points: 60 }],
    leads: ['troupe'],
  }),
  voidreavers: makeDatasheet({
    id: 'voidreavers',
    name: 'Corsair Voidreavers',
    keywords: ['INFANTRY', 'ANHRATHE'],
    factionKeywords: ['AELDARI'],
    composition: { modelTypes: [makeModelType({ id: 'voidreaver', name: 'Voidreaver', min: 5, max: 5 })] },
    points: [{ models: 5, points: 60 }],
  }),
  guardians: makeDatasheet({
    id: 'guardian-defenders',
    name: 'Guardian Defenders',
    keywords: ['INFANTRY', 'GUARDIANS'],
    factionKeywords: ['AELDARI'],
  }),
};

export function makeDrukhariAlliesData(): GameData {
  return makeGameData({
    datasheets: Object.values(drukhariAllies),
    faction: {
      detachments: [
        makeDetachment(),
        makeDetachment({
          id: 'reapers-wager',
          name: "Reaper's Wager",
          enhancements: [makeEnhancement({ id: 'the-laughing-god-s-eye', name: "The Laughing God's Eye", points: 20 })],
        }),
      ],
      allowances: [
        makeAllowance({
          id: 'corsairs-and-travelling-players',
          rule: { name: 'Corsairs and Travelling Players' },
          keywords: ['HARLEQUINS', 'ANHRATHE'],
          pointsCap: { incursion: 250, 'strike-force': 500, onslaught: 750 },
          notInDetachments: ['reapers-wager'],
        }),
        makeAllowance({
          id: 'harlequin-allies',
          rule: { name: "Reaper's Wager" },
          keywords: ['HARLEQUINS'],
          pointsCap: { incursion: 500, 'strike-force': 1000, onslaught: 1500 },
          onlyInDetachments: ['reapers-wager'],
          canTakeEnhancements: true,
        }),
      ],
    },
  });
}
