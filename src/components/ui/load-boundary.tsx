import { Component, type ReactNode } from 'react';

type State = { readonly message: string | null };

/**
 * Around code that loads on demand (a dialog's content, the shared-list page): if its download fails (offline,
 * or the app was updated under an open page), say so in place instead of unmounting the whole app.
 */
export class LoadBoundary extends Component<{ what: string; children: ReactNode }, State> {
  override state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.message === null) return this.props.children;
    return (
      <div className="notice notice--error" role="alert">
        <p className="notice__title">{`Could not load ${this.props.what}`}</p>
        <p>{this.state.message}</p>
        <p>Check the connection and reload the page.</p>
      </div>
    );
  }
}
