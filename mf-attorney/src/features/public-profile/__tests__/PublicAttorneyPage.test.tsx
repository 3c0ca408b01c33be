import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { attorneyApi } from '@lexa/common';
import { publicProfile } from '../../../testing/attorney-fixtures';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { PublicAttorneyPage } from '../components/PublicAttorneyPage';

function renderPublicPage(path: string) {
  renderScreen(
    <Routes>
      <Route path="/attorney/profile/:slug" element={<PublicAttorneyPage rich />} />
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
      data: { profile: publicProfile({ profilePhotoUrl: 'https://cdn.lexa.test/jane.jpg' }) },
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
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: { profile: publicProfile() } });
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
      data: { profile: publicProfile({ isVerified: false, linkedinUrl: 'javascript:alert(1)', yearsExperience: 1 }) },
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
    expect(await screen.findByText('Error loading profile')).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable')).toBeInTheDocument();
  });
});

describe('the rich profile /attorney/profile/{slug}', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const LONG_BIO = `${'Helps founders sign deals without surprises. '.repeat(6)}The end of the story.`;

  it('shows every part of the rich profile from the answer', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: {
        profile: publicProfile({
          bio: LONG_BIO,
          barJurisdictions: ['California', 'New York', 'Texas'],
          practiceAreas: ['Contract Law', 'Maritime Law'],
          calendlyLink: 'https://calendly.com/jane/30min',
          videoIntroUrl: 'https://youtu.be/dQw4w9WgXcQ',
          profilePhotoUrl: '/api/attorney/public/photos/p1',
          overallRating: 4.5,
          totalReviews: 8,
          reviews: [
            { id: 'rv1', rating: 5, comment: 'Sorted our contract in a day.', createdAt: '2026-04-02T10:00:00.000Z' },
          ],
          averageResponseTime: 150,
        }),
      },
    });
    renderPublicPage('/attorney/profile/jane-counsel');

    expect(await screen.findByRole('heading', { name: 'Jane Counsel' })).toBeInTheDocument();
    expect(screen.getByTestId('attorney-verified')).toHaveTextContent('Verified Attorney');
    expect(screen.getByTestId('attorney-licensed-states')).toHaveTextContent('3 licensed states');
    expect(screen.getByTestId('attorney-rating')).toHaveTextContent('4.5 (8 reviews)');
    expect(screen.getByTestId('attorney-review')).toHaveTextContent('Sorted our contract in a day.');
    expect(screen.getByTestId('attorney-response-time')).toHaveTextContent('Replies in about 3 hours');
    expect(screen.getByRole('img', { name: 'Jane Counsel' }).getAttribute('src')).toMatch(
      /\/api\/attorney\/public\/photos\/p1$/,
    );
    expect(screen.getAllByTestId('practice-area').map((card) => card.textContent)).toEqual([
      'Contract Law',
      'Maritime Law',
    ]);
    expect(screen.getByRole('link', { name: /Get Legal Help/ })).toHaveAttribute('href', '/client/request');
    expect(screen.getByRole('link', { name: /Book Consultation/ })).toHaveAttribute(
      'href',
      'https://calendly.com/jane/30min',
    );
    expect(screen.getByTestId('attorney-trust')).toHaveTextContent(/Verified.*Insured.*Licensed/);

    const bio = screen.getByTestId('attorney-bio');
    expect(bio).not.toHaveTextContent('The end of the story.');
    await setupUser().click(screen.getByRole('button', { name: 'Read more' }));
    expect(bio).toHaveTextContent('The end of the story.');
    await setupUser().click(screen.getByRole('button', { name: 'Show less' }));
    expect(bio).not.toHaveTextContent('The end of the story.');

    await setupUser().click(screen.getByRole('button', { name: /Watch Video Introduction/ }));
    expect(await screen.findByTitle('Video introduction of Jane Counsel')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });

  it('leaves out booking, video and reply time when there are none, and says there are no reviews', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: {
        profile: publicProfile({
          calendlyLink: '',
          videoIntroUrl: 'https://evil.example.com/video.mp4',
          overallRating: null,
          totalReviews: 0,
          averageResponseTime: null,
        }),
      },
    });
    renderPublicPage('/attorney/profile/jane-counsel');

    expect(await screen.findByTestId('attorney-rating')).toHaveTextContent('No reviews yet');
    expect(screen.queryByText('Client Reviews')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book Consultation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Watch Video Introduction/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('attorney-response-time')).not.toBeInTheDocument();
  });
});
