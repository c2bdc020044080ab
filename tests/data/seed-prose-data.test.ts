import { describe, expect, it } from 'vitest';
import { readGameSystem } from '../../src/cli/load-data';
import type { Faction } from '../../src/domain/data/faction.schema';
import type { RuleText } from '../../src/domain/data/rule-text.schema';
import { proseFlaws } from '../../src/domain/import/enrich/seed-repairs';
import { FACTION_IDS } from '../../src/testing/real-data';
import { faction } from '../../src/testing/real-factions';

/** Every named rule of a faction that may carry prose, with where it sits. */
function rulesOf(f: Faction): [string, RuleText][] {
  return [
    ...f.armyRules.map((r): [string, RuleText] => ['army rule', r]),
    ...f.allowances.map((a): [string, RuleText] => ['allowance', a.rule]),
    ...f.detachments.flatMap((d) => [
      ...[d.rule, ...d.otherRules].map((r): [string, RuleText] => [d.name, r]),
      ...d.enhancements.map((e): [string, RuleText] => [`${d.name} enhancement`, e]),
      ...d.stratagems.map((s): [string, RuleText] => [`${d.name} stratagem`, s]),
    ]),
    ...f.datasheets.flatMap((d) => [
      ...d.abilities.map((a): [string, RuleText] => [d.name, a]),
      ...(d.damaged ? [[`${d.name} damaged`, d.damaged] as [string, RuleText]] : []),
    ]),
  ];
}

function flawsIn(rules: readonly [string, RuleText][]): string[] {
  return rules.flatMap(([where, rule]) =>
    rule.text ? proseFlaws(rule.text).map((flaw) => `${where} / ${rule.name}: ${flaw}`) : [],
  );
}

/** The seed pages' scraping flaws (a lost faction keyword, sentences run together, a neighbour's heading) stay out of the data. */
describe('seed prose', () => {
  it('the core rules and weapon abilities read as the pages printed them', () => {
    const system = readGameSystem();
    expect(
      flawsIn([...system.coreRules, ...system.weaponAbilities].map((r): [string, RuleText] => ['glossary', r])),
    ).toEqual([]);
  });

  it.each(FACTION_IDS)('%s rules read as the pages printed them', (id) => {
    expect(flawsIn(rulesOf(faction(id)))).toEqual([]);
  });

  it.each(FACTION_IDS)('%s lists each rule once: no stratagem, enhancement or datasheet ability twice', (id) => {
    const twice = (names: readonly string[]) => names.filter((n, i) => names.indexOf(n) !== i);
    const f = faction(id);
    for (const d of f.detachments) {
      expect(twice(d.stratagems.map((s) => s.name)), d.name).toEqual([]);
      expect(twice(d.enhancements.map((e) => e.name)), d.name).toEqual([]);
    }
    for (const d of f.datasheets) expect(twice(d.abilities.map((a) => a.name)), d.name).toEqual([]);
  });

  it('fills the lost faction keyword from the faction the page belongs to', () => {
    expect(faction('drukhari').allowances[0]?.rule.text).toMatch(
      /^If your Army Faction is DRUKHARI, you can include HARLEQUINS/,
    );
    expect(faction('world-eaters').armyRules[0]?.text).toMatch(
      /If your Army Faction is WORLD EATERS, at the start of the battle round/,
    );
  });
});
