import { describe, expect, it } from 'vitest';
import { abilityKey, glossaryFor } from './weapon-glossary';

describe('weapon ability glossary', () => {
  it('reads "anti-infantry 3+" as the ANTI ability', () => {
    expect(abilityKey('anti-infantry 3+')).toBe(abilityKey('Anti-'));
  });

  it('drops the number of abilities that take one', () => {
    expect(abilityKey('sustained hits d3')).toBe(abilityKey('Sustained Hits'));
    expect(abilityKey('rapid fire 2')).toBe(abilityKey('Rapid Fire'));
    expect(abilityKey('melta 2')).toBe('MELTA');
  });

  it('keeps two-word names apart from their first word', () => {
    expect(abilityKey('twin-linked')).toBe('TWIN LINKED');
    expect(abilityKey('devastating wounds')).not.toBe(abilityKey('heavy'));
  });

  it('lists each ability used once, in the order first met', () => {
    const glossary = [{ name: 'Heavy' }, { name: 'Anti-', text: 'Critical wounds.' }, { name: 'Torrent' }];
    expect(glossaryFor(['anti-infantry 4+', 'heavy', 'anti-vehicle 3+', 'hazardous'], glossary)).toEqual([
      { name: 'Anti-', text: 'Critical wounds.' },
      { name: 'Heavy' },
    ]);
  });
});
