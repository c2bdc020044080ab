/** Line handling shared by the text-list readers: what pasting through chat, documents and editors does to a list. */

export type TextLine = {
  /** 1-based, as an editor shows it. */
  readonly number: number;
  /** The line without its indentation or trailing spaces. */
  readonly text: string;
  readonly indent: number;
};

/**
 * Splits pasted text into lines: any line end (Windows, old Mac), a byte-order mark, no-break spaces
 * (New Recruit writes `Retaliation\u00a0Cadre`) and tabs are all read as plain text would be.
 */
export function splitLines(text: string): readonly TextLine[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((raw, index) => {
      const line = raw
        .replace(/[\u00a0\u2007\u202f]/g, ' ')
        .replace(/\t/g, '  ')
        .trimEnd();
      const text = line.trimStart();
      return { number: index + 1, text, indent: line.length - text.length };
    });
}

/** `1990`, `1,990`, `1.990`, `1 990`, `2 000` → the number; anything else → null. */
export function parsePointsValue(raw: string): number | null {
  const digits = raw.trim();
  if (!/^\d{1,3}(?:[,. \u202f]\d{3})+$|^\d+$/.test(digits)) return null;
  const value = Number(digits.replace(/[,. \u202f]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A parenthesis closing the text and what it holds: `Khorne Berzerkers (180 points)` → `Khorne Berzerkers` and
 * `180 points`. Found from the end, never by a pattern that backtracks over the name: a reader must stay linear on
 * whatever is pasted (a 5 KB line of spaces once froze the page for half a minute).
 */
export function splitTrailingParenthesis(text: string): { readonly before: string; readonly inside: string } | null {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(')')) return null;
  const open = trimmed.lastIndexOf('(');
  if (open < 0) return null;
  return { before: trimmed.slice(0, open).trimEnd(), inside: trimmed.slice(open + 1, -1).trim() };
}

const POINTS_WORDS = ['points', 'point', 'pts', 'pt'];

/** `180 points`, `1,990 Points`, `180pts`, `2 000 pts` → the number; anything else → null. */
function pointsIn(inside: string): number | null {
  const lower = inside.toLowerCase();
  const word = POINTS_WORDS.find((w) => lower.endsWith(w));
  return word === undefined ? null : parsePointsValue(inside.slice(0, -word.length));
}

/** `Khorne Berzerkers (180 points)` → name and points; also `(1,990 Points)`, `(2 000 points)` and `(180 pts)`. */
export function splitNamePoints(text: string): { readonly name: string; readonly points: number } | null {
  const split = splitTrailingParenthesis(text);
  const points = split ? pointsIn(split.inside) : null;
  if (!split || split.before === '' || points === null) return null;
  return { name: split.before, points };
}

/**
 * `Commander Farsight (85 pts): Warlord, Dawn Blade` or `Kroot Carnivores [65 pts]:` → name, points and what follows
 * the colon (null when nothing does). The cost is the first bracket holding points that ends the line or is followed
 * by a colon; the items may hold brackets of their own ("Gun Drone (Twin pulse carbine)"). One pass over the line.
 */
export function splitCostedLine(
  text: string,
  brackets: '()' | '[]',
): { readonly name: string; readonly points: number; readonly rest: string | null } | null {
  const [open, close] = brackets;
  let opened = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === open) opened = i;
    else if (ch === close && opened >= 0) {
      let next = i + 1;
      while (text[next] === ' ') next++;
      const isEnd = next === text.length;
      const points = isEnd || text[next] === ':' ? pointsIn(text.slice(opened + 1, i).trim()) : null;
      const name = text.slice(0, opened).trim();
      if (points !== null && name !== '') return { name, points, rest: isEnd ? null : text.slice(next + 1).trim() };
      opened = -1;
    }
  }
  return null;
}

/** A cost written after a name by other tools (`Favoured of Khorne (+15 pts)`), which the GW app folds into the unit. */
export function stripAddedCost(text: string): string {
  const split = splitTrailingParenthesis(text);
  if (split?.inside.startsWith('+') && pointsIn(split.inside.slice(1).trim()) !== null) return split.before.trim();
  return text.trim();
}

/** How lists label a unit's Enhancement: the app's `Enhancement:`, and `Enhancements:` from other tools. */
export const ENHANCEMENT_LABELS = ['enhancement', 'enhancements'];

/** Text after a label and its colon (`Enhancement: Helm of Brazen Ire` → `Helm of Brazen Ire`), or null. */
export function afterLabel(text: string, labels: readonly string[]): string | null {
  const colon = text.indexOf(':');
  if (colon < 0 || !labels.includes(text.slice(0, colon).trim().toLowerCase())) return null;
  const value = text.slice(colon + 1).trim();
  return value === '' ? null : value;
}

const PRIMARY_BULLETS = ['•', '▪', '‣', '∙', '·', '*', '-', '–'];
const SECONDARY_BULLETS = ['◦', '○', '▫'];

export type Bullet = 'primary' | 'secondary' | null;

/** Reads a leading bullet: `•` (the app), `◦` (the app's v2 "alternate" children), `-` / `*` (lists retyped in Markdown). */
export function splitBullet(text: string): { readonly bullet: Bullet; readonly rest: string } {
  const first = text.charAt(0);
  const rest = text.slice(1);
  const isBullet = rest === '' || rest.startsWith(' ');
  if (isBullet && SECONDARY_BULLETS.includes(first)) return { bullet: 'secondary', rest: rest.trim() };
  if (isBullet && PRIMARY_BULLETS.includes(first)) return { bullet: 'primary', rest: rest.trim() };
  return { bullet: null, rest: text };
}

/** `9x Khorne Berzerker` → 9 and the name (also `9 x …`, `9× …`); null when the text has no count. */
export function splitCount(text: string): { readonly count: number; readonly name: string } | null {
  const match = /^(\d{1,4})\s*[x×]\s(.+)$/i.exec(text);
  const name = match?.[2]?.trim();
  if (!match?.[1] || !name) return null;
  return { count: Number(match[1]), name };
}

/**
 * A characteristic printed under a unit, not an item: `Ghazghkull Thraka, Invulnerable Save (4+): …`, a name and a
 * value after a colon, with no count.
 */
export function isProfileLine(text: string): boolean {
  const colon = text.indexOf(': ');
  return colon > 0 && splitCount(text) === null && /\S/.test(text.slice(colon + 2));
}

/** The app's line for the keyword a detachment's upgrade gives a unit (`Solar Spearhead Keywords: Character`). */
export function isKeywordsLine(text: string): boolean {
  return / keywords?:/i.test(text) && splitCount(text) === null;
}
