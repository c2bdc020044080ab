import { z } from 'zod';

/**
 * Zod compiles a fast parser for each object schema on its first parse. The game-data worker parses each file
 * once, so the compiling costs more than it saves: a Drukhari file parses in about 35 ms without it, 50 ms with.
 * Schemas read the setting when they are built, so the worker imports this before any schema module.
 */
z.config({ jitless: true });
