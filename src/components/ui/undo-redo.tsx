import { useHistory } from '../../store/store-context';

export function UndoRedo() {
  const { canUndo, canRedo, undo, redo } = useHistory();
  return (
    <div className="undo-redo" role="group" aria-label="History">
      <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        <span aria-hidden="true">↶ </span>Undo
      </button>
      <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
        <span aria-hidden="true">↷ </span>Redo
      </button>
    </div>
  );
}
