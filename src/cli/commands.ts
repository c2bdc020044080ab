import type { Command } from './command';
import { check } from './commands/check';
import { edit } from './commands/edit';
import { exportCommand } from './commands/export';
import { factions } from './commands/factions';
import { share } from './commands/share';
import { units } from './commands/units';

/** Every `armylist` sub-command, in the order `armylist help` lists them. */
export const commands: readonly Command[] = [factions, units, check, edit, exportCommand, share];
