import { describe, expect, it } from 'vitest';
import { writeMusterMarkdown } from '../../src/domain/codecs/muster-text/muster-markdown';
import { groupLoadouts } from '../../src/domain/codecs/new-recruit/model-loadouts';
import { writeMusterChat } from '../../src/domain/codecs/muster-text/muster-chat';
import type { DatasheetId } from '../../src/domain/data/ids';
import { addUnit } from '../../src/domain/roster/add-unit';
import { attachLeader } from '../../src/domain/roster/attach-leader';
import { duplicateUnit } from '../../src/domain/roster/duplicate-unit';
import type { UnitId } from '../../src/domain/roster/ids';
import { makeWarlord } from '../../src/domain/roster/make-warlord';
import type { Roster } from '../../src/domain/roster/roster.schema';
import { setUnitSize } from '../../src/domain/roster/set-unit-size';
import { setWargear } from '../../src/domain/roster/set-wargear';
import { makeRoster } from '../../src/testing/make-roster';
import { makeCodecGameData } from '../../src/testing/codec-game-data';

const data = makeCodecGameData();
const add = (roster: Roster, id: string) => addUnit(roster, id as DatasheetId, data);
const u = (id: string) => id as UnitId;

/** Archon leading 10 Kabalite Warriors with a blaster, and two identical Raiders. */
function list(name = 'Kabal of the Flayed Skull'): Roster {
  let roster = ['archon', 'kabalite-warriors', 'raider'].reduce(add, makeRoster({ name }));
  roster = setWargear(
    roster,
    u('u2'),
    { modelTypeId: 'kabalite-warrior' as never, optionId: 'special' as never, choiceId: 'blaster', count: 1 },
    data,
  );
  roster = attachLeader(makeWarlord(roster, u('u1')), u('u1'), u('u2'));
  return duplicateUnit(roster, u('u3'));
}

describe('writeMusterChat', () => {
  const text = writeMusterChat(list(), data);

  it('writes identical units once, with how many', () => {
    expect(text).toContain('- 2x Raider, 80 pts each');
  });

  it('says which leader leads which unit, which the app text cannot', () => {
    expect(text).toContain('- Archon, 75 pts (Warlord; leads Kabalite Warriors)');
  });

  it('puts each model group on its own line with its wargear', () => {
    expect(text).toContain('  9 Kabalite Warrior: 1 Blaster, 8 Splinter rifle');
  });
});

describe('writeMusterMarkdown', () => {
  it('escapes what Markdown would read as formatting in a list name', () => {
    expect(writeMusterMarkdown(list('*Blood* for the _Blood God_'), data, { dataVersion: 'v1' })).toContain(
      '# \\*Blood\\* for the \\_Blood God\\_ (345 points)',
    );
  });

  it('gives each section a heading with its points, and each unit a bullet with its model groups', () => {
    const markdown = writeMusterMarkdown(list(), data, { dataVersion: 'v1' });
    expect(markdown).toContain('## Battleline (110 points)');
    expect(markdown).toContain(
      '- **Kabalite Warriors** (110 points)\n  - 1x Sybarite: 1x Splinter rifle\n  - 9x Kabalite Warrior: 1x Blaster, 8x Splinter rifle',
    );
  });
});

describe('groupLoadouts (what each model carries, for New Recruit text)', () => {
  it('hands one special weapon to one warrior and leaves the rest with their rifles', () => {
    const roster = setUnitSize(list(), u('u2'), 20, data);
    const warriors = groupLoadouts(roster.units[1]!, data).find((g) => g.modelTypeId === 'kabalite-warrior');
    expect(warriors?.shares.map((s) => [s.count, s.items.map((i) => `${i.count}x ${i.name}`)])).toEqual([
      [18, ['1x Splinter rifle']],
      [1, ['1x Blaster']],
    ]);
  });
});
