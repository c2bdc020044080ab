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

/**
 * Every Unicode bidirectional control: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069)
 * and the marks (U+200E, U+200F, U+061C). A right-to-left override in a list's name ("Raiders\u202E stp 0002") makes
 * the lists page, the print view and every export show the rest of the line backwards, so a name could be made to
 * read as something the list is not; a name has no use for them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A list's name as Muster keeps it: without bidirectional controls. */
export function listName(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
