import type { Faction } from '../../domain/codecs/read-list';
import type { GameData } from '../../domain/data/game-data';
import {
  finishListCheck,
  startListCheck,
  type ListCheck,
  type StartedCheck,
} from '../../domain/list-check/check-lists';
import {
  decodeListFile,
  isZip,
  splitPastedLists,
  unzipLists,
  type ListInput,
} from '../../domain/list-check/list-files';

/** A file dropped on the page, as bytes: a list, or a zip of lists. */
export type DroppedFile = { readonly name: string; readonly bytes: Uint8Array };

/** One row of the table and the text it came from, for opening it in the import report. */
export type CheckedList = ListCheck & { readonly text: string | null };

/** Lists are sent back to the page in parts this size, so the table fills in as a large event is checked. */
const PART = 20;

/**
 * The "Check many lists" page's work, in plain data that crosses to and from a worker: files and pastes become
 * lists, each read as far as its faction; the page loads those factions' data once, and every list is judged.
 * The same code runs in the worker and, where there are no workers (component tests), on the page.
 */
export function createListChecking() {
  let started: { readonly started: StartedCheck; readonly text: string | null }[] = [];

  return {
    /** Reads every list up to its faction; answers the factions whose data the check needs. */
    start(
      files: readonly DroppedFile[],
      pasted: string,
      factions: readonly Faction[],
    ): { readonly factionIds: readonly string[]; readonly lists: number } {
      const inputs: ListInput[] = [
        ...files.flatMap((file) =>
          isZip(file.bytes) ? unzipLists(file.name, file.bytes) : [decodeListFile(file.name, file.bytes)],
        ),
        ...splitPastedLists(pasted),
      ];
      started = inputs.map((input) => ({
        started: startListCheck(input, factions),
        text: input.ok ? input.text : null,
      }));
      const factionIds = new Set(
        started.flatMap(({ started: s }) => (s.kind === 'needs-data' ? [s.source.factionId] : [])),
      );
      return { factionIds: [...factionIds], lists: started.length };
    },
    /** Judges every list with the data given; `missing` says why a faction's data could not be had. */
    finish(
      data: readonly GameData[],
      missing: Readonly<Record<string, string>>,
      onChecked: (checks: CheckedList[], isDone: boolean) => void,
    ): void {
      const byFaction = new Map(data.map((d) => [d.faction.id as string, d]));
      const lists = started;
      started = [];
      for (let i = 0; i < lists.length || i === 0; i += PART) {
        const part = lists.slice(i, i + PART).map(({ started: s, text }): CheckedList => {
          if (s.kind === 'unreadable') return { ...s.check, text };
          const factionId = s.source.factionId;
          const reason = missing[factionId];
          return {
            ...finishListCheck(
              s,
              byFaction.get(factionId),
              reason === undefined ? undefined : `The faction's data could not be loaded: ${reason}`,
            ),
            text,
          };
        });
        onChecked(part, i + PART >= lists.length);
      }
    },
  };
}

export type ListChecking = ReturnType<typeof createListChecking>;
