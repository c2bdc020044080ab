import type { GameData } from '../data/game-data';
import type { Roster } from '../roster/roster.schema';
import { writeGwAppText } from './gw-app/gw-app-text';
import { writeMusterMarkdown } from './muster-text/muster-markdown';
import { writeWtc } from './new-recruit/new-recruit-wtc';
import { writeMusterChat } from './muster-text/muster-chat';

/** Every text format a list can be exported to; the app and `armylist export` offer the same ones. */
export const EXPORT_FORMAT_IDS = ['gw', 'wtc', 'wtc-compact', 'text', 'markdown'] as const;
export type ExportFormatId = (typeof EXPORT_FORMAT_IDS)[number];

export function writeList(roster: Roster, data: GameData, format: ExportFormatId, dataVersion: string): string {
  switch (format) {
    case 'gw':
      return writeGwAppText(roster, data, { dataVersion });
    case 'wtc':
    case 'wtc-compact':
      return writeWtc(roster, data, format);
    case 'text':
      return writeMusterChat(roster, data);
    case 'markdown':
      return writeMusterMarkdown(roster, data, { dataVersion });
  }
}
