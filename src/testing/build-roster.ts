import type { GameData } from '../domain/data/game-data';
import type { BattleSizeId, DatasheetId, DetachmentId, FactionId } from '../domain/data/ids';
import { addUnit } from '../domain/roster/add-unit';
import { createRoster } from '../domain/roster/create-roster';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeWarlord } from '../domain/roster/make-warlord';
import type { Roster } from '../domain/roster/roster.schema';
import { setUnitSize } from '../domain/roster/set-unit-size';

/** A unit to add: a datasheet id, with a model count when not the smallest size. */
export type UnitSpec = string | readonly [datasheetId: string, models: number];

/**
 * Builds a roster from real data through the engine's own operations, so a test reads as the list it
 * describes. The first unit becomes the Warlord. Throws when a spec names a datasheet or size the data lacks.
 */
export function buildRoster(
  data: GameData,
  options: { readonly detachment: string; readonly battleSize?: string; readonly units: readonly UnitSpec[] },
): Roster {
  let roster = createRoster({
    id: 'test' as RosterId,
    name: 'Test list',
    factionId: data.faction.id as FactionId,
    battleSizeId: (options.battleSize ?? 'strike-force') as BattleSizeId,
    detachmentId: options.detachment as DetachmentId,
  });
  for (const spec of options.units) {
    const [datasheetId, models] = typeof spec === 'string' ? [spec, null] : spec;
    const before = roster;
    roster = addUnit(roster, datasheetId as DatasheetId, data);
    const unit = roster.units[roster.units.length - 1];
    if (roster === before || !unit) throw new Error(`no datasheet ${datasheetId} in ${data.faction.id}`);
    if (models !== null) {
      const resized = setUnitSize(roster, unit.id, models, data);
      if (resized === roster && unit.models.reduce((sum, m) => sum + m.count, 0) !== models) {
        throw new Error(`${datasheetId} cannot be taken with ${models} models`);
      }
      roster = resized;
    }
  }
  const first = roster.units[0];
  return first ? makeWarlord(roster, first.id as UnitId) : roster;
}
