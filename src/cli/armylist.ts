import { takeDataOption } from './args';
import { commands } from './commands';
import { readFromCatalogues } from './load-data';
import { writeErr, writeOut } from './terminal-text';

/** `armylist <command> [args]`: the roster engine on the command line. Exit codes: 0 ok, 1 illegal list, 2 bad input. */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    // A usage too long for its column takes a line of its own, and its summary starts in the column below it.
    const width = 48;
    const usage = (c: (typeof commands)[number]) =>
      c.usage.length < width ? c.usage.padEnd(width) : `${c.usage}\n  ${' '.repeat(width)}`;
    const list = commands.map((c) => `  ${usage(c)} ${c.summary}`).join('\n');
    const options = '\nEvery command takes --data <folder|zip>: read the game data from those BattleScribe catalogues.';
    const problem = name && name !== 'help' && name !== '--help' ? `armylist: unknown command "${name}"\n\n` : '';
    (problem ? writeErr : writeOut)(`${problem}Usage: armylist <command>\n\n${list}\n${options}\n`);
    return problem ? 2 : 0;
  }
  const data = takeDataOption(args);
  if (!data.ok) {
    writeErr(`armylist ${command.name}: ${data.error}\nUsage: armylist ${command.usage} [--data <folder|zip>]\n`);
    return 2;
  }
  if (data.value.data !== null) {
    const problem = readFromCatalogues(data.value.data);
    if (problem !== null) {
      writeErr(`armylist ${command.name}: ${problem}\n`);
      return 2;
    }
  }
  return command.run(data.value.rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    writeErr(`armylist: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
