import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseFactionFile } from '../data/parse-game-data';
import { ManifestSchema } from '../data/manifest.schema';
import {
  TEST_CATALOGUE,
  TEST_FACTION,
  TEST_GAME_SYSTEM,
  testCatalogueFiles,
  testCatalogueZip,
  testCatalogues,
} from '../../testing/test-catalogues';
import { importFaction, importFactionFromSet, type FactionImportInput } from './import-faction';
import type { ImportProgress } from './run-import';
import { runImport } from './run-import';
import { readCatalogueFiles, type InputFile } from './read/catalogue-archive';

const NO_OVERRIDES = { about: '', datasheets: [] };
const SOURCE = { name: 'test', commit: '0'.repeat(40), date: '2026-01-01' };

const importOf = (files: readonly InputFile[], over: Partial<FactionImportInput> = {}) =>
  importFaction({
    files,
    factionId: TEST_FACTION.id,
    specs: [TEST_FACTION],
    source: SOURCE,
    dataVersion: 'test',
    overrides: NO_OVERRIDES,
    ...over,
  });

/**
 * What the importer makes of the miniature catalogue read from disk, as `npm run import-data` runs it but with the
 * catalogues' rules text kept (no seed pages: a player has none).
 */
const fromDisk = () =>
  runImport({
    catalogues: testCatalogues(),
    factions: [TEST_FACTION],
    source: SOURCE,
    dataVersion: 'test',
    overrides: NO_OVERRIDES,
    seeds: [],
    rulesText: true,
  });

const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

const problemOf = (result: ReturnType<typeof importFaction>) => {
  if (result.ok) throw new Error('expected the import to be refused');
  return result.error;
};

describe('importFaction from the player’s files', () => {
  it('makes the same files from a zip of a repository as the import from disk', () => {
    const result = importOf([{ path: 'wh40k-test-main.zip', bytes: testCatalogueZip() }]);
    if (!result.ok) throw new Error(result.error.message);
    expect([...result.value.files.entries()]).toEqual([...fromDisk().files.entries()]);
  });

  it('makes the same files from a set the app has already unpacked and read, without unpacking it again', () => {
    const set = readCatalogueFiles([{ path: 'wh40k-test-main.zip', bytes: testCatalogueZip() }]);
    if (!set.ok) throw new Error(set.error.message);
    const steps: ImportProgress['step'][] = [];
    const result = importFactionFromSet({
      set: set.value,
      factionId: TEST_FACTION.id,
      specs: [TEST_FACTION],
      source: SOURCE,
      dataVersion: 'test',
      overrides: NO_OVERRIDES,
      onProgress: (p) => steps.push(p.step),
    });
    if (!result.ok) throw new Error(result.error.message);
    expect([...result.value.files.entries()]).toEqual([...fromDisk().files.entries()]);
    expect(steps).toEqual(['read', 'translate', 'enrich', 'emit']);
  });

  it('makes the same files from a picked folder and from zipped single catalogues (.gstz, .catz)', () => {
    const folder = importOf(testCatalogueFiles());
    const zipped = importOf([
      { path: 'Test.gstz', bytes: zipSync({ 'Test.gst': strToU8(TEST_GAME_SYSTEM) }) },
      { path: 'Testers.catz', bytes: zipSync({ 'Testers.cat': strToU8(TEST_CATALOGUE) }) },
    ]);
    const expected = [...fromDisk().files.entries()];
    expect(folder.ok && [...folder.value.files.entries()]).toEqual(expected);
    expect(zipped.ok && [...zipped.value.files.entries()]).toEqual(expected);
  });

  it('gives the files the app reads: a manifest and a faction file its parsers accept', () => {
    const result = importOf(testCatalogueFiles());
    if (!result.ok) throw new Error(result.error.message);
    const manifest = ManifestSchema.parse(JSON.parse(result.value.files.get('manifest.json') as string));
    expect(manifest.factions.map((f) => f.id)).toEqual(['testers']);
    expect(parseFactionFile(JSON.parse(result.value.files.get('factions/testers.json') as string)).ok).toBe(true);
  });

  it('keeps the rules text of the player’s catalogues: an ability’s and an Enhancement’s', () => {
    const result = importOf(testCatalogueFiles());
    if (!result.ok) throw new Error(result.error.message);
    const parsed = parseFactionFile(JSON.parse(result.value.files.get('factions/testers.json') as string));
    if (!parsed.ok) throw new Error('the faction file does not parse');
    const boss = parsed.value.datasheets.find((d) => d.name === 'Big Boss');
    expect(boss?.abilities.find((a) => a.name === 'Boss Orders')?.text).toMatch(/^Catalogue text \(never imported\)/);
    const enhancements = parsed.value.detachments.flatMap((d) => d.enhancements);
    expect(enhancements.find((e) => e.name === 'Shiny Helm')?.text).toMatch(/BOSS model only/);
  });

  it('names each step as it starts, in order', () => {
    const steps: ImportProgress[] = [];
    importOf(testCatalogueFiles(), { onProgress: (p) => steps.push(p) });
    expect(steps.map((s) => s.step)).toEqual(['unpack', 'read', 'translate', 'enrich', 'emit']);
    expect(steps[2]?.detail).toBe('Testers');
  });

  it('refuses a faction Muster does not know, or whose catalogue is not among the files', () => {
    expect(problemOf(importOf(testCatalogueFiles(), { factionId: 'squats' })).kind).toBe('missing-faction');
    expect(
      problemOf(importOf(testCatalogueFiles(), { specs: [{ ...TEST_FACTION, catalogue: 'Absent.cat' }] })),
    ).toMatchObject({ kind: 'missing-faction', file: 'Absent.cat' });
  });
});

describe('importFaction on files that are not a 10th edition catalogue set', () => {
  it('refuses a set with no game system, naming what is missing', () => {
    const problem = problemOf(importOf([{ path: 'Testers.cat', bytes: strToU8(TEST_CATALOGUE) }]));
    expect(problem.kind).toBe('no-game-system');
    expect(problem.message).toContain('.gst');
  });

  it('refuses a catalogue that links to a library that is not among the files, naming both', () => {
    const linking = TEST_CATALOGUE.replace(
      '<categoryEntries>',
      '<catalogueLinks><catalogueLink id="l1" name="Library - Absent" targetId="lib-absent" type="catalogue" importRootEntries="true"/></catalogueLinks><categoryEntries>',
    );
    const problem = problemOf(
      importOf([testCatalogueFiles()[0] as InputFile, { path: 'wh40k-test/Testers.cat', bytes: strToU8(linking) }]),
    );
    expect(problem).toMatchObject({ kind: 'missing-library', file: 'wh40k-test/Testers.cat' });
    expect(problem.message).toContain('Library - Absent');
  });

  it('refuses malformed XML, naming the file', () => {
    const broken = TEST_CATALOGUE.slice(0, TEST_CATALOGUE.length / 2);
    const problem = problemOf(
      importOf([testCatalogueFiles()[0] as InputFile, { path: 'wh40k-test/Testers.cat', bytes: strToU8(broken) }]),
    );
    expect(problem).toMatchObject({ kind: 'malformed', file: 'wh40k-test/Testers.cat' });
  });

  it('refuses the game system of another edition by name, in XML or in JSON', () => {
    const eleventh = TEST_GAME_SYSTEM.replace('10th Edition', '11th Edition');
    const xml = problemOf(
      importOf([{ path: 'Test.gst', bytes: strToU8(eleventh) }, testCatalogueFiles()[1] as InputFile]),
    );
    expect(xml).toMatchObject({ kind: 'wrong-edition', edition: '11th edition', file: 'Test.gst' });
    expect(xml.message).toContain('Warhammer 40,000 11th Edition');
    const json = problemOf(
      importOf([
        {
          path: 'wh40k-11e/Warhammer 40,000.json',
          bytes: strToU8(JSON.stringify({ gameSystem: { id: 'sys-11', name: 'Warhammer 40,000 11th Edition' } })),
        },
      ]),
    );
    expect(json).toMatchObject({ kind: 'wrong-edition', edition: '11th edition' });
  });
});

describe('importFaction on hostile files', () => {
  const limits = { archiveBytes: 200_000, inflatedBytes: 1_000_000, entries: 20 };

  it('refuses an archive past the size limit before opening it', () => {
    const big = new Uint8Array(300_000);
    big.set([0x50, 0x4b, 3, 4]);
    expect(problemOf(importOf([{ path: 'big.zip', bytes: big }], { limits }))).toMatchObject({
      kind: 'too-large',
      file: 'big.zip',
    });
  });

  it('refuses a zip bomb from its directory: a few KB that unpack to more than the limit', () => {
    const bomb = zipSync(
      { 'Test.gst': strToU8(TEST_GAME_SYSTEM), 'Bomb.cat': new Uint8Array(5_000_000) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(limits.archiveBytes);
    expect(problemOf(importOf([{ path: 'bomb.zip', bytes: bomb }], { limits })).kind).toBe('too-large');
  });

  it('refuses a zip of more entries than the limit', () => {
    const many = zipOf(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, 'x'])));
    expect(problemOf(importOf([{ path: 'many.zip', bytes: many }], { limits })).kind).toBe('too-large');
  });

  it('refuses a damaged zip, naming it', () => {
    const zip = testCatalogueZip();
    const damaged = zip.slice(0, zip.length - 30);
    expect(problemOf(importOf([{ path: 'damaged.zip', bytes: damaged }]))).toMatchObject({
      kind: 'damaged',
      file: 'damaged.zip',
    });
  });

  it('expands no entities: a catalogue declaring a document type is refused before it is parsed', () => {
    const laughs = TEST_CATALOGUE.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE catalogue [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>',
    ).replace('name="Testers"', 'name="&lol2;"');
    const problem = problemOf(
      importOf([testCatalogueFiles()[0] as InputFile, { path: 'Testers.cat', bytes: strToU8(laughs) }]),
    );
    expect(problem).toMatchObject({ kind: 'malformed', file: 'Testers.cat' });
  });

  it('refuses an element named after a prototype key as malformed, naming the file', () => {
    const hostile = TEST_CATALOGUE.replace('<categoryEntries>', '<__proto__ polluted="yes"/><categoryEntries>');
    const result = importOf([testCatalogueFiles()[0] as InputFile, { path: 'Testers.cat', bytes: strToU8(hostile) }]);
    expect(problemOf(result)).toMatchObject({ kind: 'malformed', file: 'Testers.cat' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads prototype keys in ids, names and condition types as plain text: an unknown condition is reported', () => {
    const hostile = TEST_CATALOGUE.replace(
      '<categoryEntries>',
      '<categoryEntries><categoryEntry id="__proto__" name="constructor" hidden="false"/>',
    ).replace(/type="lessThan"/, 'type="constructor"');
    const result = importOf([testCatalogueFiles()[0] as InputFile, { path: 'Testers.cat', bytes: strToU8(hostile) }]);
    if (!result.ok) throw new Error(result.error.message);
    const report = JSON.parse(result.value.files.get('import-report.json') as string) as {
      entries: { kind: string; construct: string }[];
    };
    expect(report.entries).toContainEqual(
      expect.objectContaining({ kind: 'unknown-condition', construct: expect.stringContaining('"constructor"') }),
    );
  });
});
