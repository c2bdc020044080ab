import { err, ok, type Result } from '../../result';
import type { ImportProblem } from '../import-problem';
import type { BsCatalogue } from './bs-types';
import { parseCatalogueXml } from './bs-xml';
import { editionOf } from './edition';
import type { SourceFile } from './source-file';

const ID_IN_HEADER = /<(?:catalogue|gameSystem)\b[^>]*?\sid="([^"]+)"/;
const LINK = /<catalogueLink\b[^>]*>/g;
const TARGET_ID = /\stargetId="([^"]*)"/;
const NAME = /\sname="([^"]*)"/;
/**
 * A document type declaration is where XML defines entities, and entities are how a few bytes of XML expand to
 * gigabytes ("billion laughs"). No BattleScribe file has one, so a file that does is refused before it is parsed.
 */
const DOCUMENT_TYPE = /<!(?:DOCTYPE|ENTITY)/i;

const isGameSystem = (f: SourceFile) => /\.gst$/i.test(f.name);
const isCatalogue = (f: SourceFile) => /\.cat$/i.test(f.name);
const where = (f: SourceFile) => f.path ?? f.name;

/**
 * Parses the .gst and the .cat files that `wanted` catalogues need (their catalogue links, transitively), and only
 * those: the full snapshot is ~40 MB of XML and most of it belongs to other factions. The files are the player's:
 * a game system of another edition, a catalogue missing or linking to one that is not there, or a file that is not
 * XML is a problem naming the file, never a partial import.
 */
export function readCatalogueSet(
  files: readonly SourceFile[],
  wanted: readonly string[],
): Result<BsCatalogue[], ImportProblem> {
  const edition = editionOf(files);
  if (!edition.ok) return edition;
  const byName = new Map(files.filter((f) => isGameSystem(f) || isCatalogue(f)).map((f) => [f.name, f]));
  const idOf = new Map<string, SourceFile>();
  for (const f of byName.values()) {
    const id = ID_IN_HEADER.exec(f.text.slice(0, 2000))?.[1];
    if (id) idOf.set(id, f);
  }
  const chosen = new Set<SourceFile>([edition.value]);
  const queue: SourceFile[] = [];
  for (const name of wanted) {
    const f = byName.get(name);
    if (!f) {
      return err({
        kind: 'missing-faction',
        file: name,
        message: `The catalogue "${name}" is not among the files.`,
      });
    }
    queue.push(f);
  }
  while (queue.length > 0) {
    const f = queue.pop() as SourceFile;
    if (chosen.has(f) && !isGameSystem(f)) continue;
    chosen.add(f);
    for (const [tag] of f.text.matchAll(LINK)) {
      const targetId = TARGET_ID.exec(tag)?.[1] ?? '';
      const target = idOf.get(targetId);
      if (!target) {
        const name = NAME.exec(tag)?.[1] ?? targetId;
        return err({
          kind: 'missing-library',
          file: where(f),
          message: `${where(f)} links to the catalogue "${name}", which is not among the files.`,
        });
      }
      if (!chosen.has(target)) queue.push(target);
    }
  }
  const parsed: BsCatalogue[] = [];
  for (const f of [...chosen].sort((a, b) => a.name.localeCompare(b.name))) {
    if (DOCUMENT_TYPE.test(f.text)) {
      return err({
        kind: 'malformed',
        file: where(f),
        message: `${where(f)} declares a document type or entities, which no BattleScribe file does: it is not read.`,
      });
    }
    try {
      parsed.push(parseCatalogueXml(f.name, f.text));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return err({
        kind: 'malformed',
        file: where(f),
        message: `${where(f)} is not a catalogue Muster can read: ${detail}`,
      });
    }
  }
  return ok(parsed);
}
