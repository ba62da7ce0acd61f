import { useRouteError } from '@portal/router/react-router';
import { useEffect } from 'react';
import { errorKindOf, isChunkLoadError, reloadForChunkError } from './error-kind.ts';
import { ErrorPage } from './error-page.tsx';

/**
 * Layer 3 (rendering): the error boundary of every route. It renders inside the layout, so the
 * shell's chrome survives whatever a page throws.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure) reloadForChunkError();
    else if (errorKindOf(error) === 'generic') console.error('A page failed', error);
  }, [chunkFailure, error]);
  return <ErrorPage kind={errorKindOf(error)} />;
}
