import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { attachLeader } from './attach-leader';
import { duplicateUnit } from './duplicate-unit';
import type { UnitId } from './ids';
import { makeWarlord } from './make-warlord';
import { removeUnit } from './remove-unit';
import { setEnhancement } from './set-enhancement';
import type { EnhancementId } from '../data/ids';

const warriors = makeDatasheet({ id: 'kabalite-warriors', name: 'Kabalite Warriors' });
const archon = makeCharacter({ leads: ['kabalite-warriors'] });
const id = (value: string) => value as UnitId;
const roster = makeRoster({
  units: [
    makeUnitOf(warriors, { id: 'u1' }),
    makeUnitOf(archon, { id: 'u2', attachedToUnitId: 'u1', isWarlord: true, enhancementId: 'labyrinthine-cunning' }),
    makeUnitOf(warriors, { id: 'u3' }),
  ],
});

describe('duplicateUnit', () => {
  it('copies an Archon right after it, without its enhancement, Warlord role or bodyguard', () => {
    const copy = duplicateUnit(roster, id('u2')).units[2];
    expect(copy).toEqual({
      ...roster.units[1],
      id: 'u4',
      enhancementId: null,
      isWarlord: false,
      attachedToUnitId: null,
    });
  });

  it('gives the copy a number no unit has had, even after the last unit was removed', () => {
    const copy = duplicateUnit(removeUnit(roster, id('u3')), id('u1'));
    expect(copy.units.map((u) => u.id)).toEqual(['u1', 'u4', 'u2']);
  });
});

describe('removeUnit', () => {
  it('removes Kabalite Warriors and leaves their Archon in the army, unattached', () => {
    const after = removeUnit(roster, id('u1'));
    expect(after.units.map((u) => [u.id, u.attachedToUnitId])).toEqual([
      ['u2', null],
      ['u3', null],
    ]);
  });

  it('leaves the roster as it is for a unit not in it', () => {
    expect(removeUnit(roster, id('u9'))).toBe(roster);
  });
});

describe('makeWarlord', () => {
  it('makes the new Warlord the only one', () => {
    const after = makeWarlord(roster, id('u3'));
    expect(after.units.map((u) => u.isWarlord)).toEqual([false, false, true]);
  });
});

describe('setEnhancement', () => {
  it('gives and takes away an enhancement', () => {
    const given = setEnhancement(roster, id('u2'), 'blood-dancer' as EnhancementId);
    expect(given.units[1]?.enhancementId).toBe('blood-dancer');
    expect(setEnhancement(given, id('u2'), null).units[1]?.enhancementId).toBeNull();
  });
});

describe('attachLeader', () => {
  it('moves an Archon to another bodyguard and detaches it', () => {
    const moved = attachLeader(roster, id('u2'), id('u3'));
    expect(moved.units[1]?.attachedToUnitId).toBe('u3');
    expect(attachLeader(moved, id('u2'), null).units[1]?.attachedToUnitId).toBeNull();
  });

  it('refuses to attach a unit to itself or to a unit not in the army', () => {
    expect(attachLeader(roster, id('u2'), id('u2'))).toBe(roster);
    expect(attachLeader(roster, id('u2'), id('u9'))).toBe(roster);
  });

  it('does not change the roster it is given', () => {
    const before = structuredClone(roster);
    attachLeader(roster, id('u2'), id('u3'));
    removeUnit(roster, id('u1'));
    expect(roster).toEqual(before);
  });
});
