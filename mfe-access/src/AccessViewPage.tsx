import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { custodyLine, formatFileSize, type ViewerPlan } from '@legacy-planner/contracts';
import { ApiError, useAddressQuery, useAppLink, usePlatform } from '@legacy-planner/shared-ui';
import { accessFileAddress, accessViewQuery, accessViewQueryKey } from './api/accessView';
import { claimAccessRequest } from './api/claimAccessRequest';
import { leaveAccess } from './api/leaveAccess';
import {
  contactRoleLabels,
  documentCategoryLabels,
  wishCategoryLabels,
} from '@legacy-planner/contracts/labels';
import { documentStatusLabel, formatDateTime, PhoneNumber } from '@legacy-planner/planner-client';
import { accessTexts, levelNames } from './accessTexts';
import { AppLink } from './AppLink';
import { ViewerRecord } from './ViewerRecord';
import { EmergencySummarySection } from './EmergencySummarySection';
import { ExecutorMessages } from './ExecutorMessages';
import { ExecutorPacketSection } from './ExecutorPacketSection';
import {
  claimAddress,
  forgetPendingClaim,
  keepPendingClaim,
  readPendingClaim,
} from './pendingClaim';

type Claim =
  | { state: 'none' }
  | { state: 'claiming' }
  | { state: 'pending'; grantsAt: string | null }
  | { state: 'refused' }
  | { state: 'failed'; text: string };

/**
 * /access/view, public: what the viewer's grant releases, read-only: the emergency summary
 * first when there is one, then the rest grouped as the owner's tabs are, wizard records as
 * their documents. The viewer cookie decides; with ?request=…&token=… (the emailed link, or a
 * pending request this browser remembers) the request is claimed first.
 */
export default function AccessViewPage() {
  const { api, queryClient, navigate } = usePlatform();
  const searchParams = useAddressQuery();
  const requestId = searchParams.get('request');
  const token = searchParams.get('token');
  const [claim, setClaim] = useState<Claim>(
    requestId && token ? { state: 'claiming' } : { state: 'none' },
  );
  const [left, setLeft] = useState(false);
  const claimed = useRef<string | null>(null);

  useEffect(() => {
    if (!requestId || !token) return;
    // Once per request, also when React runs the effect twice in development.
    if (claimed.current === `${requestId}:${token}`) return;
    claimed.current = `${requestId}:${token}`;
    setClaim({ state: 'claiming' });
    claimAccessRequest(api, requestId, token).then(
      (outcome) => {
        if (outcome.status === 'granted') {
          forgetPendingClaim();
          queryClient.removeQueries({ queryKey: accessViewQueryKey });
          setClaim({ state: 'none' });
          // The token has done its work: it leaves the address (and the browser's history).
          navigate('/access/view', { replace: true });
        } else {
          keepPendingClaim({ requestId, claimToken: token, grantsAt: outcome.grantsAt });
          setClaim({ state: 'pending', grantsAt: outcome.grantsAt });
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 403) {
          forgetPendingClaim();
          setClaim({ state: 'refused' });
        } else {
          const rateLimited = error instanceof ApiError && error.status === 429;
          setClaim({
            state: 'failed',
            text: rateLimited ? accessTexts.rateLimited : accessTexts.failed,
          });
        }
      },
    );
  }, [api, queryClient, requestId, token, navigate]);

  const view = useQuery({ ...accessViewQuery(api), enabled: claim.state === 'none' && !left });

  const leave = useLeave(() => setLeft(true));

  let content: ReactNode;
  if (left) {
    content = (
      <Message title="You have left the shared plan">
        <Typography>Nothing of it stays open on this device.</Typography>
        <AskAgainLink />
      </Message>
    );
  } else if (claim.state === 'claiming') {
    content = <Loading text="Checking your request…" />;
  } else if (claim.state === 'pending') {
    content = (
      <Message title="Your request is still waiting">
        <Typography>
          {claim.grantsAt
            ? `The person who made this plan can still refuse it. If they do not, access will be granted on ${formatDateTime(claim.grantsAt)}, or sooner once the evidence is verified.`
            : 'Access will be granted once it is approved.'}
        </Typography>
        <Typography>You can come back to this page to check again.</Typography>
      </Message>
    );
  } else if (claim.state === 'refused') {
    content = <Ended />;
  } else if (claim.state === 'failed') {
    content = (
      <Message title="We could not check your request">
        <Typography>{claim.text}</Typography>
      </Message>
    );
  } else if (view.isPending) {
    content = <Loading text="Loading the shared plan…" />;
  } else if (view.isError) {
    content =
      view.error instanceof ApiError && view.error.status === 401 ? (
        <Ended />
      ) : (
        <Message title="The shared plan could not be loaded">
          <Typography>{accessTexts.failed}</Typography>
          <Box>
            <Button variant="outlined" onClick={() => void view.refetch()}>
              Try again
            </Button>
          </Box>
        </Message>
      );
  } else {
    content = <SharedPlan plan={view.data} leave={leave} />;
  }
  return content;
}

function useLeave(done: () => void) {
  const { api, queryClient } = usePlatform();
  const [state, setState] = useState<{ busy: boolean; failed: boolean }>({
    busy: false,
    failed: false,
  });
  const run = async () => {
    setState({ busy: true, failed: false });
    try {
      await leaveAccess(api);
      queryClient.removeQueries({ queryKey: accessViewQueryKey });
      done();
    } catch {
      setState({ busy: false, failed: true });
    }
  };
  return { ...state, run };
}

function Loading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function AskAgainLink() {
  const askAgain = useAppLink('/access');
  return (
    <Box>
      <Button {...askAgain} variant="contained">
        Request access
      </Button>
    </Box>
  );
}

/** No grant (expired, revoked, left, refused or never made): one kind, neutral message. */
function Ended() {
  const [waiting] = useState(readPendingClaim);
  return (
    <Message title={accessTexts.ended}>
      <Typography>
        Access to a plan is given for a limited time and can be ended by the person who made it. If
        you still need it, you are welcome to ask again.
      </Typography>
      {waiting && (
        <Typography>
          You have a request waiting from this device.{' '}
          <AppLink to={claimAddress(waiting)}>Check on it</AppLink>
        </Typography>
      )}
      <AskAgainLink />
    </Message>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `shared-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

function Item({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

const List = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0 }}>
    {children}
  </Stack>
);

function SharedPlan({ plan, leave }: { plan: ViewerPlan; leave: ReturnType<typeof useLeave> }) {
  const { documents, files, wishes, contacts, wizards, emergencySummary } = plan;
  // The full directive follows the summary rather than waiting among the other records.
  const directive =
    (emergencySummary?.directiveReleased &&
      wizards.find((wizard) => wizard.kind === 'health-directive')) ||
    null;
  const records = wizards.filter((wizard) => wizard !== directive);
  // A full grant (not the owner's preview of one, which has no end): the API answers no other.
  const executor = plan.level === 'full' && plan.expiresAt !== null;
  const nothing =
    !emergencySummary &&
    documents.length + files.length + wishes.length + contacts.length + wizards.length === 0;
  return (
    <Stack spacing={4}>
      <Stack spacing={1.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.25rem' } }}>
          {plan.ownerName}&apos;s plan
        </Typography>
        {emergencySummary && (
          <EmergencySummarySection summary={emergencySummary} directive={directive} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {/* primary.dark: the theme's primary is too light for text on this background. */}
          <Chip
            label={levelNames[plan.level]}
            variant="outlined"
            sx={{ color: 'primary.dark', borderColor: 'primary.dark', fontWeight: 600 }}
          />
          {plan.expiresAt && (
            <Typography variant="body2">
              Shared with you until {formatDateTime(plan.expiresAt)}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          What {plan.ownerName} chose to share at this level. It is read-only, and they can see that
          it was opened.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" onClick={() => void leave.run()} disabled={leave.busy}>
            Leave
          </Button>
          <Typography variant="body2" color="text.secondary">
            Leaving closes the plan on this device.
          </Typography>
        </Box>
        {leave.failed && <Alert severity="warning">{accessTexts.failed}</Alert>}
      </Stack>

      {/* The instructions come before the lists they are built from: the executor reads what to
          do first, and the lists hold the rest when a task sends them there. */}
      {executor && <ExecutorPacketSection ownerName={plan.ownerName} />}

      {nothing && <Typography>Nothing has been shared at this level yet.</Typography>}

      {(documents.length > 0 || files.length > 0) && (
        <Section title="Documents">
          {documents.length > 0 && (
            <List label="Documents">
              {documents.map((document) => (
                <Item key={document.id} title={document.title}>
                  {/* Where the signed original is comes first: it is what the executor seeks. */}
                  {document.custody && (
                    <Typography variant="body2">{custodyLine(document.custody)}</Typography>
                  )}
                  <Detail>
                    {documentCategoryLabels[document.category]} ·{' '}
                    {documentStatusLabel(document.status)}
                  </Detail>
                </Item>
              ))}
            </List>
          )}
          {files.length > 0 && (
            <>
              <Typography variant="h3" sx={{ fontSize: '1.125rem', pt: 1 }}>
                Files
              </Typography>
              <List label="Files">
                {files.map((file) => (
                  <Item
                    key={file.id}
                    title={
                      <Link
                        href={accessFileAddress(file.id)}
                        download={file.name}
                        // A control of its own: 44 px tall to touch.
                        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                      >
                        Download {file.name}
                      </Link>
                    }
                  >
                    <Detail>
                      {documentCategoryLabels[file.category]} · {formatFileSize(file.size)}
                    </Detail>
                    {file.notes && <Typography variant="body2">{file.notes}</Typography>}
                  </Item>
                ))}
              </List>
            </>
          )}
        </Section>
      )}

      {wishes.length > 0 && (
        <Section title="Wishes">
          <List label="Wishes">
            {wishes.map((wish) => (
              <Item key={wish.id} title={wish.preference}>
                <Detail>
                  {[wishCategoryLabels[wish.category], wish.subcategory]
                    .filter(Boolean)
                    .join(' · ')}
                </Detail>
                {wish.details && <Typography variant="body2">{wish.details}</Typography>}
              </Item>
            ))}
          </List>
        </Section>
      )}

      {contacts.length > 0 && (
        <Section title="Contacts">
          <List label="Contacts">
            {contacts.map((contact) => (
              <Item
                key={contact.id}
                title={`${contact.firstName} ${contact.lastName ?? ''}`.trim()}
              >
                <Detail>
                  {[contactRoleLabels[contact.role], contact.relation].filter(Boolean).join(' · ')}
                </Detail>
                {contact.phone && (
                  <Typography variant="body2">
                    Phone: <PhoneNumber phone={contact.phone} />
                  </Typography>
                )}
                {contact.email && (
                  <Typography variant="body2">
                    Email: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                  </Typography>
                )}
                {contact.address && (
                  <Typography variant="body2">Address: {contact.address}</Typography>
                )}
                {contact.notes && <Typography variant="body2">Notes: {contact.notes}</Typography>}
              </Item>
            ))}
          </List>
        </Section>
      )}

      {records.length > 0 && (
        <Section title="Planning records">
          {records.map((wizard) => (
            <ViewerRecord key={wizard.kind} wizard={wizard} />
          ))}
        </Section>
      )}

      {executor && <ExecutorMessages ownerName={plan.ownerName} />}
    </Stack>
  );
}
