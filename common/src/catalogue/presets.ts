/**
 * Named presets for the landing page's `?preset=` query (public spec §2): each maps to one fixed first message.
 * `attorney-referral` is separate because its message names the attorney (see attorneyReferralMessage).
 */
export const PRESET_MESSAGES = {
  'contract-review': 'I need help reviewing a contract before I sign it. What should I look out for?',
  'legal-advice': 'I would like some legal advice about a situation I am dealing with.',
  consultation: 'I would like to book a consultation with an attorney.',
  'business-law': 'I have a business law question about setting up and running my company.',
  'employment-law': 'I have an employment law question about my job or my employees.',
  'real-estate': 'I need help with a real estate matter, such as a lease or a property purchase.',
  'contract-dispute': 'I am in a dispute over a contract and want to understand my options.',
  'intellectual-property': 'I want to protect my intellectual property: my brand, my content or an invention.',
} as const;

export type ChatPreset = keyof typeof PRESET_MESSAGES;

export const ATTORNEY_REFERRAL_PRESET = 'attorney-referral';

export const isChatPreset = (value: string): value is ChatPreset => Object.hasOwn(PRESET_MESSAGES, value);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/**
 * The first message sent from a public attorney page (`?preset=attorney-referral&attorney={slug}`). Accepts a
 * display name or a slug; a slug such as "jordan-reyes" reads as "Jordan Reyes".
 */
export function attorneyReferralMessage(attorney: string): string {
  const trimmed = attorney.trim();
  const name = SLUG.test(trimmed)
    ? trimmed
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ')
    : trimmed;
  return name
    ? `I was referred by ${name}'s profile page and would like legal help from ${name}. How do I get started?`
    : 'I was referred by an attorney profile page and would like legal help. How do I get started?';
}

/** The three quick-start chips on an empty chat (public spec §2); each sends its preset's canned message. */
export const CHAT_CHIPS = [
  { label: 'Contract Review', message: PRESET_MESSAGES['contract-review'] },
  { label: 'Legal Advice', message: PRESET_MESSAGES['legal-advice'] },
  { label: 'Book Consultation', message: PRESET_MESSAGES.consultation },
] as const;
