import type { GameData } from '../data/game-data';
import { RosterSchema, type Roster } from '../roster/roster.schema';
import { decoded, failed, neverThrow, type CodecError, type CodecWarning, type Decoded } from './codec-result';
import { readGwAppText } from './gw-app/gw-app-text-reader';
import { draftToRoster, matchFaction, type ImportReport } from './text-import/import-list';
import type { DraftList } from './text-import/list-draft';
import { MAX_LIST_CHARACTERS, MAX_LIST_UNITS, tooManyCharacters, tooManyUnits } from './list-limits';
import { splitLines } from './text-import/list-text';
import { nameKey } from '../data/name-key';
import { isMusterChat, isMusterMarkdown, readMusterChat, readMusterMarkdown } from './muster-text/muster-text-reader';
import { isNewRecruitRoster, readNewRecruitRoster } from './new-recruit/new-recruit-roster-reader';
import { hasWtcUnitLines, isWtcText, readWtcText } from './new-recruit/new-recruit-wtc-reader';
import { readShareUrl, sharedFactionId } from './share-url/share-url';

/**
 * One entry point for "here is a list, in whatever form the player had it": our roster JSON, a share URL, our Chat
 * or Markdown text, the GW app's text, or New Recruit's WTC, WTC-Compact, GW-style or Roster text. The format is told from the text itself; the faction from what the list says,
 * so the caller loads that faction's data only once it is known.
 */
export type ListFormat =
  | 'roster-json'
  | 'share-url'
  | 'gw-app-text'
  /** New Recruit's WTC, WTC-Compact and GW-style text, which share the `+ FACTION KEYWORD:` header block. */
  | 'wtc'
  | 'new-recruit-roster'
  | 'muster-chat'
  | 'muster-markdown';

export type Faction = { readonly id: string; readonly name: string };

export type ReadListContext = {
  /** The factions there is data for. */
  readonly factions: readonly Faction[];
  /** The faction's data; undefined when there is none (a roster file of a faction this Muster does not have). */
  readonly loadData: (factionId: string) => GameData | undefined;
  /**
   * The faction the player chose to read a text list as, over the one the text names: a chapter the text names
   * only as "Space Marines", or a faction name Muster does not know. Roster files and share links carry their own.
   */
  readonly factionId?: string;
  /** Id for a roster read from text or a link, which carry none. */
  readonly rosterId: string;
};

export type ReadList = {
  readonly format: ListFormat;
  readonly roster: Roster;
  readonly data: GameData;
  /** What a text import could not take over as written; null for formats that carry the roster exactly. */
  readonly report: ImportReport | null;
};

/**
 * A list read as far as it goes without game data: its format and the faction it names, and the rest of the
 * reading, which needs that faction's data. The text is read once, whether the data is at hand or loads first.
 */
export type ListSource = {
  readonly format: ListFormat;
  readonly factionId: string;
  readonly finish: (data: GameData, rosterId: string) => Decoded<ReadList>;
};

const SHARE_PAYLOAD = /^[A-Za-z0-9_-]{8,}$/;

export function detectListFormat(text: string): ListFormat | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('{')) return 'roster-json';
  if (/#\/?share\//.test(trimmed) || SHARE_PAYLOAD.test(trimmed)) return 'share-url';
  if (isWtcText(trimmed)) return 'wtc';
  const lines = splitLines(trimmed);
  if (isNewRecruitRoster(lines)) return 'new-recruit-roster';
  if (isMusterMarkdown(lines)) return 'muster-markdown';
  if (isMusterChat(lines)) return 'muster-chat';
  if (hasWtcUnitLines(lines)) return 'wtc';
  return 'gw-app-text';
}

/** The text formats, each read into a draft that one importer turns into a roster. */
const TEXT_READERS: Record<TextFormat, (text: string) => Decoded<DraftList>> = {
  'gw-app-text': readGwAppText,
  wtc: readWtcText,
  'new-recruit-roster': readNewRecruitRoster,
  'muster-chat': readMusterChat,
  'muster-markdown': readMusterMarkdown,
};
export type TextFormat = Exclude<ListFormat, 'roster-json' | 'share-url'>;

export function readList(text: string, context: ReadListContext): Decoded<ReadList> {
  let source = readListSource(text, context.factions, context.factionId);
  if (!source.ok && canTellFactionFromUnits(source.error, context.factionId)) {
    const told = readListSourceByUnits(text, context.factions, (id) =>
      context.loadData(id)?.faction.datasheets.map((d) => d.name),
    );
    if (told.ok || told.error.code === 'unknown-faction') source = told;
  }
  if (!source.ok) return source;
  const data = context.loadData(source.value.factionId);
  if (!data) return failed('unknown-faction', `${noDataFor(`"${source.value.factionId}"`)}.`);
  const list = source.value.finish(data, context.rosterId);
  return list.ok ? decoded(list.value, [...source.warnings, ...list.warnings]) : list;
}

/** A list whose faction the text does not tell, and the reader did not choose: its units may yet tell it. */
export function canTellFactionFromUnits(error: CodecError, chosenFactionId?: string): boolean {
  return error.code === 'unknown-faction' && chosenFactionId === undefined;
}

/**
 * A text list read as the faction its units tell (see `factionOfUnits`), with the note that says so first.
 * `datasheetNamesOf` gives a faction's datasheet names (undefined: no data for it): the CLI has every faction at
 * hand, the app loads them first.
 */
export function readListSourceByUnits(
  text: string,
  factions: readonly Faction[],
  datasheetNamesOf: (factionId: string) => readonly string[] | undefined,
): Decoded<ListSource> {
  const told = factionOfUnits(text, factions, datasheetNamesOf);
  if (!told.ok) return told;
  const read = readListSource(text, factions, told.value);
  return read.ok ? decoded(read.value, [...told.warnings, ...read.warnings]) : read;
}

/**
 * The faction of a text list that names none, or none Muster knows (New Recruit's text without its header): the one
 * faction whose datasheets hold the most of its units by name, if only one does. A unit every chapter of the Space
 * Marines has is no sign of one: when factions tie, the list's faction cannot be told and the closest are named.
 */
function factionOfUnits(
  text: string,
  factions: readonly Faction[],
  datasheetNamesOf: (factionId: string) => readonly string[] | undefined,
): Decoded<string> {
  const read = readListDraft(text);
  if (!read.ok) return read;
  const { draft } = read.value;
  const names = [...new Set(draft.units.map((u) => nameKey(u.name)))];
  if (names.length === 0) return failed('no-units', 'No units found, so the faction cannot be told from them.');
  const found = factions.map((faction) => {
    const own = new Set((datasheetNamesOf(faction.id) ?? []).map(nameKey));
    return { faction, count: names.filter((n) => own.has(n)).length };
  });
  const best = Math.max(...found.map((f) => f.count));
  const leaders = found.filter((f) => f.count === best);
  const named = draft.faction
    ? `names "${draft.faction.name}", which Muster has no data for`
    : 'does not name its faction';
  if (best === 0 || leaders.length > 1) {
    const closest = best === 0 ? [] : leaders.map((f) => f.faction);
    const hint =
      closest.length > 0
        ? ` Its units are in the data of ${closest.map((f) => f.name).join(', ')}: say which faction it is.`
        : ' Say which faction it is.';
    return failedFaction(`The list ${named}, and its units do not tell it.${hint}`, closest, draft.faction?.line);
  }
  const faction = leaders[0]!.faction;
  return decoded(faction.id, [
    {
      line: draft.faction?.line ?? null,
      message: `The list ${named}; read as ${faction.name}, the faction of ${best} of its ${names.length} unit names.`,
    },
  ]);
}

/** A text list as its format's reader reads it, before any name is looked up: what every line said. */
export function readListDraft(text: string): Decoded<{ readonly format: TextFormat; readonly draft: DraftList }> {
  const format = detectListFormat(text);
  if (format === null) return failed('empty-input', 'The input is empty.');
  if (format === 'roster-json' || format === 'share-url')
    return failed('no-units', 'This is a roster file or share link, not a text list.');
  const draft = TEXT_READERS[format](text);
  return draft.ok ? decoded({ format, draft: draft.value }, draft.warnings) : draft;
}

/** Reads the text up to the point where the faction's data is needed; refuses input past the stated limits at once. */
export function readListSource(
  text: string,
  factions: readonly Faction[],
  chosenFactionId?: string,
): Decoded<ListSource> {
  if (text.length > MAX_LIST_CHARACTERS) return failed('too-large', tooManyCharacters(text.length));
  const source = neverThrow<ListSource>(() => {
    const format = detectListFormat(text);
    switch (format) {
      case null:
        return failed('empty-input', 'The input is empty.');
      case 'roster-json':
        return rosterJsonSource(text);
      case 'share-url':
        return shareUrlSource(text, factions);
      default: {
        const read = readListDraft(text);
        if (!read.ok) return read;
        return draftSource(read.value.format, read.value.draft, factions, chosenFactionId);
      }
    }
  });
  if (!source.ok) return source;
  const { finish } = source.value;
  return decoded(
    { ...source.value, finish: (data, rosterId) => neverThrow(() => finish(data, rosterId)) },
    source.warnings,
  );
}

function rosterJsonSource(text: string): Decoded<ListSource> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed('bad-encoding', 'The input starts like JSON but is not valid JSON.');
  }
  const units = typeof json === 'object' && json !== null && 'units' in json ? json.units : null;
  if (Array.isArray(units) && units.length > MAX_LIST_UNITS) return failed('too-large', tooManyUnits(units.length));
  const parsed = RosterSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failed(
      'invalid-roster',
      `Not a Muster roster${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}.`,
    );
  }
  const roster = parsed.data;
  return decoded({
    format: 'roster-json',
    factionId: roster.factionId,
    finish: (data) => decoded({ format: 'roster-json', roster, data, report: null }),
  });
}

function shareUrlSource(text: string, factions: readonly Faction[]): Decoded<ListSource> {
  const shared = readShareUrl(text);
  if (!shared.ok) return shared;
  const factionId = sharedFactionId(
    shared.value,
    factions.map((f) => f.id),
  );
  if (!factionId) return failed('unknown-faction', 'This share link is for a faction Muster has no data for.');
  return decoded({
    format: 'share-url',
    factionId,
    finish: (data, rosterId) => {
      const full = readShareUrl(text, data, { rosterId });
      if (!full.ok) return full;
      if (!full.value.roster) return failed('internal', 'The share link decoded without a roster.');
      return decoded({ format: 'share-url', roster: full.value.roster, data, report: null }, full.warnings);
    },
  });
}

function draftSource(
  format: TextFormat,
  draft: DraftList,
  factions: readonly Faction[],
  chosenFactionId?: string,
): Decoded<ListSource> {
  if (draft.units.length > MAX_LIST_UNITS) return failed('too-large', tooManyUnits(draft.units.length));
  const faction = chosenFactionId !== undefined ? decoded(chosenFactionId) : namedFaction(format, draft, factions);
  if (!faction.ok) return faction;
  return decoded(
    {
      format,
      factionId: faction.value,
      finish: (data, rosterId) => {
        const { roster, report } = draftToRoster(draft, data, { rosterId, inferBattleSize: true });
        const warnings: CodecWarning[] = report.problems.map((p) => ({ line: p.line, message: p.message }));
        return decoded({ format, roster, data, report }, warnings);
      },
    },
    faction.warnings,
  );
}

/** The id of the faction a text list names, or why there is none. */
function namedFaction(format: TextFormat, draft: DraftList, factions: readonly Faction[]): Decoded<string> {
  if (!draft.faction) {
    return failed(
      'unknown-faction',
      'The list does not name its faction (the line after its title, e.g. "World Eaters").',
    );
  }
  // A Space Marines list names its chapter on the next line ("Space Marines", "Blood Angels"): the chapter is the army.
  const chapter = draft.chapter ? matchFaction(draft.chapter.name, factions) : null;
  const match = chapter?.kind === 'exact' ? chapter : matchFaction(draft.faction.name, factions);
  if (match.kind === 'unknown') {
    // A text that prints no Warhammer 40,000 battle size (Incursion, Strike Force, Onslaught) under a faction we do
    // not know is another game's list: an Age of Sigmar list names "Stormcast Eternals" and a General's Handbook.
    // New Recruit's WTC text prints no battle size for any game, so it cannot tell.
    if (draft.battleSize === null && format !== 'wtc') {
      return failed(
        'other-game',
        `This is not a Warhammer 40,000 list: "${draft.faction.name}" is not a Warhammer 40,000 faction.`,
        draft.faction.line,
      );
    }
    const closest = factions.filter((f) => match.suggestions.includes(f.name));
    const hint = closest.length > 0 ? ` Closest: ${closest.map((f) => f.name).join(', ')}.` : '';
    return failedFaction(`${noDataFor(`"${draft.faction.name}"`)}.${hint}`, closest, draft.faction.line);
  }
  const guessed: CodecWarning[] =
    match.kind === 'guessed'
      ? [{ line: draft.faction.line, message: `Read faction "${draft.faction.name}" as ${match.value.name}.` }]
      : [];
  return decoded(match.value.id, guessed);
}

/** A faction that cannot be told, with the closest ones, so the reader can say which (the app's choice, `--faction`). */
function failedFaction<T>(message: string, closest: readonly Faction[], line?: number): Decoded<T> {
  const failure = failed<T>('unknown-faction', message, line);
  return failure.ok ? failure : { ok: false, error: { ...failure.error, closestFactions: closest.map((f) => f.id) } };
}

/** Names the faction alone: the 36 Muster has are the faction picker's to show, not a paragraph of the message. */
function noDataFor(faction: string): string {
  return `No data for the faction ${faction}`;
}
