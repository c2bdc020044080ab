export type UndoRedoProps = {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** What Undo would take back ("Add Wracks"), said in its tooltip and to a screen reader. */
  readonly undoLabel?: string | null;
  readonly redoLabel?: string | null;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
};

export function UndoRedo({ canUndo, canRedo, undoLabel, redoLabel, onUndo, onRedo }: UndoRedoProps) {
  const undoName = undoLabel ? `Undo: ${undoLabel}` : undefined;
  const redoName = redoLabel ? `Redo: ${redoLabel}` : undefined;
  return (
    <div className="undo-redo" role="group" aria-label="History">
      <button
        type="button"
        onClick={onUndo}
        disabled={!canUndo}
        title={undoName}
        aria-description={undoLabel ?? undefined}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <span aria-hidden="true">↶ </span>Undo
      </button>
      <button
        type="button"
        onClick={onRedo}
        disabled={!canRedo}
        title={redoName}
        aria-description={redoLabel ?? undefined}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        <span aria-hidden="true">↷ </span>Redo
      </button>
    </div>
  );
}
