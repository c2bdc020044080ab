import { describe, expect, it } from 'vitest';
import { datasheet } from '../../src/testing/real-factions';

/**
 * A unit's keywords are its models' too, but only of the models every unit of it has, read by hand from the
 * BattleScribe snapshot (commit 801555bb): a model the player may leave out gives its categories only when taken.
 */
describe('the keywords a unit takes from its models', () => {
  it('takes those of a model every unit has: Fabius Bile is a CHARACTER and an Epic Hero, a Cadian Command Squad an OFFICER', () => {
    expect(datasheet('chaos-space-marines', 'fabius-bile')).toMatchObject({ isCharacter: true, isEpicHero: true });
    expect(datasheet('astra-militarum', 'cadian-command-squad').keywords).toContain('OFFICER');
  });

  it('does not make a Victrix Honour Guard an Epic Hero for the Chapter Champion or Chapter Ancient it may include', () => {
    const victrix = datasheet('ultramarines', 'victrix-honour-guard');
    expect(victrix.isEpicHero).toBe(false);
    expect(victrix.keywords).not.toContain('CHAMPION');
    expect(victrix.keywords).not.toContain('ANCIENT');
  });

  it('does not give an Outrider Squad the INVADER ATV keyword of the ATV it may take instead of a bike', () => {
    expect(datasheet('space-marines', 'outrider-squad').keywords).not.toContain('INVADER ATV');
  });
});
