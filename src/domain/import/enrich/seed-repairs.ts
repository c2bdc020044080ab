/**
 * Repairs for what scraping did to the seed pages' lines, applied before any prose is read from them. Each repair
 * restores something the page visibly lost, so it changes nothing a page printed correctly.
 */

/** A faction or unit keyword as the pages print it: DRUKHARI, HARLEQUINS, T’AU EMPIRE. */
const KEYWORD = "[A-Z][A-Z’'-]+";

function startsWithVowel(word: string): boolean {
  return /^[AEIOU]/.test(word);
}

/**
 * The pages lost the faction's own keyword wherever it was a link to the faction ("If your Army Faction is , you
 * can include HARLEQUINS…" on a Drukhari page). Put back `keyword`, the faction of the page, where the grammar shows
 * a word is missing:
 * - "Army Faction is ," with no faction named;
 * - "a or HARLEQUINS unit": an article or "One" straight before "or" and a keyword;
 * - "One INFANTRY or HARLEQUINS INFANTRY unit": the same keyword after both sides of "or", the first side unnamed;
 * - "a INFANTRY unit", "an VEHICLE unit": an article that agrees with the lost keyword, not with the next one.
 * A sentence that only lost a keyword at its start ("At the start of the battle, units from your army are winning
 * the wager") reads as English and cannot be told apart; it stays as the page has it.
 */
export function fillLostKeyword(line: string, keyword: string): string {
  const article = startsWithVowel(keyword) ? 'an' : 'a';
  return line
    .replace(/\bArmy Faction is ,/g, `Army Faction is ${keyword},`)
    .replace(new RegExp(`\\b(a|an|A|An|One|one) or (?=${KEYWORD}\\b)`, 'g'), `$1 ${keyword} or `)
    .replace(
      new RegExp(`\\b(One|one|a|an|A|An) (${KEYWORD}) or (${KEYWORD}(?: ${KEYWORD})*) \\2\\b`, 'g'),
      (all, word, kind, other) =>
        (other as string).split(' ').includes(keyword)
          ? all
          : `${word as string} ${keyword} ${kind as string} or ${other as string} ${kind as string}`,
    )
    .replace(new RegExp(`\\b(a|an|A|An) (?=(${KEYWORD})\\b)`, 'g'), (all, word: string, next: string) => {
      const expects = word.toLowerCase() === 'an' ? 'vowel' : 'consonant';
      const agrees = startsWithVowel(next) === (expects === 'vowel');
      const keywordAgrees = (article === 'an') === (expects === 'vowel');
      return agrees || !keywordAgrees || next === keyword ? all : `${word} ${keyword} `;
    });
}

/**
 * The pages lost line breaks between sentences: "…scores a Critical Wound.Example: An attack…", "…the Deep Strike
 * ability.- Unit can be set up…". A sentence end followed at once by a capitalised word, or a sentence end or colon
 * followed by a list item's "- ", starts a new line again.
 */
export function splitRunOnSentences(line: string): string[] {
  return line.split(/(?<=\S[.!?])(?=[A-Z][a-z]|[A-Z]{2,}|- )|(?<=\S:)(?=- )/);
}

/** A table's empty row ("|") left where the page had a table the flattening dropped. */
export function isTableRemnant(line: string): boolean {
  return /^\|[\s|]*$/.test(line);
}

/** What each repair above leaves behind when it did not happen, as the data tests look for it in the prose. */
const FLAWS: readonly { readonly flaw: string; readonly pattern: RegExp }[] = [
  { flaw: 'lost keyword', pattern: /\bArmy Faction is ,/ },
  { flaw: 'lost keyword', pattern: new RegExp(`\\b(?:a|an|A|An|One|one) or ${KEYWORD}\\b`) },
  { flaw: 'lost keyword', pattern: new RegExp(`\\b(?:One|one|a|an|A|An) (${KEYWORD}) or (?:${KEYWORD} )+\\1\\b`) },
  { flaw: 'lost keyword', pattern: /\b(?:a|A) [AEIOU][A-Z’'-]+\b|\b(?:an|An) [B-DF-HJ-NP-TV-Z][A-Z’'-]+\b/ },
  { flaw: 'run-on sentence', pattern: /\S[.!?](?:[A-Z][a-z]|[A-Z]{2,}|- )|\S:- / },
  { flaw: 'table remnant', pattern: /^\|[\s|]*$/m },
  { flaw: "another section's heading", pattern: / Detachment$|keywords? (?:is|are) used in the following/m },
];

/** The flaws a piece of prose still shows, with the text each was found at: empty for clean prose. */
export function proseFlaws(text: string): string[] {
  const found: string[] = [];
  for (const { flaw, pattern } of FLAWS) {
    const at = pattern.exec(text);
    if (at) found.push(`${flaw}: “${text.slice(Math.max(0, at.index - 30), at.index + at[0].length + 30)}”`);
  }
  const lines = text.split('\n');
  const repeated = lines.find((line, i) => line.trim() !== '' && lines.indexOf(line) !== i);
  if (repeated !== undefined) found.push(`repeated line: “${repeated.slice(0, 80)}”`);
  return found;
}
