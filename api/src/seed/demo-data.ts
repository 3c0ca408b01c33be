import type { AttorneyService } from '../attorney/service';
import type { AuthService } from '../auth/service';
import type { Config } from '../config';
import type { LegalRequestService } from '../requests/service';

/** The modules' public services the seed writes through. */
export interface SeedModules {
  auth: { service: Pick<AuthService, 'hasAccounts' | 'createAccount'> };
  attorney: { service: Pick<AttorneyService, 'createProfile' | 'assign'> };
  requests: { service: Pick<LegalRequestService, 'create'> };
}

export interface SeededAccount {
  role: string;
  email: string;
  password: string;
}

/** Demo passwords for a laptop; never used in production (see seedIfEmpty). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@lexa.local', password: 'admin-demo-2026' },
  attorney: { email: 'jordan.reyes@lexa.local', password: 'attorney-demo-2026' },
  client: { email: 'client@lexa.local', password: 'client-demo-2026' },
} as const;

function adminCredentials(config: Config) {
  if (config.env === 'production') {
    if (!config.admin.password) {
      throw new Error(
        'The store is empty: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin account in production',
      );
    }
    if (config.admin.password === DEMO_ACCOUNTS.admin.password || config.admin.password.length < 12) {
      throw new Error('ADMIN_PASSWORD must be at least 12 characters and not the demo password in production');
    }
  }
  return { email: config.admin.email, password: config.admin.password ?? DEMO_ACCOUNTS.admin.password };
}

/**
 * On first start with an empty store: an admin, and outside production an attorney with a public profile and a
 * client with a few requests. Returns what was created so the caller can print it once.
 */
export async function seedIfEmpty(config: Config, modules: SeedModules): Promise<SeededAccount[]> {
  const [auth, attorneys, requests] = [modules.auth.service, modules.attorney.service, modules.requests.service];
  if (await auth.hasAccounts()) return [];

  const admin = adminCredentials(config);
  await auth.createAccount({
    email: admin.email,
    username: admin.email,
    firstName: 'Avery',
    lastName: 'Admin',
    password: admin.password,
    isAdmin: true,
  });
  const seeded: SeededAccount[] = [{ role: 'admin', ...admin }];
  if (config.env === 'production') return seeded;

  const attorneyAccount = DEMO_ACCOUNTS.attorney;
  const attorney = await auth.createAccount({
    email: attorneyAccount.email,
    username: attorneyAccount.email,
    firstName: 'Jordan',
    lastName: 'Reyes',
    password: attorneyAccount.password,
    isAttorney: true,
  });
  await attorneys.createProfile({
    userId: attorney.id,
    displayName: 'Jordan Reyes, Esq.',
    slug: 'jordan-reyes',
    yearsExperience: 12,
    bio: 'Jordan advises founders and growing companies on formation, commercial contracts and intellectual property, with a practical focus on getting deals signed without surprises.',
    practiceAreas: ['Corporate Law', 'Contract Law', 'Intellectual Property', 'Business Formation'],
    barJurisdictions: ['New York', 'California'],
    linkedinUrl: 'https://www.linkedin.com/in/jordan-reyes-esq',
    isVerified: true,
    isPublic: true,
  });

  const clientAccount = DEMO_ACCOUNTS.client;
  const client = await auth.createAccount({
    email: clientAccount.email,
    username: clientAccount.email,
    firstName: 'Casey',
    lastName: 'Morgan',
    password: clientAccount.password,
  });
  const contact = { clientId: client.id, contactName: 'Casey Morgan', contactEmail: client.email };
  const nda = await requests.create({
    ...contact,
    title: 'Review of a mutual NDA with a supplier',
    description:
      'A supplier sent us their mutual NDA before sharing pricing. We want to know whether the term, the definition of confidential information and the non-solicitation clause are acceptable.',
    category: 'Contract Review',
    status: 'in_review',
    priority: 'high',
    jurisdiction: 'New York',
    timeline: 'this_week',
    scope: 'one_time',
    budget: '$200 - $500',
  });
  await requests.create({
    ...contact,
    title: 'Form a Delaware C-corp for a seed round',
    description:
      'Two co-founders preparing to raise a seed round need a Delaware C corporation with founder vesting, IP assignment and an option pool.',
    category: 'Business Formation',
    status: 'submitted',
    priority: 'medium',
    jurisdiction: 'Delaware',
    timeline: 'this_month',
    scope: 'ongoing',
    budget: '$1,000 - $2,500',
  });
  await requests.create({
    ...contact,
    title: 'Trademark search for a new product name',
    description:
      'Clearance search and filing advice for a consumer app name in the United States and the European Union.',
    category: 'Intellectual Property',
    status: 'resolved',
    priority: 'low',
    jurisdiction: 'United States',
    timeline: 'no_rush',
    scope: 'one_time',
    budget: '$500 - $1,000',
  });
  await attorneys.assign(attorney.id, nda.id);

  return [...seeded, { role: 'attorney', ...attorneyAccount }, { role: 'client', ...clientAccount }];
}
