import type { GameData } from '../../domain/data/game-data';
import type { Manifest } from '../../domain/data/manifest.schema';
import type { Roster } from '../../domain/roster/roster.schema';
import { countIssues } from '../../domain/rules/issue-counts';
import { issuesOf, pointsOf } from '../../store/selectors';

export type ListSummary = {
  readonly faction: string;
  readonly detachment: string | null;
  readonly battleSize: string | null;
  readonly points: number | null;
  readonly limit: number | null;
  /** Errors and warnings are null while the faction's data loads. */
} & ({ readonly errors: null; readonly warnings: null } | { readonly errors: number; readonly warnings: number });

/** What the lists page shows for one roster, always from the data loaded now (a data update shows at once). */
export function listSummary(roster: Roster, data: GameData | null, manifest: Manifest | null): ListSummary {
  const factionName =
    data?.faction.name ?? manifest?.factions.find((f) => f.id === roster.factionId)?.name ?? roster.factionId;
  if (!data) {
    return {
      faction: factionName,
      detachment: null,
      battleSize: null,
      points: null,
      limit: null,
      errors: null,
      warnings: null,
    };
  }
  const battleSize = data.system.battleSizes.find((b) => b.id === roster.battleSizeId) ?? null;
  const issues = issuesOf(roster, data);
  return {
    faction: factionName,
    detachment: data.faction.detachments.find((d) => d.id === roster.detachmentId)?.name ?? null,
    battleSize: battleSize?.name ?? null,
    points: pointsOf(roster, data).total,
    limit: battleSize?.points ?? null,
    ...countIssues(issues),
  };
}
