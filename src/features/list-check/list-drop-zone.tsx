import { useId } from 'react';
import { DropZone } from '../../components/ui/drop-zone';
import { counted } from '../../domain/english';

/**
 * Where the lists' files go: dropped on it or chosen with the file button, list files (.txt, .md, .json) or zips of
 * them. Files dropped again join the ones already there; "Clear" starts over.
 */
export function ListDropZone({
  files,
  onFiles,
}: {
  files: readonly File[];
  onFiles: (files: readonly File[]) => void;
}) {
  const id = useId();
  const add = (added: FileList | null) => {
    if (added && added.length > 0) onFiles([...files, ...Array.from(added)]);
  };
  return (
    <DropZone testId="drop-zone" onDrop={(dropped) => add(dropped.files)}>
      <label htmlFor={`${id}-files`} className="drop-zone__label">
        Drop list files or a zip here, or choose them
      </label>
      <p id={`${id}-hint`} className="field__hint">
        Text exports (.txt), Markdown (.md) and Muster roster files (.json); a zip is searched for those.
      </p>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept=".txt,.md,.json,.zip,text/plain,text/markdown,application/json,application/zip"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          add(e.currentTarget.files);
          // The same file chosen again after "Clear" must fire a change.
          e.currentTarget.value = '';
        }}
      />
      {files.length > 0 && (
        <div className="drop-zone__chosen">
          <p>
            {counted(files.length, 'file')}: {files.map((f) => f.name).join(', ')}
          </p>
          <button type="button" onClick={() => onFiles([])}>
            Clear
          </button>
        </div>
      )}
    </DropZone>
  );
}
