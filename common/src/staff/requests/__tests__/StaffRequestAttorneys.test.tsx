import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@lexa/common';
import { httpError, renderStaffScreen, setupUser } from '@lexa/testing';
import type { AssignedAttorney, StaffAttorney } from '../../../contracts/attorney-cases';
import { StaffRequestAttorneys } from '../components/StaffRequestAttorneys';

const base = '/api/admin/requests/r1/attorneys';

function attorney(overrides: Partial<StaffAttorney>): StaffAttorney {
  return {
    id: 'a1',
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan@example.com',
    isActive: true,
    profileStatus: 'public',
    isVerified: true,
    displayName: 'Jordan Reyes',
    slug: 'jordan-reyes',
    activeAssignments: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const jordan = attorney({});
const avery = attorney({
  id: 'a2',
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'avery@example.com',
  activeAssignments: 0,
});
const inactive = attorney({ id: 'a3', firstName: 'Former', lastName: 'Partner', isActive: false });

const assignedJordan: AssignedAttorney = {
  id: 'as1',
  attorneyId: 'a1',
  requestId: 'r1',
  status: 'active',
  assignedAt: '2026-11-20T10:00:00.000Z',
  name: 'Jordan Reyes',
  email: 'jordan@example.com',
};

/** The assigned list changes as the mocked server's state does. */
let assigned: AssignedAttorney[];

function answerGets() {
  return jest.spyOn(adminApi, 'get').mockImplementation((async (url: string) => {
    if (url === base) return { data: { attorneys: assigned } };
    if (url === '/api/admin/attorneys') return { data: { attorneys: [jordan, avery, inactive] } };
    throw new Error(`unexpected GET ${url}`);
  }) as typeof adminApi.get);
}

const renderSection = () => renderStaffScreen(<StaffRequestAttorneys requestId="r1" />);

describe('StaffRequestAttorneys', () => {
  beforeEach(() => {
    assigned = [assignedJordan];
    answerGets();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists the assigned attorneys and offers only the other active attorneys to assign', async () => {
    renderSection();
    const row = await screen.findByTestId('assigned-attorney');
    expect(row).toHaveTextContent('Jordan Reyes');
    expect(row).toHaveTextContent('jordan@example.com');

    await setupUser().click(screen.getByRole('combobox', { name: 'Assign attorney' }));
    expect(await screen.findByTitle('Avery Stone (0 active)')).toBeInTheDocument();
    expect(screen.queryByTitle('Jordan Reyes (2 active)')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/Former Partner/)).not.toBeInTheDocument();
  });

  it('assigns the chosen attorney and shows them once the server has them', async () => {
    const post = jest.spyOn(adminApi, 'post').mockImplementation((async () => {
      assigned = [
        ...assigned,
        { ...assignedJordan, id: 'as2', attorneyId: 'a2', name: 'Avery Stone', email: 'avery@example.com' },
      ];
      return {
        data: { assignment: { id: 'as2', attorneyId: 'a2', requestId: 'r1', status: 'active', assignedAt: '' } },
      };
    }) as typeof adminApi.post);
    renderSection();
    await screen.findByTestId('assigned-attorney');

    await setupUser().click(screen.getByRole('combobox', { name: 'Assign attorney' }));
    await setupUser().click(await screen.findByTitle('Avery Stone (0 active)'));

    expect(post).toHaveBeenCalledWith(base, { attorneyId: 'a2' });
    await waitFor(() => expect(screen.getAllByTestId('assigned-attorney')).toHaveLength(2));
    expect(screen.getAllByTestId('assigned-attorney')[1]).toHaveTextContent('Avery Stone');
  });

  it('shows the server reason when an assignment is refused', async () => {
    jest
      .spyOn(adminApi, 'post')
      .mockRejectedValue(
        httpError(409, { error: 'This attorney is already assigned to this request', code: 'CONFLICT' }),
      );
    renderSection();
    await screen.findByTestId('assigned-attorney');

    await setupUser().click(screen.getByRole('combobox', { name: 'Assign attorney' }));
    await setupUser().click(await screen.findByTitle('Avery Stone (0 active)'));

    expect(await screen.findByText('This attorney is already assigned to this request')).toBeInTheDocument();
  });

  it('withdraws an attorney after confirmation', async () => {
    const remove = jest.spyOn(adminApi, 'delete').mockImplementation((async () => {
      assigned = [];
      return { data: undefined };
    }) as typeof adminApi.delete);
    renderSection();
    const row = await screen.findByTestId('assigned-attorney');

    await setupUser().click(within(row).getByRole('button', { name: 'Withdraw' }));
    expect(remove).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('tooltip');
    await setupUser().click(within(confirm).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${base}/a1`));
    expect(await screen.findByText('No attorney assigned')).toBeInTheDocument();
  });
});
