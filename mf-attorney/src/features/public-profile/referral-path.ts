/** The home page with the intake preset that tells the team which attorney the visitor came from. */
export const referralPath = (slug: string): string =>
  `/?${new URLSearchParams({ attorney: slug, preset: 'attorney-referral' })}`;
