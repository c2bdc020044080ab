/**
 * A catalogue's rules text as plain text, for a player's own import ("rulesText"): BattleScribe's markup dropped
 * (`**bold**`; `^^Archon^^` printed in capitals, ARCHON, as a datasheet prints a keyword), no-break spaces and runs
 * of spaces made one space, and its lines and paragraphs kept. The app shows it as text, never as HTML.
 */
export function rulesText(description: string): string | undefined {
  const text = description
    .replace(/\^\^([^^]*)\^\^/g, (_, keyword: string) => keyword.toUpperCase())
    .replace(/\*\*|\^\^/g, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? undefined : text;
}
