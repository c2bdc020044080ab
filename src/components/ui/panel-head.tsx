import type { ReactNode, Ref } from 'react';

/** What a dialog or a sheet is given: its title, whether it is open, how to close it, and what it shows. */
export type PanelProps = {
  readonly title: string;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly className?: string;
  readonly children: ReactNode;
};

/**
 * The title bar of a dialog or a sheet: its heading, and a Close button that says what it closes. A heading
 * given a ref is one its owner moves focus to, so it can take focus.
 */
export function PanelHead({
  titleId,
  title,
  onClose,
  headingRef,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="panel-head">
      <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="panel-head__title">
        {title}
      </h2>
      <button type="button" className="panel-head__close" onClick={onClose}>
        Close <span className="visually-hidden">{title}</span>
      </button>
    </div>
  );
}
