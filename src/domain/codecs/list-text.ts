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
      const line = raw.replace(/[\u00a0\u2007\u202f]/g, ' ').replace(/\t/g, '  ').trimEnd();
      const text = line.trimStart();
      return { number: index + 1, text, indent: line.length - text.length };
    });
}

/** `1990`, `1,990`, `1.990`, `1 990` → 1990; anything else → null. */
export function parsePointsValue(raw: string): number | null {
  const digits = raw.trim();
  if (!/^\d{1,3}(?:[,. \u202f]\d{3})+$|^\d+$/.test(digits)) return null;
  const value = Number(digits.replace(/[,. \u202f]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

const POINTS_AT_END = /^(?<name>.*?)\s*\(\s*(?<points>\d[\d,. \u202f]*?)\s*(?:points?|pts?)\s*\)$/i;

/** `Khorne Berzerkers (180 points)` → name and points; also `(1,990 Points)` and `(180 pts)`. */
export function splitNamePoints(text: string): { readonly name: string; readonly points: number } | null {
  const match = POINTS_AT_END.exec(text);
  const name = match?.groups?.name?.trim();
  const points = match?.groups?.points === undefined ? null : parsePointsValue(match.groups.points);
  if (!name || points === null) return null;
  return { name, points };
}

/** A cost written after a name by other tools (`Favoured of Khorne (+15 pts)`), which the GW app folds into the unit. */
export function stripAddedCost(text: string): string {
  return text.replace(/\s*\(\s*\+\s*\d[\d,.]*\s*(?:points?|pts?)\s*\)$/i, '').trim();
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
  const match = /^(\d{1,4})\s*[x×]\s+(.+)$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { count: Number(match[1]), name: match[2].trim() };
}
