import type { Content } from '../../data/rule-text.schema';
import type { Resolved } from './catalogue-set';
import { isHidden, type EvalContext } from './conditions';
import { FORCE, TOGGLE } from './game-constants';
import type { ReadLog } from './read-log';

export type Mode = 'matched-play' | 'legends' | 'boarding-actions' | 'crusade';

/**
 * What every roster of one faction shares: its catalogue, the "Show …" switches the importer turns on
 * (`findRosterToggles`), the cost types of Crusade bookkeeping, and the log of what the importer applied.
 */
export type RosterBase = {
  readonly primaryCatalogueId: string;
  readonly toggles: ReadonlySet<string>;
  readonly campaignCosts: ReadonlySet<string>;
  readonly log: ReadLog;
};

/** The roster the importer imagines when it asks "is this entry offered?": one per kind of content. */
export function contextFor(base: RosterBase, battleSizeId: string, mode: Mode, detachmentId?: string): EvalContext {
  const { primaryCatalogueId, campaignCosts, log } = base;
  const selections = new Set<string>([battleSizeId, ...base.toggles]);
  if (detachmentId) selections.add(detachmentId);
  if (mode === 'legends') {
    selections.add(TOGGLE.showLegends);
    selections.add(TOGGLE.showUnalignedForces);
    selections.add(TOGGLE.showUnalignedFortifications);
  }
  if (mode === 'crusade') selections.add(TOGGLE.showCrucibleCharacters);
  const forceId =
    mode === 'boarding-actions' ? FORCE.boardingActions : mode === 'crusade' ? FORCE.crusade : FORCE.armyRoster;
  return { primaryCatalogueId, forceId, rosterSelections: selections, campaignCosts, log };
}

export type Visibility = {
  readonly content: Content;
  /** Detachment entry ids the entry is offered under, when not under all of them (and not without one). */
  readonly onlyInDetachments: readonly string[] | null;
};

/**
 * How a root entry is offered to this faction: in matched play (possibly only under some detachments), only with the
 * Legends switch on, only in Boarding Actions, or only in Crusade. Null when the faction is never offered it.
 */
export function classifyVisibility(
  node: Resolved,
  base: RosterBase,
  battleSizeId: string,
  detachmentIds: readonly string[],
  nameTag: Content | null,
): Visibility | null {
  const modes: Mode[] =
    nameTag === 'legends'
      ? ['legends']
      : nameTag === 'crusade'
        ? ['crusade', 'matched-play']
        : ['matched-play', 'legends', 'boarding-actions', 'crusade'];
  for (const mode of modes) {
    const visibleWithout = !isHidden(node.hidden, node.modifiers, contextFor(base, battleSizeId, mode));
    const visibleUnder = detachmentIds.filter(
      (d) => !isHidden(node.hidden, node.modifiers, contextFor(base, battleSizeId, mode, d)),
    );
    if (!visibleWithout && visibleUnder.length === 0) continue;
    const content: Content = nameTag ?? (mode === 'legends' ? 'legends' : mode);
    const restricted = !visibleWithout && visibleUnder.length < detachmentIds.length;
    return { content, onlyInDetachments: restricted ? visibleUnder : null };
  }
  return null;
}
