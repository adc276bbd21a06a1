import type { ComponentType, ReactNode } from 'react';
import { MainContent, pageTitle, useDocumentTitle } from '@legacy-planner/shared-ui/pageFrame';
import { RemoteArea } from '../remotes/RemoteArea';

/**
 * A page exposed by a remote, under its own title, in a frame: the signed-in layout's main
 * area by default (a wizard, the account); a public page (no account) passes the access frame.
 */
export function RemotePage({
  remote,
  module,
  label,
  title,
  frame: Frame = MainContent,
}: {
  remote: string;
  module: string;
  label: string;
  title: string;
  frame?: ComponentType<{ children: ReactNode }>;
}) {
  useDocumentTitle(pageTitle(title));
  return (
    <Frame>
      <RemoteArea remote={remote} module={module} label={label} />
    </Frame>
  );
}
