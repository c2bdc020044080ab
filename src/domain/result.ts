/**
 * The one shape of an outcome that can fail, for every reader and loader: the codecs, the game data's parsers and
 * loaders, the CLI's arguments and inputs. A reader that accepts input it could not take whole gives `warnings` with
 * its value (a line it skipped, a name it guessed); a result with no warnings to give has no such field.
 */
export type Result<T, E, W = never> =
  | ([W] extends [never]
      ? { readonly ok: true; readonly value: T }
      : { readonly ok: true; readonly value: T; readonly warnings: readonly W[] })
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function okWith<T, W>(value: T, warnings: readonly W[]): Result<T, never, W> {
  return { ok: true, value, warnings } as Result<T, never, W>;
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
