import { MainContent } from '../layout/MainContent';
import { pageTitle, useDocumentTitle } from '../layout/useDocumentTitle';
import { RemoteArea } from '../remotes/RemoteArea';

/** A wizard route: the page exposed by mfe-wizards, under its own title. */
export function WizardPage({
  module,
  label,
  title,
}: {
  module: string;
  label: string;
  title: string;
}) {
  useDocumentTitle(pageTitle(title));
  return (
    <MainContent>
      <RemoteArea remote="mfe_wizards" module={module} label={label} />
    </MainContent>
  );
}
