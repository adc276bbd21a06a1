/* eslint-disable react-hooks/static-components --
   lazyRemoteComponent answers the same component for the same module on every render (a
   module-level cache), so the remote's state survives re-renders; a new identity appears only
   when Retry forgets a failed one. */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { RemoteErrorCard } from './RemoteErrorCard';
import { RemoteLoading } from './RemoteLoading';
import {
  loadedRemoteComponent,
  loadRemoteComponent,
  preloadRemoteComponents,
  type RemoteModule,
} from './remoteLoader';

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
  /** Modules to load in the background once this area's module is on screen. */
  preloadAfterShown?: readonly RemoteModule[];
  /**
   * Where the wait for the module shows: in the area (its own spinner), or in a Suspense
   * boundary around it (TabPanels: one for all the tabs, which a tab switch keeps on screen).
   */
  loadingShown?: 'inArea' | 'byEnclosingBoundary';
  /** Where the error card shows when the module cannot be loaded (a dialog's area: in a dialog). */
  frameError?: (card: ReactNode) => ReactNode;
}

// One lazy component per exposed module, kept for the page's life so that returning to a tab
// renders at once. React caches a rejected lazy component forever, so Retry forgets it; it is
// not forgotten as it fails, since a tab switch (a transition) renders again on the rejection
// and would then start a new load instead of reaching the error boundary.
// A module already loaded (the first screen's, which bootstrap.tsx may wait for) is rendered
// as it is: a lazy component would suspend once even then, and show the spinner for a frame.
const lazyRemoteComponents = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();

function lazyRemoteComponent(remote: string, module: string) {
  const key = `${remote}/${module}`;
  let component = lazyRemoteComponents.get(key);
  if (!component) {
    component =
      loadedRemoteComponent(remote, module) ?? lazy(() => loadRemoteComponent(remote, module));
    lazyRemoteComponents.set(key, component);
  }
  return component;
}

/** Rendered beside the remote's module, so its effect runs once that module is on screen. */
function PreloadWhenShown({ modules }: { modules: readonly RemoteModule[] }) {
  useEffect(() => preloadRemoteComponents(modules), [modules]);
  return null;
}

export function RemoteArea({
  remote,
  module,
  label,
  preloadAfterShown,
  loadingShown = 'inArea',
  frameError = (card) => card,
}: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = lazyRemoteComponent(remote, module);

  // remoteLoader has already forgotten the failed load: the new lazy component loads it again.
  const retry = () => {
    lazyRemoteComponents.delete(`${remote}/${module}`);
    setAttempt((count) => count + 1);
  };

  const area = (
    <RemoteErrorBoundary
      key={`${remote}/${module}#${attempt}`}
      fallback={(error) =>
        frameError(<RemoteErrorCard label={label} error={error} onRetry={retry} />)
      }
    >
      <RemoteComponent />
      {preloadAfterShown && <PreloadWhenShown modules={preloadAfterShown} />}
    </RemoteErrorBoundary>
  );
  // The Suspense boundary outlives a change of module (a page's area showing another module),
  // so the router's update, which React Router runs in a transition, keeps the module on screen
  // until the next one is ready instead of replacing it with the spinner; only a first load or
  // a Retry shows it.
  return loadingShown === 'inArea' ? (
    <Suspense fallback={<RemoteLoading label={label} />}>{area}</Suspense>
  ) : (
    area
  );
}
