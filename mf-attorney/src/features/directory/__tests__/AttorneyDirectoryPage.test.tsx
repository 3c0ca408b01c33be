import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import { attorneyApi } from '@lexa/common';
import { renderScreen, setupUser } from '@lexa/testing';
import { attorneyProfile } from '../../../testing/attorney-fixtures';
import { AttorneyDirectoryPage } from '../components/AttorneyDirectoryPage';

describe('AttorneyDirectoryPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists public profiles linking to their rich page, and searches by name', async () => {
    const get = jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: {
        profiles: [{ ...attorneyProfile(), overallRating: 4.5, totalReviews: 2 }],
        total: 1,
        page: 1,
        pageSize: 12,
      },
    });
    renderScreen(<AttorneyDirectoryPage />, '/attorneys?state=California');

    const card = await screen.findByTestId('directory-card');
    expect(card).toHaveTextContent('Jane Counsel');
    expect(card).toHaveTextContent('California, New York');
    expect(screen.getByTestId('directory-rating')).toHaveTextContent('4.5 (2 reviews)');
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/attorney/profile/jane-counsel',
    );
    expect(get).toHaveBeenCalledWith('/api/attorney/public/profiles', {
      params: { search: '', practiceArea: '', state: 'California', page: 1 },
      signal: expect.anything(),
    });

    await setupUser().type(screen.getByLabelText('Search by name'), 'jane{Enter}');

    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/attorney/public/profiles', {
        params: { search: 'jane', practiceArea: '', state: 'California', page: 1 },
        signal: expect.anything(),
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/attorneys?search=jane&state=California');
  });

  it('says when nothing matches', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: { profiles: [], total: 0, page: 1, pageSize: 12 } });
    renderScreen(<AttorneyDirectoryPage />, '/attorneys?search=nobody');

    expect(await screen.findByText('No attorneys match your search')).toBeInTheDocument();
  });
});
