/**
 * The legal topics the service list and the assistant cover (public spec §1). Pure data: this module is bundled
 * for the browser and read by the API's offline assistant, so it imports nothing.
 */
export const SERVICE_TOPICS = [
  { id: 'contracts', label: 'Contracts & Agreements' },
  { id: 'trademarks', label: 'Trademarks & Brands' },
  { id: 'copyright', label: 'Copyright & Content' },
  { id: 'patents', label: 'Patents & Inventions' },
  { id: 'incorporation', label: 'Company Formation' },
  { id: 'funding', label: 'Startup Funding' },
  { id: 'employment', label: 'Employment & Contractors' },
  { id: 'real-estate', label: 'Real Estate & Leases' },
  { id: 'tax', label: 'Tax & Compliance' },
  { id: 'litigation', label: 'Litigation Support' },
  { id: 'disputes', label: 'Disputes & Collections' },
  { id: 'governance', label: 'Corporate Governance' },
  { id: 'privacy', label: 'Privacy & Data Protection' },
  { id: 'immigration', label: 'Immigration for Founders' },
  { id: 'consumer', label: 'Consumer & E-commerce' },
] as const;

export type ServiceTopic = (typeof SERVICE_TOPICS)[number]['id'];

/** One button on the landing page: clicking it sends `message` as the visitor's first chat message. */
export interface ServiceSuggestion {
  label: string;
  message: string;
  topic: ServiceTopic;
}
