import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@lexa/common';
import { httpError, renderStaffScreen, setupUser } from '@lexa/testing';
import type { AuditEntry, AuditPage } from '../../../contracts/audit';
import { AuditActivity } from '../components/AuditActivity';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: '2026-11-22T10:05:00.000Z',
  actorId: 'admin-1',
  actorEmail: 'admin@lexa.local',
  actorRole: 'admin',
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  action: 'request.status_changed',
  targetType: 'request',
  targetId: 'r1',
  requestId: 'r1',
  subjectUserId: 'u1',
  changes: { status: { from: 'submitted', to: 'in_review' } },
  ...overrides,
});

/** The trail's pages by the `before` cursor asked for ('' for the newest). */
function answerPages(pages: Record<string, AuditPage>) {
  return jest.spyOn(adminApi, 'get').mockImplementation((async (
    url: string,
    config?: { params?: { before?: string } },
  ) => {
    if (url !== '/api/admin/audit') throw new Error(`unexpected GET ${url}`);
    return { data: pages[config?.params?.before ?? ''] };
  }) as typeof adminApi.get);
}

describe('AuditActivity', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists when, who, the action in words, what changed and the address, and loads older entries', async () => {
    const get = answerPages({
      '': {
        entries: [
          entry(),
          entry({
            id: 'a2',
            action: 'config.changed',
            targetType: 'config',
            changes: { apiKey: 'changed', autoReminderEnabled: { from: false, to: true } },
          }),
        ],
        nextCursor: 'older',
      },
      older: {
        entries: [
          entry({ id: 'a3', action: 'request.attorney_withdrawn', changes: { attorney: { from: 'jo@lexa.local' } } }),
        ],
        nextCursor: null,
      },
    });
    renderStaffScreen(<AuditActivity subject={{ requestId: 'r1' }} />);

    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Changed the status')).toBeInTheDocument();
    expect(first.getByText('status: submitted → in_review')).toBeInTheDocument();
    expect(first.getByText(/Nov 22, .* · admin@lexa\.local \(admin\) · from 203\.0\.113\.7/)).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Changed the assistant config')).toBeInTheDocument();
    expect(second.getByText('api key: changed')).toBeInTheDocument();
    expect(second.getByText('auto reminder enabled: false → true')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/audit',
      expect.objectContaining({ params: { requestId: 'r1', limit: 20 } }),
    );

    await setupUser().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(3));
    expect(screen.getByText('attorney: was jo@lexa.local')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/admin/audit',
      expect.objectContaining({ params: { requestId: 'r1', limit: 20, before: 'older' } }),
    );
    // The oldest page is shown: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("asks for a user's trail and says when there is none", async () => {
    const get = answerPages({ '': { entries: [], nextCursor: null } });
    renderStaffScreen(<AuditActivity subject={{ userId: 'u9' }} />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/audit',
      expect.objectContaining({ params: { userId: 'u9', limit: 20 } }),
    );
  });

  it('tells when the trail cannot be loaded', async () => {
    jest.spyOn(adminApi, 'get').mockRejectedValue(httpError(500, { error: 'down' }));
    renderStaffScreen(<AuditActivity subject={{ requestId: 'r1' }} />);
    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the activity')).toBeInTheDocument();
  });
});
