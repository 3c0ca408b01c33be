/** Injected by tooling/federation.ts at build time. */
declare const __BUNDLE_VERSION__: string;
declare const __BUNDLE_NAME__: string;
