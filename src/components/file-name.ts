/** Characters no common file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const MAX_BASE_LENGTH = 100;

/**
 * A download's file name from the list's name: "Kabal of the Flayed Skull.txt",
 * "Kabal of the Flayed Skull (WTC).txt". What a file system would refuse becomes a space.
 */
export function exportFileName(listName: string, extension: string, tag: string | null = null): string {
  const base =
    listName.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, MAX_BASE_LENGTH).trim() ||
    'Muster list';
  return `${base}${tag ? ` (${tag})` : ''}.${extension}`;
}
