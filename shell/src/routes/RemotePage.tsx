import { MainContent, pageTitle, useDocumentTitle } from '@legacy-planner/shared-ui/pageFrame';
import { RemoteArea } from '../remotes/RemoteArea';

/** A signed-in page exposed by a remote (a wizard, the account), under its own title. */
export function RemotePage({
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
    <MainContent>
      <RemoteArea remote={remote} module={module} label={label} />
    </MainContent>
  );
}
