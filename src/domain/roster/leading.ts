import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { keywordsOf } from './lookup';
import type { Roster } from './roster.schema';

/** Whether the datasheet has the Leader ability: it lists units it can lead, by name or by keywords. */
export function isLeader(datasheet: Datasheet): boolean {
  return datasheet.leads.length > 0 || datasheet.leadsKeywords.length > 0;
}

/**
 * Whether a Leader can be attached to a unit of `bodyguard`: the Leader ability lists it (an Archon: Kabalite
 * Warriors), or it has every keyword of one of the lists the ability names (an Inquisitor: IMPERIUM BATTLELINE
 * INFANTRY, so an Intercessor Squad in a Space Marines army).
 */
export function canLead(leader: Datasheet, bodyguard: Datasheet, roster: Roster, data: GameData): boolean {
  if (leader.leads.includes(bodyguard.id)) return true;
  if (leader.leadsKeywords.length === 0) return false;
  const keywords = keywordsOf(bodyguard, roster, data);
  return leader.leadsKeywords.some((all) => all.every((k) => keywords.has(k)));
}

/**
 * Whether `leader` may join a bodyguard of `bodyguard`'s datasheet that `other` already leads (a Lieutenant beside a
 * CAPTAIN; a Biophagus beside a Primus).
 */
export function joinsAlongside(
  leader: Datasheet,
  other: Datasheet,
  bodyguard: Datasheet,
  roster: Roster,
  data: GameData,
): boolean {
  const alongside = leader.joinsAlongside;
  if (!alongside || !alongside.bodyguards.includes(bodyguard.id)) return false;
  if (alongside.anyLeader || alongside.leaders.includes(other.id)) return true;
  if (alongside.leaderKeywords.length === 0) return false;
  const keywords = keywordsOf(other, roster, data);
  return alongside.leaderKeywords.some((k) => keywords.has(k));
}

/** What a Leader can lead, for display: "Incubi", "Kabalite Warriors", "IMPERIUM BATTLELINE INFANTRY units". */
export function leadsLabels(leader: Datasheet, data: GameData): string[] {
  const byId = new Map(data.faction.datasheets.map((d) => [d.id, d.name]));
  return [
    ...leader.leads.map((id) => byId.get(id) ?? id),
    ...leader.leadsKeywords.map((all) => `${all.join(' ')} units`),
  ];
}
