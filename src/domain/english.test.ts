import { describe, expect, it } from 'vitest';
import { bothOrAll, counted, listAlternatives, listFirst, listNames, withArticle } from './english';

describe('english', () => {
  it('names the first three of a long list and counts the rest, and every name of a short one', () => {
    const units = Array.from({ length: 1690 }, (_, i) => `Boyz (${i + 1})`);
    expect(listFirst(units)).toBe('Boyz (1), Boyz (2), Boyz (3) and 1,687 more');
    expect(listFirst(units.slice(0, 4))).toBe('Boyz (1), Boyz (2), Boyz (3) and Boyz (4)');
  });

  it('counts one model and many models', () => {
    expect([counted(1, 'model'), counted(2, 'model'), counted(0, 'model')]).toEqual([
      '1 model',
      '2 models',
      '0 models',
    ]);
    expect(counted(3, 'army', 'armies')).toBe('3 armies');
  });

  it('puts "an" before a faction said with a vowel and "a" before the others', () => {
    expect(
      ['Aeldari', 'Adepta Sororitas', 'Orks', 'Ultramarines', 'Imperial Knights', "Emperor's Children"].map(
        withArticle,
      ),
    ).toEqual([
      'an Aeldari',
      'an Adepta Sororitas',
      'an Orks',
      'an Ultramarines',
      'an Imperial Knights',
      "an Emperor's Children",
    ]);
    expect(['Drukhari', "T'au Empire", 'unique relic', 'European', 'one-model unit'].map(withArticle)).toEqual([
      'a Drukhari',
      "a T'au Empire",
      'a unique relic',
      'a European',
      'a one-model unit',
    ]);
  });

  it('lists names with "and" or "or", and gathers two as "both"', () => {
    expect([listNames(['A']), listNames(['A', 'B']), listNames(['A', 'B', 'C'])]).toEqual([
      'A',
      'A and B',
      'A, B and C',
    ]);
    expect(listAlternatives(['5', '8', '10'])).toBe('5, 8 or 10');
    expect([bothOrAll(['A', 'B']), bothOrAll(['A', 'B', 'C'])]).toEqual(['both', 'all']);
  });
});
