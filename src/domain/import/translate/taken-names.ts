import type { BsModifier } from '../read/bs-types';
import type { Resolved } from '../read/catalogue-set';

/**
 * The modifiers by which an entry renames itself once taken: "set name" on the entry, under the one condition "at
 * least 1 of this entry among its parent's selections". The Chaos Space Marines' Mark of Chaos choice "Nurgle" is
 * printed "Mark of Nurgle" by the tools that apply the catalogue's modifiers.
 */
export function takenNameModifiers(entry: Resolved): BsModifier[] {
  const ownIds = new Set([entry.id, ...(entry.linkId ? [entry.linkId] : [])]);
  return entry.modifiers.filter((m) => {
    if (m.type !== 'set' || m.field !== 'name' || m.scope !== undefined || m.affects !== undefined) return false;
    if (m.repeats.length > 0 || m.when.groups.length > 0 || m.when.conditions.length !== 1) return false;
    const [c] = m.when.conditions;
    return (
      c !== undefined &&
      c.type === 'atLeast' &&
      c.value === 1 &&
      c.field === 'selections' &&
      c.scope === 'parent' &&
      ownIds.has(c.childId)
    );
  });
}

/** The names an entry is printed under once taken, other than its own (see `takenNameModifiers`). */
export function takenNames(entry: Resolved): string[] {
  const own = entry.name.trim();
  return [...new Set(takenNameModifiers(entry).map((m) => m.value.trim()))].filter((n) => n !== '' && n !== own);
}
