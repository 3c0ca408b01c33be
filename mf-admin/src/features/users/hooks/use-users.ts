import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useState } from 'react';
import { reportFailures, serverErrorText, type AdminEmailChange, type UserSort } from '@lexa/common';
import { staffAuditKeys, useStaffApi, useStaffFailure } from '@lexa/common/staff';
import {
  changeUserEmail,
  deleteUser,
  fetchEmailHistory,
  fetchUsers,
  resetUserPassword,
  sendMagicLink,
  userKeys,
} from '../api/users-api';
import { useToasts } from '@lexa/common/ui';

/** One page of users in the chosen order, with the four cards' counts. */
export function useUsers() {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  const [sort, setSortState] = useState<UserSort>('signup');
  const [page, setPage] = useState(1);
  const params = { sort, page };
  const query = useQuery({
    queryKey: userKeys.list(params),
    queryFn: reportFailures(
      ({ signal }) => fetchUsers(http, params, signal),
      (error) =>
        reportFailure(error, {
          title: 'Error loading users',
          description: 'Failed to load user data. Please try again.',
        }),
    ),
    placeholderData: keepPreviousData,
  });
  const setSort = (next: UserSort) => {
    setSortState(next);
    setPage(1);
  };
  return { sort, setSort, page, setPage, data: query.data ?? null, loading: query.isFetching };
}

/** A user's e-mail history; a failure empties the list (signed-in spec §8). */
export function useEmailHistory(userId: string | null) {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  return useQuery({
    queryKey: userKeys.history(userId ?? ''),
    enabled: userId !== null,
    queryFn: reportFailures(
      ({ signal }) => fetchEmailHistory(http, userId!, signal),
      (error) => reportFailure(error, { title: 'Error', description: 'Failed to load email change history' }),
    ),
  });
}

/** The row and dialog actions; each reports with its catalogue texts and refreshes the list. */
export function useUserActions() {
  const { http } = useStaffApi();
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  // Each action is also a new entry in the user's Activity.
  const refreshActivity = () => queryClient.invalidateQueries({ queryKey: staffAuditKeys.all });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.all }), refreshActivity()]);

  const changeEmail = useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminEmailChange }) => changeUserEmail(http, id, change),
    onSuccess: refresh,
  });
  const magicLink = useMutation({
    mutationFn: (id: string) => sendMagicLink(http, id),
    onSuccess: async (result) => {
      notification.success({ title: 'Magic Link Sent', description: result.message });
      await refresh();
    },
    onError: (error) =>
      reportFailure(error, {
        title: 'Error',
        description: serverErrorText(error, 'Failed to send magic link. Please try again.'),
      }),
  });
  const resetPassword = useMutation({
    mutationFn: (id: string) => resetUserPassword(http, id),
    onSuccess: async (result) => {
      notification.success({ title: 'Password Reset', description: result.message });
      await refreshActivity();
    },
    onError: (error) => reportFailure(error, { title: 'Error', description: 'Failed to reset password' }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteUser(http, id),
    onSuccess: async () => {
      notification.success({ title: 'User deleted.' });
      await refresh();
    },
    onError: (error) =>
      reportFailure(error, {
        title: 'Error deleting user',
        description: 'Failed to delete user account. Please try again.',
      }),
  });
  return { changeEmail, magicLink, resetPassword, remove };
}
