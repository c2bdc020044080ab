import type { ExportFormatId } from '../../domain/codecs/write-list';

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
  {
    id: 'gw',
    label: 'GW app',
    use: 'The official app’s text export: what tournament sites and other builders read.',
    extension: 'txt',
    fileTag: null,
  },
  {
    id: 'wtc-compact',
    label: 'WTC-Compact',
    use: 'New Recruit’s compact tournament format.',
    extension: 'txt',
    fileTag: 'WTC-Compact',
  },
  {
    id: 'wtc',
    label: 'WTC',
    use: 'New Recruit’s full tournament format, one line per model group.',
    extension: 'txt',
    fileTag: 'WTC',
  },
  {
    id: 'text',
    label: 'Chat',
    use: 'Short plain text for Discord and chat: identical units written once, leaders with their units.',
    extension: 'txt',
    fileTag: 'chat',
  },
  { id: 'markdown', label: 'Markdown', use: 'For forums, wikis and repositories.', extension: 'md', fileTag: null },
];
