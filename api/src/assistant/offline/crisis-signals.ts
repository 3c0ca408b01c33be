/**
 * The signals of danger to life, by kind, over a post as `readForDanger` gives it. Each signal names the danger in
 * general terms (an act or a threat against a person, a child with an injury or left without care, a body in
 * distress, an intent or a means to die), not any one post's sentence; phrase-level care keeps idioms out ("this deal
 * is killing me", "kill the contract", "IRS seizure"). A `strong` signal is enough on its own; weighted `signs` add
 * up, with danger said to be now counting one more ("I can't do this anymore" and "no way out"; a crushed hand, pale,
 * minutes ago).
 */
export type CrisisKind = 'self-harm' | 'violence' | 'child' | 'medical';

export interface CrisisSignals {
  /** Enough on its own. */
  strong: RegExp[];
  /** Signs with their weight: together, with danger said to be now, they must reach `DANGER_SCORE`. */
  signs: [RegExp, number][];
  /** Signs count only in a post that also matches this (a child named, for the signs of grooming or neglect). */
  signContext?: RegExp;
}

/** What the signs of one kind must add up to; a strong signal alone is worth this much. */
export const DANGER_SCORE = 4;

/**
 * An illness that will end a life on its own: not being around much longer is then a prognosis, not a plan (a will or
 * a trust for the dying is an ordinary legal question).
 */
export const TERMINAL_ILLNESS =
  '\\b(?:cancer|terminal\\w*|hospice|palliative|end of life|stage (?:[1-4]|iv|four)|(?:months|weeks) to live|(?:als|copd|leukemia|leukaemia|tumou?rs?|heart failure|kidney failure|organ failure)|dying of|prognosis)\\b';
/**
 * Guards a wording of not being around, put after it (so it is only tried where the wording matched): it does not count
 * in a post that names a terminal illness.
 */
const NOT_TERMINAL = `(?<!${TERMINAL_ILLNESS}.*)(?!.*${TERMINAL_ILLNESS})`;

/**
 * Guards a wording of medicine laid out, put after it: pills lined up for pickup, in a weekly organiser or at the
 * pharmacy are medicine dispensed, not a means gathered.
 */
export const NOT_DISPENSED =
  '(?![^|]{0,60}\\b(?:for (?:pickup|pick-up|collection|the week|the month|each day)|organi[sz]ers?|pharmac\\w*|dispens\\w*|refill\\w*)\\b)';
/** People whose note to the writer is work, not a farewell: a doctor's note, the landlord's note on the door. */
export const NOTE_WRITERS =
  'doctor|pediatrician|paediatrician|physician|gp|therapist|psychiatrist|counselor|counsellor|nurse|teacher|principal|lawyer|attorney|landlord|boss|manager|hr|dentist|vet|coach|school|employer|supervisor|neighbou?r|contractor|inspector|officer|cop|judge';

/** Danger said to be now or about to be: it adds one to signs already there. */
export const IMMINENT =
  /\b(?:right now|tonight|today|this (?:morning|afternoon|evening|weekend)|(?:\d+|few|ten|twenty) (?:minutes|mins?) ago|an hour ago|just now|as we speak|currently|tomorrow|i'm in the car|on (?:my|our) way)\b/;

/** People who can hurt someone, as lay posts name them. */
const PERSON =
  '(?:he|she|they|him|husband|hubby|wife|boyfriend|bf|girlfriend|gf|partner|ex|ex-husband|ex-wife|fiance|fiancee|father|dad|mother|mom|mum|stepdad|stepfather|stepmom|brother|sister|son|daughter|uncle|aunt|cousin|roommate|neighbou?r|landlord|boss|manager|guy|man|someone|somebody|caregiver|grandpa|grandma|grandfather|grandmother|grandson|granddaughter|stepson|staff|teacher|coach|nurse|supervisor|coworker|employer|pastor|priest|host)';
const VICTIM =
  '(?:me|us|her|him|them|the kids|the children|the baby|my (?:\\w+ )?(?:wife|husband|partner|kids?|children|son|daughter|baby|mom|mother|dad|father|sister|brother|friend|girlfriend|boyfriend|grandma|grandpa|face|head|neck|throat|stomach|belly|arm|hand|leg|back|ribs|hair))';
/** "kicked me out", "pushed me to sign", "hit me up": ordinary phrasings that are not an assault. */
const NOT_ASSAULT =
  '(?! out\\b| off\\b| to\\b| into signing| up\\b| a (?:check|deal|break)| some slack| under the bus| in the back| with (?:a |an |the |these |their |more |another )?(?:bills?|fees?|charges?|lawsuits?|notices?|fines?|penalt\\w*|rent|paperwork|questions|emails|demands|requests|invoices?))';
/** Someone who hurt their own body ("she hurt her neck in the crash"): an injury, not an assault. */
const SELF_INJURY =
  "(?!(?:she|he|they)(?:'s| has| had| just)?(?: \\w+)? hurt(?:s|ing)? (?:her|his|their)(?:self|selves)?\\b ?(?:own )?(?:back|neck|knees?|ankles?|wrists?|shoulders?|legs?|arms?|hands?|feet|foot|head|hips?|elbows?|fingers?|toes?)\\b)";
/** A child: the words for one, and an age under 18 ("my 6yo", "she's 12", "(7)", "a 2 year old"). */
const CHILD = `(?:child|children|kids?|son|daughter|baby|babies|toddler|infant|newborn|grandchild|grandkids?|niece|nephew|stepson|stepdaughter|minor|little (?:girl|boy|one)s?|twins|triplets|(?:[1-9]|1[0-7]) ?(?:yo|y/o|yrs? old|years? old|year-old)|\\d+ ?(?:months? old|month-old)|(?:is|are|she's|he's|they're|i'm|i am|aged?) (?:[1-9]|1[0-7])\\b|\\((?:[1-9]|1[0-7])\\))`;
/** A post that names a child. */
const CHILD_WORD = new RegExp(`\\b${CHILD}\\b`);
/** What can kill: the weapons lay posts name. */
const WEAPON =
  '(?:gun|guns|pistol|handgun|revolver|rifle|shotgun|ar-?15|ar|firearm|knife|knives|machete|blade|box ?cutter|screwdriver|scissors|razor|bat|hammer|axe|crowbar|weapon)';
/** What an overdose is taken of. */
const DRUGS =
  '(?:\\w*(?:pills|meds|tablets|depressants|killers|relievers)|xanax|oxy\\w*|percocet|vicodin|tylenol|advil|ambien|fentanyl|heroin|insulin|morphine|valium|klonopin|adderall|painkillers|opioids)';
/** Where a hurt shows on a body. */
const BODY =
  '(?:arms?|legs?|back|face|body|neck|throat|head|bottom|butt|chest|ribs|eyes?|wrists?|hands?|feet|fingers|thighs?|stomach)';
/** Signs that the one not responding is a body in distress. */
const BODY_IN_DISTRESS =
  '\\b(?:collaps\\w*|floor|breath\\w*|wake|shak\\w*|fever|passed out|fell|seiz\\w*|pills|blue|limp|pulse|conscious|bedsores|sweat\\w*|insulin|overd\\w*|pale|shaking)\\b';
/** A hurt that shows: marks, bruises or burns on a body, a black eye. */
const HURT = `\\b(?:(?:marks|bruises|bruising|welts|burns|cuts|scratches) (?:on|all over|across) (?:her|his|their) (?:\\w+ )?${BODY}|belt marks|black eye|split lip)\\b`;

/**
 * Going on living, as a passive wish to die names it ("doesn't want to wake up anymore", "no reason to keep going");
 * `GOING_ON` adds being here or around, which only a wish (not a point or a reason) makes a wish to die.
 */
const LIVING_ON =
  '(?:be alive|live|exist|wake up|waking up|go on|going on|keep going|keep living|carry on|carrying on|being alive|living|existing|stay alive|staying alive|see tomorrow|(?:get|getting) up (?:anymore|any ?more|tomorrow))';
const GOING_ON = `(?:be here|be around|${LIVING_ON})`;
/**
 * What makes going on everyday after it: waking up early or to a noise, living with someone or somewhere, being here
 * for a visit, going on a trip, keeping going with a case.
 */
const EVERYDAY_AFTER =
  '(?! (?:early|late|at|for|before|to|on|so|every|when|while|with|next to|beside|there|here|near|alone|together|by|under|apart|nearby|close|far|off|out|abroad|anywhere|somewhere|a|an|the|this|that|his|her|him|them|my|our|your|their|vacation|trips?|dates?|strike|record|about|until|after|during|if|like that)\\b| in (?!the mornings?\\b)| \\d)';

export const SIGNALS: Record<CrisisKind, CrisisSignals> = {
  'self-harm': {
    strong: [
      /\bsu+i?[cs]+i?d/, // suicide, suicidal, sucide, suiside, suicd…
      /\b(?:kill|killing|end|ending|take|taking|off) (?:my ?self|myself|my own life)\b/,
      /\bself[- ]inflicted\b/,
      // Not going to be anywhere at all: "he won't be at school Monday because he won't be anywhere".
      /\b(?:won't|will not|wont|not going to|isn't going to|is not going to) be anywhere\b(?! (?:near|close|nearby|in|at|on|for|around|with|until|till|by|else|today|tonight|tomorrow)\b)/,
      // The means looked up: bridges without fences, how high a drop must be, a lethal dose.
      /^(?![^]*\bfor (?:my|an|a|the|our|his|her) (?:\w+ )?(?:article|story|class|course|paper|report|research|project|book|novel|thesis|job|work|podcast|script|blog)\b)[^]*\b(?:look(?:ing|ed)? up|research(?:ing|ed)?|googl(?:e|ing|ed)|search(?:ing|ed)? (?:for|up)?|read(?:ing)? up on)\b[^|]{0,60}\b(?:(?:bridges?|buildings?|overpass(?:es)?|cliffs?|parking (?:garages?|structures?)|roofs?)\b[^|]{0,50}\b(?:without|don't have|do not have|with no|no) (?:fences?|railings?|barriers?|nets?|guards?)|how (?:high|tall|far) (?:a|the) (?:drop|fall|bridge|building) (?:has|needs|would have) to be|(?:lethal|fatal|deadly) (?:dose|amount)s?)\b/,
      // What keeps the writer alive named as the only thing left: "the only thing keeping me here is my dog".
      /\b(?:only|last) (?:thing|one|reason|person)s? (?:keeping|that keeps|holding|that holds|stopping|that stops) me (?:here(?! (?:in|at|on|with|for)\b)|alive|going|around|from (?:doing it|ending it|going through with it))\b/,
      // Wanting to be with someone who died: "it's been a year since my son died and I just want to be with him".
      /^(?=[^]*\b(?:died|passed away|passed on|death|funeral|lost (?:my|our) (?:\w+ )?(?:son|daughter|wife|husband|mom|mum|mother|dad|father|baby|brother|sister|partner|boyfriend|girlfriend|child))\b)[^]*\bi (?:just |only |really )?(?:want|wanna|need) to be with (?:him|her|them|my (?:\w+ )?(?:son|daughter|wife|husband|mom|mum|mother|dad|father|baby|brother|sister|partner|boyfriend|girlfriend|child))\b(?! (?:at|on|for|during|when|while|in (?:the|court|person)|this|every|more|tomorrow|today|tonight|on)\b)/,
      // A beam or a rafter tried for a weight, a knot learned for it.
      /\b(?:beam|rafter|ceiling fan|closet rod|banister|railing|branch|hook|pipe)\b[^|]{0,60}(?:strong enough(?= (?:for me|to hold me|to take my weight)\b|\s*(?:$|\|))|(?:hold|take|support) my weight\b|hold me\b)|\b(?:tying|tie|tied|practic\w* (?:tying )?)(?: a)? (?:knots?|noose)\b[^|]{0,80}\b(?:beam|rafter|ceiling|closet rod|banister)\b|\bnoose\b/,
      // One's own accounts asked to be memorialised, as a death is prepared for.
      /\bmemoriali[sz]\w* my (?:own )?(?:account|instagram|facebook|page|profile|socials)\b|\bmy (?:own )?(?:instagram|facebook|account|page|profile|socials) (?:\w+ )?memoriali[sz]ed\b/,
      // A plan to drive or jump off a height, or walk into water: "afterwards I'm planning to drive off the Skyway bridge".
      /\b(?:plan(?:ning)?|going|gonna|about|want(?:ing)?|decided|ready|rather|thinking (?:about|of)|think(?:ing)? about) (?:to )?(?:drive|driving|jump|jumping|throw(?:ing)? myself|walk(?:ing)?|step(?:ping)?) (?:my (?:car|truck) )?(?:off|from|into) (?:the|a) (?:[\w-]+ ){0,2}(?:bridge|cliff|overpass|building|roof|rooftop|ledge|river|lake|quarry|parking (?:garage|structure))\b/,
      // No one's problem or burden much longer, said of oneself: "won't be anybody's problem much longer".
      /(?:^|\| |, |\bi |\bi'll |\bsoon )(?:won't|wont|will not|will no longer|am not going to|'m not going to) be (?:anybody'?s|anyone'?s|nobody'?s|everybody'?s|everyone'?s|your|their|a|the family'?s|my family'?s|my kids'?|my \w+'s) (?:problem|burden|worry|concern)s? (?:much |for much )?(?:longer|anymore|any ?more|any longer)\b/,
      // A plan with its date picked, said of the writer or of someone else: "she has a plan and has picked the date".
      /\b(?:has|have|had|got|made|'s got|'ve got) a plan\b[^|]{0,40}\b(?:picked|chosen|chose|set|has|have) (?:a|the) (?:date|day|time)\b(?! (?:for|of|to|with)\b)|\b(?:picked|chosen|chose|set) (?:a|the) (?:date|day)\b(?! (?:for|of|to|with)\b)[^|]{0,20}\b(?:has|have|had|got|made) a plan\b(?! (?:for|to)\b)/,
      // Thinking of walking out onto it, or off it, said beside where the writer is: "parked by the bridge … walking out onto it".
      /\b(?:keep |been |can't stop |keeps )?think(?:ing)? (?:about|of) (?:walking|stepping|driving|jumping|climbing) (?:out )?(?:onto|off|over) (?:it|the (?:edge|ledge|railing|side))\b/,
      // Pain ended for good: "I think about making the pain stop permanently".
      /\b(?:make|making|end|ending|stop|stopping) (?:the|my|all the|this|all this) (?:pain|hurting|suffering)(?: stop)? (?:permanently|for good|forever|once and for all)\b/,
      // At the edge of a height, thinking of stepping off: "stood at the edge thinking about stepping off".
      /\b(?:roof|rooftop|edge|ledge|bridge|balcony|railing|overpass|cliff|parking (?:garage|structure))\b[^|]{0,80}\bthink(?:ing)? (?:about|of) (?:stepping|jumping|going|walking|falling) (?:off|over)\b/,
      // Going to a bridge once a hearing or a ruling is over: "I am going to the bridge after the bankruptcy hearing".
      /\b(?:going|go|gonna go|driving|drive|walking|walk|heading|head) (?:out )?to the (?:[\w-]+ )?bridge\b[^|]{0,40}\b(?:after|once|when) (?:the|my|our|this) (?:\w+ )?(?:hearing|ruling|trial|verdict|sentencing|judgment|court date|deposition|funeral|divorce)\b/,
      // Not meaning to be alive, said of a day ahead: "I don't plan on being alive for the deposition".
      new RegExp(
        `\\b(?:don't|do not|doesn't|does not) (?:plan|intend) (?:on |to )?(?:be|being|stay|staying) alive\\b${NOT_TERMINAL}`,
      ),
      // "unalive", the euphemism people use where a platform would hide "kill".
      /\bunaliv(?:e|es|ed|ing)\b/,
      // The strength or will to live gone: "I have no more power to live", "lost the will to live".
      /\b(?:no|not (?:any|much)|lost (?:the|my|all)|losing (?:the|my)) (?:more )?(?:power|strength|will|energy|desire|wish) (?:left )?to (?:live|go on|keep (?:going|living)|continue living|stay alive)\b/,
      // A step towards a train, the tracks or a ledge thought easy: "when the train is coming I think it would be easy to take one step".
      /\b(?:train|trains|tracks|platform|ledge|edge|bridge|overpass|traffic)\b[^|]{0,80}\b(?:easy|easier|simple|tempting|think|thinking|thought|imagine|wonder)\b(?: [\w']+){0,5} (?:take (?:one|a|that|the) (?:small |single |last |final )?step|step (?:off|out|forward|in front)|jump|lean (?:over|forward)|let go)\b|\b(?:easy|easier|simple) (?:it would be )?to (?:take (?:one|a|that|the) (?:\w+ )?step|step (?:off|out|forward|in front))\b[^|]{0,80}\b(?:train|trains|tracks|platform|ledge|edge|bridge|overpass|traffic)\b/,
      // A life policy weighed as the way out: "would my term life policy be safe … that's the cleanest way out".
      /\b(?:life (?:insurance|policy)|term (?:life )?(?:policy|insurance)|insurance payout|death benefit)\b[^]{0,300}\b(?:cleanest|easiest|simplest|best|only|quickest|kindest|neatest) way out(?: of (?:this|it all|everything|here))?(?= for (?:everybody|everyone|all of us|my family|the family|them|us|the kids)\b|\s*(?:$|\|))/,
      // "end my life", "take my life", and a learner's "finish my life"; not the life savings or life as one knows it.
      /\b(?:kill|killing|end|ending|take|taking|finish|finishing) my (?:own )?life\b(?! savings| insurance| story| as (?:i|we) know it)/,
      /\bend (?:it|this) all\b|\bend it for (?:all of )?(?:us|everyone|everybody)\b/,
      // "thinking about ending it", "i'm going to end it", a learner's "tonight I go end everything": ending with no deal or
      // relationship named after it.
      /\b(?:think\w*|thought|plan\w*|going to|gonna|i go|want(?:s|ed)? to|wanna|ready to|might|decided to) (?:about |of )?end(?:ing)? (?:it|everything|things)\b(?! (?:with|early|now|before|after|by|on|in|over|between|for (?:the|my|our) (?:business|company|lease|contract)))/,
      /\b(?:kill|killing|kills|killed) (?:him|her|them)sel(?:f|ves)\b|\b(?:end|ending|take|taking|ends|takes) (?:his|her|their) (?:own )?life\b(?! savings| insurance| story)/,
      /\b(?:giving|gave|give) (?:away )?(?:all )?(?:my|his|her|their) (?:things|stuff|belongings|possessions)(?: away)?\b|\b(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?|texts?)\b|\b(?:goodbye|goodnight) forever\b/,
      // The wish not to go on, in any person and any wording of it: "doesn't want to wake up anymore", "no reason to
      // keep going", "I hope I don't wake up", "sleep one night and never wake up", "wish I wasn't alive".
      new RegExp(
        `\\b(?:don't|doesn't|didn't|do not|does not|did not|no longer|never) (?:want|wants|wanna|wish|wishes)(?: to)? ${GOING_ON}\\b${EVERYDAY_AFTER}`,
      ),
      new RegExp(
        `\\b(?:no|not (?:any|a|one|much)|(?:don't|doesn't|didn't|can't|cannot|do not|does not) see (?:a|any|the|much)|sees? no|(?:can't|cannot) find (?:a|any|the)|what's the|what is the|lost (?:the|any|all|my)) (?:point|reasons?) (?:in |of |to |for )?(?:me )?(?:${LIVING_ON}|(?:be|being) (?:here|around) (?:anymore|any ?more|any longer))\\b${EVERYDAY_AFTER}`,
      ),
      new RegExp(
        `\\b(?:hop(?:e|es|ing)|wish(?:es|ing)?|pray(?:s|ing)?)(?: that)? (?:i|he|she|i'll|he'll|she'll) (?:don't|doesn't|won't|never|will not|do not|does not|wouldn't) (?:(?:wake up|wakes up)\\b${EVERYDAY_AFTER}|make it (?:through (?:the|this|tonight)|to (?:morning|tomorrow))|see (?:tomorrow|the morning|morning|another day))`,
      ),
      /\b(?:go to sleep|fall asleep|sleep|close my eyes|drift off)\b(?: [\w']+){0,4} and (?:not|never) (?:wake up|wake|open (?:them|my eyes) again)\b/,
      new RegExp(
        `\\bwish(?:es|ed)? (?:i|he|she) (?:was|were) dead\\b|\\bwish(?:es|ed)? (?:i|he|she) (?:wasn't|weren't|was not|were not) (?:alive|here anymore|around anymore)\\b|\\bwish(?:es|ed)? (?:i|he|she) (?:had never been|hadn't been|was never|were never) born\\b(?! (?:into|in|to|on|with|at)\\b)|\\bwish(?:es|ed)? (?:i|he|she) could (?:stop existing|not exist|disappear forever)\\b|\\b(?:rather|prefer to) (?:not|never) (?:be alive|exist|wake up\\b${EVERYDAY_AFTER})|\\b(?:fine|okay|ok|happy|glad|relieved|at peace|wouldn't mind|wouldn't care|don't care) if (?:i|he|she) (?:never|didn't|don't|did not|do not|wouldn't) (?:woke|wake|wakes) up\\b|\\b(?:disappointed|upset|sad|angry) (?:that )?(?:i|he|she) (?:woke|still wake|wake|keep waking) up\\b${EVERYDAY_AFTER}|\\b(?:tired|sick) of (?:waking up|being alive|breathing)\\b${EVERYDAY_AFTER}|\\b(?:want|wants|wanna|wish (?:i|he|she) could|ready) (?:to )?stop (?:existing|living|breathing|being alive)\\b${EVERYDAY_AFTER}`,
      ),
      // Not the exhaustion of "I felt like I was going to die on my feet".
      /(?<!\b(?:felt|feel|feels|feeling|thought) like (?:i was |i'm |i am |i were )?)\b(?:wants?|wanna|going|ready|plan(?:s|ning)?|rather|would rather) (?:to )?(?:die|be dead)\b(?! (?:on my feet|of (?:boredom|embarrassment|shame|laughter|old age)|laughing)\b)/,
      /\bnot (?:going to|gonna) be (?:here|around|alive)\b|\bi (?:won't|will not|may not|might not) be alive\b/,
      // A means kept ready: the rope, pills lined up, meds saved up, a gun kept for oneself.
      new RegExp(
        String.raw`\b(?:have|got|bought|keep|kept|hid|hidden|hiding|found) (?:a|the|my|some) (?:rope|noose)\b|\b(?:my|his|her) (?:\w+ )?(?:pills|meds|tablets|rope|gun|pistol|razor|blades?) (?:ready|saved|hidden|lined up|counted(?: out)?)\b${NOT_DISPENSED}|\b(?:pills|meds|tablets) (?:lined up|counted(?: out)?)\b${NOT_DISPENSED}`,
      ),
      /\b(?:stockpil\w*|hoard\w*|sav(?:e|ed|ing) up|collect\w*) (?:my |his |her |all )?(?:the )?(?:\w+ )?(?:pills|meds|medications?|tablets|sleeping pills|painkillers)\b/,
      // The same told the other way round ("my mom's old pills saved up for when it gets bad"), or a medicine stopped to
      // be kept ("stopped taking my lithium … saving it up in a jar"); not pills that "saved my life".
      /\b(?:pills|meds|medications?|tablets|prescriptions?|painkillers)\b(?: [\w']+){0,3}? (?:saved|stockpiled|hoarded|stashed|put aside|set aside)\b(?! (?:me|my|him|her|us|them|his|our|their|lives|a life)\b)/,
      /\b(?:stopped|quit|not) taking (?:my|his|her) \w+\b[^|]{0,60}\b(?:sav(?:e|ed|ing)|stockpil\w*|hoard\w*|stash\w*|collect\w*) (?:it|them|those|the pills)\b/,
      /\b(?:use|using|turn|turning|point|pointing) (?:it|the gun|a gun|this|that) on (?:my ?self|myself|himself|herself)\b/,
      /\b(?:engine|car) running\b.{0,40}\bgarage\b|\bgarage\b.{0,40}\b(?:engine|car) running\b/,
      /\bmake it look like an accident\b/,
      // A day picked to die: "the 30th is the day I end it", "Friday is the night I go through with it".
      /\bthe (?:day|night|date) (?:i|i'll|i'm going to|i am going to|i will) (?:end (?:it|it all|things|everything|my life)|kill myself|die|go through with it)\b(?! with\b)/,
      /\b(?:jump|jumping) (?:off|from|in front of) (?:a|the|this|that|my|our) (?:bridge|building|roof|cliff|balcony|overpass|train|car|truck)\b|\b(?:hang|hanging|drown|drowning|shoot|shooting) (?:my ?self|myself)\b(?! in the foot)/,
      /\b(?:no|nothing (?:left )?to) (?:reason|point) (?:to|in) (?:live|living|going on)\b|\bno reason to (?:live|go on)\b/,
      /\bbetter off (?:dead|without me)\b/,
      // The family better off with a payout than with the writer: not a custody "better off with their mother than with me".
      /\bbetter off with (?:the |my |that |a )?(?:\w+ )?(?:money|insurance|payout|policy|cash|check|settlement) than (?:with )?(?:me|having me)\b/,
      /\b(?:no|not (?:any|a|much)) (?:reason|point) (?:for me )?(?:to )?still (?:be|being|stay|staying) (?:here|around|alive)\b/,
      /\b(?:won't|will not|wont) (?:have to |need to )?worry about (?:me|him|her) (?:much longer|for (?:much )?longer|for long|soon|after (?:tonight|today|this weekend))\b/,
      /\bbetter off (?:if|when) i(?:'m| am| was| were)? (?:just )?(?:gone|dead|not (?:here|around|alive)|wasn't (?:here|around|alive)|weren't (?:here|around|alive)|didn't exist|disappeared)\b/,
      /\b(?:don't|do not|can't) see (?:the|any) point (?:anymore|any ?more|in (?:living|life|going on|anything)|of (?:living|life|anything|it all))\b|\bno point (?:in )?(?:living|going on)\b/,
      // Despair said flatly, with nothing after it: "no point anymore", "what's the point anymore"; a whole post that
      // is only "can't do this no more".
      /\b(?:there's |there is |what's |what is )?(?:no|the) point (?:anymore|any ?more)(?=$| \|)|^(?:i )?(?:can't|cannot) (?:do|take|handle) (?:this|it) (?:anymore|any ?more|no more|any longer)(?:\s*\|)*\s*$/,
      /\b(?:go to sleep|fall asleep|sleep)\b.{0,20}\b(?:not|never) wake up\b|\b(?:want|wanna|wish i could) (?:to )?sleep forever\b/,
      /\b(?:take|taking|swallow|swallowing|overdose on)\b.{0,12}\b(?:all|a bunch of|a handful of|the whole bottle of|a bottle of|every one of) (?:my |the |his |her )?(?:pills|meds|tablets|medication)\b/,
      /\b(?:disappear|vanish) (?:forever|for good|permanently)\b(?! from\b)|\bnot (?:be )?(?:here|around|alive) (?:anymore|any ?more|much longer)\b/,
      /\b(?:hurt|harm|cut|cutting|hurting|harming|cuts|hurts|harms|burn|burning) (?:my ?self|myself|himself|herself|themselves)\b|\bself[- ]?harm/,
      // Self-harm come back, told with no object: "I've started cutting again and my mom doesn't know".
      /\b(?:started|starting|start|been|back to|went back to|keep|i'm|i am|she's|he's) cutting again\b(?! (?:the|my|our|his|her|their|a|an|back|costs?|hours|prices|checks|corners|ties|hair|grass|class|classes|school|people|them|it)\b)/,
      /\b(?:not|isn't) worth living\b|\blife (?:is|isn't) (?:not )?worth\b.{0,10}\bliving\b/,
      /\bsaid (?:goodbye|goodbyes) to\b.{0,30}\b(?:pills|rope|gun)\b|\b(?:bottle|handful) of (?:pills|sleeping pills)\b/,
    ],
    signs: [
      // Things put in someone else's name before an unnamed going: "putting everything in my sister's name before I go".
      [
        /\bbefore i (?:go|leave|am gone|'m gone)\b(?! (?:to|on|back|home|out|in|into|abroad|overseas|away|for|there|through|with|under|ahead|over|up|down)\b)/,
        2,
      ],
      [
        /\b(?:putting|put|transferring|transfer|signing|sign) (?:everything|it all|all of it|all my (?:stuff|things|accounts)) (?:in|into|over to|to) (?:my|her|his|our) (?:\w+'s )?(?:\w+ )?name\b|\bsigning everything over\b/,
        2,
      ],
      [
        /\bcan't (?:do|take|handle|cope with) (?:this|it|any of this) (?:anymore|any ?more|no more|any longer)\b|\bcan't go on\b/,
        2,
      ],
      [/\b(?:don't|can't|cannot) see (?:a|any) way out\b|\bno way out\b(?! of)/, 2],
      [/\b(?:i've|i have|i've got) nothing left\b|\bnothing left to (?:live|lose)\b/, 2],
      [/\b(?:a|being a|such a) burden\b/, 2],
      [
        /\b(?:hopeless|worthless|tired of (?:living|existing|everything|life|it all)|give up on (?:everything|life))\b/,
        2,
      ],
      [
        /\b(?:letters?|notes?) (?:to|for) (?:everyone|everybody|(?:(?:both|all|each) (?:of )?)?(?:my|her|his|their) (?:\w+ )?(?:kids|children|family|wife|husband|sons?|daughters?|girls|boys|parents|mom|dad))\b/,
        2,
      ],
      [
        /\b(?:letters?|notes?)\b[^|]{0,50}\b(?:in case|for after(?:wards?)?|for when i'm gone|to open (?:later|after))\b/,
        2,
      ],
      // Things of one's own handed on ("gave me his watch"; giving away is a danger word), and apart from them the key to
      // one's guns ("the combination to his gun safe"): either alone may be a move or an estate, both together are a farewell.
      [
        /\b(?:gave|given|giving|gives|handed|handing|hands) (?:away )?(?:me |us |her |him |them )?(?:all )?(?:of )?(?:his|her|my|their) (?:\w+ )?(?:watch|ring|jewelry|jewellery|guitar|xbox|playstation|shoes|clothes|passwords?|pin|bank card|savings)\b/,
        2,
      ],
      [
        /\bcombination to (?:his|her|my|the) (?:gun )?safe\b|\b(?:gave|given|handed) (?:me|us|her|him) (?:all )?(?:of )?(?:his|her|their) (?:guns|rifles?|pistol|firearms)\b/,
        2,
      ],
      // Following someone who died: "going to do it the same way", "wants to join her".
      [
        /\b(?:going to|gonna|wants? to|want to|will|'ll) (?:do it|do the same(?: thing)?) (?:the same way|like (?:him|her|they did|he did|she did))\b|\b(?:going to|gonna|wants? to|want to) join (?:him|her|them|my (?:\w+ )?(?:mom|dad|mother|father|wife|husband|brother|sister|son|daughter|friend))(?=\s*(?:[.!?,;|]|$|soon|now|tonight|there|up there|in heaven|again|when|where|wherever))/,
        3,
      ],
      [
        /\b(?:don't|do not|idc|i don't) care what happens(?: to me)? (?:anymore|any ?more)\b|\bfor when (?:it|things) (?:gets?|got) (?:bad|too bad|too much|worse)\b/,
        2,
      ],
      [/\b(?:nobody|no one|no-one) (?:needs?|would miss|will miss) me\b|\bworry about me (?:anymore|any ?more)\b/, 2],
      [/\b(?:life insurance)\b.{0,60}\b(?:if i|when i|i'm gone|after i)\b/, 2],
      // A death to be taken for an accident, as people put it when they mean a payout to their family.
      [/\b(?:look|looks|looked|seem|seems|pass|passes) (?:like|as|for) an accident\b/, 2],
      [/\b(?:haven't|have not) eaten in (?:days|\d+ days|a week)\b/, 2],
      // A plan, a place, a date, affairs put in order, a farewell.
      [
        /\b(?:got|have|has|made|'s got|had) a plan\b(?! (?:to|for) (?:pay|the|my|our|custody|visitation|a payment))|\b(?:everything|it all|all) (?:planned|planned out|figured out) for\b/,
        2,
      ],
      [
        /\bat peace with (?:it|everything|my decision|this)\b|\b(?:tonight|today|this weekend|friday|tomorrow) is the (?:night|day)\b/,
        3,
      ],
      [
        /\b(?:walk\w* into|stood on|standing on|stand on|climb\w* (?:onto|over)|looking (?:at|down at)|lie down on|step\w* in front of) (?:the|a|my|our) (?:\w+ )?(?:lake|river|ocean|sea|train|tracks|ledge|bridge|overpass|roof|edge|traffic|highway)\b/,
        3,
      ],
      [
        /\bhow (?:fast|quick|quickly|easy|easily|painless) it (?:would|could|will) be\b|\b(?:thinking|thought) about (?:doing it|how to do it|not waking|dying)\b/,
        3,
      ],
      [
        /\b(?:service weapon|gun|pistol|handgun|rifle|pills)\b.{0,60}\b(?:just thinking|thinking about|at night|in my mouth|to my head|loaded)\b/,
        2,
      ],
      [
        new RegExp(
          `(?:\\b(?:i don't think|don't think) i'll (?:still )?(?:be here|be around|make it)\\b|\\b(?:not sure|don't know if|doubt|wonder if) (?:if )?i'll still be (?:here|around|alive)\\b|\\b(?:won't|will not) be (?:here|around) (?:much|to see|anymore|any ?more|for (?:long|much longer))\\b)${NOT_TERMINAL}`,
        ),
        4,
      ],
      [/\b(?:thank you|thanks) for everything\b/, 2],
      // A pet given away for a reason the post gives ("because the new apartment bans pets") is a move, not a farewell.
      [
        /\b(?:take care of|look after|give away) my (?:cat|dog|pets?|kids|plants)\b(?! (?:because|since|due to|as the|as my|when we move|before we move)\b)|\bmy (?:dog|cat) is going to\b/,
        2,
      ],
      [
        /\b(?:his|her|my) life is over\b|\bi'm (?:done|finished)\b(?! with (?:the|this|my|our|him|her|them|it))|\bi give up\b/,
        2,
      ],
      [/\b(?:would be )?(?:safer|happier|better) without me\b/, 4],
      [/\b(?:written|wrote|made|finished|updated) my will\b|\bcan't tell anyone\b|\b(?:been )?drinking a lot\b/, 1],
    ],
  },
  violence: {
    strong: [
      // A threat told by what befell someone before: "he'd take care of me like the last tenant" (who went missing).
      /^(?=[^]*\b(?:went missing|disappeared|vanished|never (?:came|come) back|ended up (?:in the hospital|dead|in the river)|turned up dead|was found dead|is dead|was killed|got hurt)\b)[^]*\b(?:take care of|deal with|handle|do) (?:me|you|her|him|us|them)["'”’]? (?:like|the way|same as|just like) (?:(?:he|she|they|i) (?:did|handled|dealt with) )?(?:the|his|her|my|our|that) (?:last|other|previous|old|first) (?:\w+ )?(?:tenant|guy|girl|wife|husband|girlfriend|boyfriend|one|worker|employee|partner|roommate)\b/,
      // A threat not to let someone out alive: "she won't leave the house alive if she files".
      /\b(?:won't|will not|wouldn't|would not|never|not going to|isn't going to|is not going to|aren't going to) (?:let (?:her|him|me|them|you|us) )?(?:leave|get out of|make it out of|walk out of|come out of|make it (?:home|out)|get out)\b(?: [\w']+){0,3} alive\b/,
      /\b(?:chok|strangl|strangul)\w*\b(?:\s+\w+){0,2}?\s+(?:me|her|him|them|the kids|my (?:neck|throat|wife|girlfriend|son|daughter|kids?))\b/,
      /\bstrangl\w*|\bstrangul\w*/,
      /\b(?:hands?|arm) (?:around|round|on) (?:my|her|his|their) (?:neck|throat)\b|\bput (?:his|her|their) hands on (?:me|her|him|my)\b/,
      new RegExp(
        `\\b${SELF_INJURY}${PERSON}(?:'s| is| was| has| had| keeps| kept| will| would| just| always| often| then| also)?(?: \\w+)? (?:hit|hits|hitting|punch(?:ed|es|ing)?|slap(?:ped|s|ping)?|kick(?:ed|s|ing)?|beat|beats|beating|beaten|chok\\w*|shov(?:ed|es|ing)|push(?:ed|es)|attack(?:ed|s|ing)?|assault(?:ed|s|ing)?|rap(?:ed|es|ing)|stab(?:bed|s)?|shot|burn(?:ed|t)|threw|throws|dragged|grabbed|smashed|slammed|sliced|slashed|pinned|twisted|whipped|hurt|hurts|hurting|abus(?:ed|es|ing)) ${VICTIM}\\b${NOT_ASSAULT}`,
      ),
      /\bthreat\w* to (?:kill|hurt|shoot|stab|harm|murder|burn|end)\b/,
      // A threat in a person's voice: "he'll hurt me", "said she would kill us", "he'll shoot".
      new RegExp(
        `\\b(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to| is gonna| was gonna) (?:kill|hurt|harm|beat|shoot|stab|murder|strangle|choke|bury|burn|drown|poison|slit|cut) (?:you|${VICTIM})\\b(?! out of| off from)`,
      ),
      // Threats that never name the act: "finish me off", "put me in the ground", "you're hurting me".
      /\bfinish (?:me|you|us|him|her|them) off\b|\b(?:come back|coming back) (?:and|to) finish (?:it|the job|what)\b|\bput (?:me|you|us|him|her) in the ground\b|\b(?:you're|you are|stop) hurting me\b/,
      /\b(?:he|she|they)(?:'ll|'d| will| would| is going to| is gonna) (?:shoot|stab|kill)\b(?! it\b| (?:the|this|that|a|an|our|my|his|her) (?:deal|idea|contract|project|bill|proposal|email|message|text|video|film|scene|ad|commercial))/,
      // A threat with a step between: "he'll find us and kill us all".
      /\b(?:he|she|they)(?:'ll|'d| will| would| is going to| is gonna)\b[^.?!,]{0,30}\band (?:kill|murder|shoot|stab|hurt) (?:me|us|them|the kids|the children|my \w+)\b/,
      // Threats that never name the act: "nobody will find you", "you won't live to see", "something will happen to them".
      /\b(?:nobody|no one|no-one) (?:will|would|'ll|is going to|is gonna|gonna) (?:ever )?find (?:me|you|her|him|us|them|your body|the body|my body)\b/,
      /\b(?:you|she|he|they)(?:'ll| will| won't| would|'d)? (?:never |not )?(?:live to see|see (?:daylight|the light of day)|make it out alive)\b/,
      /\bsomething (?:bad )?(?:will|is going to|is gonna|gonna|'ll|would) happen to (?:you|them|her|him|the kids|my kids|your kids|the baby|my family|your family)\b/,
      /\b(?:tried|try|trying|attempted) to (?:rape|force (?:himself|herself|themselves) on)\b|\bforc(?:ed|ing) (?:himself|herself|themselves) on (?:me|her|him)\b/,
      // Spanish, as bilingual posts put it: "me pega", "me va a matar".
      /\bme (?:pega|golpea|amenaza|quiere matar|va a matar|maltrata)\b/,
      new RegExp(
        `\\b(?:hitting|assault(?:ed|s|ing)|grabb(?:ed|ing)|grabs|punch\\w*|slapp?\\w*|chok\\w*|strangl\\w*|stabb?\\w*|pinn(?:ed|ing)|pins|shov\\w*|kick(?:ed|ing|s)|beat|beats|beating|rap(?:ed|ing)|smother\\w*|suffocat\\w*|dragg(?:ed|ing)|held|holding|tied|burn(?:ed|t)) ${VICTIM}\\b${NOT_ASSAULT}(?! responsible| liable| accountable| back\\b| hostage to)`,
      ),
      new RegExp(
        `\\bshoot(?:ing)? (?:up|everyone|everybody|people|us|the (?:place|school|office|store|managers?|boss))\\b`,
      ),
      // A weapon brought against a person: "cornered me in the laundry room with a box cutter".
      new RegExp(
        `\\b(?:cornered|came at|attacked|threatened|chased|confronted|showed up|turned up)\\b(?: \\w+){0,6} with (?:a|an|his|her|their) (?:\\w+ )?${WEAPON}\\b`,
      ),
      // Something held to a throat, a temple, a face: "held a screwdriver to her neck", "pressed it against my temple".
      /\b(?:held|holds|holding|pressed|presses|pressing|put|puts|pointed|shoved) (?:it|(?:a|an|the|his|her) (?:\w+ )?\w+) (?:against|to|at|in|into|over) (?:my|her|his|their) (?:temple|head|neck|throat|face|chest|mouth)\b/,
      /\block(?:s|ed|ing)? (?:me|us|her|him|them|the kids|my (?:\w+ )?(?:sister|brother|son|daughter|kids?|children|mom|wife|grandma|grandpa|grandmother|grandfather)) (?:up )?in (?:the |a |his |her |their )?(?:basement|closet|room|bedroom|bathroom|cage|car|trunk|garage|shed|attic)\b/,
      /\b(?:going to|gonna|will|would|'ll|'d|wants to|want to|tried to|try to|trying to|about to) (?:kill|murder|shoot|stab|strangle|choke) (?:me|us|her|him|my|them|the kids|the children|you)\b/,
      // A car used as the weapon, or a plan to kill worked out: "planned how I'd run him over".
      /\b(?:going to|gonna|will|would|'ll|'d|wants? to|wanna|tried to|try to|trying to|about to|how to|how i'd|how i would|how i could) (?:run|mow) (?:me|us|her|him|them|my \w+|the kids) (?:over|down)\b|\b(?:planned|planning|plan|worked out|figured out|thought about|thinking about) how (?:to|i'd|i would|i could|i'll|i will) (?:kill|murder|shoot|stab|strangle|poison|hurt|run (?:him|her|them) (?:over|down))\b/,
      // A weapon turned on a person: pointed, held, waved, or named alongside a threat.
      new RegExp(
        `\\b${WEAPON}\\b.{0,50}\\b(?:at me|at us|at her|at him|to my head|to (?:his|her) head|at my|pointed|threaten\\w*|regret|kill|hurt|use it|'ll shoot|will shoot|showing up|shows up|show up|waiting)\\b|\\b(?:pointed|point|pointing|waving|waved|holding|came at (?:me|us|her|him) with) (?:a|his|her|the|their) (?:\\w+ )?${WEAPON}\\b|\\b(?:threat\\w*|follow\\w*)\\b.{0,60}\\b${WEAPON}\\b|\\b${WEAPON}\\b.{0,12}\\b(?:to|in|at) (?:my|his|her|our|their) (?:face|head|chest|throat|neck|temple)\\b`,
      ),
      /\bmake (?:a |the |my |his |her |our )?(?:fire|crash|fall|death|it) look like an accident\b/,
      // A bombing or a shooting planned against a place full of people, not a deal "blown up".
      /\b(?:going to|gonna|will|'ll|threaten\w* to|plans? to|planning to|wants? to|about to) ["']?(?:blow up|bomb|shoot up|firebomb) (?:the|a|our|his|her|my|their|that) (?:\w+ )?(?:meeting|school|building|office|church|mosque|synagogue|temple|courthouse|court|mall|station|party|hearing|city hall|council|clinic|hospital|store|plant|warehouse|concert|game|parade)\b/,
      // Death promised in other words: "you'll be leaving in a body bag", "end up in a ditch".
      /\b(?:leav\w*|go(?:ing)? home|end(?:ing)? up|come out|carried out|wind up) in (?:a |the )?(?:body bag|coffin|casket|pine box|grave|morgue|ditch)\b/,
      // An ultimatum with harm as the price: "bring the kids back by midnight or I burn the house down".
      /\bor (?:i'll|i will|i'm going to|i'm gonna|i am going to|i) (?:burn|kill|shoot|stab|hurt|beat|torch|end)\b(?! (?:the|this|that|our|my) (?:deal|contract|lease|agreement|account))/,
      /\bburn\w* (?:the|my|our|his|her|your|their) (?:[\w']+ )?(?:house|home|place|apartment|car|trailer)(?: down)?\b.{0,30}\bwith (?:me|us|you|the kids|my kids|them|her|him)\b/,
      // Not a client's or a vendor's threat (a lawsuit, as a rule), nor one said to be words only.
      /(?<!\b(?:client|customer|vendor|supplier|contractor|company|business partner|lawyer|attorney|collector|seller|buyer|sued|sue|suing)(?:-\w+)?(?: [\w-]+)? )\bthreat(?:en|ens|ened|ening) (?:me|us|my (?:life|family|kids|children))\b(?! with (?:an? )?(?:eviction|lawsuit|legal|court|fees?|collections?|termination|firing|a bad|negative))(?!(?: and (?:my|our) \w+)? verbally)/,
      /\b(?:domestic|family) (?:violence|abuse)\b|\babusive (?:husband|wife|partner|boyfriend|girlfriend|relationship|ex|marriage|father|mother|parent)\b/,
      /\b(?:afraid|scared|fear(?:ful)?|terrified) (?:for|of losing) my (?:life|safety)\b|\bfear for (?:my|our|their|his|her) (?:life|lives|safety)\b|\b(?:going to|gonna|will) kill me (?:one day|someday|eventually)\b/,
      /\b(?:not|don't feel) safe (?:at home|in my (?:own )?home|with him|with her|around him|around her)\b/,
      /\b(?:raped|sexually assaulted|sexual assault)\b/,
      // Someone tied or strapped down: to a bed, a chair, a radiator.
      /\b(?:(?:her|him|me|them|us|grandma|grandpa|grandmother|grandfather|mom|dad|mother|father|wife|husband|son|daughter|patient|resident)(?: is| was| gets| got)? (?:tied|strapped|chained|restrained|taped)|(?:tied|ties|tying|strapped|straps|chained|chains|restrained|taped) (?:her|him|me|them|us)) (?:up )?to (?:a|the|her|his|their|my) (?:\w+ )?(?:bed|chair|wheelchair|radiator|pole|pipe|railing|crib|tree)\b/,
      /\b(?:beat|beating|beaten) (?:me )?(?:up|black and blue|unconscious)\b|\bbruises? (?:on|all over) my\b/,
      // A dependent adult kept without food or care: "hasn't had a meal in 3 days", "slaps her when she asks".
      /\b(?:he|she|they|grandma|grandpa|mom|dad|mother|father)(?:'s| has| have)? (?:hasn't|has not|hadn't|not) (?:eaten|had (?:a meal|food|anything to eat)) (?:in|for) (?:days|\d+ days|two days|three days|a week)\b/,
      /\b(?:banging|pounding|kicking) (?:on )?(?:my|the|our) (?:door|window)\b.{0,60}\b(?:kill|hurt|threat\w*|scream\w*)\b/,
    ],
    signs: [
      // A weapon kept at hand beside a word that someone will be "done": "keeps his rifle by the door and said next time
      // she's done".
      [
        new RegExp(
          `\\b${WEAPON}\\b[^|]{0,120}\\b(?:she's|he's|you're|she is|he is|you are|they're|they are|we're|we are|i'm) (?:done|finished|dead)\\b(?! (?:with|for|by|at|in|talking|paying|working|cleaning|hunting)\\b)|\\b(?:she's|he's|you're|she is|he is|you are|they're|they are) (?:done|finished|dead)\\b[^|]{0,80}\\b(?:grabbed|took out|pulled out|showed|loaded|pointed|waved|cleaned|holding|held|reached for) (?:his|her|the|a|my) ${WEAPON}\\b`,
        ),
        4,
      ],
      // A stalker's menace: the writer's own address sent to them, "come finish this", "enjoy the next few nights".
      [
        /\b(?:sent|sending|sends|dm\w*|text\w*|messag\w*|emailed|mailed) (?:me )?(?:my|our) (?:home |new |exact |current |work )?(?:address|location)\b/,
        2,
      ],
      [
        /\benjoy (?:the|your|these) (?:next (?:few )?|last (?:few )?)(?:days|nights|weeks)\b|\bcome (?:back )?(?:and )?finish (?:this|what (?:he|she|they|i) started|(?:you|her|him|me|them) off)\b|\bsleep(?:s|ing)? with (?:a|his|her|the) (?:gun|pistol|handgun|knife|rifle|revolver) under (?:his|her|the|their) pillow\b/,
        2,
      ],
      [
        /\bwatch (?:your|my) back\b|\bsee you (?:soon|at (?:pickup|school|home|work|the \w+)|tonight|tomorrow|there)\b/,
        2,
      ],
      [
        /\bi know where (?:you|your \w+|he|she|they) (?:live|lives|work|works|go to school|goes to school|sleep|sleeps|parks?|park)\b/,
        2,
      ],
      // A weapon laid out or shown during a quarrel: "put his pistol on the desk", "flashed the gun in his waistband".
      [
        new RegExp(
          `\\b(?:put|puts|laid|lays|placed|set|slammed|showed|shows|flashed|flashes|pulled out|pulls out|took out|takes out|brought out|waved|lifted his shirt to show) (?:me |us )?(?:his|her|their|a|the) (?:\\w+ )?${WEAPON}\\b`,
        ),
        2,
      ],
      // The writer's own wish to kill someone, weighed with its signs (a plan, a place, a time).
      [
        /\b(?:thought|thinking|fantasi[sz]\w*|dream\w*) (?:about|of) (?:killing|murdering|shooting|stabbing|hurting|running over) (?:him|her|them|my \w+)\b/,
        3,
      ],
      [/\b(?:has|have|owns|keeps) (?:a |his |her )?(?:guns|gun|rifles?|pistol|firearms?|weapons?)\b/, 2],
      [/\b(?:released|out) on bail\b|\bviolat\w* (?:the|my|a) (?:protective|restraining|no[- ]contact) order\b/, 2],
      [
        /\b(?:follows|followed|following|stalk\w*) me\b|\b(?:my|a|her|his|the) stalker\b|\bparks? outside (?:my|our)\b|\b(?:showed|shows|showing|turned|turns) up at my (?:dorm|house|home|work|job|apartment|door|school|car)\b/,
        2,
      ],
      [/\b(?:grabbed|shoved|pushed) me\b/, 2],
      // Threats that leave the act unsaid, and an attacker on the way.
      [/\b(?:make (?:me|you|us) pay|deal with (?:me|you|us|them)|teach (?:me|you|us) a lesson)\b/, 2],
      [
        /\b(?:you'll|you will|you're going to) (?:be sorry|regret)\b|\baccidents happen\b|\bhandles problems\b|\bneither of us will\b/,
        2,
      ],
      [
        /\b(?:coming|come|comes|be back|coming back)\b.{0,30}\bwith (?:his|her|their) (?:boys|friends|brothers?|crew|gang|cousins)\b|\bgang member\b|\bcoming (?:over |here |back )?(?:tonight|tomorrow)\b/,
        2,
      ],
      [
        /\b(?:texts?|messages?|pictures?|photos?|pics)\b.{0,20}\b(?:of|with) my (?:home |house |work )?(?:address|house|home|car|kids)\b/,
        2,
      ],
      [
        /\b(?:pin|pinned|pinning|held|holds) (?:me|her|him) down\b|\b(?:scared|afraid|terrified) to (?:sleep|go|stay|be) (?:at )?home\b/,
        2,
      ],
      [
        /\b(?:kicked|broke|busted|smashed) (?:in |down )?(?:the|our|my) (?:front |back )?(?:door|window)(?: in| down)?\b/,
        2,
      ],
      [/\b(?:scream\w*|yell\w*) at (?:her|him|me)\b|\b(?:loud )?(?:thud|crash|bang)\b|\bplease stop\b/, 1],
      [
        /\b(?:keeps|kept|keeping) (?:him|her|them) (?:drugged|sedated|isolated|locked (?:up|in))\b|\bbegged (?:us|me) to take (?:him|her|them)\b/,
        2,
      ],
      [new RegExp(HURT), 2],
      [/\b(?:trafficked|trafficking|pimp\w*|lends? (?:her|him) out|sold (?:her|him) to)\b/, 4],
    ],
  },
  child: {
    strong: [
      new RegExp(
        `\\b(?:abus\\w*|molest\\w*|neglect\\w*|beat\\w*|hit\\w*|hurt\\w*|touch\\w*|starv\\w*|punch\\w*|slap\\w*|kick\\w*|grabb?\\w*|threw|throw\\w*|shak(?:e|es|ing|en)|shov\\w*|dragg?\\w*|slamm?\\w*|chok\\w*|burn\\w*)\\s+(?:my|the|our|his|her|their|a)\\s+(?:\\w+\\s+)?${CHILD}\\b`,
      ),
      new RegExp(
        `\\b${CHILD}\\b.{0,30}\\b(?:in danger|at risk(?! of)|not safe|being abused|being hurt|being molested|unsafe)\\b`,
      ),
      /\bchild (?:abuse|neglect|endangerment|molestation)\b|\bmolest\w*/,
      // A child shut in a crate, a cage, a trunk; a child to be taken where the parent will never find them.
      new RegExp(
        `\\b${CHILD}\\b.{0,60}\\b(?:locked|kept|put|shut|stuck)\\b.{0,15}\\b(?:in|inside|into) (?:a|the|his|her|their) (?:dog )?(?:crate|cage|kennel|trunk|box|dryer|freezer)\\b`,
      ),
      /\b(?:take|taking|took|run off with|disappear with|hide|hiding) (?:her|him|them|the kids|the baby|my \w+|our \w+)\b.{0,30}\b(?:some)?where (?:i|you|we|she|he)(?:'ll| will|'d| would)? never (?:find|see)\b/,
      /\b(?:kidnapp?\w*|abduct\w*)\b/,
      // A child left in a hot or shut vehicle: "left my 2 year old strapped in a hot van for two hours"; not a dog left in one.
      new RegExp(
        `\\b${CHILD}\\b.{0,60}\\b(?:left|forgot|forgotten|locked|strapped|sleeping|asleep)\\b.{0,20}\\b(?:in|inside) (?:a|the|her|his|their|my|our) (?:hot |locked |closed )?(?:car|van|minivan|vehicle|truck|suv|bus)\\b(?=[^|]{0,60}\\b(?:hot|heat|degrees|hours?|an hour|windows? (?:up|closed)|sun|summer|july|august)\\b)|(?<!\\b(?:dogs?|cats?|pets?|pupp(?:y|ies)|animals?)\\b.{0,30})\\bin (?:a|the) hot (?:car|van|minivan|vehicle|truck|suv|bus)\\b`,
      ),
      // A child left without care: alone for hours, at night, in the cold, without food.
      new RegExp(
        `\\b${CHILD}\\b.{0,80}\\b(?:(?:left |home |outside |are |is )?(?:alone|by (?:them|him|her)sel(?:f|ves)|on (?:their|his|her) own) (?:for (?:days|hours|the (?:whole )?(?:day|night|weekend)|(?:\\d+|two|three|four|five|several|a few|a couple of) (?:days|nights))|since (?:yesterday|last night|this morning|\\w+day)|at night|all night|in the cold|overnight|at \\d+ ?(?:pm|am))|(?:have|has|get|gets) no food|no food (?:in the (?:house|apartment|place)|at home|for days)|nothing to eat|(?:hasn't|has not|haven't|have not) (?:eaten|had (?:food|a meal|anything))|no coats?)\\b`,
      ),
      new RegExp(
        `\\b(?:hasn't|has not|haven't|have not) (?:eaten|had (?:food|a meal|anything))\\b.{0,60}\\b${CHILD}\\b`,
      ),
      new RegExp(
        `\\b${CHILD}\\b.{0,80}\\b(?:sexual|explicit|nude|naked) (?:messages?|texts?|photos?|pictures?|pics|images?|contact)\\b|\\bgroom(?:s|ed|ing)\\b.{0,40}\\b${CHILD}\\b`,
      ),
      new RegExp(
        `\\b${CHILD}\\b.{0,160}\\b(?:touch(?:es|ed|ing)? (?:her|him|them)\\b(?! (?:base|up))|private parts|privates|in (?:her|his) (?:bed|room) at night)`,
      ),
      /\bprivate parts\b|(?<!\bgood touch(?:es|ing)? (?:and|or|vs|versus) )\bbad touch\w*(?! (?:and|or|vs|versus) good touch)|\btouch\w* (?:her|him|them|me) (?:in )?(?:a )?bad (?:way|places?)\b|\btouch\w*\b.{0,30}\binappropriate\w*|\binappropriate\w*\b.{0,20}\btouch\w*|\bsexually abus\w*/,
      new RegExp(`\\b(?:left|leaves|leaving|leave) (?:the|my|a|his|her|their|our) (?:\\w+ )?${CHILD} alone\\b`),
      // A child shut in a car in the heat.
      new RegExp(
        `\\b${CHILD}\\b.{0,40}\\b(?:in|inside) (?:a|the|his|her|their|our) (?:hot|locked|closed) car\\b|\\b(?:hot|locked) car\\b.{0,40}\\b${CHILD}\\b`,
      ),
      new RegExp(
        `\\b(?:nobody|no one|no-one) (?:has )?(?:fed|been feeding|is feeding) (?:the|my|her|his|their|our) (?:\\w+ )?${CHILD}\\b`,
      ),
      /\b(?:without food|no food for days|not feeding|(?:doesn't|don't|won't) feed|starv(?:e|es|ed|ing) (?:her|him|them|the kids|the children|the baby|my|his|their))\b/,
      // Hurts on a child's body: marks, bruises, welts, burns.
      new RegExp(`\\b${CHILD}\\b.{0,100}${HURT}|${HURT}.{0,100}\\b${CHILD}\\b`),
      // A child in a car now with a drunk or high driver.
      new RegExp(
        `\\b${CHILD}\\b.{0,100}\\b(?:drunk|wasted|high|intoxicated) (?:and|while) driv(?:e|es|ing)\\b|\\b(?:drunk|wasted|high|intoxicated) (?:and|while) driv(?:e|es|ing)\\b.{0,60}\\b${CHILD}\\b`,
      ),
      new RegExp(
        `\\b(?:drunk|drinking|wasted|high on)\\b.{0,100}\\b(?:is|'s|are|'re|now|tonight) (?:\\w+ )?driving\\b.{0,60}\\b(?:${CHILD}|them|her|him)\\b|\\b(?:is|'s|are|'re|now|tonight) (?:\\w+ )?driving\\b.{0,40}\\b${CHILD}\\b.{0,60}\\b(?:drunk|drinking|wasted|high on)\\b`,
      ),
    ],
    // An adult courting a child: pictures asked for, a meeting, a secret kept from the parents.
    signs: [
      [
        /\b(?:ask\w*|begg\w*|pressur\w*) (?:her|him|them) (?:for|to send) (?:\w+ )?(?:pictures|photos|pics|nudes|selfies|videos)\b/,
        2,
      ],
      [/\b(?:meet|meeting) (?:him|her|them|up) (?:at|in|alone|somewhere|after school)\b/, 2],
      [
        /\b(?:not to tell|don't tell|keep it (?:a )?secret from) (?:me|anyone|her (?:mom|mother|dad|father|parents)|his (?:mom|mother|dad|father|parents))\b|\b(?:our|their) (?:little )?secret\b/,
        2,
      ],
      [
        /\b(?:grown|older|adult) (?:man|woman|guy)\b|\b(?:says|said|claims) (?:he's|she's|he is|she is) (?:[2-9]\d)\b/,
        2,
      ],
      // Sexual images used against a child, a child watched or kept without care.
      [/\b(?:blackmail\w*|sextort\w*|extort\w*|threaten\w* to (?:send|post|share|leak))\b/, 3],
      [/\b(?:pics|pictures|photos|nudes|videos)\b/, 1],
      [
        /\bwatch(?:es|ed|ing)? (?:me|her|him|them) (?:shower|undress|in the (?:shower|bath))\b|\bcomes? (?:in|into) my room\b/,
        3,
      ],
      [
        /\b(?:makes?|made|forces?|forced) (?:me|her|him|them) (?:to )?(?:sleep|stay|live) (?:in|outside)\b|\bone meal a day\b|\b(?:doesn't|don't|won't) let (?:me|her|him|them) eat\b/,
        3,
      ],
      [
        /\b(?:by (?:herself|himself|themselves)|alone|unsupervised|unattended)\b.{0,40}\b(?:pool|road|street|water|stove|lake|highway|river|balcony)\b|\b(?:pool|road|street|water|stove|lake|highway|river|balcony)\b.{0,40}\b(?:by (?:herself|himself|themselves)|alone|unsupervised|unattended)\b/,
        3,
      ],
      [/\b(?:high|drunk|wasted|nodding off|passed out|blacked out)\b/, 1],
      // A child taken away and cut off: phone or papers taken, far from home, frightened.
      [
        /\b(?:took|taken|takes|taking|confiscated|kept) (?:away )?(?:her|his|their) (?:phone|passport|id|documents|papers)\b/,
        2,
      ],
      [
        /\b(?:she's|he's|they're|she is|he is|they are) (?:really |so )?(?:scared|terrified|frightened)\b|\bsays? (?:that )?(?:she's|he's|they're) (?:scared|terrified)\b/,
        2,
      ],
    ],
    signContext: CHILD_WORD,
  },
  medical: {
    strong: [
      // Not the liability asked of a pharmacist or doctor "if the patient later overdoses".
      /(?<!\bif (?:the |that |a |my |our |his |her |this )?(?:patient|customer|client|user|resident|person)s? (?:later |ever |then |subsequently |eventually )?)\boverdos\w*/,
      /\b(?:not|isn't|stopped|isn't really|not really) breathing\b|\bcan't breathe\b(?! (?:because|when|whenever|every time|each time|thinking|from (?:the )?stress|over)\b)|\b(?:getting harder|struggling) to breathe\b|\bbreathing (?:is )?(?:really |very )?(?:slow|fast|shallow|weird|funny)\b|\b(?:is|'s|was|keeps|started) gasping\b|\bgasping for (?:air|breath)\b/,
      /\b(?:isn't|is not|not|won't|will not) wak(?:e|ing) up\b(?! (?:the|my|our|your|his|him|them|anyone|everyone|everybody|a|an|early|in time|before)\b)|\bcan't wake (?:him|her|them) up\b|\bcan't get (?:him|her|them) to (?:wake|talk|respond|open (?:his|her|their) eyes)\b/,
      // Not responding, as a body, not a landlord: only beside a collapse, a fall, a fever, breath or pills.
      new RegExp(
        `\\b(?:(?:isn't|is not|not|barely|won't|stopped) respond(?:ing)?|unresponsive)\\b.{0,80}${BODY_IN_DISTRESS}|${BODY_IN_DISTRESS}.{0,80}\\b(?:(?:isn't|is not|not|barely|won't|stopped) respond(?:ing)?|unresponsive)\\b`,
      ),
      new RegExp(
        `\\b(?:took|swallowed|taken)\\b.{0,10}\\b(?:a bunch of|a lot of|a handful of|too many|all (?:of )?(?:my|his|her|the)|(?:like |about |around )?\\d+ (?:of )?(?:my|his|her|the)?) ?(?:\\w+ )?${DRUGS}\\b`,
      ),
      /(?<!\b(?:died|passed|passed away|death|funeral|lost (?:him|her|them))\b[^|]{0,60})\bheart attack\b(?![^|]{0,60}\b(?:died|passed|killed|took (?:him|her))\b)|\bchest (?:pains?|pressure)\b(?! on and off| for (?:a|one|two|\d+|several|many) (?:years?|months))|\bhaving a stroke\b/,
      /\b(?:bleeding (?:heavily|badly|a lot|out|everywhere)|unconscious|passed out|(?:is|'s|am|i'm|are|'re) having a seizure|seizing (?:for|and|again|right now|non-?stop)|won't stop (?:seizing|bleeding)|(?:having|had|keeps having) seizures)\b/,
      /\b(?:swallowed|took|taken) (?:all|a bottle of|a handful of|too many) (?:my |the |his |her )?(?:pills|tablets|meds|medication)\b/,
      /\bbleeding (?:won't|will not|doesn't|isn't going to|hasn't) stop\w*\b/,
      // Bleeding in pregnancy.
      /\b(?:pregnant|\d+ weeks|pregnancy)\b.{0,60}\b(?:bleeding|passing clots|blood clots)\b|\b(?:bleeding|passing clots)\b.{0,60}\b(?:pregnant|pregnancy)\b/,
      /\b(?:emptied|finished) (?:the|a|my|his|her) (?:whole )?(?:pill|meds?|medicine|prescription|sleeping pill) bottle\b/,
      // A whole container swallowed, whatever it held: "took the whole bottle", "swallowed the entire pack".
      new RegExp(
        `\\b(?:swallowed|took|taken|downed|popped) (?:\\w+ )?(?:the|a|an|my|his|her) (?:whole|entire|full) (?:bottle|pack|packet|box|strip|jar|tube|blister)\\b(?! of (?!(?:[\\w']+ ){0,3}${DRUGS})| (?:to|into|from|with|over|home|back|off)\\b)`,
      ),
      // Stroke signs, anaphylaxis, blood brought up, a body that fell and stays down.
      /\bslurr(?:ing|ed) (?:her |his |my |their )?(?:words|speech)\b|\b(?:face|mouth) (?:is )?droop\w*|\bdroop\w* (?:face|mouth)\b|\bone side of (?:her|his|my) face\b/,
      /\b(?:throat|tongue|lips?) (?:is |are |keeps )?(?:swelling|swollen|closing)\b|\blips (?:look |are |turning )?(?:kinda |kind of )?blue\b/,
      /\b(?:throwing up|vomiting|coughing|coughing up|puking|spitting up) blood\b/,
      /\blips (?:are |were |look |looked |turning |turned )?(?:kinda |kind of )?(?:a )?(?:gr[ae]y|grayish|greyish|purple|blue|dusky|white|weird|strange|funny|odd)\b/,
      new RegExp(
        `\\b${PERSON}(?: just)? collapsed\\b|\\bcollapsed (?:and|on the|in the)\\b.{0,40}\\b(?:breath\\w*|respond\\w*|moving|wak\\w*|conscious)\\b`,
      ),
      /\bhit (?:her|his|my|their) head\b.{0,120}\b(?:confused|vomit\w*|threw up|thrown up|throwing up|passed out|won't wake|drows\w*|slurr\w*)\b/,
      /\bcarbon monoxide\b.{0,100}\b(?:headaches?|dizzy|sleepy|nause\w*|vomit\w*|throwing up|threw up|going off|went off|beeping|sounding)\b|\b(?:headaches?|dizzy|sleepy|nause\w*|vomit\w*|throwing up|threw up)\b.{0,100}\bcarbon monoxide (?:alarm|detector|monitor)\b/,
      /\b(?:on the floor|fell)\b.{0,60}\b(?:not getting up|can't get up|won't get up|hasn't moved|isn't moving|not moving)\b/,
    ],
    signs: [
      // A body temperature of heatstroke or a dangerous fever: "her temp is 106".
      [
        /\b(?:her|his|my|their|the baby's|baby's|son's|daughter's|body) (?:temp|temperature|fever)\b[^|]{0,20}\b(?:10[4-9]|11[0-2])(?:\.\d)?\b/,
        4,
      ],
      // Carbon monoxide's signs: a boiler, furnace or generator, and the household unwell together.
      [
        /^(?=[^]*\b(?:boiler|furnace|space heater|gas heater|water heater|generator|gas stove|fumes|exhaust)\b)(?=[^]*\b(?:leak\w*|smell\w*|fumes|carbon monoxide|alarm|detector|beep\w*|soot|pilot light|malfunction\w*|cracked|vent(?:ing)?|exhaust)\b)(?=[^]*\b(?:whole family|all of us|everyone in the (?:house|apartment|home)|we all|we're all|we are all|the kids|my kids|the baby|my baby|both kids)\b)(?=[^]*\b(?:headaches?|dizz\w*|nause\w*|throwing up|vomit\w*|drowsy|passing out|passed out|fainted|confused)\b)/,
        4,
      ],
      // Someone unseen for days behind their door: mail piled up, a smell from inside.
      [
        /\b(?:hasn't|haven't|has not|have not|hadn't|didn't) (?:picked up|gotten|taken in|collected|brought in) (?:his|her|their) (?:mail|newspapers?|papers|packages)\b|\b(?:mail|newspapers|packages) (?:piling|piled|stacking|stacked) up\b/,
        2,
      ],
      [
        /\bsmell (?:something )?(?:bad|awful|terrible|rotten|horrible|like something died)\b|\b(?:a|an) (?:bad|awful|horrible|terrible|rotten) smell\b/,
        2,
      ],
      // Bleeding in pregnancy, or bleeding said to be heavy.
      [
        /\bpregnant\b[^|]{0,80}\bbleed\w*|\bbleed\w*[^|]{0,80}\bpregnant\b|\bbleeding (?:a lot|heavily|badly|so much|really bad|through)\b/,
        3,
      ],
      [/\b(?:trouble breathing|hard to breathe|short of breath|shortness of breath)\b/, 2],
      // Feeling faint, not a faint told of (that is weighed below): one word is not two signs.
      [/\b(?:dizzy|lightheaded|light-headed|(?:feel|feels|feeling|felt) (?:\w+ )?faint)\b/, 2],
      [/\b(?:vomit\w*|throwing up|threw up|thrown up)\b/, 2],
      [/\b(?:pale|sweating|sweaty|clammy|shaking)\b/, 1],
      [
        /\b(?:fainted|fainting|passing out|going in and out|in and out of consciousness|barely (?:reacting|conscious|awake))\b/,
        3,
      ],
      [
        /\bheart (?:is )?(?:racing|pounding|fluttering|doing)\b|\bworst headache\b|\bblurry vision\b|\bseeing double\b/,
        2,
      ],
      [
        /\b(?:a ton of|lots of|so much|a lot of) blood\b|\bblood everywhere\b|\btourniquet\b|\bwon't stop bleeding\b|\bcan't (?:get it to )?stop (?:the )?bleeding\b|\bgash\b|\bdeep cut\b/,
        3,
      ],
      [/\b(?:crushed|caught in (?:the|a) (?:machine|auger|press|belt|conveyor)|amputat\w*|severed)\b/, 2],
      [/\b(?:talking nonsense|not making (?:much |any )?sense|confused|disoriented|out of it|garbled)\b/, 2],
      [
        /\b(?:was|is|went|gone|seems?) limp\b|\bhot to (?:the )?touch\b|\bhigh fever\b|\bburning up\b|\bsnoring (?:weird|funny|loud)\b|\bgurgling\b/,
        3,
      ],
      [/\b(?:gas (?:smell|leak)|smells? (?:like )?(?:gas|rotten eggs))\b/, 2],
      [/\b(?:sick|headaches?|nause\w*)\b/, 1],
      [
        /\b(?:been )?missing (?:for )?(?:\d+|two|three|four|five|six|several) (?:hours|days)\b|\bnot dressed for the cold\b/,
        2,
      ],
      [
        /\b(?:wandered|wandering) (?:off|away)\b|\bbelow freezing\b|\bfreezing (?:tonight|outside|cold)\b|\b(?:hasn't|haven't|nobody has) (?:seen|heard from) (?:her|him|them) in (?:\d+|a few|several|two|three|four|five) days\b/,
        2,
      ],
      [/\b(?:not|isn't|she's not|he's not) answering\b/, 1],
      [/\bdementia\b|\bheart (?:problems|condition)\b|\bdiabet\w*|\bepilep\w*/, 1],
      [/\b(?:lives|living) alone\b|\belderly\b/, 1],
      [/\b(?:refusing|refused) food\b|\bhunger strike\b|\bweighs (?:like |about )?\d{2} (?:lbs|pounds)\b/, 1],
    ],
  },
};
