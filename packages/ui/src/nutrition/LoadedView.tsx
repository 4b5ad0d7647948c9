import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Spinner } from '../Spinner';
import { errorMessage } from './server-errors';
import type { Loaded } from './use-load';

export interface LoadedViewProps<T> {
  load: Loaded<T>;
  loadingLabel: string;
  /** Shown instead of `children` when the answer has nothing in it. */
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** What `useLoad` gave, in a dialog: a small spinner, the error, a muted line when empty, or it. */
export function LoadedView<T>({
  load,
  loadingLabel,
  empty,
  isEmpty,
  children,
}: LoadedViewProps<T>) {
  if (load.loading) return <Spinner size="sm" label={loadingLabel} />;
  if (load.error !== undefined) return <Alert variant="error">{errorMessage(load.error)}</Alert>;
  if (load.data === undefined || isEmpty(load.data))
    return <p className="ui-nutri-muted">{empty}</p>;
  return <>{children(load.data)}</>;
}
