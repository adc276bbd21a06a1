import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ContactAnswerOutcome, ContactQuestion } from '@legacy-planner/contracts';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import {
  fakeNetwork,
  renderWithPlatform,
  Reply,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import ContactAnswerPage from './ContactAnswerPage';

// The page a trusted contact's "Is … OK?" link opens, with no account.

jest.setTimeout(20_000);

const question: ContactQuestion = { ownerFirstName: 'Ada', contactName: 'Cara Lee' };
const outcome = (over: Partial<ContactAnswerOutcome>): ContactAnswerOutcome => ({
  answer: 'fine',
  grant: null,
  request: null,
  ...over,
});

function renderPage(routes: FakeRoutes, search = '?token=tok-1') {
  const network = fakeNetwork({ 'GET /api/check-ins/question': question, ...routes });
  const rendered = renderWithPlatform(<ContactAnswerPage />, {
    api: network.api,
    address: createPlatformAddress(search),
  });
  return { network, ...rendered };
}

const answerButtons = () =>
  ["They're fine", "They're unwell or in hospital", 'They have passed away'].map((name) =>
    screen.getByRole('button', { name }),
  );

describe('the contact’s answer page', () => {
  it('asks the question with three answers, answers nothing by being opened, and has no axe violations', async () => {
    const { network, container } = renderPage({});
    expect(await screen.findByRole('heading', { name: 'Is Ada OK?' })).toBeVisible();
    expect(screen.getByText(/Hello Cara Lee/)).toBeVisible();
    // Full-width buttons that wrap their words: usable on a 360 px screen.
    for (const button of answerButtons()) {
      expect(button).toBeEnabled();
      expect(button).toHaveClass('MuiButton-fullWidth');
    }
    expect(network.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/check-ins/question?token=tok-1',
    ]);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('"They\'re fine" posts that answer and thanks the contact', async () => {
    const { network } = renderPage({ 'POST /api/check-ins/answers': outcome({}) });
    await userEvent.click(await screen.findByRole('button', { name: "They're fine" }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    expect(screen.getByText(/nobody else is asked this time/)).toBeVisible();
    const posted = network.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ token: 'tok-1', answer: 'fine' });
  });

  it('"They\'re unwell" leads to the emergency information opened for this browser', async () => {
    renderPage({
      'POST /api/check-ins/answers': outcome({
        answer: 'unwell',
        grant: {
          id: 'g1',
          level: 'basic',
          emergency: true,
          expiresAt: '2026-03-04T10:00:00.000Z',
          ownerName: 'Ada Lovelace',
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: "They're unwell or in hospital" }),
    );
    const link = await screen.findByRole('link', {
      name: "Open Ada Lovelace's emergency information",
    });
    expect(link).toHaveAttribute('href', '/access/view');
  });

  it('"They have passed away" says what happens next and links to the waiting request', async () => {
    renderPage({
      'POST /api/check-ins/answers': outcome({
        answer: 'passed_away',
        request: { requestId: 'r1', claimToken: 'c1', grantsAt: '2026-03-08T10:00:00.000Z' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'They have passed away' }));
    expect(
      await screen.findByRole('heading', { name: 'We are very sorry for your loss' }),
    ).toBeVisible();
    expect(screen.getByText(/is granted on/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'follow the request' })).toHaveAttribute(
      'href',
      '/access/view?request=r1&token=c1',
    );
  });

  it('"They have passed away" on a server that cannot email the owner promises no date', async () => {
    renderPage({
      'POST /api/check-ins/answers': outcome({
        answer: 'passed_away',
        request: { requestId: 'r1', claimToken: 'c1', grantsAt: null },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'They have passed away' }));
    expect(
      await screen.findByText(/time alone never grants it: an administrator decides/),
    ).toBeVisible();
    expect(screen.queryByText(/is granted on/)).toBeNull();
    expect(screen.queryByText(/We emailed you/)).toBeNull();
    expect(screen.getByRole('link', { name: 'follow the request' })).toHaveAttribute(
      'href',
      '/access/view?request=r1&token=c1',
    );
  });

  it('says plainly when the link was answered already or has expired', async () => {
    renderPage({
      'GET /api/check-ins/question': new Reply(404, { error: 'invalid_link', message: 'No.' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link does not work any more' }),
    ).toBeVisible();
    expect(screen.getByText(/answered already, or it has expired/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
