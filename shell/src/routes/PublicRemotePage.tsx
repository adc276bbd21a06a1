import { AccessFrame } from '../layout/AccessFrame';
import { pageTitle, useDocumentTitle } from '@legacy-planner/shared-ui/pageFrame';
import { RemoteArea } from '../remotes/RemoteArea';

/** A public page (no account) exposed by a remote: the shell's frame and title around it. */
export function PublicRemotePage({
  remote,
  module,
  label,
  title,
}: {
  remote: string;
  module: string;
  label: string;
  title: string;
}) {
  useDocumentTitle(pageTitle(title));
  return (
    <AccessFrame>
      <RemoteArea remote={remote} module={module} label={label} />
    </AccessFrame>
  );
}
