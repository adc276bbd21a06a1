import { render, screen } from '@testing-library/react';
import { ProgressBar, progressPercent } from './ProgressBar';

describe('progressPercent', () => {
  it('rounds to a whole percentage of a maximum of 100 by default', () => {
    expect(progressPercent(66.6)).toBe(67);
    expect(progressPercent(40)).toBe(40);
  });

  it('uses another maximum when given one', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
  });

  it('keeps the value between 0 and 100', () => {
    expect(progressPercent(25, 20)).toBe(100);
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('shows the rounded percentage and exposes it to assistive technology', () => {
    render(<ProgressBar value={2} max={3} label="Legacy plan progress" />);
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Legacy plan progress' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
  });
});
