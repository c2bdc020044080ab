import type { GameData } from '../../domain/data/game-data';
import type { Manifest } from '../../domain/data/manifest.schema';
import type { Roster } from '../../domain/roster/roster.schema';
import type { Verdict } from '../../domain/rules/verdict';
import { pointsOf, verdictOfRoster } from '../../store/selectors';

export type ListSummary = {
  readonly faction: string;
  readonly detachment: string | null;
  readonly battleSize: string | null;
  readonly points: number | null;
  readonly limit: number | null;
  /** Null while the faction's data loads. */
  readonly verdict: Verdict | null;
};

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
      verdict: null,
    };
  }
  const battleSize = data.system.battleSizes.find((b) => b.id === roster.battleSizeId) ?? null;
  return {
    faction: factionName,
    detachment: data.faction.detachments.find((d) => d.id === roster.detachmentId)?.name ?? null,
    battleSize: battleSize?.name ?? null,
    points: pointsOf(roster, data).total,
    limit: battleSize?.points ?? null,
    verdict: verdictOfRoster(roster, data),
  };
}
