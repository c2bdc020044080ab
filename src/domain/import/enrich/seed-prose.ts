import type { Faction } from '../../data/faction.schema';
import type { GameSystem } from '../../data/game-system.schema';
import type { RuleText } from '../../data/rule-text.schema';
import { normaliseName, type SeedText } from './seeds';

function withText<T extends RuleText>(rule: T, text: string | undefined): T {
  return text ? { ...rule, text } : rule;
}

/** Every name in the data: each closes the prose of the heading before it on a seed page. */
function allNames(factions: readonly Faction[], system: GameSystem): string[] {
  return [
    ...system.coreRules.map((r) => r.name),
    ...system.weaponAbilities.map((r) => r.name),
    ...factions.flatMap((f) => [
      ...f.armyRules.map((r) => r.name),
      ...f.allowances.map((a) => a.rule.name),
      ...f.detachments.flatMap((d) => [
        d.name,
        d.rule.name,
        ...d.otherRules.map((r) => r.name),
        ...d.enhancements.map((e) => e.name),
      ]),
      ...f.datasheets.flatMap((d) => [d.name, ...d.abilities.map((a) => a.name)]),
    ]),
  ];
}

/**
 * Adds seed prose to rules whose names match a seed heading. Faction abilities on a datasheet stay name-only: their
 * prose lives once, on the faction's army rules, so faction files carry no duplicated text.
 */
export function applySeedProse(
  factions: readonly Faction[],
  system: GameSystem,
  seeds: SeedText,
): { factions: Faction[]; system: GameSystem } {
  const stratagems = seeds.stratagems();
  seeds.setKnownHeadings([...allNames(factions, system), ...stratagems.map((s) => s.name)]);
  const outFactions = factions.map((f) => ({
    ...f,
    armyRules: f.armyRules.map((r) => withText(r, seeds.prose(r.name))),
    allowances: f.allowances.map((a) => ({ ...a, rule: withText(a.rule, seeds.prose(a.rule.name)) })),
    detachments: f.detachments.map((d) => ({
      ...d,
      rule: withText(d.rule, seeds.prose(d.rule.name)),
      otherRules: d.otherRules.map((r) => withText(r, seeds.prose(r.name))),
      enhancements: d.enhancements.map((e) => withText(e, seeds.prose(e.name))),
      stratagems: stratagems
        .filter((s) => normaliseName(s.detachment) === normaliseName(d.name))
        .map((s) => ({
          name: s.name,
          commandPoints: s.commandPoints,
          category: s.category,
          ...(s.text ? { text: s.text } : {}),
        })),
    })),
    datasheets: f.datasheets.map((d) => {
      const names = d.abilities.map((a) => a.name);
      const damagedText = d.damaged ? seeds.damaged(d.name) : undefined;
      const pageName = seeds.pageName(f.name, d.name);
      return {
        ...d,
        ...(pageName ? { wahapediaName: pageName } : {}),
        abilities: d.abilities.map((a) =>
          a.kind === 'datasheet' || a.kind === 'wargear'
            ? withText(a, seeds.datasheetAbility(d.name, a.name, names))
            : a,
        ),
        ...(d.damaged ? { damaged: withText(d.damaged, damagedText) } : {}),
      };
    }),
  }));
  return {
    factions: outFactions,
    system: {
      ...system,
      coreRules: system.coreRules.map((r) => withText(r, seeds.prose(r.name))),
      weaponAbilities: system.weaponAbilities.map((r) => withText(r, seeds.prose(r.name))),
    },
  };
}
