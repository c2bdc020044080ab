import type { Datasheet } from '../data/datasheet.schema';
import type { Detachment, KeywordGrant } from '../data/detachment.schema';
import type { GameData } from '../data/game-data';
import { ownKeywords } from '../data/game-index';
import { findDatasheet, findDetachment } from './lookup';
import type { Roster, Unit } from './roster.schema';

/**
 * The upgrades a detachment offers a datasheet that give it a keyword it lacks (Headhunter Task Force's "Tank Ace
 * Character" makes a Predator Destructor a CHARACTER), each in the app's words as its export prints them under the
 * unit: `• Headhunter Task Force Keywords: Character`.
 */
export function offeredDetachmentUpgrades(datasheet: Datasheet, detachment: Detachment | null): readonly string[] {
  return detachment ? offeredGrants(datasheet, detachment).map((grant) => upgradeLine(detachment.name, grant)) : [];
}

/**
 * The detachment upgrades a unit has taken. The data gives the keyword to every such datasheet while the detachment
 * is chosen, so the roster keeps no choice of its own: a unit has taken the CHARACTER upgrade when it uses it, by
 * bearing an Enhancement or being the Warlord, which only a CHARACTER may (a 130-pt Predator Destructor with Gunnery
 * Honours).
 */
export function takenDetachmentUpgrades(unit: Unit, roster: Roster, data: GameData): readonly string[] {
  const datasheet = findDatasheet(data, unit.datasheetId);
  const detachment = findDetachment(data, roster.detachmentId);
  if (!datasheet || !detachment || (unit.enhancementId === null && !unit.isWarlord)) return [];
  return offeredGrants(datasheet, detachment)
    .filter((grant) => grant.keyword === 'CHARACTER')
    .map((grant) => upgradeLine(detachment.name, grant));
}

function offeredGrants(datasheet: Datasheet, detachment: Detachment): KeywordGrant[] {
  const own = ownKeywords(datasheet);
  return detachment.grantsKeywords.filter(
    (g) => g.upgrade !== undefined && g.datasheetIds.includes(datasheet.id) && !own.has(g.keyword),
  );
}

/** The detachment's name, then the keyword as the app spells it ("Character"). */
function upgradeLine(detachmentName: string, grant: KeywordGrant): string {
  const keyword = grant.keyword.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (first) => first.toUpperCase());
  return `${detachmentName} Keywords: ${keyword}`;
}
