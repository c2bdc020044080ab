import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyse } from 'scslre';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Text readers must run in time linear in what is pasted into them. A regular expression whose quantifiers can
 * share characters backtracks: `\s*\(` tried from each of 5,000 spaces, or `(.+?)\s*\(` over a run of spaces,
 * froze the page for half a minute. Every pattern in the code that reads text (regex literals and `new RegExp`)
 * is checked here by static analysis, so none can come back.
 */
const root = join(import.meta.dirname, '..', '..');
const READER_FOLDERS = ['src/domain/codecs', 'src/cli', 'src/features/import'];

type Pattern = { readonly where: string; readonly source: string; readonly flags: string };

function patternsIn(file: string): Pattern[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Pattern[] = [];
  const where = (node: ts.Node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [first, second] = node.arguments ?? [];
      if (first && ts.isStringLiteralLike(first)) {
        found.push({
          where: where(node),
          source: first.text,
          flags: second && ts.isStringLiteralLike(second) ? second.text : '',
        });
      } else throw new Error(`${where(node)}: a RegExp built at run time cannot be checked; write it as a literal`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = READER_FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, folder, f)),
);
const patterns = files.flatMap(patternsIn);

describe('patterns of the text readers', () => {
  it('are found (the check reads the sources it means to)', () => {
    expect(patterns.length).toBeGreaterThan(20);
  });

  it.each(patterns.map((p) => [p.where, p] as const))('%s runs in linear time on any input', (_, pattern) => {
    const reports = analyse({ source: pattern.source, flags: pattern.flags }).reports;
    expect(
      reports.map((r) => `${r.type}: ${r.type === 'Trade' ? `${r.startQuant.raw} / ${r.endQuant.raw}` : r.quant.raw}`),
      `/${pattern.source}/${pattern.flags}`,
    ).toEqual([]);
  });
});
