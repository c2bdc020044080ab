import { exportGwAppText } from '../../domain/codecs/gw-app-text';
import { exportMarkdown } from '../../domain/codecs/markdown';
import { exportWtc } from '../../domain/codecs/new-recruit-wtc';
import { exportPlainText } from '../../domain/codecs/plain-text';
import type { GameData } from '../../domain/data/game-data';
import type { Roster } from '../../domain/roster/roster.schema';

export type ExportFormatId = 'gw' | 'wtc-compact' | 'wtc' | 'text' | 'markdown';

export type ExportFormat = {
  readonly id: ExportFormatId;
  readonly label: string;
  /** What the format is for, shown under the choice. */
  readonly use: string;
  readonly extension: 'txt' | 'md';
  /** Added to the file name so two downloads of one list in different formats do not overwrite each other. */
  readonly fileTag: string | null;
};

/** The order players reach for them: the official app's text first, since tournament sites read it. */
export const EXPORT_FORMATS: readonly ExportFormat[] = [
  { id: 'gw', label: 'GW app', use: 'The official app’s text export: what tournament sites and other builders read.', extension: 'txt', fileTag: null },
  { id: 'wtc-compact', label: 'WTC-Compact', use: 'New Recruit’s compact tournament format.', extension: 'txt', fileTag: 'WTC-Compact' },
  { id: 'wtc', label: 'WTC', use: 'New Recruit’s full tournament format, one line per model group.', extension: 'txt', fileTag: 'WTC' },
  { id: 'text', label: 'Chat', use: 'Short plain text for Discord and chat: identical units written once, leaders with their units.', extension: 'txt', fileTag: 'chat' },
  { id: 'markdown', label: 'Markdown', use: 'For forums, wikis and repositories.', extension: 'md', fileTag: null },
];

export function exportText(format: ExportFormatId, roster: Roster, data: GameData, dataVersion: string): string {
  switch (format) {
    case 'gw':
      return exportGwAppText(roster, data, { dataVersion });
    case 'wtc-compact':
    case 'wtc':
      return exportWtc(roster, data, format);
    case 'text':
      return exportPlainText(roster, data);
    case 'markdown':
      return exportMarkdown(roster, data, { dataVersion });
  }
}
