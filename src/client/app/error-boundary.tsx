import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TEXT } from '../../shared/texts';

// The generic error fallback of docs/product.md#pages.
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Page crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback />;
  }
}

export function ErrorFallback() {
  return (
    <div className="page page-narrow">
      <div className="card empty-state" role="alert">
        <h1>{TEXT.errorTitle}</h1>
        <p>{TEXT.errorBody}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <a href="/" className="btn">
            Return to Home
          </a>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
        </div>
      </div>
    </div>
  );
}
