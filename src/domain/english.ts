/*
 * The few rules of English grammar that Muster's sentences need: counted nouns, articles and lists of names. Names come
 * from the data ("Aeldari", "Haemonculus (2)"), so a sentence cannot be written with its article or plural fixed.
 */

const pluralRules = new Intl.PluralRules('en-US');

/** "1 model", "10 models", "0 models"; `plural` for nouns that do not just add an s ("1 army", "2 armies"). */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${pluralRules.select(count) === 'one' ? noun : plural}`;
}

/**
 * "a" or "an" before a name, by its first sound: "an Aeldari army", "an Ultramarines army", "a T'au Empire army", "a
 * unit". Words spelt with a vowel but said with a consonant ("a European", "a unique", "a one-model unit") take "a".
 */
export function withArticle(phrase: string): string {
  const saysVowel = /^[aeiou]/i.test(phrase) && !/^(?:eu|uni|use|usu|uti|one\b|once\b)/i.test(phrase);
  return `${saysVowel ? 'an' : 'a'} ${phrase}`;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  return joinNames(names, 'and');
}

/**
 * "A, B, C and 1,687 more": a list too long to read names its first few and counts the rest (a pasted list of 1,690
 * Troupes over their points cap). Up to one more than `shown`, every name is given.
 */
export function listFirst(names: readonly string[], shown = 3): string {
  if (names.length <= shown + 1) return listNames(names);
  return `${names.slice(0, shown).join(', ')} and ${(names.length - shown).toLocaleString('en-US')} more`;
}

/** "A", "A or B", "A, B or C". */
export function listAlternatives(names: readonly string[]): string {
  return joinNames(names, 'or');
}

/** The word that gathers the names of a list: "A and B both carry…", "A, B and C all carry…". */
export function bothOrAll(names: readonly string[]): 'both' | 'all' {
  return names.length === 2 ? 'both' : 'all';
}

function joinNames(names: readonly string[], conjunction: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}
