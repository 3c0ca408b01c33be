/**
 * The service catalogue (about 200 suggestions, 21 KB): its own entry, so only the screens that list or search it
 * (the landing page) and the API bundle it, instead of every page downloading it inside the shared core.
 */
export * from './services';
export * from './search';
