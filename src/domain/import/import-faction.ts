import { err, ok, type Result } from '../result';
import type { Overrides } from './enrich/overrides';
import { FACTIONS } from './factions';
import type { ImportProblem } from './import-problem';
import { ARCHIVE_LIMITS, readCatalogueFiles, type ArchiveLimits, type InputFile } from './read/catalogue-archive';
import { readCatalogueSet } from './read/catalogue-files';
import type { SourceFile } from './read/source-file';
import { runImport, type ImportOutput, type ImportProgress, type SourceInfo } from './run-import';
import type { FactionSpec } from './translate/faction';

export type FactionImportInput = {
  /** What the player handed over: a zip of a data repository, a folder's files, or single catalogue files. */
  readonly files: readonly InputFile[];
  readonly factionId: string;
  readonly source: SourceInfo;
  /** The data version the manifest records; the importer adds a hash of the data made. */
  readonly dataVersion: string;
  readonly overrides: Overrides;
  /** The factions the catalogues may hold (Muster's own list unless a test brings its own). */
  readonly specs?: readonly FactionSpec[];
  readonly limits?: ArchiveLimits;
  readonly onProgress?: (progress: ImportProgress) => void;
};

/**
 * Imports one faction from the player's catalogues, with what it needs: the catalogues it links to and, for a Space
 * Marine chapter, its parent faction (Blood Angels are told from Space Marines by comparing the two). Building only
 * those takes a faction in seconds where all 36 take most of a minute. The files are the same as `npm run
 * import-data` writes for it (manifest.json, game-system.json, factions/, packs/, import-report.json), and every
 * problem, from a damaged zip to a catalogue the importer cannot translate, is an ImportProblem naming the file.
 */
export function importFaction(input: FactionImportInput): Result<ImportOutput, ImportProblem> {
  const chosen = chosenFactions(input);
  if (!chosen.ok) return chosen;
  input.onProgress?.({ step: 'unpack', detail: input.files.map((f) => f.path).join(', ') });
  const files = readCatalogueFiles(input.files, input.limits ?? ARCHIVE_LIMITS);
  if (!files.ok) return files;
  return importChosen(files.value, chosen.value, input);
}

/**
 * The same import over a catalogue set already unpacked and read (`readCatalogueFiles`), as the app has it once it
 * has checked the set's edition and listed its armies: unpacking the snapshot again would cost a tenth of the import.
 */
export function importFactionFromSet(
  input: Omit<FactionImportInput, 'files' | 'limits'> & { readonly set: readonly SourceFile[] },
): Result<ImportOutput, ImportProblem> {
  const chosen = chosenFactions(input);
  if (!chosen.ok) return chosen;
  return importChosen(input.set, chosen.value, input);
}

/** The faction asked for, after its parent faction when it is a chapter. */
function chosenFactions(input: Pick<FactionImportInput, 'specs' | 'factionId'>): Result<FactionSpec[], ImportProblem> {
  const specs = input.specs ?? FACTIONS;
  const spec = specs.find((s) => s.id === input.factionId);
  if (!spec) {
    return err({
      kind: 'missing-faction',
      file: input.factionId,
      message: `Muster knows no faction "${input.factionId}".`,
    });
  }
  const parent = spec.parent ? specs.find((s) => s.id === spec.parent) : undefined;
  return ok(parent ? [parent, spec] : [spec]);
}

function importChosen(
  files: readonly SourceFile[],
  chosen: readonly FactionSpec[],
  input: Omit<FactionImportInput, 'files' | 'limits' | 'specs' | 'factionId'>,
): Result<ImportOutput, ImportProblem> {
  const spec = chosen[chosen.length - 1] as FactionSpec;
  input.onProgress?.({ step: 'read', detail: chosen.map((s) => s.catalogue).join(', ') });
  const catalogues = readCatalogueSet(
    files,
    chosen.map((s) => s.catalogue),
  );
  if (!catalogues.ok) return catalogues;
  const ids = new Set(chosen.map((s) => s.id));
  // The reviewed overrides name the factions they correct; only those of the factions built here apply.
  const overrides: Overrides = {
    ...input.overrides,
    datasheets: input.overrides.datasheets
      .filter((o) => o.factions.some((id) => ids.has(id)))
      .map((o) => ({ ...o, factions: o.factions.filter((id) => ids.has(id)) })),
  };
  try {
    return ok(
      runImport({
        catalogues: catalogues.value,
        factions: chosen,
        source: input.source,
        dataVersion: input.dataVersion,
        overrides,
        // Corrections reviewed against the built-in snapshot; newer catalogues may have changed what they correct.
        staleOverrides: 'report',
        seeds: [],
        // The player's own catalogues: their rules text is kept, to be shown where a player looks.
        rulesText: true,
        ...(input.onProgress ? { onProgress: input.onProgress } : {}),
      }),
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return err({
      kind: 'import-failed',
      file: spec.catalogue,
      message: `${spec.name} could not be imported from ${spec.catalogue}: ${detail}`,
    });
  }
}
