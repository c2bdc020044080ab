import { plainText } from './profiles';

/**
 * Names listed by a "Leader" ability: "■ Incubi", "- Kabalite Warriors", "^^**Wyches**^^", comma and semicolon
 * lists, blank lines anywhere. The list ends at the first sentence of prose ("You can attach this model to the above
 * unit even if …", which a catalogue may break across lines).
 */
export function parseLeaderTargets(description: string): string[] {
  const afterColon = description.includes(':') ? description.slice(description.indexOf(':') + 1) : description;
  const list = afterColon.split(/\b(?:You can|If you|If this|Each time|While this)\b/)[0] ?? '';
  const lines = list.split(/\n|■|•|\s-\s/).map((l) => plainText(l).replace(/^[-–]\s*/, ''));
  const out: string[] = [];
  for (const line of lines) {
    if (line === '') continue;
    // Prose after the list ("You can attach this model to one of those units even if …") is not a unit name.
    if (/\b(you|can|this model|if|even)\b/i.test(line) && line.split(' ').length > 6) continue;
    for (const part of line.split(/[,;]|\band\b/)) {
      const name = part
        .replace(/\*|\^|\.$/g, '')
        .replace(/\s*\[.*?\]\s*/g, '')
        .trim();
      if (name !== '' && name.split(' ').length <= 6) out.push(name);
    }
  }
  return [...new Set(out)];
}

/** What a Leader ability says about joining a unit another Leader already leads, as names. */
export type JoinsAlongsideNames = {
  /** The Leaders it may join alongside ("PRIMUS", "Yvraine"). */
  readonly leaders: readonly string[];
  /** The units it may do so in ("ACOLYTE HYBRIDS"); null for every unit it can lead. */
  readonly bodyguards: readonly string[] | null;
};

/**
 * "You can attach this model to an ACOLYTE HYBRIDS or NEOPHYTE HYBRID unit, even if a PRIMUS, MAGUS, or ACOLYTE
 * ICONWARD model has already been attached", "… to one of the above units, even if Yvraine has already been
 * attached": null when the ability says no such thing.
 */
export function parseJoinsAlongside(description: string): JoinsAlongsideNames | null {
  const text = plainText(description).replace(/\*|\^/g, '').replace(/\s+/g, ' ');
  const match =
    /attach this (?:model|unit) (?:to )?(.+?),? even if (?:one |a |an )?(.+?)(?: models?| units?)? ha(?:s|ve) already been attached/i.exec(
      text,
    );
  if (!match) return null;
  const names = (list: string): string[] =>
    list
      .split(/,\s*(?:or\s+)?|\s+or\s+/)
      .map((name) => name.trim())
      .filter((name) => name !== '');
  const bodyguards = (match[1] as string).trim();
  return {
    leaders: names(match[2] as string),
    // "one of the above units", "a unit", "a unit it can lead": any unit it can lead.
    bodyguards: /\babove units?\b|^(?:an?|one) units?(?: it can lead(?: units)?)?$/i.test(bodyguards)
      ? null
      : names(bodyguards.replace(/^(?:an?|one) /i, '').replace(/ units?$/i, '')),
  };
}
