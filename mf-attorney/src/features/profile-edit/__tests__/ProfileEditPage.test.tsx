import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS, attorneyApi, useSession } from '@lexa/common';
import { renderScreen, setupUser } from '@lexa/testing';
import { attorneyProfile } from '../../../testing/attorney-fixtures';
import { ProfileEditPage } from '../components/ProfileEditPage';

function renderForm(path: string) {
  renderScreen(
    <Routes>
      <Route path="/attorney/profile/create" element={<ProfileEditPage />} />
      <Route path="/attorney/profile/edit" element={<ProfileEditPage />} />
    </Routes>,
    path,
  );
}

/** The API as the page sees it: the own profile, which addresses are taken, and the active sessions. */
function mockApi(profile: ReturnType<typeof attorneyProfile> | null) {
  return jest.spyOn(attorneyApi, 'get').mockImplementation(async (url: string, config?: unknown) => {
    if (url === '/api/attorney/profile') return { data: { profile } };
    if (url === '/api/auth/sessions') return { data: { sessions: [] } };
    const slug = (config as { params: { slug: string } }).params.slug;
    return {
      data:
        slug === 'taken-name'
          ? { available: false, reason: 'This address is already taken' }
          : { available: true, reason: '' },
    };
  });
}

describe('ProfileEditPage', () => {
  beforeEach(() => {
    useSession.getState().attorney.signIn('attorney-token');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    useSession.getState().attorney.signOut();
  });

  it('says as the address is typed whether it is taken', async () => {
    mockApi(null);
    renderForm('/attorney/profile/create');
    const user = setupUser();

    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Profile address'), 'taken-name');
    expect(await screen.findByText('This address is already taken', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Profile address'));
    await user.type(screen.getByLabelText('Profile address'), 'free-name');
    expect(await screen.findByTestId('slug-available', {}, { timeout: 5000 })).toHaveTextContent('/attorney/free-name');
    expect(screen.queryByText('This address is already taken')).not.toBeInTheDocument();
  });

  it('refuses non-web links and videos not on YouTube or Vimeo, and sends nothing', async () => {
    mockApi(attorneyProfile());
    const put = jest.spyOn(attorneyApi, 'put');
    renderForm('/attorney/profile/edit');
    const user = setupUser();

    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('LinkedIn'));
    await user.type(screen.getByLabelText('LinkedIn'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Video introduction'), 'https://evil.example.com/v.mp4');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(
      await screen.findByText('Please enter a LinkedIn address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please enter a YouTube or Vimeo video address')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('saves the edited profile through PUT /api/attorney/profile, without isVerified', async () => {
    mockApi(attorneyProfile());
    const put = jest
      .spyOn(attorneyApi, 'put')
      .mockResolvedValue({ data: { profile: attorneyProfile({ yearsExperience: 13 }) } });
    renderForm('/attorney/profile/edit');
    const user = setupUser();

    await screen.findByRole('heading', { name: 'Edit Profile' });
    await user.type(screen.getByLabelText('Video introduction'), 'https://vimeo.com/76979871');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(put).toHaveBeenCalled());
    const [url, body] = put.mock.calls[0]!;
    expect(url).toBe('/api/attorney/profile');
    expect(body).toMatchObject({ slug: 'jane-counsel', videoIntroUrl: 'https://vimeo.com/76979871' });
    expect(body).not.toHaveProperty('isVerified');
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it("changes the attorney's password with the current one and goes on with the fresh token", async () => {
    mockApi(attorneyProfile());
    const post = jest
      .spyOn(attorneyApi, 'post')
      .mockResolvedValue({ data: { message: 'Your password has been changed.', token: 'fresh-attorney-token' } });
    renderForm('/attorney/profile/edit');
    const user = setupUser();

    await screen.findByRole('heading', { name: 'Edit Profile' });
    await user.type(screen.getByLabelText('Current password'), 'attorney-old-2026');
    await user.type(screen.getByLabelText('New password'), 'attorney-new-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/auth/change-password', {
      currentPassword: 'attorney-old-2026',
      newPassword: 'attorney-new-2026',
    });
    expect(localStorage.getItem(STORAGE_KEYS.attorneyToken)).toBe('fresh-attorney-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
