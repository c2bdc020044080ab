import { describe, expect, it } from 'vitest';
import { makeDetachment } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import { detachmentMissing } from './detachment-missing';
import { checkRule } from '../../testing/check-rule';

const data = makeGameData();

describe('detachment-missing', () => {
  it('flags a roster with no detachment', () => {
    expect(checkRule(detachmentMissing, makeRoster({ detachmentId: null }), data).map((i) => i.ruleId)).toEqual([
      'detachment-missing',
    ]);
  });

  it("flags another faction's detachment", () => {
    expect(checkRule(detachmentMissing, makeRoster({ detachmentId: 'berzerker-warband' }), data)).toHaveLength(1);
  });

  it('accepts a detachment of the faction', () => {
    expect(checkRule(detachmentMissing, makeRoster({ detachmentId: 'realspace-raiders' }), data)).toEqual([]);
  });

  it('flags a Boarding Actions detachment in a matched-play army', () => {
    const withBoarding = makeGameData({
      faction: {
        detachments: [makeDetachment({ id: 'cult-unveiled', name: 'Cult Unveiled', content: 'boarding-actions' })],
      },
    });
    const issues = checkRule(detachmentMissing, makeRoster({ detachmentId: 'cult-unveiled' }), withBoarding);
    expect(issues.map((i) => [i.ruleId, i.params.reason])).toEqual([['detachment-missing', 'boarding-actions']]);
  });

  it('asks no detachment of an army whose faction has none (Titanicus Traitoris)', () => {
    const titans = makeGameData({ faction: { detachments: [] } });
    expect(checkRule(detachmentMissing, makeRoster({ detachmentId: null }), titans)).toEqual([]);
  });
});
