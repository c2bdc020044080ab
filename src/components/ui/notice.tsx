import type { ReactNode } from 'react';

/**
 * A message above the content; `onDismiss` adds a close button, `actions` buttons of its own before it. Errors are
 * alerts, the rest polite status.
 */
export function Notice({
  tone,
  title,
  children,
  actions,
  onDismiss,
}: {
  tone: 'info' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <section className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'} aria-label={title}>
      <p className="notice__title">{title}</p>
      {children}
      {(actions || onDismiss) && (
        <div className="notice__actions">
          {actions}
          {onDismiss && (
            <button type="button" onClick={onDismiss}>
              Dismiss
            </button>
          )}
        </div>
      )}
    </section>
  );
}
