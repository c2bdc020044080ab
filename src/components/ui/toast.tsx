import { useEffect } from 'react';

/** How long a toast stays: long enough to read "Added Wracks" and reach its button, short enough not to linger. */
export const TOAST_MS = 5000;

/**
 * A brief message at the foot of the screen with one action ("Added Wracks — Edit"), gone after a few seconds.
 * Polite status, so a screen reader says it without moving focus; `id` restarts the clock for a new message.
 */
export function Toast({
  id,
  message,
  action,
  onDismiss,
}: {
  id: string;
  message: string;
  /** `name` is what the button says to a screen reader ("Edit Wracks") where its label alone would be vague. */
  action: { readonly label: string; readonly name?: string; readonly onClick: () => void };
  onDismiss: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);
  return (
    <div className="toast" role="status">
      <span className="toast__message">{message}</span>
      <button type="button" className="toast__action" aria-label={action.name} onClick={action.onClick}>
        {action.label}
      </button>
    </div>
  );
}
