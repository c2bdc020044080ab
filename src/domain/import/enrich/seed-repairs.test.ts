import { describe, expect, it } from 'vitest';
import { fillLostKeyword, isTableRemnant, proseFlaws, splitRunOnSentences } from './seed-repairs';

describe('fillLostKeyword', () => {
  it('names the army faction a rule left blank', () => {
    expect(
      fillLostKeyword(
        'If your Army Faction is , you can include HARLEQUINS and ANHRATHE units in your army.',
        'DRUKHARI',
      ),
    ).toBe('If your Army Faction is DRUKHARI, you can include HARLEQUINS and ANHRATHE units in your army.');
    expect(fillLostKeyword('If your Army Faction is , at the start of the battle round, …', 'WORLD EATERS')).toBe(
      'If your Army Faction is WORLD EATERS, at the start of the battle round, …',
    );
  });

  it('puts the keyword back before "or" another keyword', () => {
    expect(fillLostKeyword('TARGET: One or HARLEQUINS unit from your army.', 'DRUKHARI')).toBe(
      'TARGET: One DRUKHARI or HARLEQUINS unit from your army.',
    );
    expect(fillLostKeyword('Each time a or HARLEQUINS model from your army makes an attack', 'DRUKHARI')).toBe(
      'Each time a DRUKHARI or HARLEQUINS model from your army makes an attack',
    );
  });

  it('puts the keyword back on the first side of "INFANTRY or HARLEQUINS INFANTRY"', () => {
    expect(fillLostKeyword('TARGET: One INFANTRY or HARLEQUINS INFANTRY unit from your army.', 'DRUKHARI')).toBe(
      'TARGET: One DRUKHARI INFANTRY or HARLEQUINS INFANTRY unit from your army.',
    );
  });

  it('puts the keyword back where the article agrees with it and not with the next word', () => {
    expect(fillLostKeyword('just after a INFANTRY unit from your army disembarks', 'DRUKHARI')).toBe(
      'just after a DRUKHARI INFANTRY unit from your army disembarks',
    );
    expect(fillLostKeyword('allocated to an VEHICLE unit from your army', 'ASURYANI')).toBe(
      'allocated to an ASURYANI VEHICLE unit from your army',
    );
    // An ASURYANI keyword could not have followed "a": what "a INFANTRY" lost is some other word.
    expect(fillLostKeyword('just after a INFANTRY unit', 'ASURYANI')).toBe('just after a INFANTRY unit');
  });

  it('leaves prose that lost nothing as it is', () => {
    for (const line of [
      'If your Army Faction is AELDARI, at the start of the battle, make a Strands of Fate roll.',
      'TARGET: One or more units from your army.',
      'TARGET: One DRUKHARI INFANTRY or HARLEQUINS INFANTRY unit from your army.',
      'a VEHICLE unit, an ASURYANI unit, an INFANTRY unit',
      'Each time a DRUKHARI or HARLEQUINS model makes an attack',
    ]) {
      expect(fillLostKeyword(line, 'DRUKHARI')).toBe(line);
    }
  });
});

describe('splitRunOnSentences', () => {
  it('starts a new line where a sentence ran into the next', () => {
    expect(
      splitRunOnSentences('…scores a Critical Wound.Example: An attack made with an [ANTI-VEHICLE 4+] weapon…'),
    ).toEqual(['…scores a Critical Wound.', 'Example: An attack made with an [ANTI-VEHICLE 4+] weapon…']);
    expect(splitRunOnSentences('…not greater than x".DEDICATED TRANSPORT models can…')).toEqual([
      '…not greater than x".',
      'DEDICATED TRANSPORT models can…',
    ]);
  });

  it('starts a new line where a list item ran into the sentence before it', () => {
    expect(splitRunOnSentences('…using the Deep Strike ability.- Unit can be set up in Reserves.')).toEqual([
      '…using the Deep Strike ability.',
      '- Unit can be set up in Reserves.',
    ]);
    expect(splitRunOnSentences('…depends on the battle size, as follows:- Incursion: Up to 250 pts')).toEqual([
      '…depends on the battle size, as follows:',
      '- Incursion: Up to 250 pts',
    ]);
  });

  it('keeps sentences that are spaced, numbers and keywords in brackets whole', () => {
    for (const line of [
      'Roll one D6. On a 4+, that unit suffers D3 mortal wounds.',
      'Example: A model makes 1.5 attacks.',
      'CORE: Leader',
      '[ANTI-VEHICLE 4+] weapon',
    ]) {
      expect(splitRunOnSentences(line)).toEqual([line]);
    }
  });
});

describe('isTableRemnant', () => {
  it('is an empty table row, not prose', () => {
    expect(isTableRemnant('|')).toBe(true);
    expect(isTableRemnant('| |')).toBe(true);
    expect(isTableRemnant('| 1 model | 55 |')).toBe(false);
  });
});

describe('proseFlaws', () => {
  it('finds each flaw the repairs exist for', () => {
    const kinds = (text: string) => proseFlaws(text).map((f) => f.slice(0, f.indexOf(':')));
    expect(kinds('If your Army Faction is , you gain Pain tokens.')).toEqual(['lost keyword']);
    expect(kinds('TARGET: One or HARLEQUINS unit.')).toEqual(['lost keyword']);
    expect(kinds('a Critical Wound.Example: An attack')).toEqual(['run-on sentence']);
    expect(kinds('Tokens are lost.\n|')).toEqual(['table remnant']);
    expect(kinds('Regenerative Agony\nPainbringers Detachment\nThe twisted physiologies…')).toEqual([
      "another section's heading",
    ]);
    expect(kinds('WHEN: Fight phase.\nTARGET: That unit.\nWHEN: Fight phase.')).toEqual(['repeated line']);
  });

  it('finds nothing in clean prose', () => {
    expect(
      proseFlaws(
        'If your Army Faction is DRUKHARI, you gain Pain tokens as follows:\n- 1 Pain token at the start of your Command phase.',
      ),
    ).toEqual([]);
  });
});
