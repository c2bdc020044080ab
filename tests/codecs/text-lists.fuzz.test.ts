import fc from 'fast-check';
import { describe, it } from 'vitest';
import { CodecErrorCodeSchema, type Decoded } from '../../src/domain/codecs/codec-result';
import { writeList, EXPORT_FORMAT_IDS } from '../../src/domain/codecs/write-list';
import { readMusterChat, readMusterMarkdown } from '../../src/domain/codecs/muster-text/muster-text-reader';
import { readNewRecruitRoster } from '../../src/domain/codecs/new-recruit/new-recruit-roster-reader';
import { readGwAppText } from '../../src/domain/codecs/gw-app/gw-app-text-reader';
import { readWtcText } from '../../src/domain/codecs/new-recruit/new-recruit-wtc-reader';
import { readList, type ReadList } from '../../src/domain/codecs/read-list';
import { RosterSchema } from '../../src/domain/roster/roster.schema';
import { exampleRoster } from '../../src/testing/example-lists';
import { EXAMPLE_FACTION_IDS, realData } from '../../src/testing/real-data';
import { readManifest } from '../../src/cli/load-data';
import { GW_APP_SAMPLES, readSample } from '../../src/testing/sample-files';

// Every faction of the data, loaded when a text names it, as the app and the CLI read lists.
const context = { factions: readManifest().factions, loadData: realData, rosterId: 'fuzz' };

const seeds = [
  ...GW_APP_SAMPLES.map(readSample),
  readSample('newrecruit_wtc_worldeaters.txt'),
  readSample('newrecruit_wtc_compact_tau.txt'),
  readSample('newrecruit_gwstyle_tau.txt'),
  readSample('newrecruit_roster_tau.txt'),
  ...EXAMPLE_FACTION_IDS.flatMap((id) => {
    const data = realData(id);
    const roster = exampleRoster(id, data);
    return EXPORT_FORMAT_IDS.map((format) => writeList(roster, data, format, 'fuzz'));
  }),
];

const CODES = new Set<string>(CodecErrorCodeSchema.options.filter((c) => c !== 'internal'));

/** A roster that re-parses with the schema, or a typed error with a message; no throw. Plain checks: 10,000 runs. */
function expectSafe(result: Decoded<ReadList>): void {
  if (result.ok) {
    if (!RosterSchema.safeParse(result.value.roster).success) throw new Error('imported a roster that does not parse');
  } else if (!CODES.has(result.error.code) || result.error.message.length === 0) {
    throw new Error(`untyped failure: ${result.error.code}: ${result.error.message}`);
  }
}

type Edit = {
  at: number;
  kind: 'replace' | 'insert' | 'delete' | 'drop-line' | 'copy-line' | 'swap-lines' | 'strip-indent';
  text: string;
};

const snippet = fc.constantFrom(
  '•',
  '◦',
  '  ',
  '\n',
  '\r\n',
  'x',
  '1x ',
  '99999x ',
  ' (',
  'points)',
  ' pts)',
  'Warlord',
  'Enhancement: ',
  ':',
  ',',
  ' with ',
  'CHARACTERS',
  '+ FACTION KEYWORD: ',
  '&',
  'Char1: ',
  '0',
  '\u0000',
  '\uFFFD',
  '’',
  'Khârn',
  '🎲',
  '# ++ Army Roster ++',
  ' [10 pts]',
  ' w/ ',
  '- **',
  '** (',
  ' — ',
  ' · ',
  '; leads ',
  ' pts each',
  '(+15 pts)',
  ' upgrade',
);

const edit: fc.Arbitrary<Edit> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'insert', 'delete', 'drop-line', 'copy-line', 'swap-lines', 'strip-indent'),
  text: fc.oneof(snippet, fc.string({ maxLength: 6 })),
});

function mutate(text: string, edits: readonly Edit[]): string {
  return edits.reduce((t, e) => {
    const lines = t.split('\n');
    const line = e.at % Math.max(1, lines.length);
    const at = e.at % (t.length + 1);
    switch (e.kind) {
      case 'replace':
        return t.slice(0, at) + e.text + t.slice(at + e.text.length);
      case 'insert':
        return t.slice(0, at) + e.text + t.slice(at);
      case 'delete':
        return t.slice(0, at) + t.slice(at + 1 + (e.at % 20));
      case 'drop-line':
        return lines.filter((_, i) => i !== line).join('\n');
      case 'copy-line':
        return [...lines.slice(0, line), lines[line] ?? '', ...lines.slice(line)].join('\n');
      case 'swap-lines':
        return lines
          .map((l, i) => (i === line ? (lines[line + 1] ?? l) : i === line + 1 ? (lines[line] ?? l) : l))
          .join('\n');
      case 'strip-indent':
        return t.replace(/^ +/gm, '');
    }
  }, text);
}

const mutated = fc
  .tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 6 }))
  .map(([seed, edits]) => mutate(seed, edits));
const random = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.array(fc.oneof(snippet, fc.string({ maxLength: 12 })), { maxLength: 60 }).map((parts) => parts.join('')),
);

/** Both text readers, whatever the text looks like: each must answer with a draft or a typed error. */
function expectReadersSafe(text: string): void {
  for (const result of [
    readGwAppText(text),
    readWtcText(text),
    readNewRecruitRoster(text),
    readMusterChat(text),
    readMusterMarkdown(text),
  ]) {
    if (!result.ok && (!CODES.has(result.error.code) || result.error.message.length === 0)) {
      throw new Error(`untyped failure: ${result.error.code}: ${result.error.message}`);
    }
  }
}

describe('text list decoders under fuzzing (10,000 lists)', () => {
  it('read 7,000 real lists with lines and characters changed, added, dropped or swapped, never throwing', () => {
    fc.assert(fc.property(mutated, expectReadersSafe), { numRuns: 7_000 });
  }, 120_000);

  it('read 3,000 random texts, never throwing', () => {
    fc.assert(fc.property(random, expectReadersSafe), { numRuns: 3_000 });
  }, 120_000);

  // A full import also looks every name up in the data and solves wargear; fewer runs keep the suite quick.
  it('import 1,500 changed lists and random texts against the data, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: random }), (text) => {
        expectSafe(readList(text, context));
      }),
      { numRuns: 1_500 },
    );
  }, 120_000);
});
