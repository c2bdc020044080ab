import { describe, expect, it } from 'vitest';
import { SeedText } from './seeds';

const page = (lines: readonly string[]) => ({ name: 'p.txt', text: lines.join('\n') });

describe('SeedText', () => {
  it('takes the prose under a heading up to the next known heading', () => {
    const seeds = new SeedText([
      page([
        'Faction – Unit',
        'STRATAGEMS',
        'DETACHMENT ABILITY',
        'Army Rule',
        'Rule text.',
        'More text.',
        'Other Rule',
        'Other text.',
      ]),
    ]);
    seeds.setKnownHeadings(['Army Rule', 'Other Rule']);
    expect(seeds.prose('Army Rule')).toBe('Rule text.\nMore text.');
  });

  it('splits a heading glued to the end of a sentence', () => {
    const seeds = new SeedText([
      page(['Faction – Unit', 'DETACHMENT ABILITY', 'Army Rule', 'Rule text.Other Rule', 'Other text.']),
    ]);
    seeds.setKnownHeadings(['Army Rule', 'Other Rule']);
    expect(seeds.prose('Army Rule')).toBe('Rule text.');
    expect(seeds.prose('Other Rule')).toBe('Other text.');
  });

  it('skips a name that only appears in a list of names', () => {
    const seeds = new SeedText([
      page(['Faction – Unit', 'DETACHMENT ABILITY', 'First Rule', 'Second Rule', 'First Rule', 'Real text.']),
    ]);
    seeds.setKnownHeadings(['First Rule']);
    expect(seeds.prose('First Rule')).toBe('Real text.');
  });

  it('matches names regardless of case and typographic apostrophes', () => {
    const seeds = new SeedText([page(['Faction – Unit', 'DETACHMENT ABILITY', 'Reaper’s Wager Rule', 'Text.'])]);
    seeds.setKnownHeadings([]);
    expect(seeds.prose("reaper's wager rule")).toBe('Text.');
  });

  it("repairs a page with its own faction's keyword before reading prose and stratagems from it", () => {
    const seeds = new SeedText(
      [
        page([
          'Drukhari – Wracks',
          'STRATAGEMS',
          'MALICIOUS FRENZY',
          '1CP',
          'Reaper’s Wager – Battle Tactic',
          'DETACHMENT ABILITY',
          'Power from Pain',
          'If your Army Faction is , you gain Pain tokens.Each token is spent.',
          'MALICIOUS FRENZY',
          '1CP',
          'Reaper’s Wager – Battle Tactic Stratagem',
          'WHEN: Your Shooting phase.',
          'TARGET: One or HARLEQUINS unit from your army.',
        ]),
      ],
      new Map([['Drukhari', 'DRUKHARI']]),
    );
    expect(seeds.stratagems()[0]?.text).toBe(
      'WHEN: Your Shooting phase.\nTARGET: One DRUKHARI or HARLEQUINS unit from your army.',
    );
    seeds.setKnownHeadings(['Power from Pain']);
    expect(seeds.prose('Power from Pain')).toBe(
      'If your Army Faction is DRUKHARI, you gain Pain tokens.\nEach token is spent.',
    );
  });

  it("stops at another detachment's block, leaving out the rule name above its label", () => {
    const seeds = new SeedText([
      page([
        'Faction – Unit',
        'DETACHMENT ABILITY',
        'Feel No Pain',
        'Rule text.',
        'Regenerative Agony',
        'Painbringers Detachment',
        'Other text.',
      ]),
    ]);
    seeds.setKnownHeadings(['Feel No Pain']);
    expect(seeds.prose('Feel No Pain')).toBe('Rule text.');
  });

  it("names a datasheet's page as the faction's page for it is titled, where that differs", () => {
    const seeds = new SeedText([
      page(['World Eaters – World Eaters Heldrake', 'ABILITIES']),
      page(['Drukhari – Wracks', 'ABILITIES']),
    ]);
    expect(seeds.pageName('World Eaters', 'Heldrake')).toBe('World Eaters Heldrake');
    expect(seeds.pageName('Emperor’s Children', 'Heldrake')).toBeUndefined();
    expect(seeds.pageName('Drukhari', 'Wracks')).toBeUndefined();
  });
});
