import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpPanel } from './HelpPanel';
import { helpTopics } from './helpTopics';

describe('help topics', () => {
  it('has the 16 topics of the spec, each with title, description, usage and audience', () => {
    expect(Object.keys(helpTopics)).toEqual([
      'dashboard',
      'documents',
      'legalDocuments',
      'medicalDocuments',
      'financialDocuments',
      'wishes',
      'ceremony',
      'burial',
      'music',
      'messages',
      'contacts',
      'executors',
      'medicalProxies',
      'beneficiaries',
      'legacyPlanProgress',
      'accessControl',
    ]);
    for (const entry of Object.values(helpTopics)) {
      for (const field of ['title', 'description', 'usage', 'audience'] as const) {
        expect(entry[field].length).toBeGreaterThan(3);
      }
    }
  });
});

describe('HelpPanel', () => {
  it('shows what it is for, when it is used and who will see it', () => {
    render(<HelpPanel topic="executors" />);
    expect(screen.getByRole('heading', { name: helpTopics.executors.title })).toBeInTheDocument();
    expect(screen.getByText('What this is for')).toBeInTheDocument();
    expect(screen.getByText(helpTopics.executors.description)).toBeInTheDocument();
    expect(screen.getByText('When it is used')).toBeInTheDocument();
    expect(screen.getByText(helpTopics.executors.usage)).toBeInTheDocument();
    expect(screen.getByText('Who will see it')).toBeInTheDocument();
    expect(screen.getByText(helpTopics.executors.audience)).toBeInTheDocument();
  });

  it('has no dismiss control unless asked, and disappears when dismissed', async () => {
    const { unmount } = render(<HelpPanel topic="music" />);
    expect(screen.queryByRole('button', { name: /dismiss/i })).not.toBeInTheDocument();
    unmount();

    render(<HelpPanel topic="music" variant="banner" dismissible />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss help: Music and Readings' }));
    expect(screen.queryByText(helpTopics.music.description)).not.toBeInTheDocument();
  });

  it('collapsible variant starts collapsed by default and toggles', async () => {
    render(<HelpPanel topic="wishes" variant="collapsible" />);
    const toggle = screen.getByRole('button', { name: 'Show help' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(helpTopics.wishes.usage)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(helpTopics.wishes.usage)).toBeVisible();
  });

  it('collapsible variant can start expanded', () => {
    render(<HelpPanel topic="wishes" variant="collapsible" defaultExpanded />);
    expect(screen.getByRole('button', { name: 'Hide help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(helpTopics.wishes.usage)).toBeVisible();
  });
});
