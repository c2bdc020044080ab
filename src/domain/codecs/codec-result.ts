import { z } from 'zod';
import type { Result } from '../result';

/**
 * Why a decoder gave up. Decoders never throw: every failure is one of these, with a message for the player.
 * `internal` exists only so a bug in a decoder still reaches the player as a message; fuzz tests assert it never occurs.
 */
export const CodecErrorCodeSchema = z.enum([
  'empty-input',
  'not-a-share-url',
  'bad-encoding',
  'truncated',
  'corrupt',
  'unsupported-version',
  'wrong-faction',
  'unresolved-reference',
  'invalid-roster',
  'no-units',
  'unknown-faction',
  /** A list of another game (an Age of Sigmar list): no Warhammer 40,000 faction or battle size in it. */
  'other-game',
  'too-large',
  'internal',
]);
export type CodecErrorCode = z.infer<typeof CodecErrorCodeSchema>;

export type CodecError = {
  readonly code: CodecErrorCode;
  readonly message: string;
  /** 1-based line of a text list the error is about, when there is one. */
  readonly line?: number;
  /** For `unknown-faction`: ids of the factions the list may be, closest first, for the reader to choose from. */
  readonly closestFactions?: readonly string[];
};

/** Something a decoder accepted but the player should know (a line it skipped, a name it guessed). */
export type CodecWarning = {
  readonly line: number | null;
  readonly message: string;
};

/** A decoder's outcome: the domain's one Result, with the warnings of what it read differently. */
export type Decoded<T> = Result<T, CodecError, CodecWarning>;

export function decoded<T>(value: T, warnings: readonly CodecWarning[] = []): Decoded<T> {
  return { ok: true, value, warnings };
}

export function failed<T>(code: CodecErrorCode, message: string, line?: number): Decoded<T> {
  return { ok: false, error: line === undefined ? { code, message } : { code, message, line } };
}

/** The safety net at each decoder's edge: a thrown bug becomes an `internal` error instead of a crash. */
export function neverThrow<T>(decode: () => Decoded<T>): Decoded<T> {
  try {
    return decode();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failed('internal', `Could not read this input (${detail}).`);
  }
}
