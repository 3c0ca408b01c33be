/**
 * For screens the spec does not poll: they load afresh each time they are shown, as they always did. Staff, the
 * request wizard in another bundle and the client's other devices change this data with no mutation here to
 * invalidate it, and the page's cache counts data as never stale.
 */
export const loadOnEveryVisit = { refetchOnMount: 'always' } as const;
