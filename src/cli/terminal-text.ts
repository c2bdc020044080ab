/**
 * Output of the armylist command. List names, unit names and notes are whatever text a list file held, and a
 * right-to-left override (U+202E) in a name makes a terminal print what follows it backwards: "Raiders‮ stp 0" shows
 * as "Raiders0 pts" reversed, and a checker reading the report sees something the list does not say. Every
 * character that reorders text (the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069) is written
 * as its escape `\u202E` instead: visible in a report, and in JSON output the same string once parsed.
 */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/g;

export function terminalText(text: string): string {
  return text.replace(REORDERING, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function writeOut(text: string): void {
  process.stdout.write(terminalText(text));
}

export function writeErr(text: string): void {
  process.stderr.write(terminalText(text));
}
