import { EXPORT_FORMAT_IDS, writeList, type ExportFormatId } from '../../domain/codecs/write-list';
import { changeNoteText } from '../../domain/edits/change-note';
import { applyEditWithNotes, editLabel, RosterEditSchema } from '../../domain/edits/roster-edit';
import type { Command } from '../command';
import { describeNotes, readListInput } from '../list-input';
import { readManifest } from '../load-data';
import { parseJson } from '../read-input';
import { readArgument } from './export';
import { writeErr, writeOut } from '../terminal-text';

const OUTPUT_FORMATS = ['json', ...EXPORT_FORMAT_IDS] as const;
const usage = `edit <input|-> '<edit json>' [--format ${OUTPUT_FORMATS.join('|')}]`;

type EditArgs = { readonly input: string; readonly edit: string; readonly format: (typeof OUTPUT_FORMATS)[number] };

function parseEditArgs(args: readonly string[]): EditArgs | string {
  const rest: string[] = [];
  let format: string = 'json';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--format=(.*)$/.exec(arg);
    if (inline) format = inline[1] ?? '';
    else if (arg === '--format') format = args[++i] ?? '';
    else rest.push(arg);
  }
  const known = OUTPUT_FORMATS.find((f) => f === format);
  if (!known) return `unknown format "${format}"; use one of ${OUTPUT_FORMATS.join(', ')}`;
  if (rest.length !== 2)
    return 'give a list (a roster file, a text list, a share URL, or - for standard input) and one edit as JSON';
  return { input: rest[0]!, edit: rest[1]!, format: known };
}

/**
 * Makes one edit of the app's vocabulary (`RosterEdit`) to a list and prints the list: roster JSON by default, so
 * edits chain (`armylist edit list.json '{"kind":"add-unit","datasheetId":"wracks"}' > next.json`), or any export
 * format. Exit 0 when the edit changed the list, 1 when it changed nothing (a unit id the list lacks, a value it
 * already has), 2 when the list or the edit cannot be read.
 */
export const edit: Command = {
  name: 'edit',
  usage,
  summary: 'make one edit (the app\'s edit JSON, e.g. {"kind":"add-unit","datasheetId":"wracks"}) and print the list',
  async run(args) {
    const parsed = parseEditArgs(args);
    if (typeof parsed === 'string') {
      writeErr(`armylist edit: ${parsed}\nUsage: armylist ${usage}\n`);
      return 2;
    }
    const json = parseJson(parsed.edit);
    const change = json.ok ? RosterEditSchema.safeParse(json.value) : null;
    if (!change?.success) {
      const problem = !json.ok
        ? json.message
        : (change?.error.issues.map((i) => `${i.path.join('.') || '(the edit)'}: ${i.message}`).join('; ') ?? '');
      writeErr(`armylist edit: cannot read the edit: ${problem}\n`);
      return 2;
    }
    const input = await readArgument(parsed.input);
    if (!input.ok) {
      writeErr(`armylist edit: ${input.message}\n`);
      return 2;
    }
    const list = readListInput(input.text);
    if (!list.ok) {
      const source = parsed.input === '-' ? 'standard input' : parsed.input;
      const where = list.error.line === undefined ? '' : ` (line ${list.error.line})`;
      writeErr(`armylist edit: cannot read ${source}${where}: ${list.error.message}\n`);
      return 2;
    }
    for (const note of describeNotes(list)) writeErr(`armylist edit: ${note}\n`);
    const { roster, data } = list.value;
    const { roster: after, notes } = applyEditWithNotes(roster, change.data, data);
    for (const note of notes) writeErr(`armylist edit: ${changeNoteText(note)}\n`);
    if (after === roster)
      writeErr(`armylist edit: "${editLabel(roster, change.data, data)}" changed nothing in this list\n`);
    const format = parsed.format;
    writeOut(
      format === 'json'
        ? `${JSON.stringify(after, null, 2)}\n`
        : writeList(after, data, format satisfies ExportFormatId, readManifest().dataVersion),
    );
    return after === roster ? 1 : 0;
  },
};
