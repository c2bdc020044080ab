import type { UnitId } from './ids';

/** At most 15 digits: every such number is exact as a JS number, and no roster hands out more. */
const NUMBERED = /^u(\d{1,15})$/;
export const MAX_UNIT_NUMBER = 999_999_999_999_999;

/**
 * The highest `n` among ids of the form `u<n>`; 0 when there is none. Ids of other forms (a longer number, a
 * name) can never equal one that `u<n+1>` hands out.
 */
export function highestUnitNumber(units: readonly { readonly id: string }[]): number {
  let highest = 0;
  for (const unit of units) {
    const match = NUMBERED.exec(unit.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

export function unitIdNumbered(n: number): UnitId {
  return `u${n}` as UnitId;
}
