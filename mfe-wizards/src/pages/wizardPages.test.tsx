import { render, screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import { wizardPages } from './wizardPages';
import WillWizard from './WillWizard';
import HealthDirectiveWizard from './HealthDirectiveWizard';
import PowerOfAttorneyWizard from './PowerOfAttorneyWizard';
import DigitalAssetsWizard from './DigitalAssetsWizard';
import HipaaAuthorizationWizard from './HipaaAuthorizationWizard';
import FinalWishesPage from './FinalWishesPage';

const exposedPages = [
  [WillWizard, wizardPages.will],
  [HealthDirectiveWizard, wizardPages.healthDirective],
  [PowerOfAttorneyWizard, wizardPages.powerOfAttorney],
  [DigitalAssetsWizard, wizardPages.digitalAssets],
  [HipaaAuthorizationWizard, wizardPages.hipaaAuthorization],
  [FinalWishesPage, wizardPages.finalWishes],
] as const;

describe('wizard pages', () => {
  it('cover the six wizard routes of the spec', () => {
    expect(Object.values(wizardPages).map((page) => page.route)).toEqual([
      '/will-testament',
      '/health-directive',
      '/power-of-attorney',
      '/digital-assets',
      '/hipaa-authorization',
      '/final-wishes',
    ]);
  });

  it.each(exposedPages.map(([Page, info]) => [info.route, Page, info] as const))(
    '%s shows its title and a collapsed help panel',
    (_route, Page, info) => {
      render(<Page />);
      expect(screen.getByRole('heading', { level: 1, name: info.title })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: helpTopics[info.helpTopic].title }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show help' })).toBeInTheDocument();
    },
  );
});
