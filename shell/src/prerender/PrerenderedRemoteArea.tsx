// The pre-render's stand-in for shell/src/remotes/RemoteArea.tsx, swapped in by the prerender
// build (shell/webpack.config.mjs). At build time there is no federation runtime: the remote
// module that a pre-rendered first screen shows is bundled from its source instead, as its
// remote renders it first (the demo sample plan, no effects run).
import type { ComponentType } from 'react';
import DashboardTab from '@legacy-planner/mfe-dashboard/DashboardTab';
import type { RemoteAreaProps } from '../remotes/RemoteArea';

const prerenderable: Record<string, ComponentType> = {
  'mfe_dashboard/DashboardTab': DashboardTab,
};

export function RemoteArea({ remote, module }: RemoteAreaProps) {
  const Module = prerenderable[`${remote}/${module}`];
  if (!Module) throw new Error(`${remote}/${module} is not pre-rendered`);
  return <Module />;
}
