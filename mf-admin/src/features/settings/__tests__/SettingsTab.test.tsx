import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminApi } from '@lexa/common';
import { httpError, renderStaffScreen, setupUser } from '@lexa/testing';
import { SettingsTab } from '../components/SettingsTab';

const settings = (email: string) => ({
  data: {
    settings: [{ settingKey: 'admin_email', settingValue: email, description: '', updatedAt: null }],
    avatarUrl: null,
  },
});

describe('SettingsTab', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the placeholder until loaded, then saves the admin e-mail with its toasts', async () => {
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(adminApi, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const post = jest
      .spyOn(adminApi, 'post')
      .mockRejectedValueOnce(httpError(500))
      .mockResolvedValueOnce(settings('desk@lexa.example'));
    renderStaffScreen(<SettingsTab />);
    const input = screen.getByLabelText('Admin email');
    expect(input).toHaveAttribute('placeholder', 'admin@example.com');
    expect(input).toHaveValue('');
    answer(settings('admin@lexa.local'));
    await waitFor(() => expect(input).toHaveValue('admin@lexa.local'));

    const actor = setupUser();
    await actor.clear(input);
    await actor.type(input, 'desk@lexa.example');
    await actor.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText('Failed to update admin email. Please try again.')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText('Email Updated')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/api/admin/settings', { key: 'admin_email', value: 'desk@lexa.example' });
  });

  it('refuses a non-image avatar and uploads an image as multipart field avatar', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue(settings('admin@lexa.local'));
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { avatarUrl: '/api/settings/avatar?v=1' } });
    const { container } = renderStaffScreen(<SettingsTab />);
    await screen.findByDisplayValue('admin@lexa.local');
    // The picker is re-created after each choice, so it is looked up each time.
    const picker = () => container.querySelector('input[type="file"]') as HTMLInputElement;

    fireEvent.change(picker(), { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(screen.getByText('Invalid file type')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(picker(), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/avatar', expect.any(FormData)));
    expect((post.mock.calls[0]![1] as FormData).get('avatar')).toBeInstanceOf(File);
  });
});
