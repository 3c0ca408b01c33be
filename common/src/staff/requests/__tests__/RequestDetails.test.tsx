import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { legalRequest } from '@lexa/testing';
import { RequestDetails } from '../components/RequestDetails';

describe('RequestDetails', () => {
  it('shows what the client asked for, the client row only where the name is known', () => {
    render(<RequestDetails request={legalRequest()} clientEmail="ada@account.example" />);

    expect(screen.queryByText('Client')).not.toBeInTheDocument();
    expect(screen.getByText('ada@account.example')).toBeInTheDocument();
    expect(screen.getByText('medium')).toBeInTheDocument();
    expect(screen.getByText('Real Estate')).toBeInTheDocument();
    expect(screen.getByText('California')).toBeInTheDocument();
    expect(screen.getByText('This Week')).toBeInTheDocument();
    expect(screen.getByText('$200 - $500')).toBeInTheDocument();
    expect(screen.getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(screen.getByText(/A commercial lease for a small bakery/)).toBeInTheDocument();
  });

  it('reads empty values as the attorney request cards do', () => {
    const sparse = legalRequest({ category: '', jurisdiction: '', timeline: '', budget: '', contactEmail: '' });
    render(<RequestDetails request={sparse} clientName="" />);

    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByText('General')).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getByText('Flexible')).toBeInTheDocument();
    // Client name, client e-mail and budget have no wording of their own.
    expect(screen.getAllByText('—')).toHaveLength(3);
  });
});
