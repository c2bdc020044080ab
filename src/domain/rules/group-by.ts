/**
 * Items by key, keys and items in first-seen order; items whose key is null belong to no group (a unit with no
 * enhancement, a Leader attached to no bodyguard).
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K | null): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
