import { describe, expect, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import { unitSection } from '../../src/domain/roster/army-list';
import { attachLeader } from '../../src/domain/roster/attach-leader';
import type { UnitId } from '../../src/domain/roster/ids';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { buildRoster, type UnitSpec } from '../../src/testing/build-roster';

const errorsIn = (factionId: string) => {
  const data = readGameData(factionId);
  return (detachment: string, units: readonly UnitSpec[]) =>
    validateRoster(buildRoster(data, { detachment, units }), data)
      .filter((i) => i.severity === 'error')
      .map((i) => [i.ruleId, i.unitIds]);
};

describe('World Eaters, on the real data', () => {
  const errors = errorsIn('world-eaters');

  // The catalogue gives World Eaters entries no per-roster limit; the game system's rule of three still applies.
  it('flags a 4th unit of Eightbound', () => {
    const eightbound = Array.from({ length: 4 }, () => 'eightbound');
    expect(errors('berzerker-warband', ['master-of-executions', ...eightbound])).toEqual([['datasheet-limit', ['u5']]]);
  });

  it('allows 6 units of Khorne Berzerkers, which are BATTLELINE, and flags a 7th', () => {
    const berzerkers = Array.from({ length: 6 }, () => 'khorne-berzerkers');
    expect(errors('berzerker-warband', ['master-of-executions', ...berzerkers])).toEqual([]);
    expect(errors('berzerker-warband', ['master-of-executions', ...berzerkers, 'khorne-berzerkers'])).toEqual([
      ['datasheet-limit', ['u8']],
    ]);
  });

  it('flags a second Kharn the Betrayer, an Epic Hero', () => {
    expect(errors('berzerker-warband', ['master-of-executions', 'kharn-the-betrayer', 'kharn-the-betrayer'])).toEqual([
      ['epic-hero-limit', ['u3']],
    ]);
  });
});

describe('Genestealer Cults, on the real data', () => {
  const errors = errorsIn('genestealer-cults');

  it('takes Astra Militarum units only under Brood Brother Auxilia', () => {
    expect(errors('brood-brother-auxilia', ['primus', 'cadian-shock-troops'])).toEqual([]);
    expect(errors('host-of-ascension', ['primus', 'cadian-shock-troops'])).toEqual([['faction', ['u2']]]);
  });

  // Three Leman Russ Battle Tanks (185 each), three Cadian Shock Troops of 20 (120 each) and a Chimera (85).
  const broodBrothersAt1000: readonly UnitSpec[] = [
    'leman-russ-battle-tank',
    'leman-russ-battle-tank',
    'leman-russ-battle-tank',
    ['cadian-shock-troops', 20],
    ['cadian-shock-troops', 20],
    ['cadian-shock-troops', 20],
    'chimera',
  ];

  it('allows Brood Brothers up to 1000 pts in Strike Force and flags a second Chimera past it', () => {
    expect(errors('brood-brother-auxilia', ['primus', ...broodBrothersAt1000])).toEqual([]);
    const over = errors('brood-brother-auxilia', ['primus', ...broodBrothersAt1000, 'chimera']);
    expect(over).toEqual([['ally-points', ['u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9']]]);
  });

  it('lists Brood Brothers under Allied Units', () => {
    const data = readGameData('genestealer-cults');
    const roster = buildRoster(data, { detachment: 'brood-brother-auxilia', units: ['primus', 'cadian-shock-troops'] });
    expect(roster.units.map((u) => unitSection(roster, u, data))).toEqual(['characters', 'allied-units']);
  });

  // Leaders whose Leader ability the catalogue keeps in an info group (Magus, Patriarch, the cult specialists).
  const led = (units: readonly UnitSpec[], bodyguard: number, leaders: readonly number[]) => {
    const data = readGameData('genestealer-cults');
    let roster = buildRoster(data, { detachment: 'host-of-ascension', units });
    for (const leader of leaders) roster = attachLeader(roster, `u${leader}` as UnitId, `u${bodyguard}` as UnitId);
    return validateRoster(roster, data)
      .filter((i) => i.severity === 'error')
      .map((i) => [i.ruleId, i.unitIds]);
  };

  it('lets a Magus lead Neophyte Hybrids and a Patriarch lead Purestrain Genestealers', () => {
    expect(led(['magus', 'neophyte-hybrids'], 2, [1])).toEqual([]);
    expect(led(['patriarch', 'purestrain-genestealers'], 2, [1])).toEqual([]);
  });

  it('lets a Biophagus join Neophyte Hybrids a Primus leads, but not a third Leader', () => {
    expect(led(['primus', 'biophagus', 'neophyte-hybrids'], 3, [1, 2])).toEqual([]);
    expect(led(['primus', 'biophagus', 'locus', 'neophyte-hybrids'], 4, [1, 2, 3])).toEqual([['leader-slot', ['u3']]]);
  });

  it('flags a Biophagus joining Hybrid Metamorphs a Primus leads: it may share only Acolyte and Neophyte Hybrids', () => {
    expect(led(['primus', 'biophagus', 'hybrid-metamorphs'], 3, [1, 2])).toEqual([['leader-slot', ['u2']]]);
  });

  it('takes a Lictor only under Final Day', () => {
    expect(errors('final-day', ['primus', 'lictor'])).toEqual([]);
    expect(errors('host-of-ascension', ['primus', 'lictor'])).toEqual([['faction', ['u2']]]);
  });
});

describe('Aeldari, on the real data', () => {
  const data = readGameData('aeldari');

  // Disparate Paths makes Harlequins and Ynnari part of an Aeldari army, with no points cap: the official app lists
  // them in their own sections, not under Allied Units.
  it('lists Harlequins and Ynnari taken through Disparate Paths in their own sections', () => {
    const roster = buildRoster(data, {
      detachment: 'warhost',
      units: ['farseer', 'troupe-master', 'troupe', 'yvraine', 'guardian-defenders'],
    });
    expect(roster.units.map((u) => unitSection(roster, u, data))).toEqual([
      'characters',
      'characters',
      'other-datasheets',
      'characters',
      'battleline',
    ]);
  });
});
