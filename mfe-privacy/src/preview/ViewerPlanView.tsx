import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  contactRoleLabels,
  custodyLine,
  type DocumentCustody,
  type ViewerPlan,
} from '@legacy-planner/contracts';
import { itemTypeLabels } from '../labels';

interface Group {
  key: keyof Pick<ViewerPlan, 'documents' | 'files' | 'wishes' | 'contacts' | 'wizards'>;
  title: string;
  lines: string[];
}

/** A document or record as the viewer's page names it: with its custody where it is sent (full). */
const withCustody = ({ title, custody }: { title: string; custody?: DocumentCustody }) =>
  custody ? `${title}: ${custodyLine(custody)}` : title;

/**
 * The plan's released items in the order and under the names of the owner's tabs. Messages
 * are not among them: they go to their recipient only, never through a grant.
 */
export function groupsOf(plan: ViewerPlan): Group[] {
  return [
    {
      key: 'documents',
      title: itemTypeLabels.document,
      lines: plan.documents.map(withCustody),
    },
    { key: 'files', title: itemTypeLabels.file, lines: plan.files.map((file) => file.name) },
    {
      key: 'wishes',
      title: itemTypeLabels.wish,
      lines: plan.wishes.map((wish) => wish.preference),
    },
    {
      key: 'contacts',
      title: itemTypeLabels.contact,
      lines: plan.contacts.map(
        (contact) =>
          `${contact.firstName} ${contact.lastName}`.trim() +
          (contact.role ? ` (${contactRoleLabels[contact.role] ?? contact.role})` : ''),
      ),
    },
    {
      key: 'wizards',
      title: itemTypeLabels.wizard,
      lines: plan.wizards.map(withCustody),
    },
  ];
}

/** What a viewer would see, grouped as the owner's tabs are; kinds with nothing are named once. */
export function ViewerPlanView({
  plan,
  label,
  idPrefix,
}: {
  plan: ViewerPlan;
  label: string;
  /** Makes the group headings' ids unique on the page. */
  idPrefix: string;
}) {
  const groups = groupsOf(plan);
  const total = groups.reduce((sum, group) => sum + group.lines.length, 0);
  const shown = groups.filter((group) => group.lines.length > 0);
  const empty = groups.filter((group) => group.lines.length === 0);
  return (
    <Stack spacing={1.5} role="region" aria-label={label}>
      <Typography sx={{ fontWeight: 700 }}>
        {total === 0
          ? 'Nothing would be shown.'
          : total === 1
            ? '1 item would be shown.'
            : `${total} items would be shown.`}
      </Typography>
      <Typography>
        Emergency summary: {plan.emergencySummary ? 'yes, first on their page' : 'no'}
      </Typography>
      {shown.map((group) => (
        <Stack
          key={group.key}
          component="section"
          aria-labelledby={`${idPrefix}-${group.key}`}
          spacing={0.5}
        >
          <Typography
            id={`${idPrefix}-${group.key}`}
            component="h4"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {group.title} ({group.lines.length})
          </Typography>
          <ul aria-label={`${group.title} they would see`} style={{ margin: 0 }}>
            {group.lines.map((line, index) => (
              <li key={`${group.key}-${index}`}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              </li>
            ))}
          </ul>
        </Stack>
      ))}
      {empty.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          None of: {empty.map((group) => group.title.toLowerCase()).join(', ')}.
        </Typography>
      ) : null}
    </Stack>
  );
}
