/**
 * The three grand alliances the official app sorts armies into, in its order, with their names. Kept apart from
 * the manifest's schema so the app can list them without loading zod.
 */
export const FACTION_GROUPS = ['imperium', 'chaos', 'xenos'] as const;

export const FACTION_GROUP_NAMES: Readonly<Record<(typeof FACTION_GROUPS)[number], string>> = {
  imperium: 'Imperium',
  chaos: 'Chaos',
  xenos: 'Xenos',
};
