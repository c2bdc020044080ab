import { useState, type ReactNode } from 'react';
import '../../styles/drop-zone.css';

/**
 * An area files can be dropped on, marked while they are dragged over it; what was dropped goes to `onDrop`. The
 * file pickers beside the drop are the children's, so each page says what it takes.
 */
export function DropZone({
  onDrop,
  testId,
  children,
}: {
  onDrop: (dropped: DataTransfer) => void;
  testId: string;
  children: ReactNode;
}) {
  const [isOver, setIsOver] = useState(false);
  return (
    <div
      className={isOver ? 'drop-zone drop-zone--over' : 'drop-zone'}
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setIsOver(false);
        onDrop(e.dataTransfer);
      }}
    >
      {children}
    </div>
  );
}
