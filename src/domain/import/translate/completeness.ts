import type { Resolved, CatalogueSet } from '../read/catalogue-set';
import { asBearer, descend, enhancementChoices, isOffered, type CharacterRef } from './character-choices';
import { allConditions } from '../read/conditions';
import { CATEGORY, POINTS_COST_TYPE } from '../read/game-constants';
import type { Report } from '../report';
import { isSkippedChild } from '../read/skipped';
import { classifyVisibility, contextFor, type RosterBase } from '../read/visibility';
import { contentFromName } from './datasheet';
import { listAlternatives, listNames } from '../../english';
import type { UpgradeGrant } from './detachment-upgrades';

/** A datasheet as built, with the entry it was read from. */
export type AuditedDatasheet = CharacterRef & { readonly name: string; readonly isCharacter: boolean };

export type CompletenessInput = {
  readonly set: CatalogueSet;
  readonly base: RosterBase;
  readonly battleSizeEntryId: string;
  readonly isDatasheetEntry: (node: Resolved) => boolean;
  readonly datasheets: readonly AuditedDatasheet[];
  readonly detachments: readonly { readonly entryId: string; readonly name: string; readonly enhancements: number }[];
  /** Entry ids of the Enhancements written to data. */
  readonly enhancementEntryIds: ReadonlySet<string>;
  /** Upgrades whose keyword the data grants while their detachment is chosen. */
  readonly upgradeGrants: readonly (UpgradeGrant & { readonly keyword: string })[];
  readonly report: Report;
};

const pointsOf = (n: Resolved): number => n.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0;

/**
 * Reports what the catalogues offer that the data does not hold: a detachment with no Enhancements, an Enhancement
 * no character of the army is offered, and an upgrade the catalogue shows, adds or costs only while a detachment is
 * chosen (Headhunter Task Force's "Tank Ace Character", Pantheon of Woe's Singularity Matrix). Then walks every
 * datasheet the roster offers, every Enhancement and every detachment-dependent upgrade again, and returns those
 * neither in the data nor in the report: the import stops on any.
 */
export function auditCompleteness(input: CompletenessInput): string[] {
  const { set, base, report, detachments, datasheets, enhancementEntryIds } = input;
  const detachmentIds = new Set(detachments.map((d) => d.entryId));
  const detachmentName = new Map(detachments.map((d) => [d.entryId, d.name]));
  const reported = (subject: string): boolean => report.entries.some((e) => e.subject === subject);

  for (const d of detachments) {
    if (d.enhancements === 0)
      report.add(
        d.name,
        'detachment',
        'Enhancements',
        'no character of the army is offered an Enhancement under this detachment',
      );
  }

  // Enhancements: every one a datasheet of the army holds that one of the army's detachments offers, were the
  // holder a CHARACTER (a shared group also holds other armies' Enhancements, hidden under every detachment here).
  const contexts = detachments.map((d) => contextFor(base, input.battleSizeEntryId, 'matched-play', d.entryId));
  const holders = new Map<string, { node: Resolved; holders: AuditedDatasheet[] }>();
  const asked = new Map<string, boolean>();
  for (const d of datasheets) {
    const asCharacter = { ...d, categoryIds: new Set([...d.categoryIds, CATEGORY.character]) };
    const signature = [...asCharacter.categoryIds].sort().join(' ');
    for (const choice of enhancementChoices(d, detachmentIds)) {
      const key = `${choice.node.id} ${choice.ancestors.map((a) => a.id).join(' ')} ${signature}`;
      let offered = asked.get(key);
      if (offered === undefined) {
        offered = contexts.some((ctx) => isOffered(choice, asBearer(asCharacter, ctx)));
        asked.set(key, offered);
      }
      if (!offered) continue;
      const record = holders.get(choice.node.id) ?? { node: choice.node, holders: [] };
      if (!record.holders.includes(d)) record.holders.push(d);
      holders.set(choice.node.id, record);
    }
  }
  for (const { node, holders: on } of holders.values()) {
    if (enhancementEntryIds.has(node.id) || reported(node.name.trim())) continue;
    const names = [...new Set(on.map((d) => d.name))].sort();
    const why = on.some((d) => d.isCharacter)
      ? `held by ${listNames(names)}, but offered to no CHARACTER of the army under any detachment`
      : `held only by datasheets that are not CHARACTERs (${listNames(names)}); a detachment-only upgrade makes them one, which the data cannot yet express`;
    report.add(node.name.trim(), 'enhancement', 'Enhancement', why);
  }

  // Upgrades inside datasheets that a detachment shows, hides, adds to or costs: not in the data today.
  const dependent = new Map<string, { node: Resolved; on: Set<string>; under: Set<string> }>();
  for (const d of datasheets) {
    const enhancements = new Set(enhancementChoices(d, detachmentIds).map((c) => c.node.id));
    descend(d.resolved, (node, ancestors) => {
      if (node === d.resolved || node.kind !== 'entry' || enhancements.has(node.id)) return;
      if ([...ancestors.slice(1), node].some((a) => isSkippedChild(a))) return;
      const under = node.modifiers
        .flatMap((m) => allConditions(m.when))
        .map((c) => c.childId)
        .filter((id) => detachmentIds.has(id));
      if (under.length === 0) return;
      const record = dependent.get(node.id) ?? { node, on: new Set<string>(), under: new Set<string>() };
      record.on.add(d.name);
      for (const id of under) record.under.add(id);
      dependent.set(node.id, record);
    });
  }
  const granted = new Set(input.upgradeGrants.map((g) => g.upgradeId));
  const capped = new Map(input.upgradeGrants.filter((g) => g.perArmy !== null).map((g) => [g.upgradeId, g]));
  for (const g of capped.values()) {
    const under = listAlternatives(
      [
        ...new Set(
          input.upgradeGrants
            .filter((x) => x.upgradeId === g.upgradeId)
            .map((x) => detachmentName.get(x.detachmentEntryId) ?? x.detachmentEntryId),
        ),
      ].sort(),
    );
    report.add(
      g.upgrade,
      'detachment-content',
      `limit on "${g.upgrade}"`,
      `at most ${g.perArmy ?? 0} units of the army may take it; while ${under} is chosen the data gives ${g.keyword} to every unit that holds it, and does not check this limit`,
    );
  }
  for (const { node, on, under } of [...dependent.values()].filter((x) => !granted.has(x.node.id))) {
    const what = detachmentEffect(node);
    const detachmentNames = [...under].map((id) => detachmentName.get(id) ?? id).sort();
    report.add(
      node.name.trim(),
      'detachment-content',
      `detachment-dependent ${what}`,
      `on ${listNames([...on].sort())} while ${listAlternatives(detachmentNames)} is chosen; the data has no place for it yet, so it is not offered`,
    );
  }

  // The audit proper: everything walked again, each either in the data or in the report.
  const missing: string[] = [];
  const built = new Set(datasheets.flatMap((d) => [d.resolved.id]));
  const seen = new Set<string>();
  for (const { node } of set.rootEntries()) {
    const resolved = set.resolve(node);
    if (!input.isDatasheetEntry(resolved) || seen.has(resolved.id)) continue;
    seen.add(resolved.id);
    const name = resolved.name.trim();
    const plain = name.replace(/\s*\[(?:Legends|Crucible)\]\s*$/i, '');
    if (built.has(resolved.id) || reported(name) || reported(plain)) continue;
    let offered: boolean;
    try {
      offered =
        classifyVisibility(
          resolved,
          base,
          input.battleSizeEntryId,
          [...detachmentIds],
          contentFromName(resolved.name),
        ) !== null;
    } catch {
      offered = true;
    }
    if (offered) missing.push(`datasheet "${name}"`);
  }
  for (const { node } of holders.values()) {
    if (!enhancementEntryIds.has(node.id) && !reported(node.name.trim()))
      missing.push(`Enhancement "${node.name.trim()}"`);
  }
  for (const d of detachments)
    if (d.enhancements === 0 && !reported(d.name)) missing.push(`detachment "${d.name}" without Enhancements`);
  return missing;
}

/** What a detachment does to an upgrade, in a few words: "CHARACTER upgrade", "surcharge of 55 pts", "option". */
function detachmentEffect(node: Resolved): string {
  const addsCategory = node.modifiers.some((m) => m.field === 'category' && m.type === 'add');
  if (addsCategory) return 'keyword upgrade';
  const points = pointsOf(node);
  const madeRequired = node.modifiers.some(
    (m) =>
      m.type === 'set' && Number(m.value) >= 1 && node.constraints.some((c) => c.id === m.field && c.type === 'min'),
  );
  if (points > 0 && madeRequired) return `surcharge of ${points} pts`;
  return points > 0 ? `option of ${points} pts` : 'option';
}
