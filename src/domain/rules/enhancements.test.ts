import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeDetachment, makeEnhancement } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { enhancementBearer } from './enhancement-bearer';
import { enhancementDetachment } from './enhancement-detachment';
import { enhancementDuplicate } from './enhancement-duplicate';
import { enhancementLimit } from './enhancement-limit';
import { checkRule } from '../../testing/check-rule';

const archon = makeCharacter();
const haemonculus = makeCharacter({
  id: 'haemonculus',
  name: 'Haemonculus',
  keywords: ['INFANTRY', 'CHARACTER', 'HAEMONCULUS'],
});
const drazhar = makeCharacter({ id: 'drazhar', name: 'Drazhar', isEpicHero: true });
const incubi = makeDatasheet({ id: 'incubi', name: 'Incubi' });
const vehicleCharacter = makeCharacter({
  id: 'chariot-archon',
  name: 'Chariot Archon',
  keywords: ['VEHICLE', 'CHARACTER'],
});
const enhancements = [
  makeEnhancement({ id: 'blood-dancer', name: 'Blood Dancer' }),
  makeEnhancement({
    id: 'crucible-of-malediction',
    name: 'Crucible of Malediction',
    requiredKeywords: ['HAEMONCULUS'],
  }),
  makeEnhancement({ id: 'labyrinthine-cunning', name: 'Labyrinthine Cunning' }),
  makeEnhancement({ id: 'djin-blade', name: 'Djin Blade', excludedKeywords: ['VEHICLE'] }),
];
const data = makeGameData({
  datasheets: [archon, haemonculus, drazhar, incubi, vehicleCharacter],
  faction: {
    detachments: [
      makeDetachment({ enhancements }),
      makeDetachment({
        id: 'skysplinter-assault',
        name: 'Skysplinter Assault',
        enhancements: [makeEnhancement({ id: 'sky-blade', name: 'Sky Blade' })],
      }),
    ],
  },
});

const withEnhancements = (...ids: string[]) =>
  ids.map((enhancementId, i) => makeUnitOf(i === 1 ? haemonculus : archon, { id: `u${i + 1}`, enhancementId }));

describe('enhancement-limit', () => {
  it('allows 3 enhancements', () => {
    const units = withEnhancements('blood-dancer', 'crucible-of-malediction', 'labyrinthine-cunning');
    expect(checkRule(enhancementLimit, makeRoster({ units }), data)).toEqual([]);
  });

  it('flags the 4th enhancement', () => {
    const units = withEnhancements('blood-dancer', 'crucible-of-malediction', 'labyrinthine-cunning', 'djin-blade');
    expect(checkRule(enhancementLimit, makeRoster({ units }), data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['enhancement-limit', ['u4']],
    ]);
  });
});

describe('enhancement-duplicate', () => {
  it('flags two Archons carrying the same enhancement', () => {
    const units = [
      makeUnitOf(archon, { id: 'u1', enhancementId: 'blood-dancer' }),
      makeUnitOf(archon, { id: 'u2', enhancementId: 'blood-dancer' }),
    ];
    expect(checkRule(enhancementDuplicate, makeRoster({ units }), data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['enhancement-duplicate', ['u1', 'u2']],
    ]);
  });

  it('allows two Archons with different enhancements', () => {
    const units = [
      makeUnitOf(archon, { id: 'u1', enhancementId: 'blood-dancer' }),
      makeUnitOf(archon, { id: 'u2', enhancementId: 'djin-blade' }),
    ];
    expect(checkRule(enhancementDuplicate, makeRoster({ units }), data)).toEqual([]);
  });
});

describe('enhancement-bearer', () => {
  const bearer = (datasheet: typeof archon, enhancementId: string) =>
    checkRule(enhancementBearer, makeRoster({ units: [makeUnitOf(datasheet, { id: 'u1', enhancementId })] }), data);

  it('lets an Archon take an enhancement any CHARACTER may take', () => {
    expect(bearer(archon, 'blood-dancer')).toEqual([]);
  });

  it('flags an enhancement on a unit that is not a CHARACTER', () => {
    expect(bearer(incubi, 'blood-dancer').map((i) => [i.ruleId, i.unitIds, i.params.reason])).toEqual([
      ['enhancement-bearer', ['u1'], 'not-character'],
    ]);
  });

  it('flags an enhancement on an Epic Hero', () => {
    expect(bearer(drazhar, 'blood-dancer').map((i) => i.params.reason)).toEqual(['epic-hero']);
  });

  it('lets a Haemonculus take Crucible of Malediction and flags it on an Archon', () => {
    expect(bearer(haemonculus, 'crucible-of-malediction')).toEqual([]);
    expect(bearer(archon, 'crucible-of-malediction').map((i) => i.params.reason)).toEqual(['required-keyword']);
  });

  it('flags an enhancement on a CHARACTER with a keyword it excludes', () => {
    expect(bearer(vehicleCharacter, 'djin-blade').map((i) => i.params.reason)).toEqual(['excluded-keyword']);
  });

  it('flags an enhancement on a Harlequin Troupe Master with a Drukhari army', () => {
    const allies = makeDrukhariAlliesData();
    const roster = makeRoster({
      units: [makeUnitOf(d.troupeMaster, { id: 'u1', enhancementId: 'labyrinthine-cunning' })],
    });
    expect(checkRule(enhancementBearer, roster, allies).map((i) => [i.unitIds, i.params.reason])).toEqual([
      [['u1'], 'allowance'],
    ]);
  });

  it("lets a Harlequin Troupe Master take an enhancement under Reaper's Wager", () => {
    const allies = makeDrukhariAlliesData();
    const unit = makeUnitOf(d.troupeMaster, { id: 'u1', enhancementId: 'the-laughing-god-s-eye' });
    expect(checkRule(enhancementBearer, makeRoster({ units: [unit], detachmentId: 'reapers-wager' }), allies)).toEqual(
      [],
    );
  });
});

describe('enhancement-detachment', () => {
  it("accepts an enhancement of the army's detachment", () => {
    const roster = makeRoster({ units: [makeUnitOf(archon, { id: 'u1', enhancementId: 'blood-dancer' })] });
    expect(checkRule(enhancementDetachment, roster, data)).toEqual([]);
  });

  it('flags an enhancement of another detachment', () => {
    const roster = makeRoster({ units: [makeUnitOf(archon, { id: 'u1', enhancementId: 'sky-blade' })] });
    expect(checkRule(enhancementDetachment, roster, data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['enhancement-detachment', ['u1']],
    ]);
  });

  it('flags an enhancement no detachment has', () => {
    const roster = makeRoster({
      units: [makeUnitOf(archon, { id: 'u1', enhancementId: 'the-phantasmal-smokescreen' })],
    });
    expect(checkRule(enhancementDetachment, roster, data).map((i) => i.unitIds)).toEqual([['u1']]);
  });
});
