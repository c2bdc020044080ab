import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Faction } from '../data/faction.schema';
import type { GameSystem } from '../data/game-system.schema';
import type { Manifest } from '../data/manifest.schema';
import type { FactionId } from '../data/ids';
import type { RuleText } from '../data/rule-text.schema';
import type { BsCatalogue } from './read/bs-types';
import { CatalogueSet } from './read/catalogue-set';
import { withChapters } from './enrich/chapters';
import { buildFaction, type FactionSpec } from './translate/faction';
import { checkGameSystemIds } from './read/game-constants';
import { buildGameSystem, readBattleSizes } from './translate/game-system';
import { applyOverrides, type Overrides, type StaleOverrides } from './enrich/overrides';
import { Report, sortReport, type ReportEntry } from './report';
import { applySeedProse } from './enrich/seed-prose';
import { withoutRulesText } from './enrich/without-rules-text';
import { rulesText } from './translate/rules-text';
import { SeedText } from './enrich/seeds';
import type { SourceFile } from './read/source-file';
import { stableJson } from './emit/stable-json';
import { packDatasheets } from './emit/packs';
import { withFactionPages, withPackPages } from './enrich/wahapedia-pages';
import { packsOf } from '../data/assemble-faction';
import type { FactionFile } from '../data/faction-file.schema';
import type { Pack } from '../data/pack.schema';
import { parseFaction, parseFactionFile, parsePack, type ParseResult } from '../data/parse-game-data';

export type SourceInfo = { readonly name: string; readonly commit: string; readonly date: string };

export type ImportInput = {
  readonly catalogues: readonly BsCatalogue[];
  readonly factions: readonly FactionSpec[];
  readonly source: SourceInfo;
  /** The catalogue snapshot's date and commit; the manifest adds a hash of the data made from it. */
  readonly dataVersion: string;
  readonly overrides: Overrides;
  /** An override that no longer fits the catalogues fails the import (the default: data/'s) or is reported. */
  readonly staleOverrides?: StaleOverrides;
  readonly seeds: readonly SourceFile[];
  /**
   * Keep the catalogues' rules text (abilities, core rules, army and detachment rules, Enhancements): for a player's
   * own import of their catalogues only. data/ never has it: Muster ships no rules text but the seed pages'.
   */
  readonly rulesText?: boolean;
  /** Told as each pass starts, so a player waiting on an import sees which step it is at. */
  readonly onProgress?: (progress: ImportProgress) => void;
};

/** The passes of an import, in order: unpacking the files, reading the catalogues, then the passes of runImport. */
export type ImportStep = 'unpack' | 'read' | 'translate' | 'enrich' | 'emit';
export type ImportProgress = { readonly step: ImportStep; readonly detail: string };

export type ImportOutput = {
  /** Path under data/ → file content. */
  readonly files: ReadonlyMap<string, string>;
  readonly report: readonly ReportEntry[];
  readonly system: GameSystem;
  readonly factions: readonly Faction[];
};

function withText(rule: RuleText, text: string | undefined): RuleText {
  return text === undefined ? rule : { ...rule, text };
}

function byName(a: RuleText, b: RuleText): number {
  return a.name.localeCompare(b.name);
}

/** Weapon abilities are the core rules a weapon's keywords start with ("anti-infantry 3+" → Anti-). */
function glossary(
  gst: BsCatalogue,
  factions: readonly Faction[],
): { coreRules: RuleText[]; weaponAbilities: RuleText[] } {
  const weaponKeywords = new Set(
    factions.flatMap((f) =>
      f.datasheets.flatMap((d) => d.wargear.flatMap((w) => w.profiles.flatMap((p) => p.abilities))),
    ),
  );
  const coreNames = new Set(
    factions.flatMap((f) =>
      f.datasheets.flatMap((d) => d.abilities.filter((a) => a.kind === 'core').map((a) => a.name)),
    ),
  );
  const coreRules: RuleText[] = [];
  const weaponAbilities: RuleText[] = [];
  for (const rule of gst.sharedRules) {
    const name = rule.name.trim();
    const stem = name.replace(/-$/, '').toLowerCase();
    if ([...weaponKeywords].some((k) => k === stem || k.startsWith(`${stem} `) || k.startsWith(`${stem}-`))) {
      weaponAbilities.push(withText({ name }, rulesText(rule.description)));
    } else if ([...coreNames].some((n) => n === name || n.startsWith(`${name} `))) {
      coreRules.push(withText({ name }, rulesText(rule.description)));
    }
  }
  return { coreRules: coreRules.sort(byName), weaponAbilities: weaponAbilities.sort(byName) };
}

/**
 * The importer lists every weapon a unit's entries hold so overrides can offer any of them; once overrides are in,
 * wargear no model carries or can take is dropped to keep faction files small.
 */
function pruneWargear(faction: Faction): Faction {
  return {
    ...faction,
    datasheets: faction.datasheets.map((d) => {
      const used = new Set<string>([
        ...d.composition.modelTypes.flatMap((m) => m.defaultWargear.map((w) => w.wargearId)),
        ...d.wargearOptions.flatMap((o) =>
          [...o.replaces, ...o.choices.flatMap((c) => c.items)].map((w) => w.wargearId),
        ),
      ]);
      return { ...d, wargear: d.wargear.filter((w) => used.has(w.id)) };
    }),
  };
}

export function runImport(input: ImportInput): ImportOutput {
  const gst = input.catalogues.find((c) => c.isGameSystem);
  if (!gst) throw new Error('no game system (.gst) among the source files');
  checkGameSystemIds(gst);
  const battleSizes = readBattleSizes(gst);
  const defaultSize = battleSizes.find((b) => b.id === 'strike-force') ?? battleSizes[0];
  if (!defaultSize) throw new Error('no battle sizes');
  const reports: ReportEntry[] = [];
  const sources = new Map<string, ReadonlyMap<string, string>>();
  const built = input.factions.map((spec) => {
    const catalogue = input.catalogues.find((c) => c.fileName === spec.catalogue);
    if (!catalogue)
      throw new Error(`faction "${spec.id}": catalogue "${spec.catalogue}" is not among the source files`);
    input.onProgress?.({ step: 'translate', detail: spec.name });
    const report = new Report(spec.id);
    let built: ReturnType<typeof buildFaction>;
    try {
      built = buildFaction(
        spec,
        new CatalogueSet(catalogue, input.catalogues),
        battleSizes,
        defaultSize.entryId,
        report,
      );
    } catch (error) {
      throw new Error(`faction "${spec.id}": ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const { faction, sourceOf } = built;
    sources.set(spec.id, sourceOf);
    reports.push(...report.entries);
    return faction;
  });
  input.onProgress?.({ step: 'enrich', detail: 'overrides, rules text, chapters and full-rules pages' });
  const { factions: withOverrides, report: afterOverrides } = applyOverrides(
    built,
    input.overrides,
    reports,
    input.staleOverrides,
  );
  const overridden = withOverrides.map(pruneWargear);
  const { coreRules, weaponAbilities } = glossary(gst, overridden);
  const translated = { factions: overridden, system: buildGameSystem(gst, battleSizes, coreRules, weaponAbilities) };
  const kept = input.rulesText ? translated : withoutRulesText(translated.factions, translated.system);
  const withProse = applySeedProse(
    kept.factions,
    kept.system,
    new SeedText(input.seeds, new Map(input.factions.map((f) => [f.name, f.factionKeyword]))),
  );
  const pageReport: ReportEntry[] = [];
  const system = withProse.system;
  const factions = withChapters(withFactionPages(withProse.factions, input.factions, pageReport), input.factions);
  input.onProgress?.({ step: 'emit', detail: 'the game data files' });
  const systemJson = stableJson(system);
  const packed = packDatasheets(
    factions,
    (factionId, datasheetId) => sources.get(factionId)?.get(datasheetId) ?? factionId,
  );
  const packs = withPackPages(
    packed.packs,
    input.factions,
    input.catalogues.map((c) => c.fileName),
    pageReport,
  );
  const factionJson = packed.files.map((f): [string, string] => [`factions/${f.id}.json`, stableJson(f)]);
  const packJson = packs.map((p): [string, string] => [`packs/${p.id}.json`, stableJson(p)]);
  const specOf = new Map(input.factions.map((s) => [s.id, s]));
  const manifest: Manifest = {
    dataVersion: `${input.dataVersion}-${contentHash([systemJson, ...factionJson.map(([, json]) => json), ...packJson.map(([, json]) => json)])}`,
    source: input.source,
    gameSystemFile: 'game-system.json',
    factions: factions.map((f) => {
      const spec = specOf.get(f.id);
      if (!spec) throw new Error(`faction "${f.id}" was built from no faction spec`);
      return {
        id: f.id as FactionId,
        name: f.name,
        group: spec.group,
        parent: (spec.parent ?? null) as FactionId | null,
        file: `factions/${f.id}.json`,
        packs: packsOf(packed.files.find((x) => x.id === f.id) ?? { shared: [] }),
        datasheets: f.datasheets.length,
      };
    }),
    packs: packs.map((p) => ({ id: p.id, name: p.name, file: `packs/${p.id}.json`, datasheets: p.datasheets.length })),
  };
  checkOwnOutput(packed.files, packs);
  const report = sortReport([...afterOverrides, ...pageReport]);
  const files = new Map<string, string>([
    ['game-system.json', systemJson],
    ['manifest.json', stableJson(manifest)],
    ['import-report.json', stableJson({ entries: report })],
    ...factionJson,
    ...packJson,
  ]);
  return { files, report, system, factions };
}

/**
 * Eight hex digits that change whenever the data does: a new importer or override over the same catalogue snapshot
 * changes the data too, and saved lists compare their data version to say what changed since they were saved.
 */
function contentHash(texts: readonly string[]): string {
  const hash = sha256.create();
  for (const text of texts) hash.update(utf8ToBytes(text));
  return bytesToHex(hash.digest()).slice(0, 8);
}

/**
 * The importer's own output must parse with the schemas the app and CLI read it by; it stops naming the file and
 * the datasheet rather than write data past something it got wrong.
 */
function checkOwnOutput(files: readonly FactionFile[], packs: readonly Pack[]): void {
  const failures: string[] = [];
  const check = (file: string, result: ParseResult<unknown>, datasheets: readonly { name: string }[]): void => {
    if (result.ok) return;
    for (const issue of result.error.slice(0, 5)) {
      const at = /^datasheets\.(\d+)(?:\.(.*))?$/.exec(issue.path);
      const where = at
        ? `datasheet "${datasheets[Number(at[1])]?.name ?? at[1]}"${at[2] ? ` at ${at[2]}` : ''}`
        : issue.path;
      failures.push(`${file}: ${where}: ${issue.message}`);
    }
  };
  for (const p of packs) check(`packs/${p.id}.json`, parsePack(JSON.parse(stableJson(p))), p.datasheets);
  for (const f of files) {
    const packsOfFile = packsOf(f).map((id) => packs.find((p) => p.id === id));
    check(`factions/${f.id}.json`, parseFactionFile(JSON.parse(stableJson(f))), f.datasheets);
    check(
      `factions/${f.id}.json with its packs`,
      parseFaction(
        JSON.parse(stableJson(f)),
        packsOfFile.map((p) => JSON.parse(stableJson(p ?? {}))),
      ),
      [],
    );
  }
  if (failures.length > 0)
    throw new Error(`the imported data does not parse with its schemas:\n  ${failures.join('\n  ')}`);
}
