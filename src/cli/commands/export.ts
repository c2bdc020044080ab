import { EXPORT_FORMAT_IDS, writeList, type ExportFormatId } from '../../domain/codecs/write-list';
import type { Command } from '../command';
import { describeNotes, readListInput } from '../list-input';
import { readManifest } from '../load-data';
import { readInput } from '../read-input';
import { writeOut, writeErr } from '../terminal-text';

const usage = 'export <input|-> [--format <format>]';

/** `--format x` or `--format=x`, and the one input; null (with a message) when the arguments are not that. */
export function parseArgs(
  args: readonly string[],
  options: readonly string[],
): { input: string; option: string | null } | string {
  const rest: string[] = [];
  let option: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--format=(.*)$/.exec(arg);
    if (inline) option = inline[1] ?? '';
    else if (arg === '--format') option = args[++i] ?? '';
    else rest.push(arg);
  }
  if (option !== null && !options.includes(option))
    return `unknown format "${option}"; use one of ${options.join(', ')}`;
  const unknown = rest.find((a) => a.startsWith('--'));
  if (unknown) return `unknown option ${unknown}`;
  if (rest.length !== 1) return 'give one input: a roster file, a text list, a share URL, or - for standard input';
  return { input: rest[0]!, option };
}

/** A file path, `-`, or a share URL given as the argument itself. */
export async function readArgument(
  input: string,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (/^https?:\/\/|#\/?share\//.test(input)) return { ok: true, text: input };
  return readInput(input);
}

export const exportCommand: Command = {
  name: 'export',
  usage,
  summary: `print a list (roster JSON, text list, share URL) as ${EXPORT_FORMAT_IDS.join(', ')} (default gw)`,
  async run(args) {
    const parsed = parseArgs(args, EXPORT_FORMAT_IDS);
    if (typeof parsed === 'string') {
      writeErr(`armylist export: ${parsed}\nUsage: armylist ${usage}\n`);
      return 2;
    }
    const input = await readArgument(parsed.input);
    const source = parsed.input === '-' ? 'standard input' : parsed.input;
    if (!input.ok) {
      writeErr(`armylist export: ${input.message}\n`);
      return 2;
    }
    const list = readListInput(input.text);
    if (!list.ok) {
      const where = list.error.line === undefined ? '' : ` (line ${list.error.line})`;
      writeErr(`armylist export: cannot read ${source}${where}: ${list.error.message}\n`);
      return 2;
    }
    for (const note of describeNotes(list)) writeErr(`armylist export: ${note}\n`);
    const format = (parsed.option ?? 'gw') as ExportFormatId;
    writeOut(writeList(list.value.roster, list.value.data, format, readManifest().dataVersion));
    return 0;
  },
};
