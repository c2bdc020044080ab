import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedListIssues } from '../../src/domain/codecs/import-issues';
import { readList, readListDraft, readListSource } from '../../src/domain/codecs/read-list';
import { readGameData, readManifest } from '../../src/cli/load-data';
import { readSample } from './sample-files';

/**
 * Every real export in tests/fixtures/text/samples, read as a player would paste it. A sample whose faction has data
 * in data/manifest.json is read in full: every unit found, every line understood. The others are read as far as
 * the faction (the format and every line), and are read in full once the importer brings their faction's data.
 */
const factions = readManifest().factions.map((f) => ({ id: f.id, name: f.name }));
const SAMPLES = readdirSync(join(import.meta.dirname, '..', 'fixtures', 'text', 'samples')).filter((f) => f.endsWith('.txt')).sort();

describe.each(SAMPLES)('the real export %s', (file) => {
  const text = readSample(file);
  const source = readListSource(text, factions);

  it('is read without the data: a text format, every unit and line understood', () => {
    const read = readListDraft(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.draft.unread).toEqual([]);
    expect(read.value.draft.units.length).toBeGreaterThan(0);
    if (!source.ok) expect(source.error.code).toBe('unknown-faction');
  });

  it.runIf(source.ok)('is read in full with the data of its faction: every unit found, no line left unread', () => {
    const list = readList(text, { factions, loadData: readGameData, rosterId: 'sample' });
    if (!list.ok) throw new Error(list.error.message);
    const unread = importedListIssues(list.value.roster, list.value.data, list.value.report).filter((i) => i.ruleId === 'unread-line');
    expect(unread).toEqual([]);
    expect(list.value.roster.units.length).toBe(list.value.report?.imported.length);
    expect(list.value.roster.units.length).toBeGreaterThan(0);
  });
});
