// A module of its own so the console can load this tab lazily, in a chunk of its own.
export { StaffFilesTab as default } from '@lexa/common/staff';
