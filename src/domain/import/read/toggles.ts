import type { BsConditionGroup, BsModifier } from './bs-types';
import type { CatalogueSet, Resolved } from './catalogue-set';
import { allConditions, isHidden, type EvalContext } from './conditions';
import { FORCE, TOGGLE } from './game-constants';

const CONTENT_SWITCHES = new Set<string>(Object.values(TOGGLE));

/**
 * Roster-wide "Show …" switches a player turns on to see more of what the army may take: Chaos Daemons' "Show Khorne
 * Daemons", an Imperium army's "Show Agents of the Imperium" and "Show Imperial Knights". The catalogues hide those
 * units until the switch is selected; a builder offers them, so the importer reads the army with every such switch on.
 *
 * A switch is a cost-free upgrade with no profiles or rules under a root entry that is not a datasheet (a "Show/Hide
 * Options" entry or the switch itself), offered in a matched-play roster and named by some roster-level condition.
 * The switches for Legends, Unaligned Forces and Crucible content are not among them: they mark content, not allies.
 */
export function findRosterToggles(
  set: CatalogueSet,
  isDatasheet: (node: Resolved) => boolean,
  detachmentRoots: ReadonlySet<string>,
): Set<string> {
  const named = conditionedIds(set);
  const base: EvalContext = {
    primaryCatalogueId: set.primary.id,
    forceId: FORCE.armyRoster,
    rosterSelections: new Set(),
    campaignCosts: set.campaignCosts,
  };
  const out = new Set<string>();
  const visit = (n: Resolved): void => {
    if (isHidden(n.hidden, n.modifiers, base)) return;
    if (n.children.length > 0) {
      n.children.forEach(visit);
      return;
    }
    const isFree = n.costs.every((c) => c.value === 0);
    if (
      n.kind === 'entry' &&
      n.type === 'upgrade' &&
      isFree &&
      n.profiles.length === 0 &&
      n.rules.length === 0 &&
      named.has(n.id) &&
      !CONTENT_SWITCHES.has(n.id)
    ) {
      out.add(n.id);
    }
  };
  for (const { node } of set.rootEntries()) {
    const root = set.resolve(node);
    if (isDatasheet(root) || detachmentRoots.has(root.id)) continue;
    visit(root);
  }
  return out;
}

/** Every entry a roster- or force-scope selections condition names, anywhere in the catalogues of the set. */
function conditionedIds(set: CatalogueSet): Set<string> {
  const out = new Set<string>();
  const add = (mods: readonly BsModifier[]): void => {
    for (const m of mods)
      for (const c of allConditions(m.when as BsConditionGroup))
        if (c.field === 'selections' && (c.scope === 'roster' || c.scope === 'force')) out.add(c.childId);
  };
  for (const c of set.catalogues) {
    for (const cat of c.categories) add(cat.modifiers);
    const walk = (n: {
      modifiers: readonly BsModifier[];
      children: readonly { modifiers: readonly BsModifier[]; children: readonly unknown[] }[];
    }): void => {
      add(n.modifiers);
      for (const child of n.children) walk(child as typeof n);
    };
    for (const n of [...c.rootEntries, ...c.sharedEntries, ...c.sharedGroups]) walk(n);
  }
  return out;
}
