import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { attorneyApi } from '@lexa/common';
import { attorneyProfile } from '../../../testing/attorney-fixtures';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { PublicAttorneyPage } from '../components/PublicAttorneyPage';

function renderPublicPage(path: string) {
  renderScreen(
    <Routes>
      <Route path="/attorney/profile/:slug" element={<PublicAttorneyPage />} />
      <Route path="/attorney/:slug" element={<PublicAttorneyPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    path,
  );
}

const NOT_FOUND_TEXT = "The attorney profile you're looking for doesn't exist or is no longer available.";

describe('PublicAttorneyPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the attorney's public profile", async () => {
    const get = jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: { profile: { ...attorneyProfile(), profilePhotoUrl: 'https://cdn.lexa.test/jane.jpg' } },
    });
    renderPublicPage('/attorney/jane-counsel');

    expect(await screen.findByRole('heading', { name: 'Jane Counsel' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/attorney/public/profile/jane-counsel', expect.anything());
    expect(screen.getByTestId('attorney-verified')).toHaveTextContent('Verified');
    expect(screen.getByText('12 years of experience')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jane Counsel' })).toHaveAttribute('src', 'https://cdn.lexa.test/jane.jpg');
    expect(screen.getByTestId('attorney-linkedin')).toHaveAttribute('href', 'https://www.linkedin.com/in/jane-counsel');
    expect(screen.getByText('Bar Admissions')).toBeInTheDocument();
    expect(screen.getByText('California')).toBeInTheDocument();
    expect(screen.getByText('Practice Areas')).toBeInTheDocument();
    expect(screen.getByText('Business Formation')).toBeInTheDocument();
  });

  it('sends both request buttons to the home page with the attorney referral preset', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: { profile: attorneyProfile() } });
    renderPublicPage('/attorney/jane-counsel');

    const referral = '/?attorney=jane-counsel&preset=attorney-referral';
    expect(await screen.findByRole('link', { name: 'Request Legal Help' })).toHaveAttribute('href', referral);
    expect(screen.getByRole('link', { name: 'Start Your Legal Request' })).toHaveAttribute('href', referral);

    await setupUser().click(screen.getByRole('link', { name: 'Start Your Legal Request' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(referral);
  });

  it('shows a placeholder avatar, no Verified badge and no unsafe LinkedIn link when those are missing', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: { profile: attorneyProfile({ isVerified: false, linkedinUrl: 'javascript:alert(1)', yearsExperience: 1 }) },
    });
    renderPublicPage('/attorney/jane-counsel');

    expect(await screen.findByText('1 year of experience')).toBeInTheDocument();
    expect(screen.queryByTestId('attorney-verified')).not.toBeInTheDocument();
    expect(screen.queryByTestId('attorney-linkedin')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Jane Counsel' })).not.toBeInTheDocument();
  });

  it('shows "Attorney Not Found" with links home and to the attorney list on a 404', async () => {
    jest.spyOn(attorneyApi, 'get').mockRejectedValue(httpError(404, { error: 'Not found', code: 'NOT_FOUND' }));
    renderPublicPage('/attorney/nobody');

    expect(await screen.findByText('Attorney Not Found')).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Attorneys' })).toHaveAttribute('href', '/attorneys');
    expect(screen.queryByText('Error loading profile')).not.toBeInTheDocument();
  });

  it('also toasts "Error loading profile" when the failure is not a 404', async () => {
    jest.spyOn(attorneyApi, 'get').mockRejectedValue(httpError(500));
    renderPublicPage('/attorney/profile/jane-counsel');

    expect(await screen.findByText('Attorney Not Found')).toBeInTheDocument();
    expect(screen.getByText('Error loading profile')).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable')).toBeInTheDocument();
  });
});
