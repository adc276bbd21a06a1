import { render, screen } from '@testing-library/react';
import type { Wish } from '@legacy-planner/contracts';
import { chosenText, QuickSummary } from './QuickSummary';

const song = (n: number): Wish => ({
  id: `w${n}`,
  userId: 'u1',
  category: 'music',
  subcategory: '',
  preference: `Song ${n}`,
  details: '',
  importance: 'medium',
  isSelected: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the Quick Summary', () => {
  it('names the first five chosen wishes of a category and counts the rest', () => {
    render(<QuickSummary wishes={Array.from({ length: 2000 }, (_, n) => song(n + 1))} />);
    expect(screen.getByTestId('summary-music')).toHaveTextContent(
      'MusicSong 1, Song 2, Song 3, Song 4, Song 5 and 1,995 more',
    );
  });

  it('names every chosen wish up to five, and says when none is chosen', () => {
    expect(chosenText(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C, D, E');
    expect(chosenText(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C, D, E and 1 more');
    expect(chosenText([])).toBe('Not chosen yet');
  });
});
