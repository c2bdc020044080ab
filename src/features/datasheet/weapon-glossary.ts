import type { RuleText } from '../../domain/data/rule-text.schema';

/**
 * The glossary key of a weapon ability as a profile prints it: "anti-infantry 3+" and "ANTI-KEYWORD X+" are
 * both ANTI, "sustained hits d3" and "SUSTAINED HITS X" both SUSTAINED HITS, "twin-linked" is TWIN LINKED.
 */
export function abilityKey(text: string): string {
  const upper = text.toUpperCase().trim();
  if (upper.startsWith('ANTI-')) return 'ANTI';
  return upper
    .replace(/\s+(?:\d*D\d+(?:\+\d+)?|\d+\+?|X\+?)$/, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

/** The glossary entries for the abilities named, once each, in the order first met. */
export function glossaryFor(abilities: readonly string[], glossary: readonly RuleText[]): readonly RuleText[] {
  const byKey = new Map(glossary.map((entry) => [abilityKey(entry.name), entry]));
  const found = new Map<string, RuleText>();
  for (const ability of abilities) {
    const key = abilityKey(ability);
    const entry = byKey.get(key);
    if (entry && !found.has(key)) found.set(key, entry);
  }
  return [...found.values()];
}
