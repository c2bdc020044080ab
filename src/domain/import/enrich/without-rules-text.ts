import type { Faction } from '../../data/faction.schema';
import type { GameSystem } from '../../data/game-system.schema';
import type { RuleText } from '../../data/rule-text.schema';

function nameOnly<T extends RuleText>(rule: T): T {
  const { text: _text, ...rest } = rule;
  return rest as T;
}

/**
 * The data with every rule by name alone: what `npm run import-data` writes to data/, since Muster ships no rules
 * text but the seed pages' (added after this). A player's own import ("rulesText") keeps the catalogue's text of the
 * datasheet and wargear abilities, the core rules and weapon abilities, the army rules, the detachment rules and the
 * Enhancements, and skips this.
 */
export function withoutRulesText(
  factions: readonly Faction[],
  system: GameSystem,
): { factions: Faction[]; system: GameSystem } {
  return {
    factions: factions.map((f) => ({
      ...f,
      armyRules: f.armyRules.map(nameOnly),
      detachments: f.detachments.map((d) => ({
        ...d,
        rule: nameOnly(d.rule),
        otherRules: d.otherRules.map(nameOnly),
        enhancements: d.enhancements.map(nameOnly),
      })),
      datasheets: f.datasheets.map((d) => ({
        ...d,
        abilities: d.abilities.map(nameOnly),
        ...(d.damaged ? { damaged: nameOnly(d.damaged) } : {}),
      })),
    })),
    system: {
      ...system,
      coreRules: system.coreRules.map(nameOnly),
      weaponAbilities: system.weaponAbilities.map(nameOnly),
    },
  };
}
