import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { BarChart } from '../BarChart';

const days = [
  { key: '2026-11-21', label: 'Nov 21', value: 4, description: 'Nov 21: 4 messages in 2 threads' },
  { key: '2026-11-22', label: 'Nov 22', value: 0, description: 'Nov 22: 0 messages in 0 threads' },
  { key: '2026-11-23', label: 'Today', value: 8, description: 'Today: 8 messages in 3 threads' },
];

describe('BarChart', () => {
  it('draws one bar per day, named for screen readers, the tallest for the largest value', () => {
    render(<BarChart title="Messages per day" data={days} />);

    const chart = screen.getByRole('group', { name: 'Messages per day' });
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(days.map((day) => day.description));
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[0]).toBeCloseTo(heights[2]! / 2, 0);
  });

  it('labels every n-th bar counting back from the newest', () => {
    render(<BarChart title="Messages per day" data={days} labelEvery={2} />);

    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.queryByText('Nov 22')).not.toBeInTheDocument();
    expect(screen.getByText('Nov 21')).toBeInTheDocument();
  });
});
