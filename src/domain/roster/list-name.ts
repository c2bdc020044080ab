/**
 * A name no other saved list has: a second import of "Black Tie Affair" becomes "Black Tie Affair (2)", so two
 * cards on the lists page never read the same. A name already numbered counts on from its number.
 */
export function distinctListName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(name)) return name;
  const numbered = /^(.*) \((\d+)\)$/.exec(name);
  const base = numbered?.[1] ?? name;
  for (let n = Number(numbered?.[2] ?? 1) + 1; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!names.has(candidate)) return candidate;
  }
}
