import type { GameData } from '../../domain/data/game-data';
import type { Manifest } from '../../domain/data/manifest.schema';
import type { Roster } from '../../domain/roster/roster.schema';
import { issuesOf, pointsOf } from '../../store/selectors';

export type ListSummary = {
  readonly faction: string;
  readonly detachment: string | null;
  readonly battleSize: string | null;
  readonly points: number | null;
  readonly limit: number | null;
  /** Null while the faction's data loads. */
  readonly errors: number | null;
  readonly warnings: number | null;
};

/** What the lists page shows for one roster, always from the data loaded now (a data update shows at once). */
export function listSummary(roster: Roster, data: GameData | null, manifest: Manifest | null): ListSummary {
  const factionName = data?.faction.name ?? manifest?.factions.find((f) => f.id === roster.factionId)?.name ?? roster.factionId;
  if (!data) {
    return { faction: factionName, detachment: null, battleSize: null, points: null, limit: null, errors: null, warnings: null };
  }
  const battleSize = data.system.battleSizes.find((b) => b.id === roster.battleSizeId) ?? null;
  const issues = issuesOf(roster, data);
  return {
    faction: factionName,
    detachment: data.faction.detachments.find((d) => d.id === roster.detachmentId)?.name ?? null,
    battleSize: battleSize?.name ?? null,
    points: pointsOf(roster, data).total,
    limit: battleSize?.points ?? null,
    errors: issues.filter((i) => i.severity === 'error').length,
    warnings: issues.filter((i) => i.severity === 'warning').length,
  };
}
