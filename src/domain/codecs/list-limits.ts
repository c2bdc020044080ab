/**
 * How much a list reader takes. The largest real army lists are a few hundred lines (an Onslaught list of 60 units is
 * about 15 KB of text); these limits are far beyond that, and refusing more at once, with a message, beats reading a
 * 50 MB file for minutes without a word.
 */
export const MAX_LIST_CHARACTERS = 2_000_000;
export const MAX_LIST_UNITS = 2_000;

/** "2 MB": sizes as a player reads them. */
export function describeSize(characters: number): string {
  return characters >= 1_000_000 ? `${(characters / 1_000_000).toFixed(1)} MB` : `${Math.ceil(characters / 1_000)} KB`;
}

export function tooManyCharacters(characters: number): string {
  return `This is ${describeSize(characters)} of text; Muster reads lists of up to ${describeSize(MAX_LIST_CHARACTERS)} (a 2,000-point list is about 5 KB). Is it the right file?`;
}

export function tooManyUnits(units: number): string {
  return `This list has ${units.toLocaleString('en-US')} units; Muster reads lists of up to ${MAX_LIST_UNITS.toLocaleString('en-US')} units.`;
}
