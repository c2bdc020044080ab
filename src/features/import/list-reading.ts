import type { CodecError, CodecWarning } from '../../domain/codecs/codec-result';
import { importedListIssues } from '../../domain/codecs/text-import/import-issues';
import type { ImportReport } from '../../domain/codecs/text-import/import-list';
import {
  canTellFactionFromUnits,
  readListSource,
  readListSourceByUnits,
  type Faction,
  type ListFormat,
  type ListSource,
} from '../../domain/codecs/read-list';
import type { GameData } from '../../domain/data/game-data';
import type { Roster } from '../../domain/roster/roster.schema';
import type { RosterIssue } from '../../domain/rules/issue';

/**
 * What reading pasted text gives, in plain data that can cross to and from a worker: the roster, the import report
 * and the list's issues, or an error, or the faction whose data is needed to go on. The game data itself never
 * travels back: the page has it already.
 */
export type ListReading =
  | { readonly kind: 'needs-data'; readonly factionId: string }
  /** The text names no faction Muster knows: its units may tell it, from every faction's datasheet names. */
  | { readonly kind: 'needs-names' }
  | { readonly kind: 'failed'; readonly error: CodecError }
  | {
      readonly kind: 'read';
      readonly format: ListFormat;
      readonly roster: Roster;
      readonly report: ImportReport | null;
      readonly issues: readonly RosterIssue[];
      readonly warnings: readonly CodecWarning[];
      /** How the faction was told from the list's units, when the text did not name it; null when it did. */
      readonly factionNote: string | null;
    };

/**
 * Reads lists one after another, keeping each one's source until its faction's data arrives, so the text is read
 * once. The same code runs in the import worker and, where there are no workers (tests), on the page.
 */
export function createListReading() {
  const pending = new Map<
    number,
    { source: ListSource; warnings: readonly CodecWarning[]; factionNote: string | null }
  >();
  const untold = new Map<number, { text: string; factions: readonly Faction[]; error: CodecError }>();
  const factionData = new Map<string, GameData>();

  function finish(id: number): ListReading {
    const entry = pending.get(id);
    if (!entry) return { kind: 'failed', error: { code: 'internal', message: 'This reading was already finished.' } };
    const data = factionData.get(entry.source.factionId);
    if (!data) return { kind: 'needs-data', factionId: entry.source.factionId };
    pending.delete(id);
    // The store gives the list its own id when it is saved.
    const list = entry.source.finish(data, 'imported');
    if (!list.ok) return { kind: 'failed', error: list.error };
    const { format, roster, report } = list.value;
    const issues = importedListIssues(roster, data, report);
    const warnings = [...entry.warnings, ...list.warnings];
    return { kind: 'read', format, roster, report, issues, warnings, factionNote: entry.factionNote };
  }

  return {
    read(id: number, text: string, factions: readonly Faction[], factionId?: string): ListReading {
      const source = readListSource(text, factions, factionId);
      if (!source.ok && canTellFactionFromUnits(source.error, factionId)) {
        untold.set(id, { text, factions, error: source.error });
        return { kind: 'needs-names' };
      }
      if (!source.ok) return { kind: 'failed', error: source.error };
      pending.set(id, { source: source.value, warnings: source.warnings, factionNote: null });
      return finish(id);
    },
    /** Gives every faction's datasheet names, by faction id, to tell the list's faction from its units. */
    receiveNames(id: number, names: Readonly<Record<string, readonly string[]>>): ListReading {
      const entry = untold.get(id);
      if (!entry) return { kind: 'failed', error: { code: 'internal', message: 'This reading was already finished.' } };
      untold.delete(id);
      const told = readListSourceByUnits(entry.text, entry.factions, (factionId) => names[factionId]);
      if (!told.ok) return { kind: 'failed', error: told.error.code === 'unknown-faction' ? told.error : entry.error };
      const [note] = told.warnings;
      pending.set(id, { source: told.value, warnings: told.warnings, factionNote: note?.message ?? null });
      return finish(id);
    },
    /** Gives the data of a faction, then goes on with the reading that waited for it. */
    receive(id: number, data: GameData): ListReading {
      factionData.set(data.faction.id, data);
      return finish(id);
    },
  };
}
