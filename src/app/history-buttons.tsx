import { UndoRedo } from '../components/ui/undo-redo';
import { useHistory } from '../store/store-context';

/** Undo and Redo in the header, over the store's history; its own component, so only it re-renders as history moves. */
export function HistoryButtons() {
  const { canUndo, canRedo, undoLabel, redoLabel, undo, redo } = useHistory();
  return (
    <UndoRedo
      canUndo={canUndo}
      canRedo={canRedo}
      undoLabel={undoLabel}
      redoLabel={redoLabel}
      onUndo={undo}
      onRedo={redo}
    />
  );
}
