/**
 * Adversarial input for every text reader: runs of spaces and brackets where patterns used to backtrack, one line of
 * 100 KB, and lists of up to 100,000 lines. Each reader is timed at sizes doubling four times; `slope` is the
 * exponent of time against size fitted over them (1 is linear, 2 quadratic). Target: every slope near 1, and every
 * case under `boundMs` at its largest size.
 */
import { readFileSync } from 'node:fs';
import { parseJson } from '../src/cli/read-input';
import { readGwAppText } from '../src/domain/codecs/gw-app/gw-app-text-reader';
import { MAX_LIST_CHARACTERS } from '../src/domain/codecs/list-limits';
import { readListSource } from '../src/domain/codecs/read-list';
import { readMusterChat, readMusterMarkdown } from '../src/domain/codecs/muster-text/muster-text-reader';
import { readNewRecruitRoster } from '../src/domain/codecs/new-recruit/new-recruit-roster-reader';
import { readWtcText } from '../src/domain/codecs/new-recruit/new-recruit-wtc-reader';
import { FACTION_IDS, realData } from '../src/testing/real-data';
import type { Bench } from './run';

const sample = readFileSync(
  new URL('../tests/fixtures/text/samples/01_gwapp10_worldeaters_v1.40.1.txt', import.meta.url),
  'utf8',
);
const wtcSample = readFileSync(
  new URL('../tests/fixtures/text/samples/newrecruit_wtc_worldeaters.txt', import.meta.url),
  'utf8',
);
const header = 'List (0 points)\n\nWorld Eaters\nStrike Force (2000 points)\nBerzerker Warband\n\n\nCHARACTERS\n\n';
const wtcHeader = '+ FACTION KEYWORD: Chaos - World Eaters\n+ DETACHMENT: Berzerker Warband\n\nCHARACTER\n\n';

/** `size` is characters, or lines for the cases that repeat lines. */
type Case = { readonly unit: 'characters' | 'lines'; readonly make: (size: number) => string };

const repeatLines = (lines: readonly string[], count: number): string => {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(lines[i % lines.length]!);
  return out.join('\n');
};
const sampleBody = sample.split('\n').slice(9, 105);
const wtcBody = wtcSample.split('\n').slice(13);

const CASES: Record<string, Case> = {
  'spaces inside a unit line': {
    unit: 'characters',
    make: (n) => `${header}Khorne Berzerkers${' '.repeat(n)}(180 pts\n`,
  },
  'spaces inside a WTC unit line': {
    unit: 'characters',
    make: (n) => `${wtcHeader}Char1: 1x Khârn${' '.repeat(n)}(100 pts`,
  },
  'spaces inside a WTC model line': {
    unit: 'characters',
    make: (n) => `${wtcHeader}1x Khârn (100 pts)\n• 1x A${' '.repeat(n)}:x`,
  },
  'spaces inside a Roster unit line': {
    unit: 'characters',
    make: (n) => `# ++ Army Roster ++\n## Character [1 pts]\nKhârn${' '.repeat(n)}[100 pts:`,
  },
  'spaces inside a Chat unit line': {
    unit: 'characters',
    make: (n) => `List: 100 / 2000 pts\nWorld Eaters\n\n- Khârn,${' '.repeat(n)}100 pts (${' '.repeat(n)}`,
  },
  'asterisks in a Markdown unit line': {
    unit: 'characters',
    make: (n) => `# List (1 points)\n\n- **${'*'.repeat(n)}** (${' '.repeat(n)}`,
  },
  'spaces and commas in an item list': {
    unit: 'characters',
    make: (n) => `${wtcHeader}1x Khârn (100 pts)\n1 with ${' , '.repeat(n / 3)}x`,
  },
  'open brackets': { unit: 'characters', make: (n) => `${header}${'('.repeat(n)}x\n` },
  'one line of 100 KB at most': {
    unit: 'characters',
    make: (n) => `${header}${'Khorne Berzerkers (180 points) '.repeat(Math.ceil(n / 31)).slice(0, n)}\n`,
  },
  'a real app list repeated': { unit: 'lines', make: (n) => `${header}${repeatLines(sampleBody, n)}\n` },
  'a real WTC list repeated': { unit: 'lines', make: (n) => `${wtcHeader}${repeatLines(wtcBody, n)}\n` },
  'unindented lines of one word': {
    unit: 'lines',
    make: (n) =>
      `${header}Khorne Berzerkers (180 points)\n${repeatLines(['• 1x Chainblade', 'Plasma pistol', 'x'], n)}\n`,
  },
  'JSON nested deep and broken': { unit: 'characters', make: (n) => `${'['.repeat(n)}}` },
};

const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
const READERS: Record<string, (text: string) => unknown> = {
  readGwAppText,
  readWtcText,
  readNewRecruitRoster,
  readMusterChat,
  readMusterMarkdown,
  readListSource: (text) => readListSource(text, factions),
  parseJson,
};
/** Which readers meet which case: the JSON case is for the JSON reader only, the rest for every text reader. */
const TEXT_READERS = [
  'readGwAppText',
  'readWtcText',
  'readNewRecruitRoster',
  'readMusterChat',
  'readMusterMarkdown',
  'readListSource',
];
const readersOf = (name: string): string[] =>
  name.startsWith('JSON') ? ['parseJson', 'readListSource'] : TEXT_READERS;

const BOUND_MS = 2_000;

/** The fastest of `repeats` runs: the machine is shared, and the least disturbed run is the reader's own time. */
function timeMs(run: () => unknown, repeats: number): number {
  let best = Infinity;
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Least-squares slope of log(time) against log(size). */
function slope(sizes: readonly number[], times: readonly number[]): number {
  const xs = sizes.map(Math.log);
  const ys = times.map((t) => Math.log(Math.max(t, 0.001)));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return Math.round((num / den) * 100) / 100;
}

const bench: Bench = async ({ smoke }) => {
  const results: Record<string, unknown> = { boundMs: BOUND_MS };
  let worst = 0;
  for (const [name, c] of Object.entries(CASES)) {
    const top = c.unit === 'lines' ? (smoke ? 2_000 : 100_000) : smoke ? 4_000 : 100_000;
    const sizes = [top / 8, top / 4, top / 2, top].map(Math.round);
    const texts = sizes.map(c.make);
    const byReader: Record<string, unknown> = {};
    for (const reader of readersOf(name)) {
      const read = READERS[reader]!;
      const ms = texts.map((text) => timeMs(() => read(text), smoke ? 1 : 7));
      worst = Math.max(worst, ...ms);
      // readListSource refuses text past the size limit at once: those sizes say nothing about its slope.
      const read_ = texts.map((text) => reader !== 'readListSource' || text.length <= MAX_LIST_CHARACTERS);
      const kept = sizes.filter((_, i) => read_[i]);
      byReader[reader] = {
        ms: ms.map((t) => Math.round(t * 100) / 100),
        slope:
          kept.length >= 2
            ? slope(
                kept,
                ms.filter((_, i) => read_[i]),
              )
            : null,
        ...(kept.length < sizes.length ? { refusedFrom: sizes[kept.length] } : {}),
      };
    }
    results[name] = { [c.unit]: sizes, readers: byReader };
  }
  results.slowestMs = Math.round(worst);
  results.allWithinBound = worst < BOUND_MS;
  return results;
};

export default bench;
