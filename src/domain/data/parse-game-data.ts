import type { z } from 'zod';
import { assembleFaction } from './assemble-faction';
import { FactionFileSchema, type FactionFile } from './faction-file.schema';
import { FactionSchema, type Faction } from './faction.schema';
import { PackSchema, type Pack } from './pack.schema';
import { GameSystemSchema, type GameSystem } from './game-system.schema';
import { ManifestSchema, type Manifest } from './manifest.schema';
import { counted } from '../english';
import { isRecord } from '../is-record';
import { err, ok, type Result } from '../result';

/** One reason a data file was refused, with where in the file it is ("datasheets.3.points.0.models"). */
export type DataIssue = { readonly path: string; readonly message: string };

/** A data file read: its value, or every reason it was refused. */
export type ParseResult<T> = Result<T, readonly DataIssue[]>;

function parseWith<S extends z.ZodType>(schema: S, json: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(json);
  if (result.success) return ok(result.data);
  return err(result.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message })));
}

export function parseGameSystem(json: unknown): ParseResult<GameSystem> {
  return parseWith(GameSystemSchema, json);
}

export function parseManifest(json: unknown): ParseResult<Manifest> {
  return parseWith(ManifestSchema, json);
}

export function parseFactionFile(json: unknown): ParseResult<FactionFile> {
  return parseWith(FactionFileSchema, json);
}

export function parsePack(json: unknown): ParseResult<Pack> {
  return parseWith(PackSchema, json);
}

/**
 * Parses a faction file and the packs it takes datasheets from, puts them together and checks that every id the
 * faction refers to exists in it (see `factionReferenceIssues`).
 */
export function parseFaction(fileJson: unknown, packJsons: readonly unknown[]): ParseResult<Faction> {
  const file = parseFactionFile(fileJson);
  if (!file.ok) return file;
  const packs: Pack[] = [];
  for (const [i, json] of packJsons.entries()) {
    const pack = parsePack(json);
    if (!pack.ok) return { ok: false, error: pack.error.map((issue) => ({ ...issue, path: `(pack ${i}).${issue.path}` })) };
    packs.push(pack.value);
  }
  const assembled = assembleFaction(file.value, packs);
  if (!assembled.ok) return { ok: false, error: [{ path: 'shared', message: assembled.error }] };
  const parsed = parseWith(FactionSchema, assembled.value);
  if (!parsed.ok) return parsed;
  const issues = factionReferenceIssues(parsed.value);
  return issues.length === 0 ? parsed : { ok: false, error: issues };
}

/**
 * Cross-references a schema cannot check: leader targets, option model types and wargear, allowance detachments
 * and keyword grants must all name something that exists in the same faction file.
 */
export function factionReferenceIssues(faction: Faction): DataIssue[] {
  const issues: DataIssue[] = [];
  const datasheetIds = new Set<string>(faction.datasheets.map((d) => d.id));
  const detachmentIds = new Set<string>(faction.detachments.map((d) => d.id));
  const unique = (ids: readonly string[], path: string): void => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) issues.push({ path, message: `duplicate id "${id}"` });
      seen.add(id);
    }
  };
  unique(faction.datasheets.map((d) => d.id), 'datasheets');
  unique(faction.detachments.map((d) => d.id), 'detachments');
  unique(faction.allowances.map((a) => a.id), 'allowances');
  unique(faction.detachments.flatMap((d) => d.enhancements.map((e) => e.id)), 'detachments.enhancements');
  faction.datasheets.forEach((d, i) => {
    const at = `datasheets.${i}(${d.id})`;
    const modelTypes = new Set<string>(d.composition.modelTypes.map((m) => m.id));
    const wargear = new Set<string>(d.wargear.map((w) => w.id));
    const profiles = new Set(d.profiles.map((p) => p.name));
    unique(d.composition.modelTypes.map((m) => m.id), `${at}.composition.modelTypes`);
    unique(d.wargear.map((w) => w.id), `${at}.wargear`);
    unique(d.wargearOptions.map((o) => o.id), `${at}.wargearOptions`);
    const optionIds = new Set<string>(d.wargearOptions.map((o) => o.id));
    for (const led of d.leads) if (!datasheetIds.has(led)) issues.push({ path: `${at}.leads`, message: `unknown datasheet "${led}"` });
    for (const det of d.onlyInDetachments ?? []) {
      if (!detachmentIds.has(det)) issues.push({ path: `${at}.onlyInDetachments`, message: `unknown detachment "${det}"` });
    }
    for (const m of d.composition.modelTypes) {
      if (!profiles.has(m.profile)) issues.push({ path: `${at}.composition.${m.id}.profile`, message: `unknown profile "${m.profile}"` });
      for (const w of m.defaultWargear) {
        if (!wargear.has(w.wargearId)) issues.push({ path: `${at}.composition.${m.id}.defaultWargear`, message: `unknown wargear "${w.wargearId}"` });
      }
    }
    d.wargearOptions.forEach((o) => {
      const oat = `${at}.wargearOptions.${o.id}`;
      for (const m of o.modelTypeIds) if (!modelTypes.has(m)) issues.push({ path: oat, message: `unknown model type "${m}"` });
      const items = [...o.replaces, ...o.choices.flatMap((c) => c.items)];
      for (const w of items) if (!wargear.has(w.wargearId)) issues.push({ path: oat, message: `unknown wargear "${w.wargearId}"` });
      for (const x of o.exclusiveWith) if (!optionIds.has(x)) issues.push({ path: oat, message: `unknown exclusive option "${x}"` });
      unique(o.choices.map((c) => c.id), `${oat}.choices`);
    });
    const tierModels = d.points.map((p) => p.models);
    if (tierModels.some((n, j) => j > 0 && n <= (tierModels[j - 1] as number))) {
      issues.push({ path: `${at}.points`, message: 'points tiers are not in ascending model order' });
    }
  });
  faction.allowances.forEach((a, i) => {
    for (const det of [...(a.onlyInDetachments ?? []), ...a.notInDetachments]) {
      if (!detachmentIds.has(det)) issues.push({ path: `allowances.${i}(${a.id})`, message: `unknown detachment "${det}"` });
    }
  });
  faction.detachments.forEach((d, i) => {
    for (const g of d.grantsKeywords) {
      for (const id of g.datasheetIds) {
        if (!datasheetIds.has(id)) issues.push({ path: `detachments.${i}(${d.id}).grantsKeywords`, message: `unknown datasheet "${id}"` });
      }
    }
    for (const s of d.surcharges ?? []) {
      for (const id of s.datasheetIds) {
        if (!datasheetIds.has(id)) issues.push({ path: `detachments.${i}(${d.id}).surcharges`, message: `unknown datasheet "${id}"` });
      }
    }
  });
  return issues;
}

/**
 * Where a stored data file differs from what its schema parses it into: a default not written out, a key the
 * schema drops. The app uses the files as stored, without parsing them again, so there must be none.
 */
export function storedFormIssues(stored: unknown, parsed: unknown, path = ''): DataIssue[] {
  const at = path || '(root)';
  if (Array.isArray(stored) && Array.isArray(parsed)) {
    if (stored.length !== parsed.length) return [{ path: at, message: `stored with ${counted(stored.length, 'item')}, parsed into ${parsed.length}` }];
    return stored.flatMap((item, i) => storedFormIssues(item, parsed[i], join(path, String(i))));
  }
  if (isRecord(stored) && isRecord(parsed)) {
    const keys = [...new Set([...Object.keys(stored), ...Object.keys(parsed)])];
    return keys.flatMap((key) => {
      if (!(key in parsed)) return [{ path: join(path, key), message: 'stored, but not part of the schema' }];
      if (!(key in stored)) return [{ path: join(path, key), message: `not stored; the schema's default is ${JSON.stringify(parsed[key])}` }];
      return storedFormIssues(stored[key], parsed[key], join(path, key));
    });
  }
  return Object.is(stored, parsed) ? [] : [{ path: at, message: `stored as ${JSON.stringify(stored)}, parsed into ${JSON.stringify(parsed)}` }];
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * Everything wrong with a file of data/ as stored, by its name there ("factions/drukhari.json"): what its
 * schema refuses, or else where it differs from what the schema parses it into.
 */
export function storedDataFileIssues(name: string, json: unknown): DataIssue[] {
  const parsed =
    name === 'game-system.json'
      ? parseGameSystem(json)
      : name === 'manifest.json'
        ? parseManifest(json)
        : name.startsWith('packs/')
          ? parsePack(json)
          : parseFactionFile(json);
  return parsed.ok ? storedFormIssues(json, parsed.value) : [...parsed.error];
}
