import { normalize } from './text';

/**
 * How a post is read before the danger signals look at it: txt-speak and misspellings of the danger words brought to
 * one spelling, idioms and negations made harmless, and the clauses that tell of danger long past or resolved (a
 * conviction years ago, a death, an injury that healed) set aside, so only danger now or threatened is weighed.
 */

/** A post about a name or a title: a band, a brand, a trademark, a song, a book, an account handle. */
const NAMING =
  /\b(?:trademark\w*|brand(?: name)?|band(?: name)?|business name|company name|(?:song|album|book|film|movie|game|show|podcast|product|domain|user) ?(?:name|title)s?|title[ds]?|called|named|logo|(?:account|user|instagram|twitter|tiktok|social media|online) handles?|username|slogan)\b/;
/** A short quoted span with no one in it (no pronoun): a name, not words someone said. */
const QUOTED_NAME = /(^|[\s(])(?:"([^"]{1,40})"|'([^']{1,40})')(?=[\s.,!?;:)]|$)/g;
const PRONOUN = /\b(?:i|i'm|i'll|me|my|you|your|he|she|him|her|we|us|they|them)\b/;

/** In a post about a name, quoted names ("Suicide Pact Revival", "Knockout") read as a name, not as danger. */
function withoutQuotedNames(text: string): string {
  if (!NAMING.test(text)) return text;
  return text.replace(QUOTED_NAME, (span, lead: string, double?: string, single?: string) => {
    const inner = double ?? single ?? '';
    return inner.split(' ').length <= 5 && !PRONOUN.test(inner) ? `${lead}the name` : span;
  });
}

/** A name as written, capitalised, after the word that introduces it: "a band called Overdose Season". */
const CAPITALISED_NAME = /\b(called|named|titled)\s+[A-Z][\w'’&-]*(?:\s+(?:[A-Z][\w'’&-]*|of|the|and|&)){0,4}/g;
/** A post mostly in capitals is shouted, so its capitals say nothing of a name. */
const SHOUTED = /^[^a-z]*$/;

/** In a post about a name, an unquoted capitalised name ("called Overdose Season") reads as a name, not as danger. */
function withoutCapitalisedNames(message: string): string {
  if (SHOUTED.test(message) || !NAMING.test(message.toLowerCase())) return message;
  return message.replace(CAPITALISED_NAME, '$1 the name');
}

/** Txt-speak and dropped apostrophes, as distressed people type them. */
const TXT_SPEAK: [RegExp, string][] = [
  [/\bkms\b|\bunalive (?:my ?self|myself)\b/g, 'kill myself'],
  [/\bkys\b/g, 'kill yourself'],
  [/\bim\b/g, "i'm"],
  // "i don't think ill be here": "ill" as a dropped apostrophe, where a verb follows.
  [
    /(?<=\b(?:think|guess|hope|promise|swear|know|sure|maybe|probably|then|so|and) )ill\b(?= (?:still |ever |even |probably |just |never |not )?(?:be|make|see|need|have|go|get|do|end|kill|take|leave)\b)/g,
    "i'll",
  ],
  [/\bive\b/g, "i've"],
  // Only these two: "hell", "shell" and "well" are words of their own.
  [/\b(they|you)ll\b/g, "$1'll"],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\brn\b/g, 'right now'],
  [/\b(?:2nite|tonite|2night)\b/g, 'tonight'],
  [/\b(don|can|won|isn|hasn|haven|didn|doesn|wasn|wouldn)t\b/g, "$1't"],
  [/\b(he|she|they)s\b/g, "$1's"],
  [/\bmy slef\b|\bmyslef\b|\bmysefl\b/g, 'myself'],
  [/\bkil+(?=\s|ed\b|ing\b)/g, 'kill'],
  [/\bchock(ed|ing|es)?\b/g, 'choke$1'],
  [/\bthreaten(?= to\b)/g, 'threatened'],
  // A CO alarm or detector, as people shorten it.
  [/\bco2? (?=alarm|detector|monitor)/g, 'carbon monoxide '],
];

/** The danger words worth a spelling correction: long and distinctive enough that one slip still names them. */
const DANGER_WORDS = [
  'strangled',
  'strangling',
  'strangle',
  'strangulation',
  'choked',
  'choking',
  'suicide',
  'suicidal',
  'overdose',
  'overdosed',
  'unconscious',
  'unresponsive',
  'breathing',
  'bleeding',
  'seizure',
  'seizing',
  'threatened',
  'threatening',
  'bruises',
  'molested',
  'molesting',
  'punched',
  'stabbed',
];
/** Real words one slip away from a danger word. */
const NEAR_WORDS = new Set([
  'strange',
  'strangely',
  'cooking',
  'pleading',
  'bleeping',
  'breeding',
  'cruises',
  'bunched',
  'hunched',
  'lunched',
]);
const DANGER_SET = new Set(DANGER_WORDS);

/** Edit distance of at most one (a letter added, dropped, changed, or two swapped), without building a table. */
function withinOneEdit(word: string, target: string): boolean {
  if (Math.abs(word.length - target.length) > 1) return false;
  let index = 0;
  while (index < word.length && index < target.length && word[index] === target[index]) index += 1;
  const rest = (a: number, b: number) => word.slice(index + a) === target.slice(index + b);
  if (word.length === target.length)
    return rest(1, 1) || (word[index] === target[index + 1] && word[index + 1] === target[index] && rest(2, 2));
  return word.length > target.length ? rest(1, 0) : rest(0, 1);
}

/** A misspelt danger word ("strangeled", "suicde", "bruses") written the one way the signals know. */
function correctSpelling(text: string): string {
  return text.replace(/[a-z]{6,}/g, (word) => {
    if (DANGER_SET.has(word) || NEAR_WORDS.has(word)) return word;
    return DANGER_WORDS.find((target) => withinOneEdit(word, target)) ?? word;
  });
}

/** Words people drop between the words that matter ("thinking about just ending it", "he's really not breathing"). */
const FILLERS =
  /\b(?:just|really|literally|honestly|basically|actually|kinda|kind of|sort of|totally|seriously) (?=\w)/g;

/** Violent words used as figures of speech, and danger said not to be there. */
const HARMLESS: [RegExp, string][] = [
  // Someone "cut" from hours, a will or a deal: "they'll cut me to 0", "cut me out of the will", "cut us off".
  [
    /\bcut (me|us|her|him|them) (?:down |back )?(?:to (?:\d+|zero|nothing|part[- ]time)\b|off\b|loose\b|out of\b|from\b)/g,
    'drop $1 ',
  ],
  // Roots or weeds "strangling" a pipe or a plant: no one is hurt.
  [/\b(roots?|vines?|weeds?|ivy|trees?) (?:are |is )?(?:strangl|chok)\w*/g, '$1 blocking'],
  // Knives sold as cutlery: a knife set, a block, kitchen or steak knives.
  [
    /\b(?:knife (?:set|block)s?|sets? of (?:kitchen |steak |chef'?s? )?knives|(?:kitchen|steak|chef'?s?|bread|paring) knives?)\b/g,
    'cutlery',
  ],
  // Words someone was fired or disciplined for saying, quoted: the remark is the employment matter, not a threat.
  [
    /\b((?:fired|suspended|written up|disciplined|reported|terminated|let go|warned|reprimanded|banned|sacked) for (?:saying|joking|posting|texting|writing|yelling|tweeting)) ['"“‘][^|]{1,60}?['"”’](?=\s|[.,!?]|$)/g,
    '$1 something',
  ],
  // The plot of a story the writer is writing or selling ("my screenplay … it's about a guy who threatens to shoot his
  // landlord"): fiction, not danger.
  [
    /\b(screenplay|script|novel|short story|manuscript|comic|graphic novel|fan ?fiction|book i'm writing|story i'm writing)\b([^]{0,200}?)\b(?:it's|its|it is) about (?:a|an|two|this|some) [^|.?!]*/g,
    '$1$2 it is about a story',
  ],
  // A toy or a tool called a gun: a finger gun at recess, a nerf or water gun, a nail or glue gun.
  [
    /\b(?:finger|toy|nerf|water|squirt|glue|hot glue|nail|staple|caulk(?:ing)?|paint|spray|bubble|cap|foam|dart) guns?\b/g,
    'toy',
  ],
  // Held by police in a raid or search ("cops zip tied all of us"), or out cold under anaesthesia: no attack, no collapse.
  [
    /\b(?:police|cops?|officers?|swat|agents?|deputies|detectives?)\b([^|]{0,120}?)\bzip[- ]?tied\b/g,
    'police$1detained',
  ],
  [
    /\b(?:was|were|being|be) (?:unconscious|knocked out|put under|sedated)\b(?=[^|]{0,80}\b(?:surgery|operation|procedure|anesthe\w*|anaesthe\w*|colonoscopy|lol)\b)|(?=\b(?:was|were) unconscious\b)(?<=\b(?:surgery|operation|procedure|anesthe\w*|anaesthe\w*|colonoscopy)\b[^|]{0,80})\b(?:was|were) unconscious\b/g,
    'was sedated',
  ],
  // "My boss will kill me if …": a work figure's anger, not a threat to life.
  [
    /\b(boss|manager|supervisor|client|customer|teacher|professor|editor|investors?|team|accountant|irs|taxman|bank|lender|insurance company|credit card company|hoa|wallet|bills?|contract|paperwork|job|commute|deadline|exam|course|class|project|lawsuit|divorce|lease|rent|mortgage|audit|case) (?:is going to|are going to|will|would|'ll|is gonna|are gonna|gonna) (?:kill|murder) me\b/g,
    '$1 will be upset',
  ],
  // "my parents are gonna murder me lol", "manager says he's gonna kill me if I'm late again lol (he's chill)", "he'll
  // kill me if I rat him out, which from him means he'll be mildly annoyed": a laugh or the writer's own gloss later in
  // the sentence says it is dread of their anger, not a threat.
  [
    /\b(?:is|are|'s|'re|will|'ll|would|'d) (?:going to |gonna )?(?:kill|murder) me\b(?=[^|]{0,80}\b(?:lol|lmao|haha\w*|jk|rofl|(?:he's|she's|they're|he is|she is|they are) (?:chill|joking|kidding|harmless)|which (?:\w+ ){0,3}means (?:he|she|they)(?:'ll| will| would|'d)? (?:be )?(?:mildly |a bit |slightly |just |really )?(?:annoyed|upset|mad|grumpy|irritated|cross|angry))\b)/g,
    'will be upset',
  ],
  // "if I read one more page of this lease I'm going to die lol": exasperation laughed off.
  [/\b(?:i'm|i am|im) (?:going to|gonna) die\b(?=[^|]{0,40}\b(?:lol|lmao|haha\w*|jk|rofl)\b)/g, 'i am fed up'],
  // "My trainer literally tried to kill me today": a hard workout or a hard class.
  [
    /\b(trainer|coach|instructor|teacher|professor|physio|spin class|workout|leg day)\b((?: \w+)?) (?:literally )?(?:tried|tries|is trying|was trying) to kill me\b/g,
    '$1$2 worked me hard',
  ],
  // "the missing statement will kill my case", "poisoned my dad against us": a case, a chance or a mind on the
  // receiving end, not a person.
  [
    /\bkill(?:s|ed|ing)? (?:my|our|your|his|her|their|the) (?:\w+ )?(?:case|chances?|application|claim|appeal|petition|credit|score|deal|visa|career|sale|loan|interview|offer)\b/g,
    'hurt the case',
  ],
  [/\bpoison(?:ed|ing|s)? ((?:my|our|his|her|their|the) \w+|him|her|them|everyone) against\b/g, 'turned $1 against'],
  // Bridge the card game: "I still play bridge on Thursdays", "her bridge club".
  [
    /\b(?:play(?:s|ed|ing)?|game of|rubber of) bridge\b|\bbridge (?:club|night|game|tournament|partners?|group)s?\b/g,
    'cards',
  ],
  // Stress said in the body: "I literally can't breathe looking at that number", "my hands are shaking, I'm so mad".
  [
    /\b(?:can't|cannot|couldn't) breathe (?=(?:looking at|when i (?:see|look at|think about|open|read)|every time i (?:see|look at|think about|open|read)|thinking about)\b)/g,
    'am stressed ',
  ],
  [
    /\b(?:(?:my )?hands are|i'm|i am) (?:literally |still )?shaking\b(?=[^|]{0,40}\b(?:mad|angry|furious|rage|livid|pissed|upset|typing this|writing this)\b)/g,
    'i am upset',
  ],
  // Asking the legal age to leave a child home: "what age can a kid legally stay home alone".
  [/\b(?:what age|how old)\b[^|]{0,40}\b(?:stay|be left|left|babysit)\b(?: home)? alone\b/g, 'the legal age question'],
  // A report to an authority threatened: "next time he's calling animal control on my dog".
  [
    /\b(?:call(?:s|ed|ing)?|report(?:s|ed|ing)?) (?:animal control|the police|the cops|code enforcement|the hoa|the city|the landlord|my landlord|cps|the school|hr) on (?:me|us|my \w+|her|him|them)\b/g,
    'reporting a complaint',
  ],
  // Quitting said to a boss: "told my boss 'I'm done, I can't do this anymore' and walked out".
  [
    /\b(?:told|tell|telling|said to) (?:my |the |our )?(?:boss|manager|supervisor|employer|hr|landlord|coach|teacher|client|customer)s? ['"“‘]?(?:i'm|i am) done(?:,? i (?:can't|cannot) do this any ?more)?['"”’]?/g,
    'told the boss i quit',
  ],
  // Guns in a safe: "legally owned and kept in a locked safe".
  [/\b(?:kept|stored|locked (?:up|away)) in (?:a|the|my|our|his|her) (?:locked )?(?:gun )?safe\b/g, 'stored lawfully'],
  // Anger said and taken back at once: "I'm going to kill my co-founder. Figuratively."
  [
    /\b(?:kill|murder|strangle|choke|shoot|poison)\w* ((?:my|our|his|her|the|that) [\w'’-]+|him|her|them)[.,!]*\s*(?:[—–-]+\s*|\(\s*)?(?:figuratively|not literally|metaphorically)\b/g,
    'am angry with $1',
  ],
  // Safety stated outright: "to be clear I'm not in any danger".
  [/\b(?:i'm|i am) not in (?:any )?danger\b/g, 'i am safe'],
  // A stay on someone's couch: "he was supposed to crash for two weeks", "crashing at my place".
  [
    /\bcrash(?:ing|ed|es)?(?= (?:on (?:my|our|the|his|her|a) (?:couch|sofa|floor|futon|air mattress)|(?:at|with) (?:my|our|his|her|their|a friend's|\w+'s) (?:place|apartment|house|flat)|(?:here |there )?for (?:a (?:few|couple(?: of)?)|two|three|\d+|a) (?:days?|nights?|weeks?|months?))\b)/g,
    'stay',
  ],
  // Worn out, afraid of a lawsuit, off sick: "the crew is burned out", "terrified we'll get sued", "calling out Mondays".
  [
    /(?<=\b(?:is|are|am|i'm|we're|they're|he's|she's|was|were|been|feel|feels|feeling|felt|so|totally|completely|getting|got|get) (?:\w+ )?)(?:burn(?:ed|t)|burning) out\b(?! (?:the|my|our|his|her|their|a|an)\b)/g,
    'exhausted',
  ],
  [
    /\b(?:terrified|scared|afraid) (?:that )?(?:we'll|we will|i'll|i will|they'll|they will|he'll|she'll|the company will|of) (?:get |getting |be |being )?(?:sued|audited|fined|deported|evicted|fired|a lawsuit)\b/g,
    'worried about a lawsuit',
  ],
  // Not afraid, said outright: "I am not scared of them, only I want to know the law".
  [/\b(?:i am|i'm|im) not (?:scared|afraid|frightened|worried) (?:of (?:them|him|her|it|this)|at all)\b/g, 'i am calm'],
  // A carbon-monoxide detector that has never gone off: the fumes are a repair complaint.
  [
    /\b(?:co|carbon monoxide) (?:detector|alarm)\b([^|]{0,40})\b(?:never|hasn't|has not|didn't|did not) (?:ever )?(?:gone off|went off|go off|beeped|alarmed|triggered)\b/g,
    'detector$1stays quiet',
  ],
  // Blood and gore in a game or a film: effects, not injuries.
  [
    /\b(?:blood(?:[- ](?:splatter|spatter|effects?|spray|and gore))?|gore)\b(?=[^]*\b(?:game|gameplay|shader|studio|level design|zombies?|film|movie|horror|animation|vfx)\b)|\b(?:blood(?:[- ](?:splatter|spatter|effects?|spray|and gore))?|gore)\b(?<=\b(?:game|gameplay|shader|studio|level design|zombies?|film|movie|horror|animation|vfx)\b[^]*)/g,
    'effects',
  ],
  // A cosmetic injection's side effect: a drooping brow after Botox is no stroke.
  [
    /\b(?:(?:my |her |his )?face (?:looks|is|feels) (?:weird|wrong|off|different|lopsided|uneven)|(?:one )?(?:eyebrow|eyelid|brow|lip|mouth|smile) (?:droops?|drooping|droopy|is drooping|sags?|sagging|is uneven))\b(?<=\b(?:botox|fillers?|injections?|injectables?|med ?spa|cosmetic|dysport|xeomin)\b[^]*)/g,
    'a cosmetic side effect',
  ],
  // Suicide as an employer's or a school's subject: rates, prevention programmes, training.
  [
    /\bsuicide (?:rates?|prevention(?! (?:line|hotline|lifeline|number|text line))|awareness|statistics|risk (?:assessment|training)|training|policy|program\w*|programme\w*)\b/g,
    'mental health programme',
  ],
  // A lease's or a law's protection for survivors of abuse, quoted: "a section letting tenants terminate early if
  // they're survivors of domestic violence, sexual assault, or stalking".
  [
    /(?<=\b(?:section|clause|provision|law|statute|policy|lease|act|rule|protections?)\b[^|]{0,80})\b(?:survivors?|victims?) of (?:domestic violence|sexual assault|abuse|stalking)(?:,? (?:or |and )?(?:domestic violence|sexual assault|abuse|stalking))*/g,
    'protected tenants',
  ],
  // A relative's or a friend's past partner who "used to beat her": the writer's story is someone else's past.
  [
    /\b(?:sister's|brother's|friend's|cousin's|mom's|mum's|aunt's|neighbou?r's|daughter's|son's) (?:ex|ex-husband|ex-wife|husband|boyfriend|wife|girlfriend|partner) used to (?:beat|hit|hurt|abuse|choke) (?:her|him|them)\b/g,
    "relative's bad past relationship",
  ],
  // Death asked about for planning only: "Morbid planning question: if I die while I'm on an H-1B … I'm perfectly healthy".
  [
    /\bif i (?:die|pass away|were to die|was to die)\b(?=[^]*\b(?:perfectly healthy|in good health|hypothetical\w*|planning question|just in case|morbid (?:planning )?question)\b)|\bif i (?:die|pass away|were to die|was to die)\b(?<=\b(?:perfectly healthy|in good health|hypothetical\w*|planning question|just in case|morbid (?:planning )?question)\b[^]*)/g,
    'if something happened',
  ],
  // An insurer's abuse cover named in a contract: "an abuse and molestation sublimit of $100,000".
  [
    /\b(?:sexual )?abuse and molestation (?:sublimit|coverage|cover|exclusion|limit|policy|insurance)\b/g,
    'an insurance sublimit',
  ],
  // A pocket knife an officer found on a traffic stop: a weapons charge, not a weapon turned on anyone.
  [
    /\b(?:(?:\d+-inch |\w+-blade |pocket |folding |utility |work )+knife|(?:carrying (?:a )?)?concealed (?:weapon|knife))\b(?<=\b(?:pulled over|traffic stop|officer|police|cop|charged|cited|arrested)\b[^]*)/g,
    'pocket tool',
  ],
  // Firearms listed in an estate: "left me his gun collection, around 20 rifles and 3 revolvers".
  [
    /\b(?:(?:gun|firearms?|rifle|weapons?) collection|collection of (?:guns|firearms|rifles|weapons)|(?:around |about |some |a few )?(?:\d+|two|three|four|five|six|a dozen) (?:old )?(?:rifles|revolvers|pistols|shotguns|handguns|guns))\b(?<=\b(?:left me|inherit\w*|bequeath\w*|in (?:his|her) will|estate|probate)\b[^]*)/g,
    'collection',
  ],
  // A staff afraid of speaking up at work: "everyone's scared to say anything" about the tip pool.
  [
    /\b(?:everyone|everybody|we|staff|the (?:staff|crew|team|servers|workers|others)|coworkers|co-workers|people|all of us|the whole (?:team|staff|crew))(?:'s|'re| is| are| were| was)? (?:all )?(?:too )?(?:scared|afraid|terrified|nervous) to (?:say anything|say something|speak up|complain|push back|rock the boat|ask about it|report it|go to hr)\b/g,
    'hesitant to speak up',
  ],
  [
    /\bcall(?:s|ing|ed)? out(?= (?:sick|of work|(?:basically |almost |nearly )?every|on (?:mon|tues|wednes|thurs|fri|satur|sun)days?|a lot|constantly|again)\b)/g,
    'absent',
  ],
  // Tries at serving papers or reaching someone: "three attempts, she won't come to the door".
  [
    /\b(?:two|three|four|five|six|several|multiple|many|numerous|repeated) attempts\b(?=[^|]*\b(?:serv\w*|door|knock\w*|deliver\w*|calls?|contact\w*|reach\w*)\b)/g,
    'several tries',
  ],
  // A kill in a video game: "my clip where I snipe a guy from across the map".
  [
    /\b(?:snip|shoot|shot|kill)\w* (?:a |some |the |this |that )?(?:guy|player|dude|kid|someone|people|him|her|them|enem(?:y|ies))\b(?=[^|]*\b(?:across the map|gameplay|in[- ]game|twitch|fortnite|warzone|valorant|apex legends|call of duty|minecraft|roblox|video game|game publisher|lobby|respawn\w*)\b)/g,
    'beat a player',
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
  // "I want to die of embarrassment", "I nearly had a heart attack over the bill": shame and shock as figures of speech.
  [
    /\b(?:die|dying|died|dead) (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|curiosity|envy|jealousy|cringe|suspense)\b/g,
    'be embarrassed',
  ],
  [
    /\b(?:crawl into a hole and die|sink (?:into|through) the floor|(?:disappear|vanish) (?:from|out of) (?:this|the|that|our|my) (?:group chat|chat|meeting|party|room|conversation|class|office|thread))\b/g,
    'hide my face',
  ],
  [
    /\b(?:about to|going to|gonna|almost|nearly|practically|could have|could've|will|'ll) (?:have|had|give (?:me|him|her|us|them)|gave (?:me|him|her|us|them)) (?:a |an )?(?:heart attack|stroke|coronary|aneurysm)\b|\b(?:gave|give|giving) (?:me|him|her|us|them) (?:a )?(?:heart attack|stroke)\b/g,
    'be shocked',
  ],
  // "terrified of dogs": a fear of a kind of thing, not of a person.
  [
    /\b(?:scared|terrified|afraid|frightened) of (?:dogs|cats|spiders|snakes|bees|heights|flying|needles|doctors|dentists|the dark|water|clowns|crowds|driving|cars|bikes|horses)\b/g,
    'has a phobia',
  ],
  // Firearms unloaded and locked away for travel or storage: kept as the law asks, not brandished.
  [
    /\b(?:unloaded|empty)(?:,? and)? (?:locked|cased|stored)(?: (?:up|away|in (?:a|the|my|their|its) (?:\w+ )?(?:case|safe|trunk|lockbox|box|cabinet|container)))?|\b(?:guns?|rifles?|pistols?|handguns?|shotguns?|firearms?) (?:are |is |were |stay |stays )?(?:kept |stored )?locked (?:up|away|in (?:a|the|my) (?:\w+ )?(?:case|safe|trunk|lockbox|cabinet))/g,
    'stored lawfully',
  ],
  // "he'll strangle the printer", "kill it at the conference", "games where you shoot people": a thing, a success or a
  // game on the receiving end, not a person.
  [
    /\b(?:kill|strangle|choke|murder|shoot|stab|smash|throttle)\w* (?:the|this|that|my|his|her|our) (?:printer|copier|computer|laptop|phone|router|wifi|fax|vending machine|coffee machine|microwave|alarm clock|tv|remote)\b|\bkill(?:ing|ed|s)? it'? (?:at|in|on|with|tonight|today|this)\b|\b(?:video )?games? (?:where|in which) (?:you|players|they) (?:shoot|kill|stab|fight)\b/g,
    'something ordinary',
  ],
  // "I could strangle my roommate": the writer's own exasperation.
  [/\bi could (?:kill|strangle|murder|choke) (?!my ?self|myself)\w+/g, 'i am annoyed with'],
  // "I'm ready to strangle him", "I was ready to strangle the HOA president", "I want to kill him lol": exasperation
  // the writer laughs off or says of throttling.
  [
    /\bi(?:'m| am| was)? (?:ready to|about to|want to|wanted to|wanna|could|'d like to|would like to) (?:strangle|throttle) (?!my ?self|myself)\w+/g,
    'i am annoyed with',
  ],
  [
    /\bi(?:'m| am)? (?:ready to|about to|want to|wanna|could|'d like to|gonna|going to) (?:kill|murder|strangle|choke|throttle) (?!my ?self|myself)(?:\w+ )?\w+,? (?:lol|lmao|haha\w*|jk|rofl)\b/g,
    'i am annoyed with them',
  ],
  // "killing me with these fees", "bleeding us with charges": a burden, not a weapon.
  [
    /\b(?:kill|killing|kills|murdering|strangling|choking|bleeding|burying|crushing) (?:me|us) with (?!(?:a|an|his|her|their|the) (?:\w+ )?(?:gun|knife|pistol|rifle|bat|weapon|belt|cord|rope|wire|pillow)\b)/g,
    'burdening us with ',
  ],
  // "bury me in court", "destroy us in the divorce", "kill him at trial", "bury us in paperwork": a case won or a
  // party swamped, not a body.
  [
    /\b(?:kill\w*|murder\w*|bur(?:y|ies|ied|ying)|destroy\w*|crush\w*|annihilat\w*|slaughter\w*|obliterat\w*|eviscerat\w*|wip(?:e|es|ed|ing) the floor with|eat\w*) (?:me|you|us|him|her|them|my \w+|our \w+|his \w+|her \w+)(?: alive)?['"]? (?:(?:in|during|with) (?:the |this |that |a |my |our |his |her |their )?(?:court|trial|divorce|settlement|small claims|arbitration|mediation|litigation|lawsuits?|suit|hearing|custody (?:battle|case|hearing|fight)|discovery|depositions?|appeal|negotiations?|paperwork|legal fees|fees|motions|filings|legal bills|bills|debt|documents)|at (?:trial|the hearing|arbitration|mediation|the deposition|the negotiations?))\b/g,
    'win the case',
  ],
  // Making peace and burying news are not burials: "bury the hatchet", "bury the lede".
  [/\bbur(?:y|ies|ied|ying) the (?:hatchet|lede|lead|story|report|complaint|evidence)\b/g, 'make peace'],
  // A device that "won't wake up" or "won't turn on" is broken, not a person out cold.
  [
    /\b(?:phone|iphone|laptop|computer|pc|mac|macbook|tablet|ipad|screen|monitor|tv|kindle|console|device|printer|router|smartwatch|watch)(?: (?:i|we|they) \w+| \w+)? (?:won't|will not|wouldn't|would not|doesn't|does not|didn't|isn't|can't|keeps failing to) (?:wake|waking|turn on|boot|start)(?: up)?\b/g,
    'device is broken',
  ],
  // "strangling my business", "killing our cash flow": money and business, not a body.
  [
    /\b(?:strangl\w*|chok\w*|suffocat\w*|kill\w*|bleed\w*|murder\w*) (?:my|our|the|his|her|their|this|a) (?:small )?(?:business|company|cash ?flow|finances|growth|budget|credit|sales|profits?|startup|shop|store|restaurant|cafe|career|deal|margins?|income|savings)\b/g,
    'hurting the business',
  ],
  // Pills named for what they treat stay pills: "a bunch of my blood pressure pills".
  [/\bblood pressure (pills|meds|medications?|tablets)\b/g, 'pressure $1'],
  // Danger words in everyday compounds: a takeover defence, a blood test, a case beaten in court, assets seized.
  [/\bpoison pills?\b/g, 'takeover defence'],
  [/\bblood (?:pressure|tests?|alcohol|work|sugar|relatives?|draws?|samples?)\b|\bbad blood\b/g, 'medical record'],
  [
    /\bbeat (?:the|a|my|his|her|this) (?:ticket|charges?|case|rap|odds|system|deadline|price|offer|traffic)\b/g,
    'won the case',
  ],
  [/\bseizures? (?:of|order|notice)\b|\b(?:asset|property|bank|irs|civil) seizures?\b/g, 'confiscation'],
  [
    /\bbleed\w* (?:me|us|them) dry\b|\bbleeding (?:money|cash|customers)\b|\bbreathing down (?:my|our|his|her) neck\b/g,
    'pressuring us',
  ],
  // A death by suicide or overdose is told of in the past, whatever else is still open ("died by suicide … still not
  // settled").
  [
    /\b(?:died|death|passed away|passed|lost (?:him|her|them)) (?:by|to|from|of) (?:suicide|an? (?:drug )?overdose)\b|\btook (?:his|her|their) own life\b/g,
    'died',
  ],
  // "an overdose of paperwork": too much of something that is not a drug.
  [
    /\b(?:an )?overdose of (?!(?:\w+ )?(?:pills|meds|medication|drugs|heroin|fentanyl|insulin|opioids|tylenol|sleeping))/g,
    'too much ',
  ],
  // An insurance policy's suicide exclusion is a contract term.
  [/\bsuicide (?:clause|exclusion|provision)s?\b/g, 'policy exclusion'],
  // A policy's own words for its suicide exclusion: "if the insured dies by suicide within two years".
  [
    /\b(?:if|when|should) (?:the )?(?:insured|policy ?holder|covered person|insured person|life insured|member) (?:dies|died|commits|committed|should die) (?:by |of )?suicide\b/g,
    'under a policy exclusion',
  ],
  // A death staged to look like suicide, as a plot or a case has it: a faked scene, not a person in danger.
  [/\bstag(?:e|es|ed|ing)\b[^|]{0,40}\bsuicide(?: notes?)?\b/g, 'a faked scene'],
  // A shopper or a traveller held by store security, the police or border agents: a detention to ask about, not an
  // assault, unless held down or against something.
  [
    /\b((?:loss prevention|(?:store |mall |campus )?security(?: guards?)?|guards?|police|cops|officers?|deputies|troopers?|(?:border|customs|immigration|ice) (?:agents|officers|patrol)|agents)(?: \w+)?) (?:held|holds|kept|detained) (me|us|him|her|them)\b(?! (?:down|against|by)\b)/g,
    '$1 detained $2',
  ],
  // A claim denied as "self-inflicted" is an insurer's reason code, quoted, not a wound told of.
  [
    /\b(?:denied|denying|denial|denies|deny|excluded|excluding|exclusion|coded|classified|classifying) (?:[\w']+ ){0,4}?(?:as|for|because (?:it was|it's|it is)|under) (?:an? |the )?["'“]?self[- ]inflicted\b(?: (?:injur(?:y|ies)|harm|wounds?))?["'”]?/g,
    'denied under a policy exclusion',
  ],
  // A policy excluding it in its own words: "the rider excludes 'intentional self-inflicted injury'".
  [
    /\bexclud(?:e|es|ed|ing)\s+["'“‘]?(?:intentional(?:ly)?\s+)?self[- ]inflicted\b(?:\s+(?:injur(?:y|ies)|harm|wounds?))?["'”’]?/g,
    'has a policy exclusion',
  ],
  // Slurred speech an officer wrote in a report: the charge's evidence, not a stroke now.
  [
    /(?<=\b(?:report|officer|cop|trooper|deputy|police|arrest\w*|dui|dwi|affidavit|bodycam|dashcam)\b[^|]{0,60}\b)(?:slurred|slurring)\b/g,
    'unclear',
  ],
  // Ruin to a career, a name or a business: "career suicide", "financial suicide".
  [
    /\b(?:career|professional|social|political|financial|commercial|reputational|business|brand|credit|retail|economic|corporate) suicide\b/g,
    'career harm',
  ],
  // "I'd rather die than sign this": a refusal of a term, a payment or a step, not a wish to die.
  [
    /\b(?:i'd|i would|we'd|we would) (?:honestly |literally |genuinely )?rather (?:die|be dead) than (?=(?:sign|pay|accept|agree|settle|apologi[sz]e|give (?:him|her|them|that|this|the|my|a|one)|let (?:him|her|them|that|this) (?:win|have|get|keep)|work (?:for|with|another|there|one more)|hand (?:over|him|her|them)|sell|deal with|sit (?:through|across|in|next|with|down|at)|see (?:him|her|them|that|his|her)|face (?:him|her|them|that)|go to (?:court|mediation|trial|arbitration|that)|talk to|call (?:him|her|them|that)|move back|refinance|rent|lease|buy)\b)/g,
    'i refuse to ',
  ],
  // Suicide named as a field of work or a service, as the people who staff it say: "a counselor on a suicide crisis
  // hotline", "suicide and crisis lifeline", "suicide risk assessments", "a crisis center volunteer".
  [
    /\bsuicide (?:(?:and|&) )?(?:crisis )?(?:prevention|awareness|hotline|helpline|lifeline|line|training|cent(?:er|re)|research|risk assessments?|screenings?)\b|\bcrisis (?:text |hot|help)?line\b|\bcrisis (?:cent(?:er|re)|counsell?ors?|counsell?ing|intervention) (?:volunteer|worker|staff|counsell?or|job|training)s?\b/g,
    'wellbeing programme',
  ],
  // A wish to die over a routine (Mondays, meetings, the commute), laughed off: a grumble, not despair. Without the
  // laugh, or over a day that is not a routine, it stays despair.
  [
    /\b(?:i )?(?:want|wanna|wanted|could|would rather|'d rather) (?:to )?die\b(?: [\w']+){0,3}? (?:(?:every|on|at|during|before|in|through) (?:(?:a|the|my|our|this|these|those) )?(?:\w+ )?(?:mondays?|mornings?|meetings?|shifts?|commutes?|standups?|stand-ups?|zoom calls?|conference calls?|work ?weeks?|tax season|deadlines?|inventory|finals|class(?:es)?)\b|(?:every time|whenever) (?:i|we) (?:open|see|get|check|read|look at|pay) (?:the|my|our|a|this) (?:\w+ ){0,2}(?:bills?|statements?|invoices?|emails?|inbox|paychecks?|rent|balance|grades?))(?: [\w']+){0,3}?,? (?:lol|lmao|haha\w*|jk|rofl|smh)\b/g,
    'i am fed up with work',
  ],
  // "shoot me an email", "shoot him a text": a message sent, not a gun.
  [
    /\bshoot(?:s|ing)? (?:me|you|him|her|us|them) (?:an?|the|over an?|back an?) (?:quick |short )?(?:email|e-mail|text|message|note|line|dm|invite|link|reply|update|call)\b/g,
    'send a message',
  ],
  // A goodbye with an ordinary reason beside it: a retirement, a move, a new job, a last day at work or school.
  [
    /\b(?:goodbye|farewell) (?:letters?|notes?|messages?|emails?|cards?|posts?|speech)\b(?=[^|.!?]{0,80}\b(?:retir\w*|moving|relocat\w*|new job|last day (?:at|of) (?:work|school)|leaving (?:the|my) (?:company|job|firm|team|school)|graduat\w*|transferr?\w*)\b)|(?=\b(?:goodbye|farewell) )(?<=\b(?:retir\w*|moving|relocat\w*|new job|last day (?:at|of) (?:work|school)|leaving (?:the|my) (?:company|job|firm|team|school)|graduat\w*|transferr?\w*)\b[^|.!?]{0,80})\b(?:goodbye|farewell) (?:letters?|notes?|messages?|emails?|cards?|posts?|speech)\b/g,
    'a send-off card',
  ],
  // A threat to kill a sibling or a friend over a trifle (leftovers eaten, a charger taken, a show spoiled): temper.
  [
    /\b(?:kill|murder|strangle)\w* (?:my|his|her|their|your) (?:little |big |older |younger )?(?:brother|sister|roommate|friend|bestie|cousin)\b,?'?"? (?:because|for|since|cause|cuz|if) (?:he|she|they|you) (?:\w+ )?(?:ate|eats|eat|took|takes|borrowed|used|wore|spoiled|spoils|finished|drank)\b (?:my|his|her|their|the|all the|our) (?:last )?(?:\w+ )?(?:leftovers|food|lunch|snacks?|candy|cake|pizza|fries|chips|dessert|cookies|charger|phone|hoodie|clothes|shirt|game|controller|show|movie|ending|soda|coffee|seat)\b/g,
    'be annoyed with a sibling',
  ],
  // "not nude", "never hit me", "nobody was hurt": the danger denied.
  [/\bnot (?:nude|naked|sexual|explicit)\b/g, 'ordinary'],
  // "Nobody was ever in any danger", "no one's in danger": the danger denied outright.
  [
    /\b(?:nobody|no one|no-one)(?:'s| is| was| were| has been| got| ever was)(?: ever)? (?:in )?(?:any )?(?:danger|hurt)\b/g,
    'nobody harmed',
  ],
  // "I'm GOING TO KILL HIM" over camera tickets, a bill or a borrowed car: fury at a grievance named in the same breath,
  // not a plan, unless a weapon or "I mean it" follows.
  [
    /\b(?:tickets?|fines?|tolls?|bills?|fees?|parking|speeding|credit card|my car|the car|my truck|my phone|my laptop|my account|the dishes|my charger|my credit|my deposit)\b([^|]{0,80}\b)(?:i'm|i am|i'll|i will) (?:going to |gonna )?(?:kill|murder|strangle) (?:him|her|them|my \w+)\b(?![^|]*\b(?:gun|knife|weapon|for real|seriously|i mean it|not joking)\b)/g,
    'a grievance$1i am furious with them',
  ],
  // "We deal with overdoses every shift": the writer's job, not someone in danger.
  [
    /\b(?:deal|dealt|deals|work|see|saw|treat|treated|handle)(?: with)? (?:overdoses?|suicides?|suicide attempts?|seizures?|strokes?|shootings?|stabbings?|gunshot wounds?|car crashes|cardiac arrests?)(?: [\w']+){0,2} (?:(?:every|each|all|most) (?:shift|day|night|week)|constantly|all the time|daily|at work|on the job)\b/g,
    'work with patients',
  ],
  // "Strangled me on this loan", "killing us with the fees": a price, not a body.
  [
    /\b(?:strangl|chok|kill|murder|rob|bleed|gut)\w* (?:me|us) (?:on|with) (?:the |this |that |my |our |their |these |those |all )?(?:\w+ )?(?:loan|deal|price|rate|fees?|interest|contract|lease|bills?|invoices?|insurance|premiums?|taxes|repairs?|quotes?|apr|payments?|charges)\b/g,
    'overcharged us',
  ],
  // Domestic violence named as a category of law or help ("the domestic violence early-termination law", "DV leave"):
  // a question about a protection, which says nothing of danger now.
  [
    /\b(?:domestic|family) (?:violence|abuse) (?:(?:early|lease)[- ]termination |victims?'? )?(?:laws?|statutes?|provisions?|clauses?|protections?|exceptions?|exemptions?|programs?|leave|rules|polic(?:y|ies)|advocates?|(?:early )?termination)\b/g,
    'a protection for victims',
  ],
  // Harm the writer is accused of ("saying I shoved her", "claims I hit him"): an allegation to answer, not danger
  // told by the one in it.
  [
    /\b(?:saying|says|said|claims?|claiming|claimed|alleg(?:es|ed|ing)|accus(?:es|ed|ing) me of|reported) (?:that )?i (?:\w+ )?(?:shoved|pushed|hit|grabbed|choked|hurt|threatened|abused|assaulted|slapped|kicked|punched|attacked)\b/g,
    'accused me',
  ],
  // A child going about on their own (walking or riding to school alone), or "a kid could wander in": a parenting
  // question or a hypothetical, not a child left without care.
  [
    /\b(?:walk|walks|walking|bike|bikes|biking|ride|rides|riding|take the bus|takes the bus|taking the bus) (?:to|from|home from) (?:school|the bus stop|practice|the park|a friend's(?: house)?)(?: alone| by (?:him|her|them)sel(?:f|ves)| on (?:his|her|their) own)?\b/g,
    'goes to school',
  ],
  [
    /\b(?:a|any|some|someone's|the neighbou?r's) (?:kid|child|toddler) (?:could|might|may|would|can) \w+(?: in| into| out)?(?: (?:alone|unsupervised|by (?:him|her|them)sel(?:f|ves)))?\b/g,
    'a hypothetical',
  ],
  // "Nothing physical", "nothing threatening", "verbally": the harm said to be words only or not there.
  [/\bnothing (?:physical|threatening|violent)(?: yet)?\b/g, 'no violence'],
  [
    /\b(?:never|didn't|did not|doesn't|does not|hasn't|has not|wasn't|was not|nobody|no one|no-one|none of us)\b(?: \w+)? (?:hit|hurt|injured|harmed|touched|threaten(?:ed)?|abused?)\b/g,
    'nobody harmed',
  ],
];

/**
 * A child's hurt the writer explains by a fight among children, a sport or a fall at play ("was in a fight on the bus and
 * came home with a black eye", "fell off the monkey bars"): an injury to ask about, not abuse, unless the explanation
 * is someone else's story that the writer doubts.
 */
const PLAY_INJURY =
  /\b(?:(?:in|into|got into|had|started) a fight (?:at|on|with|after|during|in)|fight (?:at|on|in) (?:school|the (?:school )?bus|recess|practice|class|gym)|suspended for (?:a |the )?fight|defending (?:her|him|them)sel(?:f|ves)|fell (?:off|from|down|out of) (?:the|a|her|his|their) (?:monkey bars|bike|swing|slide|trampoline|skateboard|scooter|horse|tree|jungle gym|playground|bunk bed)|(?:hit|struck) by a (?:ball|baseball|softball|puck|pitch|bat|frisbee)|(?:at|during) (?:practice|recess|the game|a game|tryouts|gym class))\b/;
const DOUBTED =
  /\b(?:(?:says|said|claims|claimed|told (?:me|us|them|the \w+)) (?:that )?(?:she|he|they|the kids?|my \w+) (?:fell|got|was|were|walked|ran|bumped|tripped|did it)|doesn't add up|does not add up|(?:don't|do not|didn't) believe|not buying|excuse|(?:their|his|her) story)\b/;
/** The marks a play injury leaves, told as a plain injury. */
const PLAY_MARKS = /\b(?:black eyes?|bruis\w*|split lip|bump on (?:her|his|their) head|welts?)\b/g;

/** Danger long past or over: years or months back, a death, a recovery, a scare that turned out to be nothing. */
const RESOLVED =
  /\b(?:was|were|spent|stayed) (?:\w+ )?(?:in (?:the )?(?:hospital|icu)|hospitali[sz]ed)(?: [\w']+){0,4} (?:for )?(?:\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten) (?:days|weeks|nights)\b|\b(?:spent|was in for|stayed) (?:\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten) (?:days|weeks|nights) (?:in (?:the )?(?:hospital|icu)|hospitali[sz]ed)\b|\b(?:\d+|a few|a couple of|several|many|two|three|four|five|six|ten) (?:years?|months?) ago\b|\b(?:years|months) ago\b|\blast (?:year|summer|winter|spring|fall|autumn|season|january|february|march|april|june|july|august|september|october|november|december)\b|\b(?:in|from) (?:19|20)\d\d\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december),? (?:19|20)\d\d\b|\b(?:character|scene|script|screenplay|novel|fiction)\b|\bback in (?:the day|(?:19|20)\d\d|high school|college|school|the (?:\d0s|nineties|eighties|seventies))\b|\bback when\b|\bas a (?:kid|child|teen|teenager|little (?:girl|boy))\b|\b(?:19|20)\d\d ?[-–] ?(?:19|20)?\d\d\b|\b(?:died|passed away|passed on|deceased|committed suicide)\b|\b(?:my|her|his|our) late (?:husband|wife|partner|father|mother|dad|mom|mum|son|daughter|brother|sister|grand\w+|uncle|aunt|friend)\b|\b(?:his|her|their|the) death\b|\b(?:recovered|healed|fully healed|fine now|doing (?:much |really |so )?(?:well|better|great|fine|ok|okay) now)\b|\bwhen (?:i|he|she|they) (?:was|were) (?:\d+\b(?! (?:months?|weeks?|days?|hours?|minutes?|mins?)\b)|little\b|a (?:kid|child|teen|teenager|baby)\b)|\bturned out\b|\b(?:sober|clean) (?:for|since) (?:over |almost |nearly )?(?:a|one|\d+|two|three|four|five|six|several|many)? ?(?:years?|months?)\b|\bin recovery\b|\b(?:cleared up|went away on its own|(?:has|have) (?:since )?(?:cleared|faded|gone away))\b|\b(?:boxing|sparring|wrestling|football|hockey|soccer|rugby|karate|mma|volleyball|basketball|baseball|softball|lacrosse|gym|pe) (?:match|game|practice|class|tournament|tryouts?)\b|(?<!\b(?:says|said|insists|insisted|claims|claimed|swears|swore|keeps saying|tells me|told me|thinks|thought|pretends|pretending) (?:that )?)\b(?:i'm|i am|he's|she's|they're|he was|she was|they were|was|were|is) (?:checked (?:and )?)?(?:totally |completely |perfectly )?fine\b|\bgot checked out\b|\b(?:days|weeks|months|years) later\b|\b(?:went|came|been|was|were|taken|rushed) (?:\w+ )?to (?:the )?(?:er|emergency room|hospital|urgent care)\b[^|]{0,100}\b(?:sent (?:(?:him|her|me|them|us) )?home|discharged|released)\b|\b(?:is|'s|are|'re) (?:safe|well (?:looked after|cared for))\b/;
/**
 * Danger said to be over since: nothing has happened or no contact since, the person barred or gone, one of the two
 * moved elsewhere.
 */
const OVER =
  /\bnothing (?:has |had )?happened since\b|\b(?:that(?: part)?|it|the abuse|all (?:of )?that) (?:is|was|'s) (?:(?:all |long )?behind (?:me|us)|over now)\b|\b(?:hasn't|has not|haven't|have not) (?:contacted|bothered|come near|seen|heard from|been near) (?:me|us)\b.{0,20}\bsince\b|\bno (?:contact|problems|issues|incidents|trouble) since\b|\b(?:i|we|he|she|they) (?:transferred|moved|switched) (?:to )?(?:another|a different|a new|a separate) (?:site|store|branch|team|department|office|location|shift|school|city|state)\b|\b(?:he|she|they) (?:got|was|were) (?:fired|let go|transferred|banned)\b/;
/**
 * A hurt said to be over, anywhere in the post: healed, or settled into a lasting condition (disability claimed,
 * permanent damage, rehab). Then a hurt dated weeks back, or told as the cause of what came after, is over too.
 */
const HURT_OVER =
  /\b(?:healed|tests? (?:were|was|came back) (?:all )?(?:normal|fine|clear|negative)|(?:it|that) was (?:only |just )?(?:a |an )?(?:panic attack|anxiety attack|anxiety|heartburn|acid reflux|indigestion|nothing serious)|(?:applied|approved|filed) for (?:disability|ssdi|ssi)|on disability|permanent (?:\w+ )?(?:damage|disability|injur\w*)|(?:cardiac |physical )?rehab|(?:is|'s|are|'re) healing|healing (?:well|fine|up)|recovered|(?:i'm|i am|he's|she's|they're|he is|she is|they are|he was|she was|they were) (?:totally |completely |perfectly |all )?(?:fine|ok|okay)|(?:is|'s|are|'re) (?:all )?(?:fine|ok|okay|good) now|back (?:at|to) (?:work|school))\b/;
/** A hurt dated weeks or months back, or told as the cause of what followed: over only when the post says it is over. */
const RECENT_PAST =
  /\blast (?:month|week)\b|\b(?:\d+|a|one|two|three|four|five|six|few|a few|several|a couple of|couple of) (?:days|weeks|months) ago\b|\bin (?:january|february|march|april|june|july|august|september|october|november|december)\b|\b(?:after|since|following) (?:my|his|her|their|a|an) (?:\w+ )?(?:heart attack|stroke|surgery|accident|injury|fall)\b/;
/** In a post that says the hurt is over: danger long past, dated weeks back, or the cause of what followed. */
const RESOLVED_OR_RECENT = new RegExp(`${RESOLVED.source}|${RECENT_PAST.source}`);
/** A date weeks, months or years back, as a death at work or on the road is dated. */
const DATED =
  '(?:last (?:month|week|year|spring|summer|fall|autumn|winter)|(?:\\d+|a|one|two|three|four|five|six|a few|several|a couple of|couple of) (?:days|weeks|months|years) ago|in (?:january|february|march|april|may|june|july|august|september|october|november|december|(?:19|20)\\d\\d))';
/** A date months or years back. */
const DATED_LONG =
  '(?:last (?:year|spring|summer|fall|autumn|winter)|(?:\\d+|a|one|two|three|four|five|six|a few|several|a couple of|couple of|many) (?:months|years) ago|in (?:19|20)\\d\\d)';
/**
 * A death dated back ("a coworker was killed on site last month", "two years ago my brother got killed in a crash"):
 * told of, like "died", not danger now (a threat in the same clause keeps it live).
 */
const DATED_DEATH = new RegExp(
  `\\b(?:was|were|got|been) killed\\b.{0,80}?\\b${DATED}\\b|\\b${DATED}\\b.{0,60}?\\b(?:was|were|got|been) killed\\b`,
);
/**
 * The one at risk now away from the one who hurt them: the writer left them some time ago, lives at an address they do
 * not know, a safe or confidential home, a child moved to another school. Then harm told in the past is over…
 */
const AWAY_NOW = new RegExp(
  `\\b(?:i|we) (?:left|escaped|got away from|got out from|fled|moved out on|divorced) (?:him|her|them|my (?:\\w+-)?(?:husband|wife|partner|ex|boyfriend|girlfriend|abuser))\\b.{0,40}?\\b${DATED_LONG}|\\b(?:he|she|they|my ex|my abuser) (?:doesn't|does not|don't|do not) know where (?:i|we|she|he|they) (?:live|lives|am|are|is|moved|stay|stays)?|\\b(?:live|lives|living|stay|stays|staying|moved|housed|placed) (?:\\w+ ){0,2}(?:in|at|to|into) (?:a|an|the|our|my) (?:safe|confidential|secret|undisclosed|protected) (?:apartment|house|home|address|location|housing|place)\\b|\\b(?:i|we) (?:left|moved out|got out)\\b[^|]{0,60}\\b(?:i'm|i am|we're|we are) (?:now )?(?:staying|living) (?:at|with|in)\\b[^|]{0,40}\\b(?:another|a different|other) (?:town|city|state|county)\\b|\\baddress confidentiality\\b|\\b(?:switched|moved|transferred|pulled) (?:her|him|them|my \\w+|our \\w+) (?:out of (?:that|the|her|his|their) (?:\\w+ )?(?:school|class|daycare|program)|to (?:a |another |a different |a new )(?:\\w+ )?(?:school|district|class|daycare))\\b`,
);
/**
 * The writer charged for a fight dated back (cited for battery after a bar fight last month, a plea offered, a police
 * interview about it): the fight is the case's backstory, read like harm left behind.
 */
const CHARGED_FOR_FIGHT =
  /\b(?:(?:charged|cited|arrested|booked|ticketed|indicted|summoned) (?:with|for) (?:a |an )?(?:misdemeanor |felony |simple |aggravated |third[- ]degree |second[- ]degree |domestic )?(?:battery|assault|fighting|affray|disorderly conduct|mutual combat)|(?:police|voluntary|caution\w*) interview\w*\b[^|]{0,60}\b(?:about|over|for|regarding|into) (?:an? |the )?["'“]?(?:assault|battery|fight|affray|scuffle))\b(?=[^]*\b(?:last (?:month|week|year|summer|spring|fall|winter)|(?:weeks|months|years) ago|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|plea|plead|prosecutor|court date|arraignment|record|expunge\w*)\b)/;
/** …unless the fight goes on: a threat since, the other side back or looking for the writer, danger now. */
const FIGHT_GOES_ON =
  /\b(?:threat\w*|tonight|today|right now|just now|this (?:morning|afternoon|evening)|again|still|keeps?|coming (?:for|after)|outside (?:my|our)|(?:scared|afraid|terrified|not safe)|(?:looking|out) for (?:me|us)|retaliat\w*|revenge|get back at)\b/;
/** …unless the one who hurt them found them again, is near or out, or something happened lately. */
const FOUND_AGAIN =
  /\b(?:found (?:me|us|her|him|them|out where|my new|our new|where)|tracked (?:me|us|her|him) down|show(?:s|ed)? up|turned up|came (?:to|by|over|back)|broke in\w*|last night|yesterday|this (?:morning|afternoon|evening|week|weekend)|tonight|today|right now|just now|earlier|(?:is|'s|was) (?:outside|parked|waiting|at (?:my|our|her|his) (?:new )?(?:door|place|apartment|house|work|school))|knows where|(?:got|has|have) (?:my|our|her) (?:new )?address|(?:released|out) (?:of|from) (?:jail|prison)|violat\w*|coming (?:for|after)|is back\b|last (?:week|weekend)|days ago|(?:i'm|i am|we're|we are|she's|she is|he's|he is) (?:\w+ )?(?:scared|afraid|terrified)|not safe)/;
/** Despair or a wish to die is the writer's own, whoever they left: it is never set aside as past harm. */
const OWN_DESPAIR =
  /\b(?:myself|my ?self|suicid\w*|die|dying|dead|end (?:it|my life|things|everything)|overdos\w*|pills|cutting|no point|anymore|any ?more|can't go on|(?:don't|do not) want to (?:live|be here))\b/;
/** The writer's own old age: 65 or over, or a decade of it ("I'm 84", "in my late seventies"). */
const OLD_AGE =
  /\b(?:i'm|i am|turning|turned|now) (?:6[5-9]|[7-9]\d|10\d)\b(?! (?:days|weeks|months|minutes|hours|dollars|miles|percent|%|k\b))|\bin (?:my|our) (?:early |mid |late )?(?:70s|80s|90s|seventies|eighties|nineties)\b/;
/** Provision "for when I'm gone", which an old writer's estate planning speaks of as a matter of course. */
const GONE_IN_TIME = /\b(?:for |once |when |after )(?:i'm|i am) gone\b/g;

/** A clause that tells of danger now, in the present: someone is at it, or on the way. */
const PRESENT_DANGER =
  /\b(?:is|are|'s|'re|am|i'm) (?:\w+ )?\w+ing\b|\b(?:is|are|'s|'re) (?:outside|here|coming|on (?:his|her|their) way)\b/;

/** Danger back now, whatever was over before. */
const NOW = /\b(?:right now|tonight|today|this morning|again)\b/;
/** A threat the writer reports as a joke among colleagues or friends, not one made in earnest. */
const JOKING =
  /\bas a joke\b|\bjokingly\b|\beveryone laughed\b|\b(?:both|all|everyone|everybody|we|they) (?:just )?(?:cracked up|burst out laughing|started laughing)\b/;
/** The writer says it was no joke ("everyone laughed it off but he wasn't laughing"): nothing is set aside as one. */
const NOT_A_JOKE =
  /\b(?:(?:wasn't|was not|isn't|is not|wasnt|isnt|didn't sound like (?:he|she|they) (?:was|were)) (?:laughing|joking|kidding|smiling)|(?:not|no) (?:a )?joke\b|(?:didn't|did not|doesn't|does not) (?:sound|seem|look) like (?:a )?(?:joke|joking|kidding)|(?:he|she|they) meant it|dead serious|(?:don't|do not) think (?:he|she|they) (?:was|were) (?:joking|kidding))/;
/**
 * A clause without the comma-parts told as a joke, the rest of the sentence may still tell of danger; a bare ", as a
 * joke" takes the part before it along.
 */
function withoutJokes(clause: string): string {
  const parts = clause.split(/, /);
  const bareJoke = (part: string | undefined) => part !== undefined && JOKING.test(part) && part.split(' ').length <= 4;
  return parts.filter((part, index) => !JOKING.test(part) && !bareJoke(parts[index + 1])).join(', ');
}
/** Words that keep a clause live whatever its past: danger again, still, now, for the last hour, or to come. */
const STILL_LIVE =
  /\b(?:right now|tonight|today|this morning|again|still|keeps|threatens|threatening|(?:has|have|'s|keeps?) threatened|will|'ll|gonna|going to|want to|wanna|(?:has|have|'s|'ve) (?:had|been)\b[^|]{0,60}\bfor (?:the (?:last|past) )?(?:over |about |almost |nearly |more than )?(?:an|\d+|a few|two|three|several) (?:hours?|minutes|mins))\b/;

/** An abbreviation's full stop ("St. Luke's", "Dr. Patel") does not end a statement. */
const ABBREVIATION = /\b(st|dr|mr|mrs|ms|mt|jr|sr|ave|dept|vs|etc)\./g;

/** The clauses of a post, cut where a new statement usually starts. */
const CLAUSE_BREAK = /[.!?;\n]+|,? but |,? and (?=now\b|then\b|today\b|tonight\b)/;

/** What stands, in the reading the model is given, for a clause set aside as past, over or resolved. */
export const SET_ASIDE = 'pastclause';

/**
 * The post as the danger signals read it: normalised, fillers dropped, and only the clauses that speak of danger now or
 * to come. `marked`, for the model: each clause set aside leaves a mark, so that "she ate a crayon | she's fine" does not
 * read as the bare mishap (the rules never match the mark).
 */
export function readForDanger(message: string, marked = false): string {
  let text = withoutQuotedNames(normalize(withoutCapitalisedNames(message)));
  text = text.replace(ABBREVIATION, '$1');
  for (const [pattern, replacement] of TXT_SPEAK) text = text.replace(pattern, replacement);
  text = correctSpelling(text);
  text = text.replace(FILLERS, '');
  for (const [pattern, replacement] of HARMLESS) text = text.replace(pattern, replacement);
  if (OLD_AGE.test(text)) text = text.replace(GONE_IN_TIME, 'after my time');
  if (PLAY_INJURY.test(text) && !DOUBTED.test(text)) text = text.replace(PLAY_MARKS, 'an injury');
  const past = HURT_OVER.test(text) ? RESOLVED_OR_RECENT : RESOLVED;
  const awayNow =
    (AWAY_NOW.test(text) && !FOUND_AGAIN.test(text)) || (CHARGED_FOR_FIGHT.test(text) && !FIGHT_GOES_ON.test(text));
  const earnest = NOT_A_JOKE.test(text);
  const live = (clause: string) =>
    (!OVER.test(clause) || NOW.test(clause)) &&
    ((!past.test(clause) && !DATED_DEATH.test(clause)) || STILL_LIVE.test(clause)) &&
    (!awayNow || STILL_LIVE.test(clause) || PRESENT_DANGER.test(clause) || OWN_DESPAIR.test(clause));
  return text
    .split(CLAUSE_BREAK)
    .flatMap((clause) =>
      live(clause) ? [earnest ? clause : withoutJokes(clause)] : marked && clause.trim() ? [SET_ASIDE] : [],
    )
    .join(' | ');
}
