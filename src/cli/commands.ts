import type { Command } from './command';
import { check } from './commands/check';

/** Every `armylist` sub-command, in the order `armylist help` lists them. */
export const commands: readonly Command[] = [check];
