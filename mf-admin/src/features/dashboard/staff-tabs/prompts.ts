// A module of its own so the console can load this tab lazily, in a chunk of its own.
export { SystemPromptsTab as default } from '@lexa/common/staff';
