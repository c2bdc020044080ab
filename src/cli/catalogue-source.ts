import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { err, ok, type Result } from '../domain/result';
import { ARCHIVE_LIMITS, readCatalogueFiles, type InputFile } from '../domain/import/read/catalogue-archive';
import { editionOf } from '../domain/import/read/edition';
import type { SourceInfo } from '../domain/import/run-import';

/** A folder or zip of BattleScribe catalogues named by `--data`, read into memory and checked to be 10th edition. */
export type CatalogueSource = {
  readonly path: string;
  readonly files: readonly InputFile[];
  /** The catalogue files' names ("Orks.cat"), to tell which factions the source holds. */
  readonly names: ReadonlySet<string>;
  readonly source: SourceInfo;
  readonly dataVersion: string;
};

/** Endings of the files a folder's walk reads: catalogues, zipped catalogues, and JSON (to name another edition). */
const WANTED = /\.(?:gst|cat|gstz|catz|json|zip)$/i;
/** A data repository keeps its catalogues at its top or one folder down; deeper folders are not walked. */
const MAX_DEPTH = 3;

function walk(root: string, dir: string, depth: number, out: InputFile[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory() && depth < MAX_DEPTH) walk(root, path, depth + 1, out);
    else if (entry.isFile() && WANTED.test(entry.name)) out.push(readInput(path, relative(root, path)));
  }
}

/** A file's bytes, refused by its size before it is read, so a huge file named by mistake costs nothing. */
function readInput(path: string, name: string): InputFile {
  const size = statSync(path).size;
  if (size > ARCHIVE_LIMITS.archiveBytes) {
    throw new Error(`${path} is ${Math.round(size / 1_000_000)} MB; Muster opens catalogue files of up to 100 MB`);
  }
  return { path: name, bytes: readFileSync(path) };
}

/**
 * Reads `--data <folder|zip>`: the catalogue files and what identifies them. A folder or zip carries no BSData
 * commit, so the source is named by the path and a SHA-256 of its bytes, and dated by its last change: the data
 * version then changes whenever the catalogues do.
 */
export function readCatalogueSource(path: string): Result<CatalogueSource, string> {
  let files: InputFile[];
  let modified: Date;
  try {
    const stat = statSync(path);
    modified = stat.mtime;
    files = [];
    if (stat.isDirectory()) walk(path, path, 0, files);
    else files.push(readInput(path, basename(path)));
  } catch (error) {
    return err(`cannot read --data ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const read = readCatalogueFiles(files);
  if (!read.ok) return err(read.error.message);
  const edition = editionOf(read.value);
  if (!edition.ok) return err(edition.error.message);
  const hash = sha256.create();
  for (const f of files.toSorted((a, b) => a.path.localeCompare(b.path))) hash.update(f.bytes);
  const commit = bytesToHex(hash.digest()).slice(0, 40);
  const date = modified.toISOString().slice(0, 10);
  return ok({
    path,
    files,
    names: new Set(read.value.map((f) => f.name)),
    source: { name: basename(path), commit, date },
    dataVersion: `${date}-${commit.slice(0, 8)}`,
  });
}
