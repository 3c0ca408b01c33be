/** The demo accounts the server seeds on first start (api/src/seed/demo-data.ts). */
export const DEMO = {
  admin: { email: 'admin@lexa.local', password: 'admin-demo-2026' },
  attorney: { email: 'jordan.reyes@lexa.local', password: 'attorney-demo-2026' },
  client: { email: 'client@lexa.local', password: 'client-demo-2026' },
} as const;
