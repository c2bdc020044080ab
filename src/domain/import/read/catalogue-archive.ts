import { unzipSync } from 'fflate';
import { err, ok, type Result } from '../../result';
import type { ImportProblem } from '../import-problem';
import type { SourceFile } from './source-file';

/** A file as the player hands it over: a path (a name, or a path inside a picked folder) and its bytes. */
export type InputFile = { readonly path: string; readonly bytes: Uint8Array };

/**
 * How much the importer opens. The whole 10th edition snapshot is 47 files and ~40 MB of XML (a repository archive
 * of it, ~6 MB zipped), so these leave room for its growth while a zip bomb stops at its directory.
 */
export type ArchiveLimits = {
  /** Bytes of one archive or file as handed over. */
  readonly archiveBytes: number;
  /** Bytes of catalogue text once unpacked, over all files. */
  readonly inflatedBytes: number;
  /** Entries in one archive, catalogues or not. */
  readonly entries: number;
};

export const ARCHIVE_LIMITS: ArchiveLimits = {
  archiveBytes: 100_000_000,
  inflatedBytes: 250_000_000,
  entries: 10_000,
};

/** Catalogue files by ending: XML (.gst, .cat), the same zipped (.gstz, .catz), and the JSON encoding's files. */
const CATALOGUE = /\.(?:gst|cat)$/i;
const ZIPPED_CATALOGUE = /\.(?:gstz|catz)$/i;
const JSON_FILE = /\.json$/i;

function baseName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}

/** Hidden files and folders (".git/", "__MACOSX/" copies a Mac adds to a zip) hold no catalogues. */
function isHidden(path: string): boolean {
  return path
    .split(/[\\/]/)
    .filter(Boolean)
    .some((part) => part.startsWith('.') || part === '__MACOSX');
}

function isZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
  );
}

function describeBytes(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : `${Math.ceil(n / 1000)} KB`;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

type Unpacked = { readonly name: string; readonly from: string; readonly bytes: Uint8Array };

/**
 * The catalogue files of a zip, read from its directory before anything is inflated: more entries, or more declared
 * bytes, than the limits allow refuse the zip at once. fflate inflates each entry into a buffer of its declared size,
 * so an entry that lies about its size cannot grow past it; one that inflates to another size is damaged.
 */
function unzipCatalogues(
  path: string,
  bytes: Uint8Array,
  limits: ArchiveLimits,
  budget: { inflated: number },
): Result<Unpacked[], ImportProblem> {
  let entries = 0;
  let declared = 0;
  const sizes = new Map<string, number>();
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        if (entries > limits.entries) return false;
        if (isHidden(entry.name) || !(CATALOGUE.test(entry.name) || JSON_FILE.test(entry.name))) return false;
        declared += entry.originalSize;
        sizes.set(entry.name, entry.originalSize);
        return budget.inflated + declared <= limits.inflatedBytes;
      },
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return err({ kind: 'damaged', file: path, message: `${path} is not a zip Muster can open (${detail}).` });
  }
  if (entries > limits.entries) {
    return err({
      kind: 'too-large',
      file: path,
      message: `${path} holds more than ${limits.entries.toLocaleString('en-US')} files; a catalogue set has about 50.`,
    });
  }
  if (budget.inflated + declared > limits.inflatedBytes) {
    return err({
      kind: 'too-large',
      file: path,
      message: `${path} unpacks to more than ${describeBytes(limits.inflatedBytes)} of catalogues; Muster opens no more.`,
    });
  }
  const out: Unpacked[] = [];
  // Entries are taken in name order: a zip's own order is whatever the tool that made it chose.
  for (const name of Object.keys(unpacked).sort()) {
    const content = unpacked[name] as Uint8Array;
    if (content.length !== sizes.get(name)) {
      return err({ kind: 'damaged', file: `${path}/${name}`, message: `${path}/${name} is damaged in the zip.` });
    }
    budget.inflated += content.length;
    out.push({ name: baseName(name), from: `${path}/${name}`, bytes: content });
  }
  return ok(out);
}

/**
 * The catalogue files among what a player handed over (a zip of a data repository, the files of a picked folder,
 * single .gst/.cat/.gstz/.catz files), as text by file name. Anything else (a README, images) is passed over.
 */
export function readCatalogueFiles(
  inputs: readonly InputFile[],
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Result<SourceFile[], ImportProblem> {
  const budget = { inflated: 0 };
  const found: Unpacked[] = [];
  for (const input of inputs) {
    if (isHidden(input.path)) continue;
    const isArchive = ZIPPED_CATALOGUE.test(input.path) || /\.zip$/i.test(input.path) || isZip(input.bytes);
    if (!isArchive && !CATALOGUE.test(input.path) && !JSON_FILE.test(input.path)) continue;
    if (input.bytes.length > limits.archiveBytes) {
      return err({
        kind: 'too-large',
        file: input.path,
        message: `${input.path} is ${describeBytes(input.bytes.length)}; Muster opens files of up to ${describeBytes(limits.archiveBytes)}.`,
      });
    }
    if (isArchive) {
      const unpacked = unzipCatalogues(input.path, input.bytes, limits, budget);
      if (!unpacked.ok) return unpacked;
      found.push(...unpacked.value);
    } else {
      budget.inflated += input.bytes.length;
      if (budget.inflated > limits.inflatedBytes) {
        return err({
          kind: 'too-large',
          file: input.path,
          message: `The files come to more than ${describeBytes(limits.inflatedBytes)} of catalogues; Muster opens no more.`,
        });
      }
      found.push({ name: baseName(input.path), from: input.path, bytes: input.bytes });
    }
  }
  const files: SourceFile[] = [];
  const seen = new Map<string, string>();
  for (const f of found) {
    const other = seen.get(f.name);
    if (other !== undefined) {
      return err({
        kind: 'damaged',
        file: f.from,
        message: `${other} and ${f.from} are both named ${f.name}: hand over one catalogue set at a time.`,
      });
    }
    seen.set(f.name, f.from);
    let text: string;
    try {
      text = decoder.decode(f.bytes);
    } catch {
      return err({ kind: 'damaged', file: f.from, message: `${f.from} is not UTF-8 text.` });
    }
    files.push({ name: f.name, text, path: f.from });
  }
  if (!files.some((f) => CATALOGUE.test(f.name) || JSON_FILE.test(f.name))) {
    return err({
      kind: 'no-catalogues',
      file: inputs.map((i) => i.path).join(', '),
      message: 'No BattleScribe catalogues (.gst, .cat, .gstz or .catz files) among these files.',
    });
  }
  return ok(files.sort((a, b) => a.name.localeCompare(b.name)));
}
