import type { BsConstraint, BsModifier } from './bs-types';

/**
 * The modifiers and constraints the importer applied while it built one faction. What a datasheet holds beyond them
 * is either left out on purpose (editor notes, Crusade bookkeeping) or named in the import report (`unreadConstructs`).
 */
export class ReadLog {
  readonly modifiers = new WeakSet<BsModifier>();
  readonly constraints = new WeakSet<BsConstraint>();
}
