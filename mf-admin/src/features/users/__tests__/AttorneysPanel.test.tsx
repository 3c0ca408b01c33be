import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminApi, type Review, type StaffAttorney } from '@lexa/common';
import { httpError, renderStaffScreen, setupUser } from '@lexa/testing';
import { AttorneysPanel } from '../components/AttorneysPanel';

const attorney = (overrides: Partial<StaffAttorney> = {}): StaffAttorney => ({
  id: 'at1',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@lexa.local',
  isActive: true,
  profileStatus: 'public',
  isVerified: false,
  displayName: 'Alan Turing',
  slug: 'alan-turing',
  activeAssignments: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('AttorneysPanel', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists the attorneys and verifies one with a profile; one without a profile cannot be verified yet', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue({
      data: { attorneys: [attorney(), attorney({ id: 'at2', email: 'new@lexa.local', profileStatus: 'none' })] },
    });
    const patch = jest
      .spyOn(adminApi, 'patch')
      .mockResolvedValue({ data: { attorney: attorney({ isVerified: true }) } });
    renderStaffScreen(<AttorneysPanel />);

    const rows = await screen.findAllByTestId('admin-attorney-row');
    expect(within(rows[0]!).getByText('Public profile')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 active')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verified: new@lexa.local' })).toBeDisabled();

    await setupUser().click(screen.getByRole('switch', { name: 'Verified: alan@lexa.local' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/admin/attorneys/at1/verification', { isVerified: true }),
    );
  });

  it('creates an attorney from the form, checking the same rules as the API and showing its refusal', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: { attorneys: [] } });
    const post = jest
      .spyOn(adminApi, 'post')
      .mockRejectedValueOnce(
        httpError(409, { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' }),
      )
      .mockResolvedValueOnce({ data: { attorney: attorney() } });
    renderStaffScreen(<AttorneysPanel />);
    expect(await screen.findByText('No attorneys yet')).toBeInTheDocument();

    const actor = setupUser();
    await actor.click(screen.getByRole('button', { name: /Create attorney/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await actor.click(within(dialog).getByRole('button', { name: 'Create attorney' }));
    expect(await within(dialog).findByText('Please enter your first name')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Alan' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'alan@lexa.local' } });
    await actor.click(within(dialog).getByRole('button', { name: 'Create attorney' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();

    await actor.click(within(dialog).getByRole('button', { name: 'Create attorney' }));
    expect(await screen.findByText('alan@lexa.local will receive a link to set a password.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/api/admin/attorneys',
      expect.objectContaining({ firstName: 'Alan', email: 'alan@lexa.local' }),
    );
  });

  it("opens an attorney's reviews and hides one, then shows a hidden one again", async () => {
    const review = (overrides: Partial<Review> = {}): Review => ({
      id: 'rv1',
      requestId: 'rq1',
      rating: 2,
      comment: 'Slow to answer.',
      hidden: false,
      createdAt: '2026-04-02T10:00:00.000Z',
      ...overrides,
    });
    let reviews = [review(), review({ id: 'rv2', rating: 5, comment: 'Excellent.', hidden: true })];
    jest
      .spyOn(adminApi, 'get')
      .mockImplementation(async (url: string) =>
        url === '/api/admin/attorneys/at1/reviews' ? { data: { reviews } } : { data: { attorneys: [attorney()] } },
      );
    const patch = jest.spyOn(adminApi, 'patch').mockImplementation(async (url: string, body: unknown) => {
      const id = url.split('/').pop();
      reviews = reviews.map((item) => (item.id === id ? { ...item, ...(body as Partial<Review>) } : item));
      return { data: { review: reviews.find((item) => item.id === id) } };
    });
    renderStaffScreen(<AttorneysPanel />);

    const actor = setupUser();
    await actor.click(await screen.findByRole('button', { name: 'Reviews: alan@lexa.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Alan Turing' });
    const items = await within(dialog).findAllByTestId('admin-attorney-review');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Slow to answer.')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Hidden')).toBeInTheDocument();

    await actor.click(within(items[0]!).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/admin/reviews/rv1', { hidden: true }));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('admin-attorney-review')[0]).toHaveAttribute('data-hidden', 'true'),
    );

    await actor.click(
      within(within(dialog).getAllByTestId('admin-attorney-review')[1]!).getByRole('button', { name: 'Show' }),
    );
    await waitFor(() => expect(patch).toHaveBeenLastCalledWith('/api/admin/reviews/rv2', { hidden: false }));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('admin-attorney-review')[1]).toHaveAttribute('data-hidden', 'false'),
    );
  });

  it('says so when an attorney has no reviews yet', async () => {
    jest
      .spyOn(adminApi, 'get')
      .mockImplementation(async (url: string) =>
        url.endsWith('/reviews') ? { data: { reviews: [] } } : { data: { attorneys: [attorney()] } },
      );
    renderStaffScreen(<AttorneysPanel />);
    await setupUser().click(await screen.findByRole('button', { name: 'Reviews: alan@lexa.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Alan Turing' });
    expect(await within(dialog).findByText('No reviews yet')).toBeInTheDocument();
  });
});
