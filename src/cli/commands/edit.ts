import { EXPORT_FORMAT_IDS, writeList, type ExportFormatId } from '../../domain/codecs/write-list';
import { changeNoteText } from '../../domain/edits/change-note';
import { applyEditWithNotes, editLabel } from '../../domain/edits/roster-edit';
import { RosterEditSchema } from '../../domain/edits/roster-edit.schema';
import { unknownNames } from '../../domain/edits/unknown-names';
import type { Command } from '../command';
import { describeNotes, readListInput } from '../list-input';
import { readManifest } from '../load-data';
import { parseArgs } from '../args';
import { parseJson, readArgument } from '../read-input';
import { writeErr, writeOut } from '../terminal-text';

const OUTPUT_FORMATS = ['json', ...EXPORT_FORMAT_IDS] as const;
const usage = `edit <input|-> '<edit json>' [--format ${OUTPUT_FORMATS.join('|')}]`;

/**
 * Makes one edit of the app's vocabulary (`RosterEdit`) to a list and prints the list: roster JSON by default, so
 * edits chain (`armylist edit list.json '{"kind":"add-unit","datasheetId":"wracks"}' > next.json`), or any export
 * format. Exit 0 when the edit changed the list, 1 when it changed nothing (a unit id the list lacks, said by name, or
 * a value it already has), 2 when the list or the edit cannot be read.
 */
export const edit: Command = {
  name: 'edit',
  usage,
  summary: 'make one edit (the app\'s edit JSON, e.g. {"kind":"add-unit","datasheetId":"wracks"}) and print the list',
  async run(args) {
    const parsed = parseArgs(args, OUTPUT_FORMATS, {
      count: 2,
      what: 'a list (a roster file, a text list, a share URL, or - for standard input) and one edit as JSON',
    });
    if (!parsed.ok) {
      writeErr(`armylist edit: ${parsed.error}\nUsage: armylist ${usage}\n`);
      return 2;
    }
    const [path = '-', editText = ''] = parsed.value.positional;
    const json = parseJson(editText);
    const change = json.ok ? RosterEditSchema.safeParse(json.value) : null;
    if (!change?.success) {
      const problem = !json.ok
        ? json.error
        : (change?.error.issues.map((i) => `${i.path.join('.') || '(the edit)'}: ${i.message}`).join('; ') ?? '');
      writeErr(`armylist edit: cannot read the edit: ${problem}\n`);
      return 2;
    }
    const input = await readArgument(path);
    if (!input.ok) {
      writeErr(`armylist edit: ${input.error}\n`);
      return 2;
    }
    const list = readListInput(input.value);
    if (!list.ok) {
      const source = path === '-' ? 'standard input' : path;
      const where = list.error.line === undefined ? '' : ` (line ${list.error.line})`;
      writeErr(`armylist edit: cannot read ${source}${where}: ${list.error.message}\n`);
      return 2;
    }
    for (const note of describeNotes(list)) writeErr(`armylist edit: ${note}\n`);
    const { roster, data } = list.value;
    const { roster: after, notes } = applyEditWithNotes(roster, change.data, data);
    for (const note of notes) writeErr(`armylist edit: ${changeNoteText(note)}\n`);
    if (after === roster) {
      const why = unknownNames(roster, change.data, data);
      const because = why.length > 0 ? `: ${why.join('; ')}` : '';
      writeErr(`armylist edit: "${editLabel(roster, change.data, data)}" changed nothing in this list${because}\n`);
    }
    const format = (parsed.value.format ?? 'json') as (typeof OUTPUT_FORMATS)[number];
    writeOut(
      format === 'json'
        ? `${JSON.stringify(after, null, 2)}\n`
        : writeList(after, data, format satisfies ExportFormatId, readManifest().dataVersion),
    );
    return after === roster ? 1 : 0;
  },
};
