import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { DemoDashboard } from '../components/DemoDashboard';

describe('DemoDashboard', () => {
  it('shows the sample workspace of the spec', () => {
    render(<DemoDashboard />);

    for (const text of [
      'Messages',
      'Profile',
      'New Request',
      'View All Requests',
      'Online',
      'View All Messages',
      'Upload',
      'View All Files',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const [title, value, caption] of [
      ['Recent Matters', '8', 'Active cases'],
      ['Upcoming Deadlines', '3', 'Next 7 days'],
      ['Documents', '24', 'Files managed'],
      ['Completed', '12', 'This quarter'],
    ]) {
      const card = screen.getByText(title).closest<HTMLElement>('.ant-card')!;
      expect(card).toHaveTextContent(value);
      expect(card).toHaveTextContent(caption);
    }
    for (const title of [
      'My Requests',
      'My Files',
      'Quick Actions',
      'Contract Drafting',
      'Document Reviews',
      'Key Features',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    for (const action of ['Review a Document', 'Draft a Document', 'Chat with Lexa']) {
      expect(screen.getByText(action)).toBeInTheDocument();
    }
    expect(screen.getByText('Ongoing revisions until final approval')).toBeInTheDocument();
  });
});
