import { detectCrisis, emergencyHelp, SAFETY_LEAD } from './offline/crisis';
import { analyzeLegalNeedOffline } from './offline/legal-need';
import { urgencyOf } from './offline/urgency';
import { AssistantUnavailableError, type LegalNeedAnalysis } from './provider';

/**
 * Danger to life is read in front of every provider, not only the offline one: a live model may answer a crisis
 * message with an ordinary answer, or fail, and the person must still get emergency help first. Both helpers leave
 * what a provider already did alone (the offline provider puts the same help first itself).
 */

/** The provider's reply with emergency help in front when the message suggests danger to life. */
export async function replySafely(message: string, answer: () => Promise<string>): Promise<string> {
  const crisis = detectCrisis(message);
  if (!crisis.length) return answer();
  const help = emergencyHelp(crisis);
  try {
    const reply = await answer();
    return reply.startsWith(help) ? reply : `${help}\n\n${reply}`;
  } catch (error) {
    // An outage must not swallow the one answer that matters most.
    if (!(error instanceof AssistantUnavailableError)) throw error;
    return `${help}\n\nI could not write the rest of my answer just now; please try again in a moment.`;
  }
}

/**
 * The provider's analysis flagged urgent, with the alert for the visitor and staff, when the description suggests
 * danger to life; a priority and timeline the provider did not give follow the description's own urgency words.
 */
export async function analyzeSafely(
  input: string,
  analyze: () => Promise<LegalNeedAnalysis>,
): Promise<LegalNeedAnalysis> {
  const crisis = detectCrisis(input);
  if (!crisis.length) {
    const analysis = await analyze();
    const urgency = urgencyOf(input);
    return {
      ...analysis,
      suggestedPriority: analysis.suggestedPriority ?? urgency.priority,
      suggestedTimeline: analysis.suggestedTimeline ?? urgency.timeline,
    };
  }
  // An outage falls back to the offline analysis, which flags the danger itself.
  const analysis = await analyze().catch((error: unknown) => {
    if (error instanceof AssistantUnavailableError) return analyzeLegalNeedOffline(input);
    throw error;
  });
  const alert = analysis.safetyAlert ?? emergencyHelp(crisis);
  return {
    ...analysis,
    suggestedPriority: 'urgent',
    suggestedTimeline: 'today',
    safetyAlert: alert,
    enhancedDescription: analysis.enhancedDescription.startsWith(SAFETY_LEAD)
      ? analysis.enhancedDescription
      : `${SAFETY_LEAD}${alert} ${analysis.enhancedDescription}`,
  };
}
