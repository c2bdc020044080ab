import type { GameData } from '../../domain/data/game-data';
import type { SectionId } from '../../domain/data/game-system.schema';
import { unitSection } from '../../domain/roster/army-list';
import type { RosterPoints } from '../../domain/roster/roster-types';
import type { Roster, Unit } from '../../domain/roster/roster.schema';

/** A unit with the Leaders attached to it, shown together as they fight together. */
export type UnitGroup = { readonly unit: Unit; readonly leaders: readonly Unit[] };
export type RosterSection = {
  readonly id: SectionId;
  readonly name: string;
  readonly points: number;
  readonly groups: readonly UnitGroup[];
};

/**
 * The roster's units under the army-list sections, in the data's section order; a Leader sits with its
 * bodyguard (in the bodyguard's section), so an Archon leading Kabalite Warriors shows under Battleline.
 */
export function rosterSections(roster: Roster, data: GameData, points: RosterPoints): readonly RosterSection[] {
  const byId = new Map(roster.units.map((u) => [u.id, u]));
  const isNested = (unit: Unit): boolean => {
    const bodyguard = unit.attachedToUnitId ? byId.get(unit.attachedToUnitId) : undefined;
    return bodyguard !== undefined && bodyguard.attachedToUnitId === null;
  };
  const groups = new Map<SectionId, UnitGroup[]>();
  for (const unit of roster.units) {
    if (isNested(unit)) continue;
    const leaders = roster.units.filter((u) => u.attachedToUnitId === unit.id && isNested(u));
    const section = unitSection(roster, unit, data);
    groups.set(section, [...(groups.get(section) ?? []), { unit, leaders }]);
  }
  return data.system.sections
    .map((section) => {
      const sectionGroups = groups.get(section.id) ?? [];
      const total = sectionGroups
        .flatMap((g) => [g.unit, ...g.leaders])
        .reduce((sum, u) => sum + (points.byUnit[u.id] ?? 0), 0);
      return { id: section.id, name: section.name, points: total, groups: sectionGroups };
    })
    .filter((section) => section.groups.length > 0);
}
