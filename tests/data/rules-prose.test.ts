import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));

/** The factions the seed pages cover: the only rules prose Muster may carry in data/, beside the core glossary. */
const SEED_FACTIONS = ['aeldari', 'drukhari', 'genestealer-cults', 'world-eaters'];

/** Where in a file a `text` field sits ("detachments.0.enhancements.1"), for every one the file holds. */
function textsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => textsIn(v, `${path}${i}.`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'text' && typeof v === 'string' ? [path.slice(0, -1)] : textsIn(v, `${path}${key}.`),
  );
}

const filesIn = (folder: string) => readdirSync(`${dataDir}${folder}`).map((f) => `${folder}/${f}`);
const json = (file: string): unknown => JSON.parse(readFileSync(`${dataDir}${file}`, 'utf8'));

/**
 * Muster ships no rules text of its own beyond the seed pages: a player's catalogues give the rest at run time, and
 * `npm run import-data` never keeps a catalogue's text. A faction the seeds do not cover carries names alone.
 */
describe('rules prose in data/', () => {
  it.each(filesIn('factions').filter((f) => !SEED_FACTIONS.some((id) => f === `factions/${id}.json`)))(
    '%s carries no rules text: the seed pages do not cover it',
    (file) => {
      expect(textsIn(json(file))).toEqual([]);
    },
  );

  it.each(filesIn('packs'))('%s carries no rules text', (file) => {
    expect(textsIn(json(file))).toEqual([]);
  });

  it('the factions the seed pages cover carry their prose', () => {
    for (const id of SEED_FACTIONS) expect(textsIn(json(`factions/${id}.json`)).length, id).toBeGreaterThan(0);
  });
});
