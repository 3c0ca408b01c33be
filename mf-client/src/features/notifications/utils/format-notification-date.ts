/** Notifications show dates as messages do (one format in @lexa/common). */
export { formatShortDateTime as formatNotificationDate } from '@lexa/common';
