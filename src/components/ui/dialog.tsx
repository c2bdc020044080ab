import { useEffect, useId, useRef } from 'react';
import '../../styles/dialog.css';
import { PanelHead, type PanelProps } from './panel-head';

/**
 * A modal dialog over the page (a sheet from the bottom on a phone, the CSS decides). The native <dialog> keeps
 * focus inside, makes the page behind inert, closes on Escape and gives focus back to what opened it.
 * Its content mounts only while it is open, so a dialog's code can load when it is first opened.
 */
export function Dialog({ title, isOpen, onClose, className, children }: PanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      // jsdom has no showModal; there the dialog is simply shown.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!isOpen && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [isOpen]);
  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        // Escape: let React state close the dialog, so it and the element never disagree.
        e.preventDefault();
        onClose();
      }}
    >
      {isOpen && (
        <>
          <PanelHead titleId={titleId} title={title} onClose={onClose} />
          <div className="dialog__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
