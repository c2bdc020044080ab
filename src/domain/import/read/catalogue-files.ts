import type { BsCatalogue } from './bs-types';
import { parseCatalogueXml } from './bs-xml';

export type SourceFile = { readonly name: string; readonly text: string };

const ID_IN_HEADER = /<(?:catalogue|gameSystem)\b[^>]*?\sid="([^"]+)"/;
const LINK_TARGETS = /<catalogueLink\b[^>]*?\stargetId="([^"]+)"/g;

/**
 * Parses the .gst and the .cat files that `wanted` catalogues need (their catalogue links, transitively), and only
 * those: the full snapshot is ~40 MB of XML and most of it belongs to other factions.
 */
export function parseNeeded(files: readonly SourceFile[], wanted: readonly string[]): BsCatalogue[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  const idOf = new Map<string, SourceFile>();
  for (const f of files) {
    const id = ID_IN_HEADER.exec(f.text.slice(0, 2000))?.[1];
    if (id) idOf.set(id, f);
  }
  const chosen = new Set<SourceFile>(files.filter((f) => f.name.endsWith('.gst')));
  const queue = wanted.map((name) => {
    const f = byName.get(name);
    if (!f) throw new Error(`catalogue "${name}" is not in the source folder`);
    return f;
  });
  while (queue.length > 0) {
    const f = queue.pop() as SourceFile;
    if (chosen.has(f) && !f.name.endsWith('.gst')) continue;
    chosen.add(f);
    for (const m of f.text.matchAll(LINK_TARGETS)) {
      const target = idOf.get(m[1] as string);
      if (target && !chosen.has(target)) queue.push(target);
    }
  }
  return [...chosen].sort((a, b) => a.name.localeCompare(b.name)).map((f) => parseCatalogueXml(f.name, f.text));
}
