/**
 * Rules prose from the seed datasheet pages (../shared/seeds), the only prose Muster ships. The pages are flattened
 * web pages: a datasheet block, then a list of stratagems, then rules sections in no fixed order, each opened by a
 * heading line. Prose is found by name only: a heading that matches a rule's name exactly (ignoring case and the
 * typographic apostrophe) and the lines under it up to the next heading.
 */
import { fillLostKeyword, isTableRemnant, splitRunOnSentences } from './seed-repairs';
import type { SourceFile } from '../read/source-file';

export type SeedStratagem = {
  readonly name: string;
  readonly commandPoints: number;
  /** As the page prints it ("Reaper’s Wager"); "Core" and "Boarding Actions" stratagems are not a detachment's. */
  readonly detachment: string;
  readonly category: string;
  readonly text: string | undefined;
};

const MAX_PROSE_LINES = 40;

export function normaliseName(name: string): string {
  return name.replace(/[’‘`]/g, "'").replace(/[–—]/g, '-').replace(/:$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

const CP_LINE = /^(\d+)CP$/;
const LISTED_CATEGORY = /^(.+?) – (Battle Tactic|Strategic Ploy|Epic Deed|Wargear)$/;
const DETAILED_CATEGORY = /^(.+?) – (Battle Tactic|Strategic Ploy|Epic Deed|Wargear) Stratagem$/;
const STRATAGEM_PART = /^(WHEN|TARGET|EFFECT|RESTRICTIONS):/;

/** A rule's name on a line of its own: short, and no sentence. */
function isNameLine(line: string): boolean {
  return line.length < 60 && !/[.:!?]$/.test(line);
}

function isAllCaps(line: string): boolean {
  return /[A-Z]/.test(line) && !/[a-z]/.test(line) && line.length < 60;
}

export class SeedText {
  /** The pages with their scraping flaws repaired (see seed-repairs.ts). */
  private readonly repaired: readonly (readonly string[])[];
  private pages: readonly (readonly string[])[];
  /** Short lines several pages share ("Hit Roll", "Destroyed"): core rules headings, so prose stops there. */
  private readonly sharedHeadings: ReadonlySet<string>;
  /** Short lines two or more pages share: a sentence ending glued to one of them is split off. */
  private readonly repeatedLines: ReadonlySet<string>;
  private knownHeadings: ReadonlySet<string> = new Set();

  /**
   * `factionKeywords`: each faction's own keyword by its name as page titles print it ("Drukhari – Wracks":
   * DRUKHARI), the keyword a page lost where it linked to its own faction.
   */
  constructor(files: readonly SourceFile[], factionKeywords: ReadonlyMap<string, string> = new Map()) {
    const raw = files.map((f) => f.text.split(/\r?\n/).map((l) => l.trim()));
    const byName = new Map([...factionKeywords].map(([name, keyword]) => [normaliseName(name), keyword]));
    this.repaired = raw.map((page) => {
      const keyword = byName.get(normaliseName((page[0] ?? '').split(' – ')[0] ?? ''));
      return page
        .filter((line) => !isTableRemnant(line))
        .map((line) => (keyword ? fillLostKeyword(line, keyword) : line))
        .flatMap(splitRunOnSentences);
    });
    this.pages = this.repaired;
    // Core rules sections repeat on every faction's page; a faction's own sub-headings ("Gaining Pain Tokens") only
    // on that faction's pages. A short line on the pages of two or more factions is a core rules heading.
    const factionsOf = new Map<string, Set<string>>();
    for (const page of raw) {
      const faction = normaliseName((page[0] ?? '').split(' – ')[0] ?? '');
      for (const line of new Set(page)) {
        if (line.length === 0 || line.length >= 40 || /[.:]$/.test(line)) continue;
        const key = normaliseName(line);
        factionsOf.set(key, new Set([...(factionsOf.get(key) ?? []), faction]));
      }
    }
    this.sharedHeadings = new Set([...factionsOf].filter(([, f]) => f.size >= 2).map(([k]) => k));
    this.repeatedLines = this.sharedHeadings;
  }

  /** Names of every rule, ability, stratagem and enhancement the importer knows: each one closes the prose before it. */
  setKnownHeadings(names: Iterable<string>): void {
    this.knownHeadings = new Set([...names].map(normaliseName));
    this.pages = this.repaired.map((page) => page.flatMap((line) => this.splitGlued(line)));
  }

  /**
   * The pages lost some line breaks: "…automatically hits the target.Devastating Wounds". A known heading glued to
   * the end of a sentence goes back on its own line.
   */
  private splitGlued(line: string): string[] {
    const keywordNote = /^(.*[.!?)\]])(The [A-Z][A-Z -]+ keyword is used in the following .*)$/.exec(line);
    if (keywordNote) return [keywordNote[1] as string, keywordNote[2] as string];
    const m = /^(.*[a-z0-9.!?)\]"])([.!?)\]])([A-Z][^.!?:]{2,60})$/.exec(line);
    if (
      m &&
      (this.knownHeadings.has(normaliseName(m[3] as string)) || this.repeatedLines.has(normaliseName(m[3] as string)))
    ) {
      return [`${m[1] as string}${m[2] as string}`, m[3] as string];
    }
    return [line];
  }

  private isHeading(line: string): boolean {
    const n = normaliseName(line);
    return (
      this.knownHeadings.has(n) ||
      this.sharedHeadings.has(n) ||
      isAllCaps(line) ||
      CP_LINE.test(line) ||
      DETAILED_CATEGORY.test(line) ||
      /keywords? (?:is|are) used in the following/i.test(line)
    );
  }

  /** The prose under the first heading named `name` that has any (army rules, detachment rules, glossary entries). */
  prose(name: string): string | undefined {
    const wanted = normaliseName(name);
    for (const page of this.pages) {
      // The datasheet block and the stratagem list come first; rules sections follow the list's first heading.
      const rulesStart = Math.max(0, page.indexOf('DETACHMENT ABILITY'));
      for (let i = rulesStart; i < page.length; i += 1) {
        if (
          normaliseName(page[i] as string) !== wanted &&
          normaliseName(page[i] as string) !== wanted.replace(/-$/, '')
        )
          continue;
        const lines: string[] = [];
        for (let j = i + 1; j < page.length && lines.length < MAX_PROSE_LINES; j += 1) {
          const line = page[j] as string;
          if (line === '') continue;
          // "Reaper’s Wager Detachment" labels the block; it is not part of the rule. Further down, such a label opens
          // another detachment's block, whose rule's name ("Regenerative Agony") is the line before it.
          if (/ Detachment$/.test(line)) {
            if (lines.length === 0) continue;
            if (isNameLine(lines[lines.length - 1] as string)) lines.pop();
            break;
          }
          // Enhancement lists print the cost under the name ("Archraider", "15"): a number is not prose.
          if (/^\d+$/.test(line)) continue;
          if (this.isHeading(line) && normaliseName(line) !== wanted) break;
          if (normaliseName(line) === wanted) continue;
          if (lines[lines.length - 1] !== line) lines.push(line);
        }
        // A name in a list ("DETACHMENT ABILITY", "ENHANCEMENTS") is followed by another name, not by prose.
        const first = lines[0];
        if (first && first.length < 40 && !/[.:!?]$/.test(first)) continue;
        if (lines.length > 0) return lines.join('\n');
      }
    }
    return undefined;
  }

  /** "Crossfire: In your Shooting phase, …" inside a datasheet page's ABILITIES block. */
  datasheetAbility(datasheetName: string, abilityName: string, otherAbilities: readonly string[]): string | undefined {
    const block = this.datasheetBlock(datasheetName);
    if (!block) return undefined;
    const text = block.join('\n');
    const lower = text.replace(/[’‘]/g, "'").toLowerCase();
    const wanted = `${normaliseName(abilityName)}:`;
    const at = lower.indexOf(wanted);
    if (at < 0) return undefined;
    const from = at + wanted.length;
    let end = text.length;
    const stops = [
      ...otherAbilities.map((a) => `${normaliseName(a)}:`),
      '\ncore:',
      '\nfaction:',
      '\nunit composition',
      '\nwargear abilities',
      '\ndamaged:',
    ];
    for (const stop of stops) {
      if (stop === wanted) continue;
      const k = lower.indexOf(stop, from);
      if (k >= 0 && k < end) end = k;
    }
    const body = text.slice(from, end).trim();
    return body === '' ? undefined : body;
  }

  /** The text under a datasheet page's "DAMAGED: 1-4 WOUNDS REMAINING" line. */
  damaged(datasheetName: string): string | undefined {
    const block = this.datasheetBlock(datasheetName);
    const at = block?.findIndex((l) => /^DAMAGED:/i.test(l)) ?? -1;
    if (!block || at < 0) return undefined;
    const next = block[at + 1];
    return next && !isAllCaps(next) ? next : undefined;
  }

  /**
   * The name the faction's page for a datasheet goes by, where it is not the datasheet's own: the World Eaters
   * Heldrake's page is titled "World Eaters – World Eaters Heldrake". Undefined where no page of that faction is
   * titled with the name or ends with it.
   */
  pageName(factionName: string, datasheetName: string): string | undefined {
    const faction = normaliseName(factionName);
    const wanted = normaliseName(datasheetName);
    for (const page of this.pages) {
      const [pageFaction, name] = (page[0] ?? '').split(' – ');
      if (!name || normaliseName(pageFaction ?? '') !== faction) continue;
      const pageName = normaliseName(name);
      if (pageName === wanted) return undefined;
      if (pageName.endsWith(` ${wanted}`)) return name.trim();
    }
    return undefined;
  }

  /** The datasheet part of a page: from its title ("Drukhari – Wracks") to the stratagem list. */
  private datasheetBlock(datasheetName: string): readonly string[] | undefined {
    const wanted = normaliseName(datasheetName);
    for (const page of this.pages) {
      const title = normaliseName(page[0] ?? '');
      if (!title.endsWith(`- ${wanted}`) && title !== wanted) continue;
      const end = page.findIndex((l) => l === 'STRATAGEMS');
      return page.slice(0, end < 0 ? page.length : end);
    }
    return undefined;
  }

  /** Every stratagem the pages list, with its WHEN / TARGET / EFFECT text where the page gives it. */
  stratagems(): SeedStratagem[] {
    const out = new Map<string, SeedStratagem>();
    for (const page of this.pages) {
      for (let i = 0; i + 2 < page.length; i += 1) {
        const cp = CP_LINE.exec(page[i + 1] as string);
        const listed = LISTED_CATEGORY.exec(page[i + 2] as string);
        if (!cp || !listed || !isAllCaps(page[i] as string)) continue;
        const name = page[i] as string;
        const key = `${normaliseName(listed[1] as string)}|${normaliseName(name)}`;
        if (out.has(key)) continue;
        out.set(key, {
          name,
          commandPoints: Number(cp[1]),
          detachment: listed[1] as string,
          category: listed[2] as string,
          text: this.stratagemText(name, listed[1] as string),
        });
      }
    }
    return [...out.values()];
  }

  private stratagemText(name: string, detachment: string): string | undefined {
    for (const page of this.pages) {
      for (let i = 0; i + 2 < page.length; i += 1) {
        if (page[i] !== name || !CP_LINE.test(page[i + 1] as string)) continue;
        const detailed = DETAILED_CATEGORY.exec(page[i + 2] as string);
        if (!detailed || normaliseName(detailed[1] as string) !== normaliseName(detachment)) continue;
        const parts: string[] = [];
        for (let j = i + 3; j < page.length; j += 1) {
          const line = page[j] as string;
          if (STRATAGEM_PART.test(line)) {
            if (!parts.includes(line)) parts.push(line);
          } else if (parts.length > 0 || j > i + 3) {
            break;
          }
        }
        if (parts.length > 0) return parts.join('\n');
      }
    }
    return undefined;
  }
}
