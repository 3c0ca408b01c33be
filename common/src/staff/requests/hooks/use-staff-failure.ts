import { useCallback } from 'react';
import { httpStatusOf } from '@lexa/common';
import { useStaffApi } from '../../staff-api';
import { useToasts } from '../../../ui/toasts';

export interface StaffToast {
  title: string;
  description: string;
}

/**
 * Reports a failed staff call: a rejected token goes to the console's sign-in-again page where it has one (every
 * later call would fail too), anything else is the screen's error toast.
 */
export function useStaffFailure() {
  const { notification } = useToasts();
  const { onAuthFailure } = useStaffApi();
  return useCallback(
    (error: unknown, toast: StaffToast) => {
      const status = httpStatusOf(error);
      if (onAuthFailure && (status === 401 || status === 403)) onAuthFailure();
      else notification.error(toast);
    },
    [notification, onAuthFailure],
  );
}
