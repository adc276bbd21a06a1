import { Activity, memo, Suspense, useState, useSyncExternalStore } from 'react';
import { RemoteArea } from '../remotes/RemoteArea';
import { RemoteLoading } from '../remotes/RemoteLoading';
import {
  loadedComponentCount,
  loadedRemoteComponent,
  subscribeToLoadedComponents,
} from '../remotes/remoteLoader';
import type { AppTab } from './appTabs';

// A tab rendered ahead is revealed as it is: rendered again (as its parent here renders on every
// switch), it would cost the click most of what rendering it ahead saved.
const TabPanel = memo(RemoteArea);

/** The tabs whose modules have loaded (the shown one's, and those prepared in the background). */
function useLoadedTabs(tabs: readonly AppTab[]): readonly AppTab[] {
  useSyncExternalStore(subscribeToLoadedComponents, loadedComponentCount, loadedComponentCount);
  return tabs.filter(({ remote, module }) => loadedRemoteComponent(remote, module));
}

/**
 * How many times each tab has been left. A tab is fresh on every visit, as it was when only
 * the shown tab was rendered: its search, filters and open forms are not kept for the next visit.
 */
function useLeaveCounts(shownId: string): Readonly<Record<string, number>> {
  const [previousId, setPreviousId] = useState(shownId);
  const [leaveCounts, setLeaveCounts] = useState<Record<string, number>>({});
  if (previousId !== shownId) {
    setPreviousId(shownId);
    setLeaveCounts((counts) => ({ ...counts, [previousId]: (counts[previousId] ?? 0) + 1 }));
  }
  return leaveCounts;
}

/**
 * The shown tab, and every other tab whose module has loaded, rendered ahead out of sight
 * (React's Activity, hidden: rendered when the browser has nothing else to do, its effects not
 * run, its elements not displayed). Rendering a tab (its components, their styles) made a
 * first click on it take 85-210 ms on a fast machine (bench:bundle); done ahead, the click only
 * reveals it (15-60 ms). A tab that is left is rendered afresh for its next visit.
 *
 * One Suspense boundary holds them all: a tab whose module has not loaded yet suspends it, and
 * since the switch is a transition (React Router's), the shown tab stays on screen until the
 * next one is ready. A boundary of each tab's own would be new, and show its spinner at once.
 */
export function TabPanels({ tabs, shown }: { tabs: readonly AppTab[]; shown: AppTab }) {
  const loadedTabs = useLoadedTabs(tabs);
  const leaveCounts = useLeaveCounts(shown.id);
  return (
    <Suspense fallback={<RemoteLoading label={shown.label} />}>
      {tabs
        .filter((tab) => tab === shown || loadedTabs.includes(tab))
        .map((tab) => (
          <Activity key={tab.id} mode={tab === shown ? 'visible' : 'hidden'}>
            <TabPanel
              key={leaveCounts[tab.id] ?? 0}
              remote={tab.remote}
              module={tab.module}
              label={tab.label}
              preloadAfterShown={tabs}
              loadingShown="byEnclosingBoundary"
            />
          </Activity>
        ))}
    </Suspense>
  );
}
