import { useId, useMemo, useRef, useState } from 'react';
import { CopyButton } from '../../components/ui/copy-button';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { writeList, type ExportFormatId } from '../../domain/codecs/write-list';
import { EXPORT_FORMATS } from './export-formats';
import { exportFileName } from '../../components/file-name';

/** The open list in a chosen text format: a preview, copy to clipboard and download. Loaded with the codecs. */
export function ExportBody() {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const dataVersion = useRosterStore((s) => s.manifest?.dataVersion ?? '');
  const [formatId, setFormatId] = useState<ExportFormatId>('gw');
  const preview = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const format = EXPORT_FORMATS.find((f) => f.id === formatId) ?? EXPORT_FORMATS[0]!;
  const text = useMemo(
    () => (roster && data ? writeList(roster, data, format.id, dataVersion) : ''),
    [format.id, roster, data, dataVersion],
  );
  if (!roster || !data) return <p className="notice notice--error">There is no open list to export.</p>;
  const fileName = exportFileName(roster.name, format.extension, format.fileTag);
  const mime = format.extension === 'md' ? 'text/markdown' : 'text/plain';
  return (
    <div className="export-body">
      <fieldset className="choice-group">
        <legend>Format</legend>
        <div className="choice-group__options">
          {EXPORT_FORMATS.map((f) => (
            <label key={f.id} className="choice-group__option">
              <input
                type="radio"
                name={`${id}-format`}
                value={f.id}
                checked={f.id === format.id}
                onChange={() => setFormatId(f.id)}
              />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="field__hint">{format.use}</p>
      <div className="field">
        <label htmlFor={`${id}-preview`}>Preview</label>
        <textarea
          id={`${id}-preview`}
          ref={preview}
          className="text-preview"
          value={text}
          readOnly
          rows={14}
          spellCheck={false}
        />
      </div>
      <div className="form-actions">
        <CopyButton text={text} fallbackTarget={preview} />
        <a className="button" href={`data:${mime};charset=utf-8,${encodeURIComponent(text)}`} download={fileName}>
          Download .{format.extension}
        </a>
      </div>
    </div>
  );
}
