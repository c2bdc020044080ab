import { Component, type ErrorInfo, type ReactNode } from 'react';
import { downloadText } from './download-text';

type Props = {
  /** What the view shows, as the message names it: "your lists", "the list". */
  readonly what: string;
  /** The saved lists exactly as stored, whatever their shape (null: nothing stored). */
  readonly savedText: () => string | null;
  readonly children: ReactNode;
};

type State = { readonly error: string | null };

/**
 * Around each view: a view that throws (saved lists of a shape this version cannot show, a bug) says what failed
 * in its place, and offers the saved data as it is stored to download, instead of leaving a blank page. The header
 * and the notices stay, so the player can still go to another view.
 */
export class ViewBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever opens the console to report it: where in the view it failed.
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const download = () => {
      const text = this.props.savedText();
      downloadText('muster-saved-lists.json', text ?? 'null');
    };
    return (
      <section className="notice notice--error" role="alert" aria-label={`Muster could not show ${this.props.what}`}>
        <h2 className="notice__title">Muster could not show {this.props.what}</h2>
        <p>What failed: {this.state.error}</p>
        <p>
          Your saved lists are stored as they were. Download them as they are stored to keep a copy, then reload the
          page.
        </p>
        <div className="notice__actions">
          <button type="button" onClick={download}>
            Download saved data
          </button>
        </div>
      </section>
    );
  }
}
