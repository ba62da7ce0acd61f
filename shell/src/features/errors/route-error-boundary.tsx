import { useRouteError } from '@portal/router/react-router';
import { useEffect } from 'react';
import { reportTelemetry } from '../telemetry/report-telemetry.ts';
import { tagsFor } from '../telemetry/telemetry-tags.ts';
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
    // Telemetry: counted for the remote and version that own the page.
    if (chunkFailure) {
      reportTelemetry({ type: 'load-failure', layer: 'chunk', ...tagsFor(window.location.pathname) });
      reloadForChunkError();
    } else if (errorKindOf(error) === 'generic') {
      reportTelemetry({ type: 'boundary-error', ...tagsFor(window.location.pathname) });
      console.error('A page failed', error);
    }
  }, [chunkFailure, error]);
  return <ErrorPage kind={errorKindOf(error)} />;
}
