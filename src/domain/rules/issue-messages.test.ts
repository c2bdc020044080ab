import { describe, expect, it } from 'vitest';
import { RuleIdSchema } from './issue';
import type { UnitId } from '../roster/ids';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import { issueMessage, ruleName } from './issue-messages';
import { validateRoster } from './validate-roster';

const wracks = makeWracks();
const data = makeGameData({ datasheets: [wracks] });
const wargearMessages = (unit: ReturnType<typeof makeWracksUnit>) =>
  validateRoster(makeRoster({ units: [unit] }), data, ['wargear-limit']).map((i) => i.message);
const acothyst = (optionId: string) => ({ modelTypeId: 'acothyst', optionId, choiceId: 'power-weapon', count: 1 });
const u1 = 'u1' as UnitId;

describe('issue messages', () => {
  it('says the Acothyst takes two swaps that exclude each other, each with what it replaces', () => {
    const both = makeWracksUnit(4, { wargear: [acothyst('acothyst-power-weapon'), acothyst('acothyst-tool')] });
    expect(wargearMessages(both)).toEqual([
      "Wracks: the Acothyst takes 2 swaps, but it can take only one of these: Power weapon and Torturer's tool for Twin torturer's tools, or Power weapon for Torturer's tool.",
    ]);
  });

  it("says the Acothyst carries no torturer's tool for his second swap to replace", () => {
    expect(wargearMessages(makeWracksUnit(4, { wargear: [acothyst('acothyst-tool')] }))).toEqual([
      "Wracks: its swaps replace 1 more Torturer's tool than the Acothyst carries.",
    ]);
  });

  it('counts one model, one enhancement and one unit in the singular', () => {
    const unitTotal = issueMessage({
      ruleId: 'unit-size',
      severity: 'error',
      unitIds: [u1],
      params: { reason: 'unit-total', unit: 'Ravager', count: 2, sizes: '1' },
    });
    expect(unitTotal).toBe('Ravager has 2 models; it can be taken with 1 model.');
    const sizes = issueMessage({
      ruleId: 'unit-size',
      severity: 'error',
      unitIds: [u1],
      params: { reason: 'unit-total', unit: 'Wracks', count: 7, sizes: '5, 10' },
    });
    expect(sizes).toBe('Wracks has 7 models; it can be taken with 5 or 10 models.');
    const enhancements = issueMessage({
      ruleId: 'enhancement-limit',
      severity: 'error',
      unitIds: [u1],
      params: { count: 1, limit: 0, labels: ['Archon'] },
    });
    expect(enhancements).toBe('The army has 1 enhancement; it may take at most 0 (remove the one on Archon).');
  });

  it('says "both" of two units that carry one enhancement or are both marked Warlord', () => {
    const labels = ['Haemonculus (2)', 'Haemonculus (3)'];
    expect(
      issueMessage({
        ruleId: 'enhancement-duplicate',
        severity: 'error',
        unitIds: [u1],
        params: { enhancement: 'Dark Vitality', count: 2, labels },
      }),
    ).toBe('Haemonculus (2) and Haemonculus (3) both carry Dark Vitality: each enhancement may be taken only once.');
    expect(
      issueMessage({
        ruleId: 'warlord-multiple',
        severity: 'error',
        unitIds: [u1],
        params: { count: 3, labels: [...labels, 'Archon'] },
      }),
    ).toBe('Haemonculus (2), Haemonculus (3) and Archon are all marked Warlord: an army has only one.');
  });

  it('names the first few of many units and counts the rest', () => {
    const labels = Array.from({ length: 1690 }, (_, i) => `Troupe (${i + 1})`);
    const message = issueMessage({
      ruleId: 'ally-points',
      severity: 'error',
      unitIds: [u1],
      params: {
        allowance: 'Corsairs and Travelling Players',
        cap: 500,
        points: 169000,
        battleSize: 'Strike Force',
        units: labels.join(', '),
        keywords: ['HARLEQUINS'],
        labels,
      },
    });
    expect(message).toBe(
      'Corsairs and Travelling Players: HARLEQUINS units may total at most 500 pts in Strike Force; Troupe (1), Troupe (2), Troupe (3) and 1,687 more total 169000 pts.',
    );
  });

  it('names every rule in words, never by its id', () => {
    for (const ruleId of RuleIdSchema.options) expect(ruleName(ruleId)).not.toMatch(/-/);
    expect(ruleName('points-limit')).toBe('Points limit');
  });

  it('writes "an Aeldari army"', () => {
    const message = issueMessage({
      ruleId: 'faction',
      severity: 'error',
      unitIds: [u1],
      params: { reason: 'unknown-datasheet', datasheetId: 'wracks', unit: 'Wracks', faction: 'Aeldari' },
    });
    expect(message).toBe('Wracks is not a datasheet an Aeldari army can take.');
  });
});
