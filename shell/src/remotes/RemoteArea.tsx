/* eslint-disable react-hooks/static-components --
   lazyRemoteComponent answers the same component for the same module on every render (a
   module-level cache), so the remote's state survives re-renders; a new identity appears only
   after a failed load, which is what Retry needs. */
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RemoteErrorCard } from './RemoteErrorCard';
import { forgetFailedRemote, loadRemoteComponent } from './remoteLoader';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote's error inside its own area; the rest of the app keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface RemoteAreaProps {
  /** Federation name of the remote, e.g. mfe_documents. */
  remote: string;
  /** Exposed module, e.g. DocumentsTab. */
  module: string;
  /** What the area is called to a person, e.g. "Documents". */
  label: string;
}

// One lazy component per exposed module, kept for the page's life so that returning to a tab
// renders at once. A failed load is forgotten: React caches a rejected lazy component forever.
const lazyRemoteComponents = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemoteComponent(remote: string, module: string) {
  const key = `${remote}/${module}`;
  let component = lazyRemoteComponents.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemoteComponent(remote, module).catch((error: unknown) => {
        lazyRemoteComponents.delete(key);
        throw error;
      }),
    );
    lazyRemoteComponents.set(key, component);
  }
  return component;
}

export function RemoteArea({ remote, module, label }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = lazyRemoteComponent(remote, module);

  const retry = async () => {
    await forgetFailedRemote(remote).catch(() => undefined);
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => <RemoteErrorCard label={label} error={error} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={`Loading ${label}`} />
          </Box>
        }
      >
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
