/**
 * Why a set of catalogues a player points Muster at could not be imported. The player's files are untrusted: every
 * way they can be wrong is one of these kinds, with the file it is about, never a crash.
 */
export type ImportProblemKind =
  /** The archive or a file in it is past the size the importer opens, or holds too many entries (a zip bomb). */
  | 'too-large'
  /** A zip that cannot be opened, or a file that is not UTF-8 text. */
  | 'damaged'
  /** No .gst, .cat, .gstz or .catz among the files. */
  | 'no-catalogues'
  /** A catalogue that is not well-formed XML, or declares a document type (entity expansion is refused). */
  | 'malformed'
  /** No game system (.gst) among the files. */
  | 'no-game-system'
  /** The game system is not Warhammer 40,000 10th edition. */
  | 'wrong-edition'
  /** A catalogue links to a library (catalogueLink) that is not among the files. */
  | 'missing-library'
  /** The faction asked for is not one Muster knows, or its catalogue is not among the files. */
  | 'missing-faction'
  /** The catalogues read, but the importer could not make game data of them. */
  | 'import-failed';

export type ImportProblem = {
  readonly kind: ImportProblemKind;
  /** The file the problem is about, as the player named it (a path inside a zip: "wh40k-10e/Orks.cat"). */
  readonly file: string;
  readonly message: string;
  /** The edition the files are for, where the problem is that it is not 10th. */
  readonly edition?: string;
};
