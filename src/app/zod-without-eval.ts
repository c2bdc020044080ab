/**
 * The page's Content-Security-Policy refuses eval, and zod, the first time it parses an object, tries `new Function`
 * to see whether it may compile a faster parser: a try the policy reports as a violation even though zod catches it.
 * Told it is jitless, zod never tries. It costs nothing here: the one big parse the app runs, of saved lists,
 * already asks for the plain path (see src/store/persist.ts).
 *
 * This is what `z.config({ jitless: true })` does, written into zod's global config object (which zod creates on
 * first load, or takes over if it exists) so the first screen does not download zod to say it: zod loads later,
 * with the code that needs it. zod-without-eval.test.ts checks zod still reads it there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
