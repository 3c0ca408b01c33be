import { normalize } from './text';

/**
 * Danger to life, read before anything else: self-harm, violence or abuse (happening or threatened), a child at risk,
 * a medical emergency. Patterns are phrase-level so idioms ("this deal is killing me", "kill the contract",
 * "execute the agreement", "deadline") stay ordinary; misspellings of the key words are tolerated. When in doubt
 * between a person and an idiom, the person wins: a needless hotline number costs little, a missed one may cost a life.
 */
export type CrisisKind = 'self-harm' | 'violence' | 'child' | 'medical';

/** People who can hurt someone, as lay posts name them. */
const PERSON =
  '(?:he|she|they|him|husband|hubby|wife|boyfriend|bf|girlfriend|gf|partner|ex|ex-husband|ex-wife|fiance|fiancee|father|dad|mother|mom|mum|stepdad|stepfather|stepmom|brother|sister|son|daughter|uncle|cousin|roommate|neighbou?r|landlord|boss|manager|guy|man|someone|somebody)';
const VICTIM =
  '(?:me|us|her|him|them|the kids|the children|the baby|my (?:\\w+ )?(?:wife|husband|partner|kids?|children|son|daughter|baby|mom|mother|dad|father|sister|brother|friend|girlfriend|boyfriend|face|head|neck|throat))';
/** "kicked me out", "pushed me to sign", "hit me up": ordinary phrasings that are not an assault. */
const NOT_ASSAULT =
  '(?! out\\b| off\\b| to\\b| into signing| up\\b| with (?:a|an|the) (?:bill|fee|charge|lawsuit|notice))';
const CHILD =
  '(?:child|children|kids?|son|daughter|baby|toddler|infant|grandchild|grandkids?|niece|nephew|stepson|stepdaughter|minor)';

const PATTERNS: Record<CrisisKind, RegExp[]> = {
  'self-harm': [
    /\bsu+i?[cs]+i?d/, // suicide, suicidal, sucide, suiside, suicd…
    /\b(?:kill|killing|end|ending|take|taking|off) (?:my ?self|myself|my own life)\b/,
    /\b(?:kill|killing|end|ending) my life\b/,
    /\bend it all\b/,
    /\b(?:kill|killing|kills|killed) (?:him|her|them)sel(?:f|ves)\b|\b(?:end|ending|take|taking|ends|takes) (?:his|her|their) (?:own )?life\b(?! savings| insurance| story)/,
    /\bgiving away (?:all )?(?:my|his|her) (?:things|stuff|belongings|possessions)\b|\b(?:goodbye|farewell|suicide) (?:letters?|notes?)\b/,
    /\b(?:don'?t|do not|dont|no longer) (?:want|wanna|wish) to (?:be here|be alive|live|exist|wake up|go on)\b/,
    /\b(?:wants?|wanna|going|ready|plan(?:s|ning)?) to die\b/,
    /\bnot (?:going to|gonna) be (?:here|around|alive)\b|\b(?:have|got) (?:the|my) (?:pills|rope|gun) (?:ready|saved|hidden)\b/,
    /\b(?:jump|jumping) (?:off|from) (?:a|the|this|that|my|our) (?:bridge|building|roof|cliff|balcony|overpass)\b|\b(?:hang|hanging|drown|drowning|shoot|shooting) (?:my ?self|myself)\b(?! in the foot)/,
    /\b(?:no|nothing (?:left )?to) (?:reason|point) (?:to|in) (?:live|living|going on)\b|\bno reason to (?:live|go on)\b/,
    /\bbetter off (?:dead|without me)\b/,
    /\bbetter off (?:if|when) i(?:'m| am| was| were)? (?:gone|dead|not (?:here|around|alive))\b/,
    /\b(?:don'?t|do not|can'?t) see (?:the|any) point (?:anymore|any ?more|in (?:living|life|going on|anything)|of (?:living|life))\b|\bno point (?:in )?(?:living|going on)\b/,
    /\b(?:go to sleep|fall asleep|sleep)\b.{0,20}\b(?:not|never) wake up\b|\b(?:want|wanna|wish i could) (?:to )?sleep forever\b/,
    /\b(?:take|taking|swallow|swallowing|overdose on)\b.{0,12}\b(?:all|a bunch of|a handful of|the whole bottle of|a bottle of|every one of) (?:my |the |his |her )?(?:pills|meds|tablets|medication)\b/,
    /\b(?:disappear|vanish) (?:forever|for good)\b|\bnot (?:be )?(?:here|around|alive) (?:anymore|any ?more|much longer)\b/,
    /\b(?:hurt|harm|cut|cutting|hurting|harming|cuts|hurts|harms) (?:my ?self|myself|himself|herself|themselves)\b|\bself[- ]?harm/,
    /\b(?:not|isn'?t) worth living\b|\blife (?:is|isn'?t) (?:not )?worth\b.{0,10}\bliving\b/,
    /\bsaid (?:goodbye|goodbyes) to\b.{0,30}\b(?:pills|rope|gun)\b|\b(?:bottle|handful) of (?:pills|sleeping pills)\b/,
  ],
  violence: [
    /\b(?:chok|strangl|strangul)\w*\b(?:\s+\w+){0,2}?\s+(?:me|her|him|them|the kids|my (?:neck|throat|wife|girlfriend|son|daughter|kids?))\b/,
    /\bstrangl\w*|\bstrangul\w*/,
    /\b(?:hands?|arm) (?:around|round|on) my (?:neck|throat)\b/,
    new RegExp(
      `\\b${PERSON}(?:'s| is| was| has| had| keeps| kept| will| would| just| always| often| then| also)?(?: \\w+)? (?:hit|hits|hitting|punch(?:ed|es|ing)?|slap(?:ped|s|ping)?|kick(?:ed|s|ing)?|beat|beats|beating|beaten|chok\\w*|shov(?:ed|es|ing)|push(?:ed|es)|attack(?:ed|s|ing)?|assault(?:ed|s|ing)?|rap(?:ed|es|ing)|stab(?:bed|s)?|shot|burn(?:ed|t)|threw|throws|dragged|grabbed|hurt|hurts|hurting|abus(?:ed|es|ing)) ${VICTIM}\\b${NOT_ASSAULT}`,
    ),
    /\bthreat\w* to (?:kill|hurt|shoot|stab|harm|murder|burn)\b/,
    // A threat reported in a person's voice: "yelling that he'll hurt me", "said she would kill us".
    /\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to| is gonna| was gonna) (?:kill|hurt|harm|beat|shoot|stab|murder|strangle|choke) (?:me|us|the kids|the children|the baby|my (?:kids?|children|son|daughter|baby|mom|family))\b/,
    // A threat with a step between: "he'll find us and kill us all".
    /\b(?:he|she|they)(?:'ll|'d| will| would| is going to| is gonna)\b[^.?!,]{0,30}\band (?:kill|murder|shoot|stab|hurt) (?:me|us|them|the kids|the children|my \w+)\b/,
    /\b(?:tried|try|trying|attempted) to (?:rape|force (?:himself|herself|themselves) on)\b|\bforc(?:ed|ing) (?:himself|herself|themselves) on (?:me|her|him)\b/,
    // Spanish, as bilingual posts put it: "me pega", "me va a matar".
    /\bme (?:pega|golpea|amenaza|quiere matar|va a matar|maltrata)\b/,
    new RegExp(
      `\\b(?:punch\\w*|slapp?\\w*|chok\\w*|strangl\\w*|stabb?\\w*|pinn(?:ed|ing)|pins|shov\\w*|kick(?:ed|ing|s)|beat|beats|beating|rap(?:ed|ing)|smother\\w*|suffocat\\w*|dragg(?:ed|ing)|held|holding|tied|burn(?:ed|t)) ${VICTIM}\\b${NOT_ASSAULT}(?! responsible| liable| accountable| back\\b| hostage to)`,
    ),
    /\bbring(?:ing)? (?:a|his|her|their) (?:gun|rifle|weapon|knife) to\b|\bshoot(?:ing)? (?:up|everyone|everybody|people|us|the (?:place|school|office|store|managers?|boss))\b/,
    /\block(?:s|ed|ing)? (?:me|us|her|him|them|the kids|my (?:\w+ )?(?:sister|brother|son|daughter|kids?|children|mom|wife)) (?:up )?in (?:the |a |his |her |their )?(?:basement|closet|room|bathroom|cage|car|trunk|garage|shed|attic)\b/,
    /\b(?:going to|gonna|will|would|'ll|'d|wants to|want to|tried to|try to|trying to|about to) (?:kill|murder|shoot|stab|strangle|choke) (?:me|us|her|him|my|them|the kids|the children|you)\b/,
    /\b(?:gun|knife|weapon)\b.{0,40}\b(?:at me|to my head|at my|threaten\w*|pointed)\b|\bpointed (?:a|his|her) (?:gun|knife)\b/,
    /\b(?:gun|guns|knife|rifle|firearm|weapon)\b.{0,60}\b(?:regret|kill|hurt|threat\w*|showing up|shows up|show up|follow\w*|waiting)\b|\b(?:showing up|shows up|threat\w*|follow\w*)\b.{0,60}\b(?:gun|guns|knife|rifle|firearm)\b/,
    /\bburn\w* (?:the|my|our|his|her) (?:house|home|place|apartment|car|trailer)\b.{0,20}\bwith (?:me|us|the kids|my kids|them) (?:in|inside)\b/,
    /\bthreat(?:en|ens|ened|ening) (?:me|us|my (?:life|family|kids|children))\b(?! with (?:an? )?(?:eviction|lawsuit|legal|court|fees?|collections?|termination|firing|a bad|negative))/,
    /\b(?:domestic|family) (?:violence|abuse)\b|\babusive (?:husband|wife|partner|boyfriend|girlfriend|relationship|ex|marriage|father|mother|parent)\b/,
    /\b(?:afraid|scared|fear(?:ful)?|terrified) (?:for|of losing) my (?:life|safety)\b|\bfear for (?:my|our|their|his|her) (?:life|lives|safety)\b/,
    /\b(?:not|don'?t feel) safe (?:at home|in my (?:own )?home|with him|with her|around him|around her)\b/,
    /\b(?:raped|sexually assaulted|sexual assault)\b/,
    /\b(?:beat|beating|beaten) (?:me )?(?:up|black and blue|unconscious)\b|\bbruises? (?:on|all over) my\b/,
  ],
  child: [
    new RegExp(
      `\\b(?:abus\\w*|molest\\w*|neglect\\w*|beat\\w*|hit\\w*|hurt\\w*|touch\\w*|starv\\w*)\\s+(?:my|the|our|his|her|their|a)\\s+(?:\\w+\\s+)?${CHILD}\\b`,
    ),
    new RegExp(
      `\\b${CHILD}\\b.{0,30}\\b(?:in danger|at risk(?! of)|not safe|being abused|being hurt|being molested|unsafe)\\b`,
    ),
    /\bchild (?:abuse|neglect|endangerment|molestation)\b|\bmolest\w*/,
    /\b(?:kidnapp?\w*|abduct\w*)\b/,
    new RegExp(
      `\\b${CHILD}\\b.{0,40}\\b(?:(?:left )?alone for (?:days|hours|the (?:whole )?(?:day|night|weekend))|(?:have|has|get|gets) no food|nothing to eat)\\b`,
    ),
    new RegExp(
      `\\b${CHILD}\\b.{0,80}\\b(?:sexual|explicit|nude|naked) (?:messages?|texts?|photos?|pictures?|pics|images?|contact)\\b|\\bgroom(?:s|ed|ing)\\b.{0,40}\\b${CHILD}\\b`,
    ),
    new RegExp(`\\b(?:left|leaves|leaving|leave) (?:the|my|a|his|her|their) (?:\\w+ )?${CHILD} alone\\b`),
    /\b(?:without food|no food for days|not feeding|(?:doesn'?t|don'?t|won'?t) feed|starv(?:e|es|ed|ing) (?:her|him|them|the kids|the children|the baby|my|his|their))\b/,
    /\btouch\w*\b.{0,30}\binappropriate\w*|\binappropriate\w*\b.{0,20}\btouch\w*|\bsexually abus\w*/,
  ],
  medical: [
    /\boverdos\w*/,
    /\b(?:not|isn'?t|stopped) breathing\b|\bcan'?t breathe\b/,
    /\b(?:isn'?t|is not|not|won'?t|will not|can'?t get (?:him|her|them) to) wak(?:e|ing) up\b/,
    /\b(?:took|swallowed|taken)\b.{0,10}\b(?:a bunch of|a lot of|a handful of|too many|all (?:of )?(?:my|his|her|the)) (?:\w+ )?(?:pills|meds|tablets)\b/,
    /\bheart attack\b|\bchest pains?\b|\bhaving a stroke\b/,
    /\b(?:bleeding (?:heavily|badly|a lot|out)|unconscious|passed out|having a seizure)\b/,
    /\b(?:swallowed|took|taken) (?:all|a bottle of|a handful of|too many) (?:my |the |his |her )?(?:pills|tablets|meds|medication)\b/,
  ],
};

const KINDS = Object.keys(PATTERNS) as CrisisKind[];

/** Misspellings a distressed writer makes on the words that matter. */
const SPELLINGS: [RegExp, string][] = [
  [/\bkil+(?=\s|ed\b|ing\b)/g, 'kill'],
  [/\bchock(ed|ing|es)?\b/g, 'choke$1'],
  [/\bchoaked\b/g, 'choked'],
  [/\bstrang(?:el|al)ed\b/g, 'strangled'],
  [/\bthretened\b|\bthreatend\b|\bthreaten(?=ed to)/g, 'threatened'],
  [/\bmy slef\b|\bmyslef\b|\bmysefl\b/g, 'myself'],
  [/\bim\b/g, "i'm"],
  [/\bu\b/g, 'you'],
];

/** "My boss will kill me if …": a work figure's anger, not a threat to life. */
const IDIOMS: [RegExp, string][] = [
  [
    /\b(boss|manager|supervisor|client|customer|teacher|professor|editor|investors?|team|accountant) (?:is going to|will|would|'ll|is gonna|gonna) (?:kill|murder) me\b/g,
    '$1 will be upset',
  ],
  // Anyone "going to kill me when she finds out": dread of someone's anger at news, not a threat they made.
  [
    /\b(?:is|'s) (?:going to|gonna) (?:kill|murder) me,? (?:when|if|once) (?:he|she|they) (?:finds? out|hears?|sees?|learns?|gets? (?:the|my|this))\b/g,
    'will be upset when they learn',
  ],
  // "my landlord is going to kill me, I broke the window": a mishap of one's own follows.
  [
    /\b(?:is|'s) (?:going to|gonna) (?:kill|murder) me,? (?:i|we) (?:broke|lost|forgot|missed|spent|crashed|failed|messed|dropped|damaged|scratched)\b/g,
    'will be upset, I did it',
  ],
  // "I could strangle my roommate": the writer's own exasperation.
  [/\bi could (?:kill|strangle|murder|choke) (?!my ?self|myself)\w+/g, 'i am annoyed with'],
];

/** Which kinds of danger a message suggests; empty when none. */
export function detectCrisis(message: string): CrisisKind[] {
  let text = normalize(message);
  for (const [pattern, replacement] of [...SPELLINGS, ...IDIOMS]) text = text.replace(pattern, replacement);
  return KINDS.filter((kind) => PATTERNS[kind].some((pattern) => pattern.test(text)));
}

const EMERGENCY = 'If you or anyone else is in immediate danger, call 911 now (or your local emergency number).';
const LINES: Record<CrisisKind, string> = {
  'self-harm':
    'You can call or text 988, the 988 Suicide & Crisis Lifeline (free, confidential, 24/7), or chat at 988lifeline.org. You do not have to go through this alone.',
  violence:
    'The National Domestic Violence Hotline is 1-800-799-7233 (or text START to 88788), free and confidential, 24/7; they can help you plan for safety and find a shelter. A court can issue an emergency protective order, often the same day.',
  child:
    'If a child is being hurt or is in danger, call 911; the Childhelp National Child Abuse Hotline is 1-800-422-4453 (24/7), and child protective services in your county take reports.',
  medical: 'For a medical emergency, call 911 now and follow the dispatcher’s instructions before anything else.',
};

/** Where the safety alert opens a description staff read. */
export const SAFETY_LEAD = 'URGENT, safety: ';

/** The emergency help that goes before anything else in a reply or an analysis. */
export function emergencyHelp(kinds: readonly CrisisKind[]): string {
  return [
    kinds.includes('self-harm')
      ? 'I’m really sorry you’re going through this, and your safety matters most.'
      : 'Your safety comes first.',
    EMERGENCY,
    ...kinds.map((kind) => LINES[kind]),
  ].join(' ');
}
