import { plainText } from './profiles';

/** Names listed by a "Leader" ability: "■ Incubi", "- Kabalite Warriors", "^^**Wyches**^^", comma lists. */
export function parseLeaderTargets(description: string): string[] {
  const afterColon = description.includes(':') ? description.slice(description.indexOf(':') + 1) : description;
  const lines = afterColon.split(/\n|■|•|\s-\s/).map((l) => plainText(l).replace(/^[-–]\s*/, ''));
  const out: string[] = [];
  for (const line of lines) {
    if (line === '') continue;
    // Prose after the list ("You can attach this model to one of those units even if …") is not a unit name.
    if (/\b(you|can|this model|if|even)\b/i.test(line) && line.split(' ').length > 6) continue;
    for (const part of line.split(/,|\band\b/)) {
      const name = part.replace(/\*|\^|\.$/g, '').replace(/\s*\[.*?\]\s*/g, '').trim();
      if (name !== '' && name.split(' ').length <= 6) out.push(name);
    }
  }
  return [...new Set(out)];
}
