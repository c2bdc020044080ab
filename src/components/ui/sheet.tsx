import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { PanelHead, type PanelProps } from './panel-head';

/**
 * A column of the builder on a wide screen, a sheet over the roster on a narrow one (the CSS decides).
 * When it opens as a sheet, focus moves to its title; Escape and the close button close it. As a column, Escape
 * closes what it shows and gives focus back to where it came into the column from (the Add button, a unit row).
 */
export function Sheet({
  title,
  isOpen,
  onClose,
  className,
  contentKey,
  status,
  children,
}: PanelProps & {
  readonly className: string;
  /** What the sheet shows (a unit, a datasheet): when it changes the sheet starts again at its top. */
  readonly contentKey?: string;
  /** A line kept in view under the title while the sheet covers the page (the army's points on a phone). */
  readonly status?: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus was before the sheet covered it, to give it back when the sheet closes.
  const returnTo = useRef<HTMLElement | null>(null);
  // Where focus came into the panel from, to give it back when Escape closes a panel that is a column.
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen && panel.current && isOverlay(panel.current)) {
      if (!panel.current.contains(document.activeElement) && document.activeElement instanceof HTMLElement) {
        returnTo.current = document.activeElement;
      }
      heading.current?.focus();
    } else if (!isOpen && returnTo.current) {
      if (returnTo.current.isConnected) returnTo.current.focus();
      returnTo.current = null;
    }
  }, [isOpen, title]);
  useLayoutEffect(() => {
    if (panel.current) panel.current.scrollTop = 0;
  }, [contentKey]);
  return (
    <aside
      ref={panel}
      className={`sheet ${className}`}
      data-open={isOpen}
      aria-labelledby={titleId}
      onFocus={(e) => {
        if (e.relatedTarget instanceof HTMLElement && !e.currentTarget.contains(e.relatedTarget))
          cameFrom.current = e.relatedTarget;
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !panel.current) return;
        if (isOverlay(panel.current)) {
          e.stopPropagation();
          onClose();
        } else if (isOpen) {
          e.stopPropagation();
          const back = cameFrom.current;
          cameFrom.current = null;
          onClose();
          if (back?.isConnected) back.focus();
          else heading.current?.focus();
        }
      }}
    >
      <div className="sheet__head">
        <PanelHead titleId={titleId} title={title} onClose={onClose} headingRef={heading} />
        {status && <div className="sheet__status">{status}</div>}
      </div>
      <div className="sheet__body">{children}</div>
    </aside>
  );
}

function isOverlay(element: HTMLElement): boolean {
  return typeof getComputedStyle === 'function' && getComputedStyle(element).position === 'fixed';
}
