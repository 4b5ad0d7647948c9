import { Component, lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { RemoteName, RemoteProps } from '@wellness/contracts';
import { Button, PageSpinner, removeFirstScreen } from '@wellness/ui';
import { loadRemoteApp } from './load-remote';

interface BoundaryProps {
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}
interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote that fails to load or to render; resets when the page changes. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed:', error, info.componentStack);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  // A first screen of this page would hide the reason: the page will not take it away now.
  useLayoutEffect(() => removeFirstScreen(), []);
  return (
    <div className="shell-unavailable" role="alert">
      <div className="ui-card shell-unavailable__card">
        <span className="shell-unavailable__icon" aria-hidden="true">
          ☁
        </span>
        <h2>This part of the site is temporarily unavailable</h2>
        <p>We couldn&apos;t load this page just now. Please try again in a moment.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

export interface RemoteAreaProps {
  remote: RemoteName;
  entry: string;
  props: RemoteProps;
  /** Changes of this key (the path) clear an error shown for a previous page. */
  resetKey: string;
  /** Shell chrome shown around the fallback (brand bar, sign-out), so the page never goes blank. */
  frame: (content: ReactNode) => ReactNode;
}

/** One remote, loaded at run time through React.lazy, isolated by an error boundary. */
export function RemoteArea({ remote, entry, props, resetKey, frame }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const App = useMemo(
    () => lazy(() => loadRemoteApp(remote, entry, attempt > 0)),
    [remote, entry, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={resetKey}
      fallback={() => frame(<RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />)}
    >
      <Suspense fallback={<PageSpinner label="Loading page" />}>
        <App {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
