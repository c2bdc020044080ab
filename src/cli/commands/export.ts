import { EXPORT_FORMAT_IDS, writeList, type ExportFormatId } from '../../domain/codecs/write-list';
import type { Command } from '../command';
import { describeNotes, readListInput } from '../list-input';
import { readManifest } from '../load-data';
import { ONE_LIST, parseArgs } from '../args';
import { readArgument } from '../read-input';
import { writeOut, writeErr } from '../terminal-text';

const usage = 'export <input|-> [--format <format>]';

export const exportCommand: Command = {
  name: 'export',
  usage,
  summary: `print a list (roster JSON, text list, share URL) as ${EXPORT_FORMAT_IDS.join(', ')} (default gw)`,
  async run(args) {
    const parsed = parseArgs(args, EXPORT_FORMAT_IDS, ONE_LIST);
    if (!parsed.ok) {
      writeErr(`armylist export: ${parsed.error}\nUsage: armylist ${usage}\n`);
      return 2;
    }
    const [path = '-'] = parsed.value.positional;
    const input = await readArgument(path);
    const source = path === '-' ? 'standard input' : path;
    if (!input.ok) {
      writeErr(`armylist export: ${input.error}\n`);
      return 2;
    }
    const list = readListInput(input.value);
    if (!list.ok) {
      const where = list.error.line === undefined ? '' : ` (line ${list.error.line})`;
      writeErr(`armylist export: cannot read ${source}${where}: ${list.error.message}\n`);
      return 2;
    }
    for (const note of describeNotes(list)) writeErr(`armylist export: ${note}\n`);
    const format = (parsed.value.format ?? 'gw') as ExportFormatId;
    writeOut(writeList(list.value.roster, list.value.data, format, readManifest().dataVersion));
    return 0;
  },
};
