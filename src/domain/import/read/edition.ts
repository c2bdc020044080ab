import { isRecord } from '../../is-record';
import { err, ok, type Result } from '../../result';
import type { ImportProblem } from '../import-problem';
import type { SourceFile } from './source-file';

const GAME_SYSTEM_NAME = /<gameSystem\b[^>]*?\sname="([^"]*)"/;
/** The edition Muster builds lists for, as the game system names itself ("Warhammer 40,000 10th Edition"). */
const TENTH = /\b10th\s+edition\b/i;
const ORDINAL_EDITION = /\b(\d+(?:st|nd|rd|th))\s+edition\b/i;

/** "Warhammer 40,000 11th Edition" → "11th edition"; a name with no edition in it is the edition's name. */
function editionIn(name: string): string {
  const ordinal = ORDINAL_EDITION.exec(name)?.[1];
  return ordinal ? `${ordinal.toLowerCase()} edition` : name;
}

function wrongEdition(file: string, name: string): Result<never, ImportProblem> {
  const edition = editionIn(name);
  return err({
    kind: 'wrong-edition',
    file,
    edition,
    message: `${file} is the game system of ${name || 'an unnamed game'} (${edition}); Muster builds Warhammer 40,000 10th edition lists only.`,
  });
}

/**
 * The name of the game system a JSON file encodes, if it encodes one: the 11th edition repository keeps the same
 * schema as JSON, with the root element as the object's only key ({ "gameSystem": { "name": … } }) or with its
 * `type` beside the other fields.
 */
function jsonGameSystemName(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const wrapped = Object.hasOwn(parsed, 'gameSystem') ? parsed.gameSystem : null;
  const root = isRecord(wrapped) ? wrapped : parsed.type === 'gameSystem' ? parsed : null;
  return root && typeof root.name === 'string' ? root.name : null;
}

/**
 * The game system of a catalogue set, if it is Warhammer 40,000 10th edition. Another edition's (the XML or the
 * JSON encoding) is refused by its name, so the player learns which data they picked rather than why units are
 * missing.
 */
export function editionOf(files: readonly SourceFile[]): Result<SourceFile, ImportProblem> {
  const systems = files.filter((f) => /\.gst$/i.test(f.name));
  if (systems.length > 1) {
    return err({
      kind: 'no-game-system',
      file: systems.map((f) => f.path ?? f.name).join(', '),
      message: `${systems.length} game systems are among the files (${systems.map((f) => f.name).join(', ')}): hand over one catalogue set at a time.`,
    });
  }
  const [system] = systems;
  if (system) {
    const name = GAME_SYSTEM_NAME.exec(system.text.slice(0, 2000))?.[1] ?? '';
    return TENTH.test(name) ? ok(system) : wrongEdition(system.path ?? system.name, name);
  }
  for (const f of files.filter((x) => /\.json$/i.test(x.name))) {
    const name = jsonGameSystemName(f.text);
    if (name === null) continue;
    if (!TENTH.test(name)) return wrongEdition(f.path ?? f.name, name);
    return err({
      kind: 'malformed',
      file: f.path ?? f.name,
      message: `${f.path ?? f.name} is the game system in JSON; Muster reads the 10th edition catalogues as XML (.gst and .cat files).`,
    });
  }
  return err({
    kind: 'no-game-system',
    file: files.map((f) => f.path ?? f.name).join(', '),
    message:
      'No game system (.gst file, such as "Warhammer 40,000.gst") is among the files: Muster needs it with the catalogues.',
  });
}
