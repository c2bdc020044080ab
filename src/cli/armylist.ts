import { commands } from './commands';
import { writeErr, writeOut } from './terminal-text';

/** `armylist <command> [args]`: the roster engine on the command line. Exit codes: 0 ok, 1 illegal list, 2 bad input. */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const list = commands.map((c) => `  ${c.usage.padEnd(48)} ${c.summary}`).join('\n');
    const problem = name && name !== 'help' && name !== '--help' ? `armylist: unknown command "${name}"\n\n` : '';
    (problem ? writeErr : writeOut)(`${problem}Usage: armylist <command>\n\n${list}\n`);
    return problem ? 2 : 0;
  }
  return command.run(args);
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
