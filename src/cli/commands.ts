import type { Command } from './command';

/** Every `armylist` sub-command, in the order `armylist help` lists them. */
export const commands: readonly Command[] = [];
