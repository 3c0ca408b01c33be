// A module of its own so the dashboard can load this section lazily, in a chunk of its own.
export { StaffMessagesTab as default } from '@lexa/common/staff';
