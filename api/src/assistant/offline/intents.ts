import { CHAT_CHIPS } from '@lexa/common';
import { normalize } from './text';

/** Conversational moves the offline assistant answers on their own, before or beside any legal topic. */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'identity'
  | 'pricing'
  | 'urgent'
  | 'consultation'
  | 'advice'
  | 'request'
  | 'offTopic';

const PATTERNS: Record<Intent, RegExp> = {
  greeting:
    /^(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day))\b[\s!.,]*(?:there|lexa|team|everyone)?[\s!.,:)]*$/,
  thanks:
    /^(?:(?:ok(?:ay)?|great|perfect|cool|awesome|got it|understood)[,!.\s]*)?(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate it|that helps|that's helpful)\b/,
  goodbye:
    /^(?:ok(?:ay)?[,!.\s]*)?(?:bye|goodbye|good bye|see you|that's all|that is all|nothing else|no more questions)\b/,
  identity:
    /\b(?:who are you|what are you|who am i (?:talking|speaking|chatting) (?:to|with)|are you (?:a |an )?(?:human|real|person|bot|robot|ai|machine|lawyer|attorney)|(?:what is|what's) your name|what can you do|how can you help|how does this (?:chat |service )?work)\b/,
  pricing:
    /\bhow much (?:does|do|will|would|is|are|it|you|for)\b|\bwhat (?:does|do|will|would) (?:it|this|that|you) (?:cost|charge)\b|\b(?:your|the|what are the) (?:fees?|prices?|pricing|rates?|costs?)\b|\bis (?:it|this|this service|the service|the chat|this chat) free\b|\bdo you charge\b|\bpricing\b|\bfree of charge\b/,
  urgent:
    /\b(?:urgent(?:ly)?|emergency|asap|immediately|right away|today|tomorrow|tonight|deadline|court date|arrested|been served|was served|got served|evicted|eviction notice|locked out|restraining order|within (?:24|48|72) hours)\b/,
  consultation:
    /\b(?:book|schedule|arrange|set up|get)\b.{0,30}\b(?:consultation|consult|call|meeting|appointment)\b|\b(?:speak|talk|chat) (?:to|with) (?:a |an |your |real )?(?:lawyer|attorney|person|human|someone)\b/,
  advice: /\blegal advice\b|^(?:i need |i want |i'd like |i would like )?(?:some )?(?:legal )?(?:advice|help)[.!?]*$/,
  request:
    /\b(?:post|submit|file|make|create|open|start) (?:a |my |the )?(?:legal )?(?:request|case|ticket)\b|\bwhat (?:is|are) the next steps?\b|\bhow do i (?:start|proceed|get started|hire you)\b/,
  offTopic:
    /\b(?:weather|recipe|cook(?:ing)?|joke|poem|song lyrics|football|soccer|basketball|movie|netflix|horoscope|crypto price|stock tips?|homework|write (?:me )?(?:a |some )?code|python|javascript|capital of|meaning of life)\b/,
};

/** The chips' canned messages (public spec §2) map straight to their intents. */
const CHIP_INTENTS = new Map<string, Intent | null>([
  [normalize(CHAT_CHIPS[0].message), null],
  [normalize(CHAT_CHIPS[1].message), 'advice'],
  [normalize(CHAT_CHIPS[2].message), 'consultation'],
]);

export function detectIntents(message: string): Set<Intent> {
  const text = normalize(message);
  if (CHIP_INTENTS.has(text)) {
    const intent = CHIP_INTENTS.get(text);
    return new Set(intent ? [intent] : []);
  }
  return new Set((Object.keys(PATTERNS) as Intent[]).filter((intent) => PATTERNS[intent].test(text)));
}
