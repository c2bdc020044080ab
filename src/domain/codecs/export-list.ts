import type { GameData } from '../data/game-data';
import type { Roster } from '../roster/roster.schema';
import { exportGwAppText } from './gw-app/gw-app-text';
import { exportMarkdown } from './muster-text/markdown';
import { exportWtc } from './new-recruit/new-recruit-wtc';
import { exportPlainText } from './muster-text/plain-text';

/** Every text format a list can be exported to; the app and `armylist export` offer the same ones. */
export const EXPORT_FORMAT_IDS = ['gw', 'wtc', 'wtc-compact', 'text', 'markdown'] as const;
export type ExportFormatId = (typeof EXPORT_FORMAT_IDS)[number];

export function exportList(roster: Roster, data: GameData, format: ExportFormatId, dataVersion: string): string {
  switch (format) {
    case 'gw':
      return exportGwAppText(roster, data, { dataVersion });
    case 'wtc':
    case 'wtc-compact':
      return exportWtc(roster, data, format);
    case 'text':
      return exportPlainText(roster, data);
    case 'markdown':
      return exportMarkdown(roster, data, { dataVersion });
  }
}
