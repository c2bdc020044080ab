import { err, ok, type Result } from '../domain/result';

export type ParsedArgs = { readonly positional: readonly string[]; readonly format: string | null };

/**
 * A command's arguments: `--format x` or `--format=x` (one of `formats`, when it takes any) and exactly as many
 * positional arguments as `wanted` names; otherwise what is wrong, in words for the usage line beneath it.
 */
export function parseArgs(
  args: readonly string[],
  formats: readonly string[],
  wanted: { readonly count: number; readonly what: string },
): Result<ParsedArgs, string> {
  const positional: string[] = [];
  let format: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--format=(.*)$/.exec(arg);
    if (inline) format = inline[1] ?? '';
    else if (arg === '--format') format = args[++i] ?? '';
    else positional.push(arg);
  }
  if (format !== null && !formats.includes(format)) {
    return err(
      formats.length === 0
        ? 'this command takes no --format'
        : `unknown format "${format}"; use one of ${formats.join(', ')}`,
    );
  }
  const unknown = positional.find((a) => a.startsWith('--'));
  if (unknown) return err(`unknown option ${unknown}`);
  if (positional.length !== wanted.count) return err(`give ${wanted.what}`);
  return ok({ positional, format });
}

/** What most commands read: one list, as a roster file, a text list, a share URL, or - for standard input. */
export const ONE_LIST = {
  count: 1,
  what: 'one input: a roster file, a text list, a share URL, or - for standard input',
} as const;

/**
 * `--data <folder|zip>` (or `--data=<path>`), which every command takes: the BattleScribe catalogues to read game
 * data from instead of data/. The other arguments are left for the command.
 */
export function takeDataOption(
  args: readonly string[],
): Result<{ readonly data: string | null; readonly rest: readonly string[] }, string> {
  const rest: string[] = [];
  let data: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--data=(.*)$/.exec(arg);
    const value = inline ? inline[1] : arg === '--data' ? (args[++i] ?? '') : undefined;
    if (value === undefined) rest.push(arg);
    else if (value === '' || data !== null) return err('give --data once, with a folder or a zip of catalogues');
    else data = value;
  }
  return ok({ data, rest });
}
