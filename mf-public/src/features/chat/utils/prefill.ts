import { ATTORNEY_REFERRAL_PRESET, PRESET_MESSAGES, attorneyReferralMessage, isChatPreset } from '@lexa/common';

export interface PrefillSource {
  /** Text to put in the input as is (the `text` or `message` query parameter). */
  initialText?: string;
  /** A named preset; `attorney-referral` uses `attorney`. */
  preset?: string;
  attorney?: string;
}

/** What the input is filled with: the given text first, else the preset's fixed first message. */
export function prefillText({ initialText, preset, attorney }: PrefillSource): string {
  if (initialText?.trim()) return initialText;
  if (!preset) return '';
  if (preset === ATTORNEY_REFERRAL_PRESET) return attorneyReferralMessage(attorney ?? '');
  return isChatPreset(preset) ? PRESET_MESSAGES[preset] : '';
}
