import { writeCheckedShareUrl } from '../../domain/codecs/share-url/share-url';
import type { Command } from '../command';
import { describeNotes, readListInput } from '../list-input';
import { readManifest } from '../load-data';
import { ONE_LIST, parseArgs } from '../args';
import { readArgument } from '../read-input';
import { writeOut, writeErr } from '../terminal-text';

/**
 * Where share links point when MUSTER_BASE_URL is not set. `.invalid` is reserved (RFC 2606) and never resolves, so
 * a link made without configuration cannot send anyone to someone else's site; set MUSTER_BASE_URL to the address
 * the app is served from to get links that open.
 */
export const DEFAULT_BASE_URL = 'https://muster.invalid/';

const usage = 'share <input|->';

export const share: Command = {
  name: 'share',
  usage,
  summary: 'print a share URL holding the whole list (base URL from MUSTER_BASE_URL)',
  async run(args) {
    const parsed = parseArgs(args, [], ONE_LIST);
    if (!parsed.ok) {
      writeErr(`armylist share: ${parsed.error}\nUsage: armylist ${usage}\n`);
      return 2;
    }
    const [path = '-'] = parsed.value.positional;
    const input = await readArgument(path);
    const source = path === '-' ? 'standard input' : path;
    if (!input.ok) {
      writeErr(`armylist share: ${input.error}\n`);
      return 2;
    }
    const list = readListInput(input.value);
    if (!list.ok) {
      const where = list.error.line === undefined ? '' : ` (line ${list.error.line})`;
      writeErr(`armylist share: cannot read ${source}${where}: ${list.error.message}\n`);
      return 2;
    }
    for (const note of describeNotes(list)) writeErr(`armylist share: ${note}\n`);
    const baseUrl = process.env.MUSTER_BASE_URL?.trim() || DEFAULT_BASE_URL;
    const { roster, data } = list.value;
    const url = writeCheckedShareUrl(roster, data, baseUrl, { dataVersion: readManifest().dataVersion });
    if (!url.ok) {
      writeErr(`armylist share: cannot share ${source}: ${url.error.message}\n`);
      return 2;
    }
    writeOut(`${url.value}\n`);
    return 0;
  },
};
