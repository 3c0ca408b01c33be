import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import { clientApi } from '@lexa/common';
import { renderScreen, setupUser } from '@lexa/testing';
import { RateAttorney } from '../components/RateAttorney';

/** The stars and the form download when first shown: slow under jsdom on a busy machine. */
const SHOWN = { timeout: 10_000 };

const REVIEW = {
  id: 'rv1',
  requestId: 'req-1',
  rating: 4,
  comment: 'Clear and fast.',
  hidden: false,
  createdAt: '2026-03-02T12:00:00.000Z',
};

describe('RateAttorney', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends a rating with a comment once, then shows the review', async () => {
    const get = jest
      .spyOn(clientApi, 'get')
      .mockResolvedValueOnce({ data: { canReview: true, review: null } })
      .mockResolvedValue({ data: { canReview: false, review: REVIEW } });
    const post = jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { review: REVIEW } });
    renderScreen(<RateAttorney requestId="req-1" />, '/client/dashboard');
    const user = setupUser();

    expect(await screen.findByText('Rate your attorney', undefined, SHOWN)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/client/requests/req-1/review', expect.anything());
    expect(screen.getByRole('button', { name: 'Send review' })).toBeDisabled();
    await user.click(screen.getAllByRole('radio')[3]!);
    await user.type(screen.getByLabelText('Comment'), 'Clear and fast.');
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/client/requests/req-1/review', { rating: 4, comment: 'Clear and fast.' }),
    );
    expect(await screen.findByTestId('request-review', undefined, SHOWN)).toHaveTextContent('Clear and fast.');
    expect(screen.queryByText('Rate your attorney')).not.toBeInTheDocument();
  });

  it('shows nothing when no attorney worked the request', async () => {
    const get = jest.spyOn(clientApi, 'get').mockResolvedValue({ data: { canReview: false, review: null } });
    renderScreen(<RateAttorney requestId="req-2" />, '/client/dashboard');

    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByText('Rate your attorney')).not.toBeInTheDocument();
    expect(screen.queryByTestId('request-review')).not.toBeInTheDocument();
  });
});
