import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { leaderSlot } from './leader-slot';
import { leaderTarget } from './leader-target';
import { checkRule } from '../../testing/check-rule';

const warriors = makeDatasheet({ id: 'kabalite-warriors', name: 'Kabalite Warriors' });
const wracks = makeDatasheet({ id: 'wracks', name: 'Wracks' });
const archon = makeCharacter({ leads: ['kabalite-warriors'] });
const drazhar = makeCharacter({ id: 'drazhar', name: 'Drazhar', leads: [] });
const data = makeGameData({ datasheets: [warriors, wracks, archon, drazhar] });

describe('leader-target', () => {
  it('accepts an Archon leading Kabalite Warriors', () => {
    const units = [makeUnitOf(warriors, { id: 'u1' }), makeUnitOf(archon, { id: 'u2', attachedToUnitId: 'u1' })];
    expect(checkRule(leaderTarget, makeRoster({ units }), data)).toEqual([]);
  });

  it('accepts an Archon attached to nothing', () => {
    expect(checkRule(leaderTarget, makeRoster({ units: [makeUnitOf(archon, { id: 'u1' })] }), data)).toEqual([]);
  });

  it('flags an Archon attached to Wracks, which it cannot lead', () => {
    const units = [makeUnitOf(wracks, { id: 'u1' }), makeUnitOf(archon, { id: 'u2', attachedToUnitId: 'u1' })];
    expect(checkRule(leaderTarget, makeRoster({ units }), data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['leader-target', ['u2', 'u1']],
    ]);
  });

  it('flags a character without the Leader ability attached to a unit', () => {
    const units = [makeUnitOf(warriors, { id: 'u1' }), makeUnitOf(drazhar, { id: 'u2', attachedToUnitId: 'u1' })];
    expect(checkRule(leaderTarget, makeRoster({ units }), data).map((i) => i.unitIds)).toEqual([['u2', 'u1']]);
  });

  it('flags a Leader attached to a unit that is not in the army', () => {
    const units = [makeUnitOf(archon, { id: 'u2', attachedToUnitId: 'u9' })];
    expect(checkRule(leaderTarget, makeRoster({ units }), data).map((i) => i.unitIds)).toEqual([['u2']]);
  });
});

describe('leader-slot', () => {
  it('flags a second Archon joining Kabalite Warriors that already have a Leader', () => {
    const units = [
      makeUnitOf(warriors, { id: 'u1' }),
      makeUnitOf(archon, { id: 'u2', attachedToUnitId: 'u1' }),
      makeUnitOf(archon, { id: 'u3', attachedToUnitId: 'u1' }),
    ];
    expect(checkRule(leaderSlot, makeRoster({ units }), data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['leader-slot', ['u3']],
    ]);
  });

  it('accepts two Archons leading two different Kabalite Warriors units', () => {
    const units = [
      makeUnitOf(warriors, { id: 'u1' }),
      makeUnitOf(warriors, { id: 'u2' }),
      makeUnitOf(archon, { id: 'u3', attachedToUnitId: 'u1' }),
      makeUnitOf(archon, { id: 'u4', attachedToUnitId: 'u2' }),
    ];
    expect(checkRule(leaderSlot, makeRoster({ units }), data)).toEqual([]);
  });
});

describe('leader-slot, for Leaders that may join alongside another', () => {
  const neophytes = makeDatasheet({ id: 'neophyte-hybrids', name: 'Neophyte Hybrids' });
  const metamorphs = makeDatasheet({ id: 'hybrid-metamorphs', name: 'Hybrid Metamorphs' });
  const primus = makeCharacter({ id: 'primus', name: 'Primus', leads: ['neophyte-hybrids', 'hybrid-metamorphs'] });
  const biophagus = makeCharacter({
    id: 'biophagus',
    name: 'Biophagus',
    leads: ['neophyte-hybrids', 'hybrid-metamorphs'],
    joinsAlongside: { leaders: ['primus'], bodyguards: ['neophyte-hybrids'] },
  });
  const locus = makeCharacter({
    id: 'locus',
    name: 'Locus',
    leads: ['neophyte-hybrids', 'hybrid-metamorphs'],
    joinsAlongside: { leaders: ['primus'], bodyguards: ['neophyte-hybrids'] },
  });
  const cult = makeGameData({ datasheets: [neophytes, metamorphs, primus, biophagus, locus] });
  const led = (bodyguard: typeof neophytes, ...leaders: (typeof primus)[]) => [
    makeUnitOf(bodyguard, { id: 'u1' }),
    ...leaders.map((leader, i) => makeUnitOf(leader, { id: `u${i + 2}`, attachedToUnitId: 'u1' })),
  ];
  const flagged = (units: ReturnType<typeof led>) =>
    checkRule(leaderSlot, makeRoster({ units }), cult).map((i) => i.unitIds);

  it('accepts a Biophagus joining Neophyte Hybrids a Primus already leads, whichever was attached first', () => {
    expect(flagged(led(neophytes, primus, biophagus))).toEqual([]);
    expect(flagged(led(neophytes, biophagus, primus))).toEqual([]);
  });

  it('flags a Biophagus joining Hybrid Metamorphs a Primus leads: it may share only Neophyte Hybrids', () => {
    expect(flagged(led(metamorphs, primus, biophagus))).toEqual([['u3']]);
  });

  it('flags a Locus joining a Biophagus: neither may share with the other', () => {
    expect(flagged(led(neophytes, biophagus, locus))).toEqual([['u3']]);
  });

  it('flags a third Leader even where the first two may share', () => {
    const issues = checkRule(leaderSlot, makeRoster({ units: led(neophytes, primus, biophagus, locus) }), cult);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['leader-slot', ['u4']]]);
    expect(issues[0]?.params).toMatchObject({ bodyguard: 'Neophyte Hybrids', leader: 'Primus and Biophagus' });
  });
});

describe('Leaders named by keyword', () => {
  const intercessors = makeDatasheet({
    id: 'intercessor-squad',
    name: 'Intercessor Squad',
    keywords: ['INFANTRY', 'IMPERIUM'],
    isBattleline: true,
  });
  const terminators = makeDatasheet({
    id: 'terminator-squad',
    name: 'Terminator Squad',
    keywords: ['INFANTRY', 'IMPERIUM'],
  });
  const inquisitor = makeCharacter({
    id: 'inquisitor',
    name: 'Inquisitor',
    leads: [],
    leadsKeywords: [['IMPERIUM', 'BATTLELINE', 'INFANTRY']],
  });
  const captain = makeCharacter({
    id: 'captain-in-gravis-armour',
    name: 'Captain in Gravis Armour',
    keywords: ['CAPTAIN'],
    leads: ['intercessor-squad'],
  });
  const lieutenant = makeCharacter({
    id: 'lieutenant',
    name: 'Lieutenant',
    leads: ['intercessor-squad'],
    joinsAlongside: { leaders: [], leaderKeywords: ['CAPTAIN', 'CHAPTER MASTER'], bodyguards: ['intercessor-squad'] },
  });
  const keywordData = makeGameData({ datasheets: [intercessors, terminators, inquisitor, captain, lieutenant] });

  it('lets an Inquisitor lead any IMPERIUM BATTLELINE INFANTRY unit, and no other', () => {
    const led = (bodyguard: typeof intercessors) =>
      checkRule(
        leaderTarget,
        makeRoster({
          units: [makeUnitOf(bodyguard, { id: 'u1' }), makeUnitOf(inquisitor, { id: 'u2', attachedToUnitId: 'u1' })],
        }),
        keywordData,
      );
    expect(led(intercessors)).toEqual([]);
    expect(led(terminators).map((i) => i.ruleId)).toEqual(['leader-target']);
  });

  it('lets a Lieutenant join Intercessors any CAPTAIN already leads', () => {
    const units = [
      makeUnitOf(intercessors, { id: 'u1' }),
      makeUnitOf(captain, { id: 'u2', attachedToUnitId: 'u1' }),
      makeUnitOf(lieutenant, { id: 'u3', attachedToUnitId: 'u1' }),
    ];
    expect(checkRule(leaderSlot, makeRoster({ units }), keywordData)).toEqual([]);
  });

  it('lets a Leader that may join alongside "one other Leader" share with any Leader', () => {
    const surgeon = makeCharacter({
      id: 'plague-surgeon',
      name: 'Plague Surgeon',
      leads: ['intercessor-squad'],
      joinsAlongside: { leaders: [], anyLeader: true, bodyguards: ['intercessor-squad'] },
    });
    const withSurgeon = makeGameData({ datasheets: [intercessors, captain, surgeon] });
    const units = [
      makeUnitOf(intercessors, { id: 'u1' }),
      makeUnitOf(captain, { id: 'u2', attachedToUnitId: 'u1' }),
      makeUnitOf(surgeon, { id: 'u3', attachedToUnitId: 'u1' }),
    ];
    expect(checkRule(leaderSlot, makeRoster({ units }), withSurgeon)).toEqual([]);
  });
});
