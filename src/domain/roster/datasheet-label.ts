import type { Datasheet } from '../data/datasheet.schema';
import type { Content } from '../data/rule-text.schema';
import type { Faction } from '../data/faction.schema';
import { nameKey } from '../data/name-key';

const CONTENT_TAG: Record<Content, string> = {
  'matched-play': '',
  legends: ' [Legends]',
  crusade: ' [Crucible]',
  'boarding-actions': ' [Boarding Actions]',
};

/**
 * The name a text list prints for a datasheet. Names are unique in a faction except where Legends keeps an old
 * datasheet beside the current one (Aeldari: Prince Yriel twice); the old one is tagged as BattleScribe tags it,
 * so an import can tell the two apart.
 */
export function datasheetLabel(datasheet: Datasheet, faction: Faction): string {
  const key = nameKey(datasheet.name);
  const isShared = faction.datasheets.some((d) => d !== datasheet && nameKey(d.name) === key);
  return isShared ? `${datasheet.name}${CONTENT_TAG[datasheet.content]}` : datasheet.name;
}

/** Every name a datasheet may be printed under, matched-play datasheets first so a bare shared name means the current one. */
export function datasheetNames(faction: Faction): { readonly name: string; readonly value: Datasheet }[] {
  const ordered = [...faction.datasheets].sort((a, b) => Number(a.content !== 'matched-play') - Number(b.content !== 'matched-play'));
  return ordered.flatMap((d) => {
    const label = datasheetLabel(d, faction);
    return label === d.name ? [{ name: d.name, value: d }] : [{ name: label, value: d }, { name: d.name, value: d }];
  });
}
