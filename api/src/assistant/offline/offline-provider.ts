import { SERVICE_TOPICS, type DocumentReviewReport, type DraftSection } from '@lexa/common';
import type {
  AssistantProvider,
  DraftRequest,
  LegalNeedAnalysis,
  OutlineRequest,
  ReplyInput,
  TranscriptMessage,
} from '../provider';
import { areaGuideFor, type AreaGuide } from './area-guides';
import type { AreaId, AreaScore } from './areas';
import { mainAreas } from './classify';
import { detectCrisis, emergencyHelp, type CrisisKind } from './crisis';
import { describeFile, findAmounts } from './documents';
import { askOf, withoutDenials } from './focus';
import { draftDocumentOffline, outlineDocumentOffline } from './drafting/offline-drafter';
import { detectIntents, type Intent } from './intents';
import { detectJurisdictions } from './jurisdictions';
import { analyzeLegalNeedOffline } from './legal-need';
import { reviewDocumentOffline } from './review-checklist';
import { contentTokens, hash, joinList, normalize, pick } from './text';
import { GENERAL_INFORMATION_NOTES, guideFor, type TopicGuide } from './topic-guides';
import { detectTopics, type TopicDetection } from './topics';

/** What one reply is built from: what the message asks, what the conversation already said, and a seed for variety. */
interface Turn {
  intents: Set<Intent>;
  /** The message's content words, to pick the points most relevant to it. */
  tokens: Set<string>;
  detection: TopicDetection;
  jurisdictions: string[];
  /** Everything the assistant said before, to avoid repeating a point or a question. */
  said: string;
  /** The topic of the conversation so far, for follow-ups that name no topic themselves. */
  earlierGuide: TopicGuide | undefined;
  /** The message, normalised, to find the concrete issue within an area. */
  text: string;
  /** The message's areas of law, the main one first. */
  areas: AreaScore[];
  /** The personal area the conversation was about, for follow-ups. */
  earlierArea: AreaGuide | undefined;
  /** Danger to life the message suggests; violence or a child at risk with no other area is a family matter. */
  crisis: CrisisKind[];
  seed: number;
  requestUrl: string;
}

/** The areas named when the visitor has not said what they need: the catalogue's topics, condensed. */
const TOPIC_LIST =
  'contracts, company formation, startup funding, trademarks, copyright and patents, employment, real estate, tax and compliance, privacy, immigration for founders, consumer and e-commerce matters, and disputes';

const topicLabel = (guide: TopicGuide) => SERVICE_TOPICS.find((topic) => topic.id === guide.topic)!.label.toLowerCase();
const MAX_HISTORY_SCAN = 12;

const unsaid = (items: readonly string[], said: string) => items.filter((item) => !said.includes(item));

/**
 * `count` items: ones not said yet first, then the ones that speak to the message (the topic keywords it matched,
 * then shared words), then a seeded rotation so two similar questions still read differently.
 */
function choose(items: readonly string[], count: number, turn: Turn, guide?: TopicGuide): string[] {
  const matched = turn.detection.topics.find((match) => match.guide === guide)?.matched ?? [];
  const offset = turn.seed % items.length;
  const ranked = items
    .map((item, index) => {
      const text = normalize(item);
      return {
        item,
        fresh: turn.said.includes(item) ? 0 : 1,
        relevance: matched.reduce((sum, { pattern, weight }) => (pattern.test(text) ? sum + weight : sum), 0),
        shared: [...contentTokens(item)].filter((token) => turn.tokens.has(token)).length,
        rotation: (index - offset + items.length) % items.length,
      };
    })
    .sort((a, b) => b.fresh - a.fresh || b.relevance - a.relevance || b.shared - a.shared || a.rotation - b.rotation);
  return ranked.slice(0, count).map(({ item }) => item);
}

function requestLine(turn: Turn, lead: string): string {
  return `${lead} You can post a request here: ${turn.requestUrl} — it's free to start, and you only pay if you want us to take action.`;
}

function note(turn: Turn): string {
  return pick(GENERAL_INFORMATION_NOTES, turn.seed);
}

function jurisdictionNote(guide: TopicGuide, turn: Turn): string | undefined {
  return turn.jurisdictions
    .map((id) => guide.jurisdictionNotes?.[id])
    .find((text) => text && !turn.said.includes(text));
}

function questionsLine(guide: TopicGuide, turn: Turn, count: number): string {
  const questions = choose(askable(guide.questions, turn), count, turn, guide);
  return `${pick(['To point you in the right direction:', 'A couple of questions so I can be more specific:', 'Could you tell me:'], turn.seed)} ${questions.join(' ')}`;
}

const URGENT_STEPS =
  'If this is time-sensitive: write down the exact deadline, keep every paper and message you received, and do not ignore any court or official notice. When you post the request, choose the timeline "Today (Urgent)" so the team sees it first. If a deadline is only hours away, also call a local attorney directly.';

function topicReply(guide: TopicGuide, turn: Turn): string {
  const paragraphs: string[] = [];
  if (turn.intents.has('urgent')) paragraphs.push(URGENT_STEPS);
  const opener = pick(
    [
      `Happy to help with your ${guide.subject} question.`,
      `Let's look at your ${guide.subject} question.`,
      `Thanks for the details — here's how ${guide.subject} matters like this usually work.`,
      `Good question. ${guide.subject.charAt(0).toUpperCase()}${guide.subject.slice(1)} matters like this come up often.`,
    ],
    turn.seed,
  );
  const intro = pick(
    ['A few points usually matter most:', 'Here is what usually matters:', 'The key points to look at:'],
    turn.seed >>> 2,
  );
  paragraphs.push(
    `${opener} ${intro}\n${choose(guide.matters, 3, turn, guide)
      .map((item) => `• ${item}`)
      .join('\n')}`,
  );

  const secondary = turn.detection.topics[1]?.guide;
  const place = jurisdictionNote(guide, turn);
  const extras = [
    place,
    secondary && `This also touches on ${topicLabel(secondary)}: ${choose(secondary.matters, 1, turn, secondary)[0]}`,
  ].filter(Boolean);
  if (extras.length) paragraphs.push(extras.join('\n'));

  paragraphs.push(
    `It helps to have ${joinList(choose(guide.documents, 3, turn, guide))} at hand. ${questionsLine(guide, turn, 2)}`,
  );
  const services = turn.detection.services.map((service) => service.label);
  const related = services.length ? ` Related services we offer: ${joinList(services)}.` : '';
  paragraphs.push(requestLine(turn, guide.nextStep) + related);
  paragraphs.push(note(turn));
  return paragraphs.join('\n\n');
}

function followUpReply(guide: TopicGuide, turn: Turn): string {
  const paragraphs: string[] = [];
  if (turn.intents.has('urgent')) paragraphs.push(URGENT_STEPS);
  const lead = pick(['Thanks, that helps.', 'Got it, thank you.', 'Understood.'], turn.seed);
  const place = jurisdictionNote(guide, turn);
  const more = unsaid(guide.matters, turn.said).slice(0, 2);
  const points = more.length
    ? [`A few more points on your ${guide.subject} matter:`, ...more.map((item) => `• ${item}`)]
    : [];
  const closing = place || more.length ? '' : ' That covers the main points for a matter like yours.';
  paragraphs.push([`${lead}${place ? ` ${place}` : ''}${closing}`, ...points].join('\n'));

  const documents = unsaid(guide.documents, turn.said);
  const questions = unsaid(askable(guide.questions, turn), turn.said);
  const asks = [
    documents.length ? `Worth gathering: ${joinList(documents.slice(0, 3))}.` : '',
    questions.length ? `One more question: ${questions[turn.seed % questions.length]}` : '',
  ].filter(Boolean);
  if (asks.length) paragraphs.push(asks.join(' '));
  paragraphs.push(
    requestLine(
      turn,
      pick([guide.nextStep, `When you're ready, the team can take this ${guide.subject} matter from here.`], turn.seed),
    ),
  );
  return paragraphs.join('\n\n');
}

function filesReply(input: ReplyInput, turn: Turn): string {
  const files = input.files ?? [];
  const heading =
    files.length === 1
      ? 'Thanks for the file. Here is a first look:'
      : `Thanks for the ${files.length} files. Here is a first look at each:`;
  const goal = pick(
    [
      'What would you like to do with it — sign it, negotiate it, or enforce it?',
      'Is there a deadline for signing or responding, and which side are you on?',
    ],
    turn.seed,
  );
  return [
    heading,
    ...files.map(describeFile),
    `This is an automated checklist, not a legal review. ${goal}`,
    requestLine(
      turn,
      'For a clause-by-clause review with recommendations, our team can go through the document in full.',
    ),
  ].join('\n\n');
}

function intentReply(intent: Intent, turn: Turn): string | undefined {
  const url = turn.requestUrl;
  switch (intent) {
    case 'greeting':
      return turn.said
        ? pick(
            ['Hi again! What would you like to look at next?', 'Hello again — what else can I help you with?'],
            turn.seed,
          )
        : pick(
            [
              `Hello! How can I help you today? I can explain ${TOPIC_LIST}, and I can take a first look at a PDF or Word document if you upload one.`,
              `Hi there! Tell me what's going on — for example a contract you've been sent, a company you want to set up or a dispute — and I'll walk you through your options.`,
            ],
            turn.seed,
          );
    case 'thanks':
      return pick(
        [
          `You're welcome! If you'd like our team to take it from here, you can post a request at ${url}. Anything else I can help with?`,
          `Glad that helped. Is there anything else you'd like to go through? When you're ready for the team to act, post a request at ${url}.`,
        ],
        turn.seed,
      );
    case 'goodbye':
      return `Thanks for chatting! When you end the chat, our team receives the transcript. If you need us to act on anything, post a request at ${url} and we'll pick it up.`;
    case 'identity':
      return [
        "I'm Lexa, the AI legal assistant of this legal-services team. I explain how common legal matters work — " +
          `${TOPIC_LIST} — ask the questions a lawyer would ask first, and take a first look at documents you upload.`,
        `I'm not a lawyer and I give general information rather than legal advice. When you need a document drafted or reviewed, a filing, or an attorney's opinion, our legal team takes over: post a request at ${url}.`,
        'What would you like to talk about?',
      ].join('\n\n');
    case 'pricing':
      return [
        'Most of our services are free to start: walkthroughs of your legal situation, your own dashboard to follow requests and message the team, and real-time help drafting and reviewing documents.',
        'You pay only for action — when you ask us to draft, file, negotiate or represent you. The budget range you choose in a request is used to route it to the right person; the final price is agreed with you before any paid work starts.',
        requestLine(turn, 'To get a quote for something specific, describe it in a request.'),
      ].join('\n\n');
    case 'urgent':
      return `${URGENT_STEPS}\n\nTell me briefly what happened and what the deadline is, and I'll tell you what usually matters first.\n\n${requestLine(turn, 'Our team can pick up urgent matters quickly.')}`;
    case 'consultation':
      return [
        `I'd be glad to set that up. The quickest way is to post a request at ${url}: describe the matter in a few lines, pick your timeline, and the team will get back to you to arrange the consultation. It's free to start, and you only pay if you want us to take action.`,
        'What is the consultation about? If you tell me, I can point out what to prepare so the call is as useful as possible.',
      ].join('\n\n');
    case 'advice':
      return [
        'Of course. To give you useful information, tell me a little about the situation: what happened, who else is involved, which country or state you are in, and whether there is a deadline.',
        `I can help with ${TOPIC_LIST}. You can also upload a document (PDF or Word) and I'll take a first look.`,
        note(turn),
      ].join('\n\n');
    case 'request':
      return `Posting a request takes a couple of minutes: go to ${url}, describe what you need, choose a category, your jurisdiction, timeline and budget range, and attach any documents. You'll get a dashboard to follow progress and message the team. Most services are free to start; you only pay for action.`;
    case 'offTopic':
      return `I'm a legal assistant, so I can't help much with that one. I can explain ${TOPIC_LIST}. Is there a legal side to your question I can help with?`;
  }
}

/** Intents that answer on their own when the message has no legal topic, in order of precedence. */
const STANDALONE: Intent[] = [
  'identity',
  'consultation',
  'pricing',
  'request',
  'urgent',
  'advice',
  'greeting',
  'thanks',
  'goodbye',
  'offTopic',
];
/** Intents that add a paragraph after a topic answer: the person's own problem comes first. */
const ADDENDA: Intent[] = ['pricing', 'consultation'];

function unclearReply(turn: Turn): string {
  return [
    pick(
      [
        "I want to make sure I understand. Could you tell me a bit more — what happened, who is involved, and which country or state you're in?",
        "I'm not sure I've understood yet. Could you describe the situation in a sentence or two, including where you are and any deadline?",
      ],
      turn.seed,
    ),
    `I can help with ${TOPIC_LIST}.`,
    requestLine(turn, 'If you would rather have our team look at it directly, that works too.'),
  ].join('\n\n');
}

const PLACE_NAMES: Record<string, string> = {
  us: 'the US',
  uk: 'the UK',
  eu: 'the EU',
  uae: 'the UAE',
  dc: 'Washington, D.C.',
};
const placeName = (id: string) =>
  PLACE_NAMES[id] ??
  id.replace(/(^|-)(\w)/g, (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

/** The sum an amount names ("$27k" → 27,000), to weigh it against a small-claims limit. */
function amountValue(amount: string): number {
  const [, digits = '', unit = ''] = /(\d[\d,]*(?:\.\d+)?)\s?(million|thousand|[mk])?/i.exec(amount) ?? [];
  const scale = /^m/i.test(unit) ? 1_000_000 : /^(?:k|thousand)/i.test(unit) ? 1_000 : 1;
  return Number(digits.replace(/,/g, '')) * scale;
}
/** Small-claims courts take claims up to a state limit, mostly between $5,000 and $25,000; below this most states fit. */
const SMALL_CLAIMS_LIMIT = 10_000;
/** A sum asked of the visitor (a bill, a claim, a judgment against them) rather than one they are owed. */
const ASKED_OF_WRITER =
  /\b(?:sued me|suing me|being sued|judgment against (?:me|us)|(?:says?|claims?|saying|claiming) (?:that )?(?:i|we) owe|(?:i|we) owe|bill(?:ed|ing)? (?:me|us)|charg(?:ed|ing) (?:me|us)|want(?:s|ed)? (?:me|us) to pay|collectors?|garnish\w*|frozen)\b/i;

/** What an amount changes: a claim against the visitor is answered in time; one they are owed is weighed by forum. */
function amountNote(amount: string, text: string): string {
  if (ASKED_OF_WRITER.test(text))
    return `With ${amount} claimed, check each item against your papers and respond by any deadline: an unanswered claim can become a judgment for the full amount.`;
  if (amountValue(amount) <= SMALL_CLAIMS_LIMIT)
    return `With ${amount} at stake, compare what it would cost to pursue against what you can recover; small claims courts keep costs low for modest amounts.`;
  return `With ${amount} at stake, the claim may be above your state's small-claims limit, so a lawyer's demand letter or a regular civil case is the usual route; weigh the cost against what you can recover.`;
}

/** What the visitor told us that changes the answer: where they are and the amount at stake. */
function personalNote(turn: Turn): string | undefined {
  const place = turn.jurisdictions[0];
  const amount = findAmounts(turn.text)[0];
  const parts = [
    place &&
      `You mentioned ${placeName(place)}: the exact rules and deadlines there are what the team will check first.`,
    amount && amountNote(amount, turn.text),
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** A question asking which side the visitor is on: "Are you the tenant, landlord…", "asking as an employer…". */
const ASKS_ROLE = /^(?:are you (?:the (?:tenant|landlord)|the \w+, (?:tenant|landlord)|asking as|suing))\b/i;
/** A post that already says which side its writer is on: "my landlord" is written by a tenant, "sued me" by a defendant. */
const SAYS_ROLE =
  /\bmy (?:landlord|tenants?|employer|boss|manager|supervisor|employees?|staff|workers?)\b|\b(?:sued me|suing me|(?:i'?m|i am|i was|we were|we are) being sued|(?:i|we) (?:want to|wanna|plan to|will|am going to|are going to) sue)\b/i;

/** Questions not already answered: where they are is not asked again once named, nor which side they are on. */
function askable(questions: string[], turn: Turn): string[] {
  const left = questions.filter(
    (question) =>
      !(turn.jurisdictions.length && /\b(?:state|country)\b/.test(question)) &&
      !(ASKS_ROLE.test(question) && SAYS_ROLE.test(turn.text)),
  );
  return left.length ? left : questions;
}

/** "an employment", "a housing". */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** "There's no abuse", "he's never been violent", "he never hit me": the harm named is the one that did not happen. */
const DENIED_HARM =
  /\b(?:(?:there'?s|there is|there was|there has been|with) no (?:abuse|violence|physical (?:abuse|violence))|(?:has|have|had|was|were|is)(?: never|n't ever|n't)(?: been)? (?:violent|abusive|physical)|(?:he|she|they)(?:'s| is| has| was)? never (?:been )?(?:violent|abusive|hit|hurt|touched|threatened)(?: me| her| him| us| them| anyone)?|(?:he|she|they) (?:hasn't|has not|didn't|did not|never) (?:hit|hurt|touched|threatened)(?: me| her| him| us| them| anyone)?)\b/g;

/**
 * The concrete issue a post raises: the one its question asks about ("… he was abusive years ago. Can I change my
 * kids' last name?" is about the name), else the first the post speaks of.
 */
function issueOf(guide: AreaGuide, message: string) {
  const named = (part: string) => guide.issues.find((candidate) => candidate.pattern.test(part));
  // What the post denies ("nobody was hurt", "there's no abuse", "he's never been violent") names no issue.
  const text = withoutDenials(message).replace(DENIED_HARM, (span) => ' '.repeat(span.length));
  const ask = askOf(text);
  return (ask && named(ask)) || named(text);
}

/** An answer on a personal matter: the concrete issue's rules first, then deadlines, documents, one question. */
function areaReply(guide: AreaGuide, turn: Turn): string {
  const issue = issueOf(guide, turn.text);
  const paragraphs: string[] = [];
  if (turn.intents.has('urgent')) paragraphs.push(URGENT_STEPS);
  const heading = issue
    ? `This sounds like ${withArticle(guide.subject)} matter about ${issue.label}. Here is how it usually works:`
    : `This sounds like ${withArticle(guide.subject)} matter. Here is how such matters usually work:`;
  const points = issue ? [...issue.points, ...guide.general].slice(0, 4) : choose(guide.general, 3, turn);
  paragraphs.push(`${heading}\n${points.map((point) => `• ${point}`).join('\n')}`);
  const secondary = turn.areas[1];
  const secondaryGuide = secondary && areaGuideFor(secondary.area.id);
  const extras = [
    issue?.deadline && `Deadline to watch: ${issue.deadline}`,
    personalNote(turn),
    secondary &&
      `This also touches on ${secondary.area.label.toLowerCase()}${secondaryGuide ? `: ${(secondaryGuide.issues.find((candidate) => candidate.pattern.test(turn.text))?.points ?? secondaryGuide.general)[0]}` : '; the team can look at that side too.'}`,
  ].filter(Boolean);
  if (extras.length) paragraphs.push(extras.join('\n'));
  paragraphs.push(
    `It helps to have ${joinList(issue?.documents ?? guide.documents)} at hand. ${pick(askable(guide.questions, turn), turn.seed)}`,
  );
  paragraphs.push(requestLine(turn, guide.firm));
  paragraphs.push(note(turn));
  return paragraphs.join('\n\n');
}

/** A reply to a short answer ("Texas", "yes, next week") in a conversation about a personal matter. */
function areaFollowUp(guide: AreaGuide, turn: Turn): string {
  const fresh = unsaid([...guide.issues.flatMap((issue) => issue.points), ...guide.general], turn.said).slice(0, 2);
  const place = turn.jurisdictions[0];
  return [
    `${pick(['Thanks, that helps.', 'Got it, thank you.', 'Understood.'], turn.seed)}${place ? ` Rules on ${guide.subject} differ in ${placeName(place)}, and the team will check them.` : ''}`,
    fresh.length
      ? `A few more points on your ${guide.subject} matter:\n${fresh.map((point) => `• ${point}`).join('\n')}`
      : '',
    requestLine(turn, guide.firm),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The catalogue topics that speak for an area the area guides do not cover, the usual one first. */
const AREA_TOPICS: Partial<Record<AreaId, TopicGuide['topic'][]>> = {
  housing: ['real-estate'],
  employment: ['employment'],
  business: ['incorporation'],
  governance: ['governance', 'funding'],
  ip: ['trademarks', 'copyright', 'patents'],
  tax: ['tax'],
  privacy: ['privacy'],
  contracts: ['contracts', 'consumer'],
};

/** The topic guide for the main area: the one the keywords chose among the area's topics, else the usual one. */
function topicGuideOf(area: AreaId, turn: Turn): TopicGuide | undefined {
  const topics = AREA_TOPICS[area];
  if (!topics) return undefined;
  return turn.detection.evidence.find((match) => topics.includes(match.guide.topic))?.guide ?? guideFor(topics[0]!);
}

function compose(input: ReplyInput, turn: Turn): string {
  if (input.files?.length) return filesReply(input, turn);
  const addenda = ADDENDA.filter((intent) => turn.intents.has(intent)).map(
    (intent) => intentReply(intent, turn)!.split('\n\n')[0],
  );
  const main =
    turn.areas[0]?.area.id ??
    (turn.crisis.some((kind) => kind === 'violence' || kind === 'child') ? 'family' : undefined);
  const areaGuide = main && areaGuideFor(main);
  if (areaGuide) return [areaReply(areaGuide, turn), ...addenda].join('\n\n');
  const guide = (main && topicGuideOf(main, turn)) || turn.detection.topics[0]?.guide;
  if (guide) return [topicReply(guide, turn), ...addenda].join('\n\n');
  const standalone = STANDALONE.find((intent) => turn.intents.has(intent));
  // A short answer to our question ("Delaware", "about $50k", "yes") continues the earlier topic.
  if (turn.earlierArea && (!standalone || standalone === 'urgent')) return areaFollowUp(turn.earlierArea, turn);
  if (turn.earlierGuide && (!standalone || standalone === 'urgent')) return followUpReply(turn.earlierGuide, turn);
  return standalone ? intentReply(standalone, turn)! : unclearReply(turn);
}

/** The personal area of the latest user message that had one, when it was the conversation's subject. */
function earlierArea(history: TranscriptMessage[]): AreaGuide | undefined {
  const userMessages = history
    .filter((entry) => entry.role === 'user')
    .slice(-MAX_HISTORY_SCAN)
    .reverse();
  for (const entry of userMessages) {
    const area = mainAreas(entry.content)[0]?.area.id;
    if (area) return areaGuideFor(area);
  }
  return undefined;
}

function earlierGuide(history: TranscriptMessage[]): TopicGuide | undefined {
  const userMessages = history
    .filter((entry) => entry.role === 'user')
    .slice(-MAX_HISTORY_SCAN)
    .reverse();
  for (const entry of userMessages) {
    const guide = detectTopics(entry.content).topics[0]?.guide;
    if (guide) return guide;
  }
  return undefined;
}

/**
 * The default assistant when no OpenAI key is set: deterministic, grounded in the service catalogue and the topic
 * guides, and always able to point to posting a request. The same conversation gets the same answers; a new turn
 * gets a new seed, and a reply identical to the previous one is re-written with the next seed.
 */
export class OfflineAssistant implements AssistantProvider {
  readonly name = 'offline' as const;
  private readonly requestUrl: string;

  constructor(publicUrl: string) {
    this.requestUrl = `${publicUrl}/client/request`;
  }

  async reply(input: ReplyInput): Promise<string> {
    const assistantTurns = input.history.filter((entry) => entry.role === 'assistant');
    const turn: Turn = {
      intents: detectIntents(input.message),
      tokens: contentTokens(input.message),
      detection: detectTopics(input.message),
      jurisdictions: detectJurisdictions(
        [...input.history.filter((entry) => entry.role === 'user').map((entry) => entry.content), input.message].join(
          '\n',
        ),
      ),
      said: assistantTurns.map((entry) => entry.content).join('\n'),
      earlierGuide: earlierGuide(input.history),
      text: normalize(input.message),
      areas: mainAreas(input.message),
      earlierArea: earlierArea(input.history),
      crisis: detectCrisis(input.message),
      seed: assistantTurns.length + hash(input.message),
      requestUrl: this.requestUrl,
    };
    const previous = assistantTurns.at(-1)?.content;
    const { crisis } = turn;
    // Danger to life comes before anything else the reply says.
    const reply = crisis.length ? `${emergencyHelp(crisis)}\n\n${compose(input, turn)}` : compose(input, turn);
    if (reply !== previous) return reply;
    const reseeded = compose(input, { ...turn, seed: turn.seed + 1 });
    // Some answers have a single wording (pricing, identity); asked twice in a row, they are marked as a recap.
    return reseeded !== previous ? reseeded : `To recap what I said a moment ago:\n\n${reply}`;
  }

  async analyzeLegalNeed(input: string): Promise<LegalNeedAnalysis> {
    return analyzeLegalNeedOffline(input);
  }

  async reviewDocument(text: string, instructions: string): Promise<DocumentReviewReport> {
    return reviewDocumentOffline(text, instructions);
  }

  async outlineDocument(request: OutlineRequest): Promise<string> {
    return outlineDocumentOffline(request);
  }

  async draftDocument(request: DraftRequest): Promise<DraftSection[]> {
    return draftDocumentOffline(request);
  }
}
