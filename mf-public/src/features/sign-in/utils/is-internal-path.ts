/**
 * True for a path on this site ("/client/request-submission"), false for anything that could leave it
 * ("https://…", "//host", "/\\host"): a `returnTo` taken from the URL must never send a visitor elsewhere.
 */
export const isInternalPath = (path: string): boolean => /^\/(?![/\\])/.test(path);
