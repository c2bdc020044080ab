import { err, ok, type Result } from '../../../domain/result';
import { isCatalogueFileName, MAX_CATALOGUE_FILES, type CatalogueFile } from './catalogue-files';
import { MAX_DOWNLOAD_BYTES } from './download';

/** A file as the page gets it, picked or dropped: its path inside a picked or dropped folder when it has one. */
export type PickedFile = { readonly path: string; readonly size: number; bytes(): Promise<Uint8Array> };

/** What a catalogue set may come as: a zip of it, or its files one by one. */
export function isSourceFileName(path: string): boolean {
  return /\.zip$/i.test(path) || isCatalogueFileName(path);
}

/**
 * The files of a catalogue set the player picked or dropped: its zips and catalogues, anything else in a folder
 * (a README, the repository's images) passed over. The count and sizes are checked before a byte is read.
 */
export async function readPickedFiles(
  picked: readonly PickedFile[],
): Promise<Result<readonly CatalogueFile[], string>> {
  const wanted = picked.filter((f) => isSourceFileName(f.path));
  if (wanted.length === 0) {
    const names = picked.slice(0, 3).map((f) => f.path.split('/').pop());
    return err(
      picked.length === 0
        ? 'No files were given.'
        : `${names.join(', ')}${picked.length > 3 ? '…' : ''}: none is a zip or a BattleScribe catalogue (.gst, .cat, .gstz, .catz).`,
    );
  }
  if (wanted.length > MAX_CATALOGUE_FILES) {
    return err(`${wanted.length} catalogue files are more than the ${MAX_CATALOGUE_FILES} Muster reads at once.`);
  }
  const total = wanted.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_DOWNLOAD_BYTES) {
    return err(
      `The files come to more than the ${MAX_DOWNLOAD_BYTES / (1024 * 1024)} MB Muster reads: they are not a catalogue set.`,
    );
  }
  const files: CatalogueFile[] = [];
  for (const f of wanted) {
    try {
      files.push({ path: f.path, bytes: await f.bytes() });
    } catch {
      return err(`${f.path} could not be read: it may have been moved or deleted since it was picked.`);
    }
  }
  return ok(files);
}

/** A browser File, named by its path inside a picked folder (webkitRelativePath) when it has one. */
export function pickedFile(file: File, path = file.webkitRelativePath || file.name): PickedFile {
  return { path, size: file.size, bytes: () => readBytes(file) };
}

/** A FileReader, which every browser and jsdom's component tests have (jsdom's File has no arrayBuffer()). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Every file dropped, a dropped folder's files included (a drop gives folders as entries to walk, not as files):
 * at most `MAX_CATALOGUE_FILES + 1` of them, so a dropped home folder is refused rather than walked.
 */
export async function droppedFiles(transfer: DataTransfer): Promise<readonly PickedFile[]> {
  const entries = [...transfer.items].flatMap((item) => {
    const entry = item.webkitGetAsEntry?.();
    return entry ? [entry] : [];
  });
  if (entries.length === 0) return [...transfer.files].map((f) => pickedFile(f));
  const found: PickedFile[] = [];
  const walk = async (entry: FileSystemEntry, path: string): Promise<void> => {
    if (found.length > MAX_CATALOGUE_FILES) return;
    if (isFile(entry)) {
      const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
      found.push(pickedFile(file, `${path}${entry.name}`));
    } else if (isDirectory(entry)) {
      const reader = entry.createReader();
      // A directory reader gives its entries a batch at a time, until an empty batch.
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
        if (batch.length === 0) break;
        for (const child of batch) await walk(child, `${path}${entry.name}/`);
      }
    }
  };
  for (const entry of entries) await walk(entry, '');
  return found;
}

const isFile = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;
const isDirectory = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;
