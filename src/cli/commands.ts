import type { Command } from './command';
import { check } from './commands/check';
import { factions } from './commands/factions';
import { units } from './commands/units';

/** Every `armylist` sub-command, in the order `armylist help` lists them. */
export const commands: readonly Command[] = [factions, units, check];
