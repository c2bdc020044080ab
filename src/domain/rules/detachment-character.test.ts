import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeDetachment, makeEnhancement } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { checkRule } from '../../testing/check-rule';
import { enhancementBearer } from './enhancement-bearer';
import { keywordGrantLimit } from './keyword-grant-limit';
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
        enhancements: [
          makeEnhancement({ id: 'gunnery-honours', name: 'Gunnery Honours', points: 20 }),
          makeEnhancement({ id: 'target-lock', name: 'Target Lock', points: 10 }),
          makeEnhancement({ id: 'hunter-s-eye', name: "Hunter's Eye", points: 15 }),
        ],
        grantsKeywords: [
          {
            datasheetIds: ['predator-destructor'],
            keyword: 'CHARACTER',
            upgrade: 'Tank Ace Character',
            perArmy: 3,
          },
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

describe('the cap on a detachment-only Character upgrade', () => {
  // Headhunter Task Force: at most 3 vehicles may take Tank Ace Character. The list does not say which took it; each
  // Predator with an Enhancement or the Warlord must have.
  const predators = (n: number, warlord: boolean) =>
    makeRoster({
      detachmentId: 'headhunter-task-force',
      units: [
        makeUnitOf(predator, { id: 'u1', enhancementId: 'gunnery-honours' }),
        makeUnitOf(predator, { id: 'u2', enhancementId: 'target-lock' }),
        makeUnitOf(predator, { id: 'u3', enhancementId: 'hunter-s-eye' }),
        ...Array.from({ length: n - 3 }, (_, i) => makeUnitOf(predator, { id: `u${4 + i}`, isWarlord: warlord })),
        makeUnitOf(captain, { id: 'c1', isWarlord: !warlord }),
      ],
    });

  it('lets 3 Predators take it, to bear 3 Enhancements', () => {
    expect(checkRule(keywordGrantLimit, predators(3, false), data)).toEqual([]);
  });

  it('leaves a Predator with neither Enhancement nor Warlord out of the count: it need not take the upgrade', () => {
    expect(checkRule(keywordGrantLimit, predators(5, false), data)).toEqual([]);
  });

  it('flags a 4th Predator that needs it, as Warlord, naming the one past the cap', () => {
    expect(
      checkRule(keywordGrantLimit, predators(4, true), data).map((i) => [
        i.ruleId,
        i.unitIds,
        i.params.max,
        i.params.count,
      ]),
    ).toEqual([['keyword-grant-limit', ['u4'], 3, 4]]);
  });

  it('does not count a unit that is a CHARACTER by its own datasheet', () => {
    const withCaptains = makeRoster({
      detachmentId: 'headhunter-task-force',
      units: ['u1', 'u2', 'u3', 'u4'].map((id) => makeUnitOf(captain, { id, enhancementId: 'gunnery-honours' })),
    });
    expect(checkRule(keywordGrantLimit, withCaptains, data)).toEqual([]);
  });
});
