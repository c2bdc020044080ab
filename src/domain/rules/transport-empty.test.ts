import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { transportEmpty } from './transport-empty';
import { checkRule } from '../../testing/check-rule';

const raider = makeDatasheet({
  id: 'raider',
  name: 'Raider',
  keywords: ['VEHICLE', 'TRANSPORT'],
  isDedicatedTransport: true,
});
const warriors = makeDatasheet({ id: 'kabalite-warriors', name: 'Kabalite Warriors', keywords: ['INFANTRY'] });
const ravager = makeDatasheet({ id: 'ravager', name: 'Ravager', keywords: ['VEHICLE'] });
const troupe = makeDatasheet({
  id: 'troupe',
  name: 'Troupe',
  keywords: ['INFANTRY', 'HARLEQUINS'],
  factionKeywords: ['AELDARI'],
});
const archon = makeCharacter({ leads: ['kabalite-warriors'] });
const data = makeGameData({ datasheets: [raider, warriors, ravager, troupe, archon] });

describe('transport-empty', () => {
  it('warns about a Raider in an army with no DRUKHARI INFANTRY to carry', () => {
    const units = [
      makeUnitOf(ravager, { id: 'u1' }),
      makeUnitOf(raider, { id: 'u2' }),
      makeUnitOf(troupe, { id: 'u3' }),
    ];
    expect(
      checkRule(transportEmpty, makeRoster({ units }), data).map((i) => [i.ruleId, i.severity, i.unitIds]),
    ).toEqual([['transport-empty', 'warning', ['u2']]]);
  });

  it('accepts a Raider with Kabalite Warriors to carry', () => {
    const units = [makeUnitOf(raider, { id: 'u1' }), makeUnitOf(warriors, { id: 'u2' })];
    expect(checkRule(transportEmpty, makeRoster({ units }), data)).toEqual([]);
  });

  it('warns about the second Raider when one Warriors unit and its Archon fill only one', () => {
    const units = [
      makeUnitOf(raider, { id: 'u1' }),
      makeUnitOf(raider, { id: 'u2' }),
      makeUnitOf(warriors, { id: 'u3' }),
      makeUnitOf(archon, { id: 'u4', attachedToUnitId: 'u3' }),
    ];
    expect(checkRule(transportEmpty, makeRoster({ units }), data).map((i) => i.unitIds)).toEqual([['u2']]);
  });
});
