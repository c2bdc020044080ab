import type { Faction } from '../../domain/data/faction.schema';
import type { Manifest } from '../../domain/data/manifest.schema';
import type { SectionId } from '../../domain/data/game-system.schema';
import type { Command } from '../command';
import { formatTable } from '../format-table';
import { readFaction, readManifest } from '../load-data';
import { writeOut, writeErr } from '../terminal-text';

export type UnitsReport = {
  readonly faction: string;
  readonly source: Manifest['source'];
  readonly detachments: readonly {
    readonly id: string;
    readonly name: string;
    readonly enhancements: readonly { readonly name: string; readonly points: number }[];
  }[];
  readonly datasheets: readonly {
    readonly id: string;
    readonly name: string;
    readonly section: SectionId;
    readonly keywords: readonly string[];
    readonly minModels: number;
    readonly maxModels: number;
    /** One entry for every legal model count. */
    readonly points: readonly { readonly models: number; readonly points: number }[];
    /** Names of the datasheets it can lead. */
    readonly leads: readonly string[];
    /** Units it can lead by keywords, each list all of whose keywords such a unit has (["IMPERIUM", "BATTLELINE", "INFANTRY"]). */
    readonly leadsKeywords: readonly (readonly string[])[];
  }[];
};

export function unitsReport(faction: Faction, manifest: Manifest): UnitsReport {
  const nameOf = new Map<string, string>(faction.datasheets.map((d) => [d.id, d.name]));
  return {
    faction: faction.id,
    source: manifest.source,
    detachments: faction.detachments.map((d) => ({
      id: d.id,
      name: d.name,
      enhancements: d.enhancements.map((e) => ({ name: e.name, points: e.points })),
    })),
    datasheets: faction.datasheets.map((d) => ({
      id: d.id,
      name: d.name,
      section: d.section,
      keywords: d.keywords,
      minModels: d.composition.min,
      maxModels: d.composition.max,
      points: d.points.map((p) => ({ models: p.models, points: p.points })),
      leads: d.leads.map((id) => nameOf.get(id) ?? id),
      leadsKeywords: d.leadsKeywords,
    })),
  };
}

/** "5: 60, 6-8: 100, 9-10: 120": consecutive sizes at one cost share a range. */
function pointsLine(points: UnitsReport['datasheets'][number]['points']): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (
      j + 1 < points.length &&
      points[j + 1]?.points === points[i]?.points &&
      points[j + 1]?.models === (points[j]?.models ?? 0) + 1
    )
      j += 1;
    const from = points[i]?.models;
    const to = points[j]?.models;
    parts.push(`${from === to ? from : `${from}-${to}`}: ${points[i]?.points}`);
    i = j + 1;
  }
  return parts.join(', ');
}

function asText(report: UnitsReport, faction: Faction): string {
  const detachments = formatTable(
    ['DETACHMENT', 'ENHANCEMENTS'],
    report.detachments.map((d) => [d.name, d.enhancements.map((e) => `${e.name} (${e.points})`).join(', ') || '-']),
  );
  const datasheets = formatTable(
    ['DATASHEET', 'SECTION', 'MODELS', 'POINTS', 'LEADS'],
    report.datasheets.map((d, i) => {
      const content = faction.datasheets[i]?.content;
      return [
        content && content !== 'matched-play' ? `${d.name} [${content}]` : d.name,
        d.section,
        d.minModels === d.maxModels ? String(d.minModels) : `${d.minModels}-${d.maxModels}`,
        pointsLine(d.points),
        [...d.leads, ...d.leadsKeywords.map((all) => `${all.join(' ')} units`)].join(', '),
      ];
    }),
  );
  const source = `${report.source.name} ${report.source.commit.slice(0, 8)} (${report.source.date})`;
  return `${faction.name} — ${report.datasheets.length} datasheets, data from ${source}\n\n${detachments}\n\n${datasheets}\n`;
}

export const units: Command = {
  name: 'units',
  usage: 'units <faction-id> [--json]',
  summary: "list a faction's detachments and datasheets with points per unit size",
  async run(args) {
    const positional = args.filter((a) => a !== '--json');
    if (positional.length !== 1) {
      writeErr('Usage: armylist units <faction-id> [--json]\n');
      return 2;
    }
    let faction: Faction;
    try {
      faction = readFaction(positional[0] as string);
    } catch (error) {
      writeErr(`armylist units: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
    const report = unitsReport(faction, readManifest());
    writeOut(args.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : asText(report, faction));
    return 0;
  },
};
