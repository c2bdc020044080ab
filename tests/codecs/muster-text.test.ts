import { describe, expect, it } from 'vitest';
import { writeMusterMarkdown } from '../../src/domain/codecs/muster-text/muster-markdown';
import { writeMusterChat } from '../../src/domain/codecs/muster-text/muster-chat';
import { readList } from '../../src/domain/codecs/read-list';
import type { UnitId } from '../../src/domain/roster/ids';
import { attachLeader } from '../../src/domain/roster/attach-leader';
import type { Roster } from '../../src/domain/roster/roster.schema';
import { buildRoster } from '../../src/testing/build-roster';
import { FACTION_IDS, realData } from '../../src/testing/real-data';

const data = realData('drukhari');
const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
const context = { factions, loadData: (id: string) => realData(id), rosterId: 'read' };

/** An Archon leading the second of two Kabalite Warriors units, and two identical Raiders. */
function kabal(): Roster {
  const roster = buildRoster(data, {
    detachment: 'realspace-raiders',
    units: ['archon', 'kabalite-warriors', 'kabalite-warriors', 'raider', 'raider'],
  });
  return attachLeader(roster, roster.units[0]!.id as UnitId, roster.units[2]!.id as UnitId);
}

describe.each([
  ['Chat', 'muster-chat', () => writeMusterChat(kabal(), data)],
  ['Markdown', 'muster-markdown', () => writeMusterMarkdown(kabal(), data, { dataVersion: 'test' })],
] as const)("Muster's %s export, read back", (_, format, text) => {
  const read = readList(text(), context);
  if (!read.ok) throw new Error(read.error.message);
  const { roster, report } = read.value;

  it('is recognised as Muster text', () => {
    expect(read.value.format).toBe(format);
  });

  it('gives every unit back, the two Raiders as two units', () => {
    expect(roster.units.map((u) => u.datasheetId)).toEqual([
      'archon',
      'kabalite-warriors',
      'kabalite-warriors',
      'raider',
      'raider',
    ]);
    expect(report?.problems.filter((p) => p.code !== 'leader-attached')).toEqual([]);
  });

  it('attaches the Archon to the Kabalite Warriors it names, the second unit, and no Leader it does not name', () => {
    expect(roster.units.map((u) => roster.units.findIndex((b) => b.id === u.attachedToUnitId))).toEqual([
      2, -1, -1, -1, -1,
    ]);
    expect(roster.units[0]?.isWarlord).toBe(true);
  });
});

describe('a Leader Muster text names as leading a unit the list does not hold', () => {
  it('is left unattached, as an unread part of the list', () => {
    const text = writeMusterChat(kabal(), data).replace('leads Kabalite Warriors (2)', 'leads Wracks');
    const read = readList(text, context);
    expect(read.ok && read.value.report?.problems.map((p) => p.code)).toEqual(['unknown-bodyguard']);
    expect(read.ok && read.value.roster.units[0]?.attachedToUnitId).toBeNull();
  });
});

describe('a unit of several models that carry nothing, in Chat', () => {
  it('keeps the size its line prints (Spore Mines (4 models)), though no line lists what they carry', () => {
    const tyranids = realData('tyranids');
    const roster = buildRoster(tyranids, {
      detachment: 'invasion-fleet',
      units: ['winged-hive-tyrant', ['spore-mines', 4]],
    });
    const text = writeMusterChat(roster, tyranids);
    expect(text).toContain('Spore Mines (4 models)');
    const read = readList(text, context);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.roster.units[1]?.models).toEqual(roster.units[1]?.models);
  });
});
