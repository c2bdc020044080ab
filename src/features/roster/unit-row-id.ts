/** The id of a unit's row in the roster, so other panels can move focus to it. */
export function unitRowId(unitId: string): string {
  return `unit-row-${unitId}`;
}
