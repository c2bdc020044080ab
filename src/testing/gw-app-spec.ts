/**
 * The checker of shared/formats/gw-app-export.md §7, as a test helper: what every v1.x app export satisfies.
 * Golden files and every exported roster go through it, so a rule of the format is checked line by line and not
 * only against files that were checked by eye. Our footer is the one deliberate difference (see gw-app-text.ts).
 */
const SECTIONS = ['CHARACTERS', 'BATTLELINE', 'DEDICATED TRANSPORTS', 'OTHER DATASHEETS', 'ALLIED UNITS'];
const POINTS_LINE = /^(.+) \((\d+) points\)$/;
const BATTLE_SIZE = /^(Combat Patrol|Incursion|Strike Force|Onslaught) \((\d+) points\)$/;
const FOOTER = /^Exported with (?:App Version: v\d+\.\d+\.\d+ \(\d+\)|Muster v\S+), Data Version: \S+$/;
const BODY = [
  /^ {2}• Warlord$/,
  /^ {2}• \d+x \S.*$/,
  /^ {4}\d+x \S.*$/,
  /^ {4}• \d+x \S.*$/,
  /^ {6}\d+x \S.*$/,
  /^ {4}• Warlord$/,
  /^ {2}• Enhancement: \S.*$/,
];

const byName = new Intl.Collator('en', { sensitivity: 'variant' });

export function gwAppTextViolations(text: string): string[] {
  const problems: string[] = [];
  const lines = text.replace(/\n$/, '').split('\n');
  const fail = (line: number, why: string) => problems.push(`line ${line + 1}: ${why}: ${JSON.stringify(lines[line])}`);

  if (!POINTS_LINE.test(lines[0] ?? '')) fail(0, 'title is not "<name> (<N> points)"');
  if (lines[1] !== '') fail(1, 'no blank line after the title');
  const footer = lines.length - 1;
  if (!FOOTER.test(lines[footer] ?? '')) fail(footer, 'not a footer');
  if (lines[footer - 1] !== '' || lines[footer - 2] === '')
    fail(footer - 1, 'not exactly one blank line before the footer');

  const firstSection = lines.findIndex((l) => SECTIONS.includes(l));
  const header = lines.slice(2, firstSection < 0 ? footer - 1 : firstSection - 2);
  const size = header.findIndex((l) => BATTLE_SIZE.test(l));
  if (header.some((l) => l === '')) fail(2, 'blank line inside the header');
  if (size >= 0 && (size < 1 || size > 2 || header.length !== size + 2))
    fail(2 + size, 'header is not faction, [chapter], battle size, detachment');
  if (
    firstSection >= 0 &&
    (lines[firstSection - 1] !== '' || lines[firstSection - 2] !== '' || lines[firstSection - 3] === '')
  ) {
    fail(firstSection, 'not exactly two blank lines before the first section');
  }

  let title = 0;
  let warlords = 0;
  let sectionAt = -1;
  let lastUnitName: string | null = null;
  let unitLines: number[] = [];
  const endUnit = () => {
    checkUnit(lines, unitLines, fail);
    unitLines = [];
  };
  for (let i = firstSection < 0 ? footer : firstSection; i < footer - 1; i++) {
    const line = lines[i]!;
    if (SECTIONS.includes(line)) {
      endUnit();
      const at = SECTIONS.indexOf(line);
      if (at <= sectionAt) fail(i, 'section out of order or repeated');
      sectionAt = at;
      lastUnitName = null;
      if (lines[i + 1] !== '' || lines[i + 2] === '') fail(i, 'not exactly one blank line after the section header');
      if (i !== firstSection && (lines[i - 1] !== '' || lines[i - 2] !== '' || lines[i - 3] === '')) {
        fail(i, 'not exactly two blank lines before the section header');
      }
      i++;
      continue;
    }
    if (line === '') {
      endUnit();
      continue;
    }
    const unit = /^\S/.test(line) ? POINTS_LINE.exec(line) : null;
    if (unit) {
      endUnit();
      if (lines[i - 1] !== '' || (lines[i - 2] === '' && !SECTIONS.includes(lines[i - 3] ?? ''))) {
        if (!SECTIONS.includes(lines[i - 2] ?? '')) fail(i, 'not exactly one blank line before the unit');
      }
      title += Number(unit[2]);
      if (lastUnitName !== null && byName.compare(lastUnitName, unit[1]!) > 0) fail(i, 'units not in name order');
      lastUnitName = unit[1]!;
      unitLines = [i];
      continue;
    }
    if (!BODY.some((shape) => shape.test(line))) fail(i, 'body line of no known shape');
    if (/• Warlord$/.test(line)) warlords++;
    unitLines.push(i);
  }
  endUnit();
  const titlePoints = Number(POINTS_LINE.exec(lines[0] ?? '')?.[2]);
  if (titlePoints !== title) problems.push(`title says ${titlePoints} points, the units add up to ${title}`);
  if (warlords > 1) problems.push(`${warlords} Warlord lines`);
  return problems;
}

/** Bullets only on the first line of a group, weapons in code-point order, the Enhancement line last. */
function checkUnit(lines: readonly string[], at: readonly number[], fail: (line: number, why: string) => void): void {
  const body = at.slice(1);
  const enhancements = body.filter((i) => lines[i]!.startsWith('  • Enhancement: '));
  if (enhancements.length > 1) fail(enhancements[1]!, 'more than one Enhancement line');
  if (enhancements.length === 1 && enhancements[0] !== body[body.length - 1])
    fail(enhancements[0]!, 'Enhancement is not the last line');
  const warlord = body.findIndex((i) => lines[i] === '  • Warlord');
  if (warlord > 0) fail(body[warlord]!, 'Warlord is not the first body line');
  let group: string[] = [];
  let groupStart = -1;
  const endGroup = () => {
    const names = group.map((l) => l.replace(/^\s*(?:• )?\d+x /, ''));
    const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (names.join('\n') !== sorted.join('\n')) fail(groupStart, 'weapons not in code-point order');
    group = [];
  };
  for (const i of body) {
    const line = lines[i]!;
    if (/• (Warlord|Enhancement: )/.test(line)) continue;
    const depth = line.length - line.trimStart().length;
    const isBulleted = line.trimStart().startsWith('• ');
    if (isBulleted) {
      endGroup();
      const next = body.find((j) => j > i && !/• (Warlord|Enhancement: )/.test(lines[j]!));
      const isModelLine =
        next !== undefined &&
        lines[next]!.trimStart().startsWith('• ') &&
        lines[next]!.length - lines[next]!.trimStart().length > depth;
      if (!isModelLine) {
        group = [line];
        groupStart = i;
      }
    } else {
      if (group.length === 0) fail(i, 'continuation line without a bulleted first line');
      group.push(line);
    }
  }
  endGroup();
}
