import { useId, useState } from 'react';
import { DropZone } from '../../components/ui/drop-zone';
import { droppedFiles, pickedFile, type PickedFile } from './sources/picked-files';

/**
 * Where a catalogue set comes in: the address of a zip or a data repository, or a zip, a folder or catalogue files
 * picked or dropped. `busy` says what is under way; the page reads what was given.
 */
export function AddSourceForm({
  isBusy,
  onUrl,
  onFiles,
}: {
  isBusy: boolean;
  onUrl: (url: string) => void;
  onFiles: (files: readonly PickedFile[]) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const pick = (list: FileList | null) => {
    if (list && list.length > 0) onFiles([...list].map((f) => pickedFile(f)));
  };
  return (
    <section className="panel add-source" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add game data</h2>
      <form
        className="add-source__url"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim() && !isBusy) onUrl(url);
        }}
      >
        <label htmlFor={`${id}-url`}>Address of a zip or a data repository</label>
        <p id={`${id}-url-hint`} className="field__hint">
          A repository such as https://github.com/BSData/wh40k-10e is read file by file. A zip (a repository archive or
          a release) downloads only where its host allows other sites to download it.
        </p>
        <div className="add-source__row">
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            aria-describedby={`${id}-url-hint`}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <button type="submit" className="button--primary" disabled={isBusy || url.trim() === ''}>
            Read
          </button>
        </div>
      </form>
      <DropZone
        testId="data-drop-zone"
        onDrop={(dropped) => {
          if (!isBusy) void droppedFiles(dropped).then((files) => onFiles(files));
        }}
      >
        <p className="drop-zone__label">Drop a zip, a folder or catalogue files here, or choose them</p>
        <p className="field__hint">
          BattleScribe catalogues: a zip of the data repository, its folder, or .gst and .cat files (.gstz and .catz
          too).
        </p>
        <div className="add-source__pickers">
          <label>
            Files
            <input
              type="file"
              multiple
              disabled={isBusy}
              accept=".zip,.gst,.cat,.gstz,.catz,application/zip"
              onChange={(e) => {
                pick(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </label>
          <label>
            A folder
            <input
              type="file"
              disabled={isBusy}
              // React has no prop for it: the attribute that makes the picker choose a folder.
              {...{ webkitdirectory: '' }}
              onChange={(e) => {
                pick(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </label>
        </div>
      </DropZone>
    </section>
  );
}
