import overridesJson from '../../../data/overrides.json';
import type { ReportEntry } from '../../domain/import/report';
import { parseOverrides } from '../../domain/import/enrich/overrides';
import type { ImportProblem } from '../../domain/import/import-problem';
import { importFaction } from '../../domain/import/import-faction';
import type { InputFile } from '../../domain/import/read/catalogue-archive';
import type { ImportProgress, SourceInfo } from '../../domain/import/run-import';
import type { FactionSpec } from '../../domain/import/translate/faction';
import type { Result } from '../../domain/result';

export type CatalogueImportRequest = {
  readonly id: number;
  readonly files: readonly InputFile[];
  readonly factionId: string;
  readonly source: SourceInfo;
  readonly dataVersion: string;
  /** The factions the catalogues may hold, where not Muster's own list (the miniature catalogue's in tests). */
  readonly specs?: readonly FactionSpec[];
};

/** The files `npm run import-data` would write for the faction (path under data/ → JSON text) and its report. */
export type ImportedFaction = {
  readonly files: ReadonlyMap<string, string>;
  readonly report: readonly ReportEntry[];
};

export type CatalogueImportReply =
  | { readonly id: number; readonly kind: 'progress'; readonly progress: ImportProgress }
  | { readonly id: number; readonly kind: 'done'; readonly result: Result<ImportedFaction, ImportProblem> };

/**
 * One import, as the worker runs it: each step is posted as it starts, then the result. A throw the importer did
 * not turn into a problem (a bug) is still an answer, so the page never waits on a worker that gave up.
 */
export function answerImportRequest(
  request: CatalogueImportRequest,
  post: (reply: CatalogueImportReply) => void,
): void {
  const { id } = request;
  let result: Result<ImportedFaction, ImportProblem>;
  try {
    const imported = importFaction({
      files: request.files,
      factionId: request.factionId,
      source: request.source,
      dataVersion: request.dataVersion,
      overrides: parseOverrides(overridesJson),
      ...(request.specs ? { specs: request.specs } : {}),
      onProgress: (progress) => post({ id, kind: 'progress', progress }),
    });
    result = imported.ok
      ? { ok: true, value: { files: imported.value.files, report: imported.value.report } }
      : imported;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    result = {
      ok: false,
      error: { kind: 'import-failed', file: request.factionId, message: `The import stopped (${detail}).` },
    };
  }
  post({ id, kind: 'done', result });
}
