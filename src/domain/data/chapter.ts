import type { Faction } from './faction.schema';

/** The datasheets or detachments that are a chapter's own (Blood Angels' Death Company); none for an army with no parent. */
export function chapterOwn(faction: Faction, kind: 'datasheets' | 'detachments'): ReadonlySet<string> {
  const ids = kind === 'datasheets' ? faction.chapter?.datasheetIds : faction.chapter?.detachmentIds;
  return new Set<string>(ids ?? []);
}
