import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ITEM_ROWS,
  contactRoleLabels,
  custodyLine,
  type DocumentCustody,
  type ViewerPlan,
} from '@legacy-planner/contracts';
import { itemTypeLabels } from '../labels';
import { showMoreText } from '../fields/showMoreText';

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
        <GroupLines key={group.key} group={group} idPrefix={idPrefix} />
      ))}
      {empty.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          None of: {empty.map((group) => group.title.toLowerCase()).join(', ')}.
        </Typography>
      ) : null}
    </Stack>
  );
}

/** How many lines of each kind the preview shows until more are asked for. */
export const FIRST_PREVIEW_LINES = 10;

/**
 * One kind's lines: the first ones, then more a step at a time as asked (a plan may release
 * thousands), the first line each step shows taking the focus.
 */
function GroupLines({ group, idPrefix }: { group: Group; idPrefix: string }) {
  const [shown, setShown] = useState(FIRST_PREVIEW_LINES);
  const list = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows change: the first row a "Show more" showed, or back to
  // "Show more" when "Show fewer" (which goes away) was pressed.
  const focusAt = useRef<number | 'more' | null>(null);
  const lines = group.lines.slice(0, shown);
  const left = group.lines.length - lines.length;
  useEffect(() => {
    const at = focusAt.current;
    focusAt.current = null;
    if (at === 'more') moreButton.current?.focus();
    else if (at !== null) (list.current?.children[at] as HTMLElement | undefined)?.focus();
  }, [shown]);
  const headingId = `${idPrefix}-${group.key}`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {group.title} ({group.lines.length})
      </Typography>
      <ul ref={list} aria-label={`${group.title} they would see`} style={{ margin: 0 }}>
        {lines.map((line, index) => (
          <li key={`${group.key}-${index}`} tabIndex={-1}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          </li>
        ))}
      </ul>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {left > 0 ? (
          <Button
            ref={moreButton}
            size="small"
            aria-describedby={headingId}
            onClick={() => {
              focusAt.current = lines.length;
              setShown(shown + ITEM_ROWS.step);
            }}
          >
            {showMoreText(left, group.lines.length)}
          </Button>
        ) : null}
        {shown > FIRST_PREVIEW_LINES && group.lines.length > FIRST_PREVIEW_LINES ? (
          <Button
            size="small"
            aria-expanded
            aria-describedby={headingId}
            onClick={() => {
              focusAt.current = 'more';
              setShown(FIRST_PREVIEW_LINES);
            }}
          >
            Show fewer
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
