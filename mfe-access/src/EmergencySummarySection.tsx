import { useId, type ReactNode } from 'react';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmergencyPerson, EmergencySummary, ViewerWizard } from '@legacy-planner/contracts';
import { telHref } from '@legacy-planner/planner-client';
import { emergencySummaryPdfAddress } from './api/accessView';
import { ViewerRecord } from './ViewerRecord';

// The page a clinician at a bedside reads first. Its first part (who, code status, who speaks
// for them, whom to call, notes) fits one phone screen at 390 × 844; the rest follows. "Print"
// prints the summary alone on one page: while the body carries PRINTING, the print stylesheet
// hides everything that neither is the summary's printed part nor holds it (a browser without
// :has() drops the rule and prints the whole page).

const PRINTED_ID = 'emergency-summary-printed';
const PRINTING = 'emergency-summary';
const printingSummary = `body[data-printing="${PRINTING}"]`;

const summaryPrintStyles = {
  '@media print': {
    [`${printingSummary} *:not(:has(#${PRINTED_ID}), #${PRINTED_ID}, #${PRINTED_ID} *)`]: {
      display: 'none !important',
    },
    // Its ancestors keep no margins or padding of the screen's layout: one page has room.
    [`${printingSummary} :has(#${PRINTED_ID})`]: {
      margin: '0 !important',
      padding: '0 !important',
    },
  },
};

const onScreenOnly = { '@media print': { display: 'none' } };

function printSummary() {
  const { body } = document;
  body.dataset.printing = PRINTING;
  window.addEventListener('afterprint', () => delete body.dataset.printing, { once: true });
  window.print();
}

function Person({ person }: { person: EmergencyPerson }) {
  const href = telHref(person.phone);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.25,
        py: 0.25,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography component="p" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {person.name}
        </Box>
        {person.relationship && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {` · ${person.relationship}`}
          </Box>
        )}
      </Typography>
      {href ? (
        <Button
          component="a"
          href={href}
          variant="outlined"
          startIcon={<PhoneIcon aria-hidden />}
          // 44 px to touch on every screen: a clinician may be on a tablet.
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
        >
          Call {person.phone}
        </Button>
      ) : (
        <Typography variant="body2">
          {person.phone ? `Phone: ${person.phone}` : 'No phone number given'}
          {person.email && (
            <>
              {' · Email: '}
              <Link href={`mailto:${person.email}`}>{person.email}</Link>
            </>
          )}
        </Typography>
      )}
    </Box>
  );
}

function People({
  title,
  people,
  none,
}: {
  title: string;
  people: readonly EmergencyPerson[];
  none: string;
}) {
  const headingId = useId();
  return (
    <Box>
      <SummaryHeading id={headingId}>{title}</SummaryHeading>
      {people.length === 0 ? (
        <Typography variant="body2">{none}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {people.map((person, index) => (
            <Person key={index} person={person} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function SummaryHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 0.25 }}>
      {children}
    </Typography>
  );
}

/**
 * The emergency summary, first on the viewer's page, then (when it is released) the full
 * health directive as its document.
 */
export function EmergencySummarySection({
  summary,
  directive,
}: {
  summary: EmergencySummary;
  directive: ViewerWizard | null;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pb: 2 }}>
      <GlobalStyles styles={summaryPrintStyles} />
      <Stack
        id={PRINTED_ID}
        spacing={1.25}
        sx={{
          p: { xs: 1.5, sm: 3 },
          border: 2,
          borderColor: 'error.dark',
          borderRadius: 2,
          bgcolor: 'background.paper',
          '@media print': { border: 0, p: 0 },
        }}
      >
        <Box>
          <Typography
            id={headingId}
            variant="h2"
            sx={{ fontSize: '1rem', textTransform: 'uppercase', letterSpacing: '0.06em' }}
          >
            Emergency summary
          </Typography>
          <Typography
            component="p"
            sx={{
              fontSize: '1.375rem',
              fontWeight: 700,
              lineHeight: 1.25,
              overflowWrap: 'anywhere',
            }}
          >
            {summary.name}
          </Typography>
          <Typography>
            {summary.dateOfBirth
              ? `Date of birth: ${summary.dateOfBirth}`
              : 'Date of birth not given'}
          </Typography>
        </Box>

        <Box sx={{ border: 3, borderColor: 'text.primary', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Code status
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' }, fontWeight: 800, lineHeight: 1.2 }}
          >
            {summary.codeStatus}
          </Typography>
        </Box>

        <People
          title="Medical proxies"
          people={summary.medicalProxies}
          none="No medical proxy named."
        />
        <People
          title="Emergency contacts"
          people={summary.emergencyContacts}
          none="No emergency contact named."
        />
        {summary.notes.trim() && (
          <Box>
            <SummaryHeading>Allergies, conditions and notes</SummaryHeading>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {summary.notes}
            </Typography>
          </Box>
        )}

        {summary.medicalWishes.length > 0 && (
          <Box>
            <SummaryHeading>Other treatment wishes</SummaryHeading>
            <Box component="dl" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {summary.medicalWishes.map(({ treatment, wish, comment }) => (
                <Box key={treatment}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: 0.75 }}>
                    {treatment}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {wish}
                    {comment.trim() && (
                      <Box component="span" sx={{ display: 'block' }}>
                        Comment: {comment}
                      </Box>
                    )}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
        {summary.hipaaRecipients.length > 0 && (
          <People title="May receive health records" people={summary.hipaaRecipients} none="" />
        )}

        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 3,
            rowGap: 1,
            ...onScreenOnly,
          }}
        >
          <Link
            href={emergencySummaryPdfAddress}
            download
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
          >
            Download the emergency summary (PDF)
          </Link>
          <Button variant="outlined" onClick={printSummary} sx={{ minHeight: 44 }}>
            Print the emergency summary
          </Button>
        </Box>
      </Stack>
      {directive && (
        <Box sx={{ mt: 2 }}>
          <ViewerRecord wizard={directive} />
        </Box>
      )}
    </Box>
  );
}
