/** One `armylist` sub-command. `run` returns the process exit code and writes its own output. */
export type Command = {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  run(args: readonly string[]): Promise<number>;
};
