/** The unit editor's heading, which focus moves to once a unit is added beside the catalogue. */
export function unitEditorTitleId(unitId: string): string {
  return `unit-editor-title-${unitId}`;
}
