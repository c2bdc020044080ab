import type { GameData } from '../data/game-data';
import { RosterSchema, type Roster } from '../roster/roster.schema';
import { decoded, failed, neverThrow, type CodecWarning, type Decoded } from './codec-result';
import { readGwAppText } from './gw-app-text-reader';
import { draftToRoster, matchFaction, type ImportReport } from './import-list';
import type { DraftList } from './list-draft';
import { isWtcText, readWtcText } from './new-recruit-wtc-reader';
import { decodeShareUrl, sharedFactionId } from './share-url';

/**
 * One entry point for "here is a list, in whatever form the player had it": our roster JSON, a share URL, a GW app
 * text list or a New Recruit WTC list. The format is told from the text itself; the faction from what the list says,
 * so the caller loads that faction's data only once it is known.
 */
export type ListFormat = 'roster-json' | 'share-url' | 'gw-app-text' | 'wtc';

export type ReadListContext = {
  /** The factions there is data for. */
  readonly factions: readonly { readonly id: string; readonly name: string }[];
  readonly loadData: (factionId: string) => GameData;
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

const SHARE_PAYLOAD = /^[A-Za-z0-9_-]{8,}$/;

export function detectListFormat(text: string): ListFormat | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('{')) return 'roster-json';
  if (/#\/?share\//.test(trimmed) || SHARE_PAYLOAD.test(trimmed)) return 'share-url';
  if (isWtcText(trimmed)) return 'wtc';
  return 'gw-app-text';
}

export function readList(text: string, context: ReadListContext): Decoded<ReadList> {
  return neverThrow<ReadList>(() => {
    const format = detectListFormat(text);
    switch (format) {
      case null:
        return failed('empty-input', 'The input is empty.');
      case 'roster-json':
        return readRosterJson(text, context);
      case 'share-url':
        return readShareUrl(text, context);
      case 'gw-app-text':
      case 'wtc': {
        const draft = format === 'wtc' ? readWtcText(text) : readGwAppText(text);
        if (!draft.ok) return draft;
        return importDraft(format, draft.value, context);
      }
    }
  });
}

function readRosterJson(text: string, context: ReadListContext): Decoded<ReadList> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed('bad-encoding', 'The input starts like JSON but is not valid JSON.');
  }
  const parsed = RosterSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failed('invalid-roster', `Not a Muster roster${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}.`);
  }
  const data = loadFaction(parsed.data.factionId, context);
  if (!data.ok) return data;
  return decoded({ format: 'roster-json', roster: parsed.data, data: data.value, report: null });
}

function readShareUrl(text: string, context: ReadListContext): Decoded<ReadList> {
  const shared = decodeShareUrl(text);
  if (!shared.ok) return shared;
  const factionId = sharedFactionId(shared.value, context.factions.map((f) => f.id));
  if (!factionId) return failed('unknown-faction', 'This share link is for a faction Muster has no data for.');
  const data = loadFaction(factionId, context);
  if (!data.ok) return data;
  const full = decodeShareUrl(text, data.value, { rosterId: context.rosterId });
  if (!full.ok) return full;
  if (!full.value.roster) return failed('internal', 'The share link decoded without a roster.');
  return decoded({ format: 'share-url', roster: full.value.roster, data: data.value, report: null }, full.warnings);
}

function importDraft(format: 'gw-app-text' | 'wtc', draft: DraftList, context: ReadListContext): Decoded<ReadList> {
  const faction = context.factionId !== undefined ? decoded(context.factionId) : namedFaction(draft, context);
  if (!faction.ok) return faction;
  const data = loadFaction(faction.value, context);
  if (!data.ok) return data;
  const { roster, report } = draftToRoster(draft, data.value, { rosterId: context.rosterId, inferBattleSize: format === 'wtc' });
  const warnings: CodecWarning[] = report.problems.map((p) => ({ line: p.line, message: p.message }));
  return decoded({ format, roster, data: data.value, report }, warnings);
}

/** The id of the faction a text list names, or why there is none. */
function namedFaction(draft: DraftList, context: ReadListContext): Decoded<string> {
  if (!draft.faction) {
    return failed('unknown-faction', 'The list does not name its faction (the line after its title, e.g. "World Eaters").');
  }
  const match = matchFaction(draft.faction.name, context.factions);
  if (match.kind === 'unknown') {
    const known = context.factions.map((f) => f.name).join(', ');
    return failed('unknown-faction', `No data for the faction "${draft.faction.name}"; Muster has ${known}.`, draft.faction.line);
  }
  return decoded(match.value.id);
}

function loadFaction(factionId: string, context: ReadListContext): Decoded<GameData> {
  try {
    return decoded(context.loadData(factionId));
  } catch (error) {
    return failed('unknown-faction', error instanceof Error ? error.message : `No data for the faction "${factionId}".`);
  }
}
