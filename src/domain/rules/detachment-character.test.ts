import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeDetachment, makeEnhancement } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { checkRule } from '../../testing/check-rule';
import { enhancementBearer } from './enhancement-bearer';
import { warlordBearer } from './warlord-bearer';

/**
 * Headhunter Task Force's "Tank Ace Character" upgrade makes a vehicle a CHARACTER while that detachment is chosen: the
 * data says so as a CHARACTER grant of the detachment, and the vehicle may then take its Enhancements and be Warlord.
 */
const predator = makeDatasheet({ id: 'predator-destructor', name: 'Predator Destructor', keywords: ['VEHICLE'] });
const captain = makeCharacter({ id: 'captain', name: 'Captain' });
const data = makeGameData({
  datasheets: [predator, captain],
  faction: {
    detachments: [
      makeDetachment({
        id: 'headhunter-task-force',
        name: 'Headhunter Task Force',
        enhancements: [makeEnhancement({ id: 'gunnery-honours', name: 'Gunnery Honours', points: 20 })],
        grantsKeywords: [
          { datasheetIds: ['predator-destructor'], keyword: 'CHARACTER', upgrade: 'Tank Ace Character' },
        ],
      }),
      makeDetachment({
        id: 'gladius-task-force',
        name: 'Gladius Task Force',
        enhancements: [makeEnhancement({ id: 'artificer-armour', name: 'Artificer Armour' })],
      }),
    ],
  },
});

const rosterIn = (detachmentId: string, unit: Parameters<typeof makeUnitOf>[1]) =>
  makeRoster({ detachmentId, units: [makeUnitOf(predator, { id: 'u1', ...unit })] });

describe('a detachment-only Character upgrade', () => {
  it('lets a Predator take an Enhancement in Headhunter Task Force', () => {
    expect(
      checkRule(enhancementBearer, rosterIn('headhunter-task-force', { enhancementId: 'gunnery-honours' }), data),
    ).toEqual([]);
  });

  it('does not let it take one in another detachment, where it is no CHARACTER', () => {
    expect(
      checkRule(enhancementBearer, rosterIn('gladius-task-force', { enhancementId: 'artificer-armour' }), data).map(
        (i) => [i.ruleId, i.params.reason],
      ),
    ).toEqual([['enhancement-bearer', 'not-character']]);
  });

  it('lets the Predator be the Warlord in Headhunter Task Force, and only there', () => {
    expect(checkRule(warlordBearer, rosterIn('headhunter-task-force', { isWarlord: true }), data)).toEqual([]);
    expect(
      checkRule(warlordBearer, rosterIn('gladius-task-force', { isWarlord: true }), data).map((i) => i.params.reason),
    ).toEqual(['not-character']);
  });
});
