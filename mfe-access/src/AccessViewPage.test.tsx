import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type {
  AccessRequestOutcome,
  EmergencySummary,
  ViewerPlan,
  ViewerWizard,
} from '@legacy-planner/contracts';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatform, Reply } from '@legacy-planner/shared-ui/testing';
import AccessViewPage from './AccessViewPage';
import { renderViewerPage } from './testing/viewerPage';
import { formatDateTime } from '@legacy-planner/planner-client';
import { keepPendingClaim, readPendingClaim } from './pendingClaim';

// Two axe runs on a whole page, on a machine shared with other test runs.
jest.setTimeout(20_000);

const at = '2026-11-20T10:00:00.000Z';

const healthDirective: ViewerWizard = {
  kind: 'health-directive',
  title: 'Advance Health Directive',
  status: 'completed',
  updatedAt: at,
  document: {
    title: 'Advance Health Directive',
    sections: [
      {
        heading: 'Basic Information',
        fields: [
          ['Full name', 'Ada Lovelace'],
          ['Date of birth', '1815-12-10'],
        ],
      },
      {
        heading: 'Medical Wishes',
        table: {
          columns: ['Treatment', 'Wish', 'Comment'],
          rows: [['Cardiopulmonary resuscitation (CPR)', 'Do not allow', '']],
        },
      },
    ],
    signature: { name: 'Ada Lovelace', date: '2026-11-01', confirmed: true },
  },
};

const will: ViewerWizard = {
  kind: 'will',
  title: 'Last Will & Testament',
  status: 'draft',
  updatedAt: at,
  document: {
    title: 'Last Will & Testament',
    sections: [
      {
        heading: 'Executor Information',
        fields: [
          ['Name', 'Charles Babbage'],
          ['Relationship', 'Friend'],
          ['Contact information', ''],
        ],
      },
      {
        heading: 'Beneficiaries',
        table: {
          columns: ['Name', 'Relationship', 'Allocation'],
          rows: [
            ['Byron King', 'Son', '50%'],
            ['Anne King', 'Daughter', '50%'],
          ],
        },
      },
      { heading: 'Special Instructions', text: 'My books to the library.\nMy papers to Charles.' },
    ],
    signature: null,
  },
};

const emergencySummary: EmergencySummary = {
  name: 'Augusta Ada King',
  dateOfBirth: '1815-12-10',
  codeStatus: 'Do not resuscitate: YES — do not attempt CPR',
  medicalWishes: [
    {
      treatment: 'Mechanical ventilation',
      wish: 'Do not put me on a ventilator',
      comment: 'Unless it is for a short time',
    },
  ],
  medicalProxies: [
    { name: 'Mary Somerville', relationship: 'Friend', phone: '+44 20 7946 0018', email: '' },
  ],
  emergencyContacts: [
    {
      name: 'Sarah Johnson',
      relationship: 'Sister',
      phone: '555-0100',
      email: 'sarah@example.com',
    },
  ],
  notes: 'Allergic to penicillin.\nType 1 diabetes.',
  hipaaRecipients: [
    { name: 'Dr. William Kitchiner', relationship: 'Physician', phone: '555-0199', email: '' },
  ],
  directiveReleased: true,
};

const plan: ViewerPlan = {
  ownerName: 'Ada Lovelace',
  level: 'standard',
  situation: 'emergency',
  expiresAt: '2026-12-22T10:00:00.000Z',
  documents: [
    {
      id: 'd1',
      title: 'Funeral arrangements',
      category: 'funeral',
      status: 'in_progress',
      completionPercentage: 50,
      createdAt: at,
      updatedAt: at,
    },
  ],
  files: [
    {
      id: 'f1',
      name: 'funeral-plan.pdf',
      type: 'application/pdf',
      size: 20480,
      category: 'funeral',
      tags: [],
      notes: '',
      uploadDate: at,
      status: 'verified',
    },
  ],
  wishes: [
    {
      id: 'w1',
      category: 'music',
      subcategory: 'service',
      preference: 'Play Clair de lune',
      details: 'At the start',
      importance: 'high',
      isSelected: true,
      createdAt: at,
      updatedAt: at,
    },
  ],
  contacts: [
    {
      id: 'c1',
      firstName: 'Sarah',
      lastName: 'Johnson',
      email: 'sarah@example.com',
      phone: '555-0100',
      relation: 'Sister',
      role: 'emergency_contact',
      createdAt: at,
      updatedAt: at,
    },
  ],
  wizards: [will, healthDirective],
  emergencySummary,
};

/** The plan as a grant that releases nothing the emergency summary is made of. */
const planWithoutSummary: ViewerPlan = {
  ...plan,
  wizards: [will],
  emergencySummary: null,
};

/** The elements the page's print stylesheet (its `@media print` rules) hides right now. */
function elementsHiddenInPrint(): Set<Element> {
  const hidden = new Set<Element>();
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('print')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && inner.style.display === 'none') {
          document.querySelectorAll(inner.selectorText).forEach((element) => hidden.add(element));
        }
      }
    }
  }
  return hidden;
}

/** Whether an element prints: neither it nor any element around it is hidden. */
function printedWith(hidden: Set<Element>, element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (hidden.has(node)) return false;
  }
  return true;
}

const noAccess = new Reply(401, { error: 'no_access', message: 'No access' });

beforeEach(() => window.localStorage.clear());

describe('the /access/view page', () => {
  it("shows the owner's released items read-only, grouped as the owner's tabs are", async () => {
    const { container } = renderViewerPage({
      'GET /api/access/view': planWithoutSummary,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ada Lovelace's plan" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Standard access')).toBeInTheDocument();
    expect(
      screen.getByText(`Shared with you until ${formatDateTime(plan.expiresAt!)}`),
    ).toBeVisible();
    // Legacy messages are never released through a grant: the page has no place for them.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Documents', 'Wishes', 'Contacts', 'Planning records']);
    expect(screen.queryByRole('region', { name: 'Emergency summary' })).not.toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('list', { name: 'Documents' })).toHaveTextContent(
      'Funeral arrangements',
    );
    expect(
      within(documents).getByRole('link', { name: 'Download funeral-plan.pdf' }),
    ).toHaveAttribute('href', '/api/access/view/files/f1');
    expect(screen.getByRole('region', { name: 'Wishes' })).toHaveTextContent('Play Clair de lune');
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(contacts).toHaveTextContent('Sarah Johnson');
    expect(contacts).toHaveTextContent('Emergency Contact · Sister');
    // Dialled as a phone reads it: digits only, not the number as it was typed.
    expect(within(contacts).getByRole('link', { name: '555-0100' })).toHaveAttribute(
      'href',
      'tel:5550100',
    );
    const records = screen.getByRole('region', { name: 'Planning records' });
    expect(
      within(records)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Last Will & Testament']);
    // Read-only: no control changes anything but Leave.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Leave']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('names categories, statuses and roles as the owner’s tabs do, not by their ids', async () => {
    renderViewerPage({
      'GET /api/access/view': {
        ...planWithoutSummary,
        documents: [{ ...plan.documents[0]!, category: 'poa', status: 'in_progress' }],
        files: [{ ...plan.files[0]!, category: 'hipaa' }],
        wishes: [{ ...plan.wishes[0]!, subcategory: 'Bach Cantata' }],
        contacts: [{ ...plan.contacts[0]!, role: 'medical_proxy' }],
      },
    });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Power of Attorney · In Progress')).toBeVisible();
    expect(within(documents).getByText('HIPAA · 20 KB')).toBeVisible();
    // The subcategory is the owner's own text: shown as they typed it.
    expect(
      within(screen.getByRole('region', { name: 'Wishes' })).getByText('Music · Bach Cantata'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Contacts' })).getByText('Medical Proxy · Sister'),
    ).toBeVisible();
  });

  it('opens with the emergency summary, made for a clinician, and then the full directive', async () => {
    const { container } = renderViewerPage({ 'GET /api/access/view': plan });
    const summary = await screen.findByRole('region', { name: 'Emergency summary' });
    // Before anything else: right under the page's title, before the grant's details.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Emergency summary', 'Documents', 'Wishes', 'Contacts', 'Planning records']);
    expect(
      summary.compareDocumentPosition(screen.getByText('Standard access')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    expect(within(summary).getByText('Augusta Ada King')).toBeVisible();
    expect(within(summary).getByText('Date of birth: 1815-12-10')).toBeVisible();
    expect(within(summary).getByText('Do not resuscitate: YES — do not attempt CPR')).toBeVisible();

    const proxies = within(summary).getByRole('list', { name: 'Medical proxies' });
    expect(proxies).toHaveTextContent('Mary Somerville');
    expect(proxies).toHaveTextContent('Friend');
    expect(within(proxies).getByRole('link', { name: 'Call +44 20 7946 0018' })).toHaveAttribute(
      'href',
      'tel:+442079460018',
    );
    const contacts = within(summary).getByRole('list', { name: 'Emergency contacts' });
    expect(contacts).toHaveTextContent('Sarah Johnson');
    expect(within(contacts).getByRole('link', { name: 'Call 555-0100' })).toHaveAttribute(
      'href',
      'tel:5550100',
    );
    const notes = within(summary).getByText(/Allergic to penicillin/);
    expect(notes.textContent).toBe('Allergic to penicillin.\nType 1 diabetes.');
    expect(notes).toHaveStyle({ whiteSpace: 'pre-line' });

    const wish = within(summary).getByText('Mechanical ventilation', { selector: 'dt' });
    expect(wish.nextElementSibling).toHaveTextContent('Do not put me on a ventilator');
    expect(wish.nextElementSibling).toHaveTextContent('Comment: Unless it is for a short time');
    expect(
      within(summary).getByRole('list', { name: 'May receive health records' }),
    ).toHaveTextContent('Dr. William Kitchiner');
    expect(
      within(summary).getByRole('link', { name: 'Download the emergency summary (PDF)' }),
    ).toHaveAttribute('href', '/api/access/view/emergency-summary/pdf');

    // The full directive follows the summary as its document, and only there.
    expect(
      within(summary).getByRole('article', { name: 'Advance Health Directive' }),
    ).toBeVisible();
    const records = screen.getByRole('region', { name: 'Planning records' });
    expect(
      within(records).queryByRole('article', { name: 'Advance Health Directive' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Print the emergency summary',
      'Leave',
    ]);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('prints the emergency summary alone', async () => {
    renderViewerPage({ 'GET /api/access/view': plan });
    const summary = await screen.findByRole('region', { name: 'Emergency summary' });
    let hiddenWhilePrinting = new Set<Element>();
    // The browser's print dialog: what the print stylesheet hides at that moment.
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      hiddenWhilePrinting = elementsHiddenInPrint();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print the emergency summary' }));
    expect(print).toHaveBeenCalledTimes(1);
    for (const kept of [
      within(summary).getByText('Augusta Ada King'),
      within(summary).getByText('Do not resuscitate: YES — do not attempt CPR'),
      within(summary).getByRole('list', { name: 'Medical proxies' }),
      within(summary).getByRole('list', { name: 'May receive health records' }),
    ]) {
      expect(printedWith(hiddenWhilePrinting, kept)).toBe(true);
    }
    // The shell's frame around the page (its banner) is hidden by the same rule.
    const rest = [
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('button', { name: 'Leave' }),
      screen.getByRole('region', { name: 'Documents' }),
      screen.getByRole('region', { name: 'Planning records' }),
      within(summary).getByRole('article', { name: 'Advance Health Directive' }),
    ];
    const screenOnly = [
      within(summary).getByRole('link', { name: 'Download the emergency summary (PDF)' }),
      within(summary).getByRole('button', { name: 'Print the emergency summary' }),
    ];
    for (const left of [...rest, ...screenOnly]) {
      expect(printedWith(hiddenWhilePrinting, left)).toBe(false);
    }
    // Once the dialog closes, printing prints the page again (without the summary's controls).
    window.dispatchEvent(new Event('afterprint'));
    const hiddenAfter = elementsHiddenInPrint();
    for (const element of rest) expect(printedWith(hiddenAfter, element)).toBe(true);
    for (const element of screenOnly) expect(printedWith(hiddenAfter, element)).toBe(false);
    print.mockRestore();
  });

  it('shows each released wizard record as its document, with its PDF', async () => {
    renderViewerPage({ 'GET /api/access/view': plan });
    const records = await screen.findByRole('region', { name: 'Planning records' });
    const record = within(records).getByRole('article', { name: 'Last Will & Testament' });
    expect(record).toHaveTextContent(`Draft · updated ${formatDateTime(at)}`);
    expect(
      within(record)
        .getAllByRole('heading')
        .map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H3 Last Will & Testament',
      'H4 Executor Information',
      'H4 Beneficiaries',
      'H4 Special Instructions',
    ]);
    // Labels and values in the record's order; an empty value reads as a dash, as it prints.
    const terms = within(record).getAllByRole('term');
    expect(
      terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Name: Charles Babbage', 'Relationship: Friend', 'Contact information: —']);
    const table = within(record).getByRole('table', { name: 'Beneficiaries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Relationship', 'Allocation']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Byron King', 'Son', '50%'],
      ['Anne King', 'Daughter', '50%'],
    ]);
    const text = within(record).getByText(/My books to the library/);
    expect(text.textContent).toBe('My books to the library.\nMy papers to Charles.');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(
      within(record).getByRole('link', { name: 'Download Last Will & Testament (PDF)' }),
    ).toHaveAttribute('href', '/api/access/view/wizards/will/pdf');

    // A signed record ends with its signature block.
    const directive = screen.getByRole('article', { name: 'Advance Health Directive' });
    expect(directive).toHaveTextContent(`Completed · updated ${formatDateTime(at)}`);
    const signature = within(directive).getByRole('heading', { name: 'Signature' });
    expect(signature.nextElementSibling).toHaveTextContent(
      'Signed (typed name)Ada LovelaceDate2026-11-01ConfirmedYes: the signer confirmed this record',
    );
    expect(
      within(directive).getByRole('link', { name: 'Download Advance Health Directive (PDF)' }),
    ).toHaveAttribute('href', '/api/access/view/wizards/health-directive/pdf');
  });

  it('401: says the access has ended or was never granted, with a way to ask again', async () => {
    const { platform } = renderViewerPage({ 'GET /api/access/view': noAccess });
    expect(
      await screen.findByRole('heading', { name: 'This access has ended or was never granted' }),
    ).toBeInTheDocument();
    const askAgain = screen.getByRole('link', { name: 'Request access' });
    expect(askAgain).toHaveAttribute('href', '/access');
    await userEvent.click(askAgain);
    expect(platform.navigate).toHaveBeenCalledWith('/access');
  });

  it('claims the request that "Check on it" opens, on the same page', async () => {
    keepPendingClaim({ requestId: 'r1', claimToken: 'secret', grantsAt: null });
    const address = createPlatformAddress('');
    renderWithPlatform(<AccessViewPage />, {
      api: fakeNetwork({
        'GET /api/access/view': noAccess,
        'POST /api/access/requests/r1/claim': new Reply(202, {
          status: 'pending',
          requestId: 'r1',
          claimToken: 'secret',
          grantsAt: null,
        }),
      }).api,
      address,
      navigate: (to) => address.update(new URL(to, 'http://localhost').search),
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Check on it' }));
    expect(
      await screen.findByRole('heading', { name: 'Your request is still waiting' }),
    ).toBeInTheDocument();
  });

  it('Leave ends the access in this browser', async () => {
    const { network } = renderViewerPage({
      'GET /api/access/view': plan,
      'POST /api/access/leave': new Reply(204),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByRole('heading', { name: 'You have left the shared plan' }),
    ).toBeInTheDocument();
    expect(network.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/access/view',
      'POST /api/access/leave',
    ]);
  });

  it('claims a request from its link first, then shows the plan', async () => {
    keepPendingClaim({ requestId: 'r1', claimToken: 'secret', grantsAt: null });
    const granted: AccessRequestOutcome = {
      status: 'granted',
      grant: { id: 'g1', level: 'full', emergency: false, expiresAt: at, ownerName: 'Ada' },
    };
    const { network, platform } = renderViewerPage(
      {
        'POST /api/access/requests/r1/claim': granted,
        'GET /api/access/view': plan,
      },
      '/access/view?request=r1&token=secret',
    );
    expect(await screen.findByRole('heading', { name: "Ada Lovelace's plan" })).toBeVisible();
    // The token has done its work: it leaves the address, without a step in the history.
    expect(platform.navigate).toHaveBeenCalledWith('/access/view', { replace: true });
    expect(network.calls.slice(0, 2)).toEqual([
      { method: 'POST', path: '/api/access/requests/r1/claim', body: { token: 'secret' } },
      { method: 'GET', path: '/api/access/view', body: undefined },
    ]);
    expect(readPendingClaim()).toBeNull();
  });

  it('a claimed request that still waits says so, and when', async () => {
    const grantsAt = '2026-11-29T21:00:00.000Z';
    const { network } = renderViewerPage(
      {
        'POST /api/access/requests/r1/claim': new Reply(202, {
          status: 'pending',
          requestId: 'r1',
          claimToken: 'secret',
          grantsAt,
        }),
      },
      '/access/view?request=r1&token=secret',
    );
    expect(
      await screen.findByRole('heading', { name: 'Your request is still waiting' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(formatDateTime(grantsAt)))).toBeInTheDocument();
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(readPendingClaim()?.requestId).toBe('r1');
  });

  it('a refused claim gets the same neutral ended message', async () => {
    keepPendingClaim({ requestId: 'r1', claimToken: 'secret', grantsAt: null });
    renderViewerPage(
      {
        'POST /api/access/requests/r1/claim': new Reply(403, { error: 'access_refused' }),
      },
      '/access/view?request=r1&token=secret',
    );
    expect(
      await screen.findByRole('heading', { name: 'This access has ended or was never granted' }),
    ).toBeInTheDocument();
    expect(readPendingClaim()).toBeNull();
  });
});

describe("custody of the signed originals, for a full grant's viewer", () => {
  const fullPlan: ViewerPlan = {
    ...planWithoutSummary,
    level: 'full',
    documents: [
      {
        ...plan.documents[0]!,
        custody: {
          signedOn: '2026-03-03',
          originalLocation: 'Fire safe, study closet',
          originalHolder: 'Attorney Jane Roe',
        },
      },
    ],
    wizards: [{ ...will, custody: { signedOn: null, originalLocation: '', originalHolder: '' } }],
  };

  it("comes first in each document's details, and in each record's", async () => {
    const { container } = renderViewerPage({
      'GET /api/access/view': fullPlan,
      'GET /api/access/view/messages': { messages: [], released: false },
    });
    const documents = await screen.findByRole('list', { name: 'Documents' });
    const [funeral] = within(documents).getAllByRole('listitem');
    expect(Array.from(funeral!.querySelectorAll('p')).map((line) => line.textContent)).toEqual([
      'Funeral arrangements',
      'Signed on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)',
      'Funeral · In Progress',
    ]);
    const record = within(screen.getByRole('region', { name: 'Planning records' })).getByRole(
      'article',
      { name: 'Last Will & Testament' },
    );
    const heading = within(record).getByRole('heading', { name: 'Last Will & Testament' });
    expect(heading.nextElementSibling).toHaveTextContent(/^Not signed yet$/);
    expect(heading.nextElementSibling!.nextElementSibling).toHaveTextContent(/^Draft · updated/);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('is not shown below full, where it is not sent', async () => {
    renderViewerPage({ 'GET /api/access/view': planWithoutSummary });
    await screen.findByRole('list', { name: 'Documents' });
    expect(screen.queryByText(/Signed on|Not signed yet/)).not.toBeInTheDocument();
  });
});
