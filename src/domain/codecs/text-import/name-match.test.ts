import { describe, expect, it } from 'vitest';
import { NameIndex, type NameMatch } from './name-match';

const index = (names: readonly string[], prefixWords: readonly string[] = []) =>
  new NameIndex(
    names.map((name) => ({ name, value: name })),
    { prefixWords },
  );
const read = (match: NameMatch<string>) => (match.kind === 'unknown' ? null : [match.kind, match.value]);

describe('names other tools write for the names of the data, each read as a guess', () => {
  it('reads a name with an article as the name without it ("The Axe Morkai")', () => {
    expect(read(index(['Axe Morkai', 'Storm bolter']).find('The Axe Morkai'))).toEqual(['guessed', 'Axe Morkai']);
  });

  it('reads the plural for the singular and the singular for the plural', () => {
    expect(read(index(['Chainblade', 'Bolt pistol']).find('Chainblades'))).toEqual(['guessed', 'Chainblade']);
    expect(read(index(['Kroot Carnivores']).find('Kroot Carnivore'))).toEqual(['guessed', 'Kroot Carnivores']);
  });

  it('reads a name with words left out of its middle ("Death Korps Medi-pack", "Deathshroud Champion")', () => {
    expect(read(index(['Death Korps of Krieg Medi-pack', 'Lasgun']).find('Death Korps Medi-pack'))).toEqual([
      'guessed',
      'Death Korps of Krieg Medi-pack',
    ]);
    const deathshroud = index(['Deathshroud Terminator Champion', 'Deathshroud Terminator']);
    expect(read(deathshroud.find('Deathshroud Champion'))).toEqual(['guessed', 'Deathshroud Terminator Champion']);
  });

  it('reads a name with the faction or a keyword before it as the name without ("Chaos Cultist")', () => {
    expect(read(index(['Cultist Champion', 'Cultist'], ['CHAOS', 'Death Guard']).find('Chaos Cultist'))).toEqual([
      'guessed',
      'Cultist',
    ]);
  });

  it('reads a "[Legends]" name as the datasheet of that name, and as the Legends one where the data has both', () => {
    expect(read(index(['Land Speeder Tornado']).find('Land Speeder Tornado [Legends]'))).toEqual([
      'guessed',
      'Land Speeder Tornado',
    ]);
    expect(read(index(['Crusader Squad', 'Crusader Squad [Legends]']).find('Crusader Squad (Legends)'))).toEqual([
      'guessed',
      'Crusader Squad [Legends]',
    ]);
  });

  it('reads nothing where two names fit the rules equally: a guess would be a coin toss', () => {
    expect(index(['Captain in Terminator Armour', 'Captain in Gravis Armour']).find('Captain Armour').kind).toBe(
      'unknown',
    );
  });

  it('keeps words that change what a name is: "Primaris Crusader Squad" is no Crusader Squad', () => {
    expect(read(index(['Crusader Squad', 'Eradicator Squad']).find('Primaris Crusader Squad'))).not.toEqual([
      'guessed',
      'Crusader Squad',
    ]);
  });
});
