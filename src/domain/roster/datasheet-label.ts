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
  const ordered = [...faction.datasheets].sort(
    (a, b) => Number(a.content !== 'matched-play') - Number(b.content !== 'matched-play'),
  );
  return ordered.flatMap((d) => {
    const label = datasheetLabel(d, faction);
    return label === d.name
      ? [{ name: d.name, value: d }]
      : [
          { name: label, value: d },
          { name: d.name, value: d },
        ];
  });
}

/**
 * Whether a profile's name holds a datasheet's name, or all of it but a last word the app leaves out ("Primaris
 * Sword Brethren" holds "Sword Brethren Squad" but its "Squad"), word for word, plurals aside.
 */
function holdsName(profile: string, datasheet: string): boolean {
  const words = (name: string) =>
    nameKey(name)
      .split(' ')
      .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  const inner = words(datasheet);
  const outer = ` ${words(profile).join(' ')} `;
  return (
    outer.includes(` ${inner.join(' ')} `) || (inner.length >= 3 && outer.includes(` ${inner.slice(0, -1).join(' ')} `))
  );
}

/**
 * The name of a datasheet's one unit profile where it is the datasheet's name with words added: the catalogue keeps
 * an older name there (Black Templars' "Repulsor Executioner" has the profile "Black Templars Repulsor Executioner",
 * the name the app's index exports print; Sword Brethren Squad's "Primaris Sword Brethren"). Only a name no datasheet
 * has and no other profile has ("Attack Bike" is a profile of both Attack Bike Squad and Bike Squad), and only where it
 * holds the datasheet's name (`holdsName`): a profile named otherwise may be a slip in the catalogue (Sydonian
 * Dragoons with taser lances' "Sydonian Dragoons (Radium Jezzail)").
 */
export function datasheetProfileNames(faction: Faction): { readonly name: string; readonly value: Datasheet }[] {
  const datasheetKeys = new Set(faction.datasheets.map((d) => nameKey(d.name)));
  const holders = new Map<string, number>();
  for (const d of faction.datasheets)
    for (const p of d.profiles) holders.set(nameKey(p.name), (holders.get(nameKey(p.name)) ?? 0) + 1);
  return faction.datasheets.flatMap((d) => {
    const [only, ...more] = d.profiles;
    if (!only || more.length > 0) return [];
    const key = nameKey(only.name);
    const isOlderName = holdsName(only.name, d.name) && !datasheetKeys.has(key) && holders.get(key) === 1;
    return isOlderName ? [{ name: only.name, value: d }] : [];
  });
}
