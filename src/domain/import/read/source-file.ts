/** A text file by name; `path` says where the player's copy of it was (inside a zip, a folder), to name it in problems. */
export type SourceFile = { readonly name: string; readonly text: string; readonly path?: string };
