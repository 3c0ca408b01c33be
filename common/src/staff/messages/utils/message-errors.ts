import { httpStatusOf } from '@lexa/common';

/** The spec's thread errors name the HTTP status ('Failed to fetch admin messages: 500'); no answer has none. */
export const failedWith = (text: string, error: unknown): string => `${text}: ${httpStatusOf(error) ?? 'no response'}`;

export const FETCH_FAILED = 'Failed to fetch admin messages';
export const SEND_FAILED = 'Failed to send admin message';
export const MARK_READ_FAILED = 'Failed to mark thread as read';
export const CREATE_FAILED = 'Failed to create thread';
