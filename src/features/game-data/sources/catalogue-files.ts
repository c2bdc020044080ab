/** One file of a catalogue set as it was picked, dropped, unzipped or downloaded: its path in the set and its bytes. */
export type CatalogueFile = { readonly path: string; readonly bytes: Uint8Array };

/**
 * More files than any catalogue set holds (the 10th edition repository has about 100): a folder or repository with
 * more is something else, and reading it would only fill the player's storage.
 */
export const MAX_CATALOGUE_FILES = 1000;

/** BattleScribe's game system and catalogue files, plain (.gst, .cat) or zipped one to a file (.gstz, .catz). */
export function isCatalogueFileName(path: string): boolean {
  return /\.(gst|cat)z?$/i.test(path);
}

/**
 * The version of a catalogue set as its content: a SHA-256 over each file's path and bytes in path order, so the
 * same files picked twice, or dropped once and downloaded once, are the same version, and one changed points value
 * is another. The cache keeps imported factions under it.
 */
export async function contentVersion(files: readonly CatalogueFile[]): Promise<string> {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const file of sorted) {
    const path = encoder.encode(file.path);
    parts.push(sizeOf(path.byteLength), path, sizeOf(file.bytes.byteLength), file.bytes);
  }
  const total = parts.reduce((sum, p) => sum + p.byteLength, 0);
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.byteLength;
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', joined));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Each length is written before its bytes, so ("ab", "c") and ("a", "bc") hash apart. */
function sizeOf(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

/**
 * The commit a zip was made from, when it says so: a code host's repository archive (git archive) writes the
 * commit as the zip's comment, at the end of the file, in the end-of-central-directory record.
 */
export function zipCommit(zip: Uint8Array): string | null {
  // The record is 22 bytes and a comment; a 40-character one sits 62 bytes from the end.
  const end = zip.byteLength - 62;
  if (end < 0) return null;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (view.getUint32(end, true) !== 0x06054b50 || view.getUint16(end + 20, true) !== 40) return null;
  const comment = new TextDecoder('latin1').decode(zip.subarray(end + 22));
  return /^[0-9a-f]{40}$/.test(comment) ? comment : null;
}
