import { describe, expect, it } from 'vitest';
import type { BattleSizeId, DatasheetId, DetachmentId, ModelTypeId } from '../data/ids';
import { makeGameData } from '../../testing/make-game-data';
import { makeWracks } from '../../testing/make-wracks';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { addUnit } from '../roster/add-unit';
import { attachLeader } from '../roster/attach-leader';
import { changeBattleSize } from './change-battle-size';
import { changeDetachment } from './change-detachment';
import type { UnitId } from '../roster/ids';
import { makeWarlord } from '../roster/make-warlord';
import { removeUnit } from '../roster/remove-unit';
import type { Roster } from '../roster/roster.schema';
import { setEnhancement } from '../roster/set-enhancement';
import { setIncludeLegends } from '../roster/set-include-legends';
import { setModelCount } from '../roster/set-model-count';
import { setUnitSize } from '../roster/set-unit-size';
import { setWargear } from '../roster/set-wargear';

const wracks = makeWracks();
const data = makeGameData({ datasheets: [wracks] });
const u1 = 'u1' as UnitId;
const roster = makeRoster({ units: [makeUnitOf(wracks, { id: 'u1', isWarlord: true })], lastUnitNumber: 1 });
const size = (r: Roster) => r.units[0]!.models.reduce((sum, m) => sum + m.count, 0);

/** The store leaves no undo step for an edit that changes nothing, and tells by identity: the same roster comes back. */
describe('an edit that changes nothing gives back the same roster', () => {
  it.each<[string, (r: Roster) => Roster]>([
    ['adding an unknown datasheet', (r) => addUnit(r, 'no-such' as DatasheetId, data)],
    ['removing a unit that is not there', (r) => removeUnit(r, 'u9' as UnitId)],
    ['resizing to the size it has', (r) => setUnitSize(r, u1, size(r), data)],
    [
      'setting a model count to the count it has',
      (r) => setModelCount(r, u1, r.units[0]!.models[0]!.modelTypeId as ModelTypeId, r.units[0]!.models[0]!.count),
    ],
    [
      'removing wargear it does not take',
      (r) =>
        setWargear(
          r,
          u1,
          {
            modelTypeId: r.units[0]!.models[0]!.modelTypeId,
            optionId: wracks.wargearOptions[0]!.id,
            choiceId: wracks.wargearOptions[0]!.choices[0]!.id,
            count: 0,
          },
          data,
        ),
    ],
    ['taking away an Enhancement it does not have', (r) => setEnhancement(r, u1, null)],
    ['making the Warlord the Warlord', (r) => makeWarlord(r, u1)],
    ['detaching a unit that leads nothing', (r) => attachLeader(r, u1, null)],
    ['choosing the detachment it has', (r) => changeDetachment(r, r.detachmentId as DetachmentId, data).roster],
    ['choosing the battle size it has', (r) => changeBattleSize(r, r.battleSizeId as BattleSizeId, data).roster],
    ['turning Legends to what it is', (r) => setIncludeLegends(r, r.includeLegends)],
  ])('%s', (_, edit) => {
    expect(edit(roster)).toBe(roster);
  });

  it('but a real change gives a new roster', () => {
    expect(setIncludeLegends(roster, !roster.includeLegends)).not.toBe(roster);
  });
});
