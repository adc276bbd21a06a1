import { screen } from '@testing-library/react';
import { helpTopics } from '@legacy-planner/shared-ui';
import { renderWithPlatform } from '@legacy-planner/shared-ui/testing';
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
  it('cover the six wizard routes of the spec, with their steps and progress values', () => {
    expect(
      Object.values(wizardPages).map((page) => [page.route, page.step?.label, page.step?.progress]),
    ).toEqual([
      ['/will-testament', 'Step 3 of 6', 50],
      ['/health-directive', 'Step 4 of 6', 67],
      ['/power-of-attorney', 'Step 5 of 6', 83],
      ['/digital-assets', 'Step 6 of 6', 100],
      ['/hipaa-authorization', 'Step 4 of 6', 67],
      ['/final-wishes', undefined, undefined],
    ]);
  });

  it.each(exposedPages.map(([Page, info]) => [info.route, Page, info] as const))(
    '%s shows its title, step, a collapsed help panel and the way back, read-only in demo mode',
    (_route, Page, info) => {
      const { platform } = renderWithPlatform(<Page />, { isDemoMode: true, isReadOnly: true });
      expect(screen.getByRole('heading', { level: 1, name: info.title })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: helpTopics[info.helpTopic].title }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show help' })).toBeInTheDocument();
      if (info.step) {
        expect(screen.getByText(info.step.label)).toBeInTheDocument();
        expect(
          screen.getByRole('progressbar', { name: `${info.step.label} of your plan` }),
        ).toHaveAttribute('aria-valuenow', String(info.step.progress));
      } else {
        expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      }
      expect(screen.getByText(/Demo mode is read-only/)).toBeInTheDocument();
      for (const field of screen.queryAllByRole('textbox'))
        expect(field).toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: info.completeLabel })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
      screen.getByRole('button', { name: 'Back to Documents' }).click();
      expect(platform.navigate).toHaveBeenCalledWith('/app?tab=documents');
    },
  );
});
