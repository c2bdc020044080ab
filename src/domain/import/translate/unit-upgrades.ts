import type { Resolved } from '../read/catalogue-set';
import type { EvalContext } from '../read/conditions';
import { isHidden } from '../read/conditions';
import { selectionLimits, type Composition } from './composition';
import { choicesOf } from './loadout';
import { isSkippedChild } from '../read/skipped';
import type { Problem } from '../report';
import type { OptionDraft } from './variant-options';
import { fitLimit } from './wargear-limit';
import type { WargearRegistry } from './wargear-registry';

function holdsModels(node: Resolved): boolean {
  return node.children.some((c) => (c.kind === 'entry' && c.type === 'model') || holdsModels(c));
}

/**
 * Upgrades the catalogue gives the unit itself rather than one of its models, with no association tying them to one:
 * a Reiver Squad's Grapnel Launchers and Grav-chute (at most 1 each), an Inquisitorial Agents' Tome-skulls (at most
 * 2), a Dark Reapers' Aspect Shrine Tokens. The unit holds them as a whole, so each is an addition any of its models
 * may take, capped in the unit by the upgrade's own max (or its group's, for a group of several: one pick shared).
 * One the unit must take, or one whose cap fits no per-unit or per-N-models limit, is reported.
 */
export function unitUpgradeOptions(
  unit: Resolved,
  composition: Composition,
  ctx: EvalContext,
  registry: WargearRegistry,
  problems: Problem[],
): OptionDraft[] {
  // A single-model datasheet's entry is its model: what it holds is read as that model's wargear.
  if (unit.kind !== 'entry' || unit.type === 'model') return [];
  const out: OptionDraft[] = [];
  const at = (size: number): EvalContext => composition.contextFor(composition.optionAt(size), size);
  const shown = (n: Resolved): boolean =>
    !isSkippedChild(n) && n.associations.length === 0 && !isHidden(n.hidden, n.modifiers, ctx);
  const allTypes = composition.types.map((_, i) => i);
  /** `capped`: the entries or group whose limits bound the option, innermost first. */
  const read = (entries: readonly Resolved[], capped: readonly Resolved[]): void => {
    const construct = `unit upgrade "${(capped[0] as Resolved).name.trim()}"`;
    if (composition.sizes.some((size) => capped.some((n) => selectionLimits(n, at(size)).min > 0))) {
      problems.push({
        kind: 'unit-upgrade',
        construct,
        why: 'an upgrade the unit must take is not expressible as an option',
      });
      return;
    }
    // Its max may be scoped to its parent (the unit, or its group) or to the unit by id.
    const cap = (size: number): number =>
      Math.min(...capped.flatMap((n) => [selectionLimits(n, at(size)).max, selectionLimits(n, at(size), unit.id).max]));
    const limit = fitLimit(composition.sizes, cap, (size) => size);
    if (!limit || limit.kind === 'each-model') {
      problems.push({
        kind: 'unit-upgrade',
        construct,
        why: `its cap by unit size (${composition.sizes.map((n) => `${n}:${cap(n)}`).join(' ')}) fits no per-unit or per-N-models limit`,
      });
      return;
    }
    const nested: Problem[] = [];
    const choices = entries.flatMap((e) =>
      choicesOf(e, at(composition.sizes[0] ?? 1), registry, nested).map((c) => ({ items: c.items, points: c.points })),
    );
    problems.push(
      ...nested.map((p) => ({ ...p, construct: `${(capped[0] as Resolved).name.trim()}: ${p.construct}` })),
    );
    if (choices.length > 0) out.push({ typeIndexes: allTypes, replaces: new Map(), choices, limit });
  };
  const bySortIndex = [...unit.children].sort(
    (a, b) => (a.sortIndex ?? Number.MAX_SAFE_INTEGER) - (b.sortIndex ?? Number.MAX_SAFE_INTEGER),
  );
  for (const child of bySortIndex) {
    if (!shown(child) || holdsModels(child)) continue;
    if (child.kind === 'entry') {
      if (child.type === 'upgrade') read([child], [child]);
      continue;
    }
    // A group on the unit holding upgrades ("Tome-skulls"): with no cap of its own, each is an upgrade of its own;
    // with one, a pick among them, capped together.
    const entries = child.children.filter(shown);
    if (entries.some((e) => e.kind !== 'entry' || e.type !== 'upgrade')) continue;
    // Where an entry's own cap is below the group's, each is an option of its own; the group's cap, a limit on their
    // sum, is then a catalogue limit (catalogue-limits.ts).
    const { max } = selectionLimits(child, ctx);
    const sharesCap = entries.every((e) => selectionLimits(e, ctx).max >= max);
    if (Number.isFinite(max) && entries.length > 1 && sharesCap) read(entries, [child]);
    else for (const e of entries) read([e], [e, child]);
  }
  return out;
}
