import { NOT_DISPENSED, NOTE_WRITERS, TERMINAL_ILLNESS, type CrisisKind } from './crisis-signals';

/**
 * The broad tier: danger read from the kinds of thing a post mentions rather than from any one phrase. Real posts tell
 * of danger in words no list of phrases foresees ("sitting in my truck with my dad's revolver", "her lips look kind of
 * grey", "he took her passport and said he'd send her back in a box"), but they almost always bring together two or
 * more families of danger: a harm done to a person and its mark on the body, a weapon and a threat, despair and a
 * means, a child and a hurt or a neglect, two signs of a body in distress. Each family counts once, whatever how
 * often it is named; a post whose families add up to the kind's `score` suggests the kind. Idioms, negations and danger
 * long past are taken out before this is read (crisis-reading.ts).
 */

/** A person on the receiving end, as lay posts name them. */
const TARGET =
  '(?:me|us|her|him|them|you|my \\w+|his \\w+|her \\w+|our \\w+|the (?:kids?|children|baby|boy|girl)|(?:the|a) (?:\\w+ )?(?:wall|floor|ground|door))';
/** Weapons, named alone. */
const WEAPON =
  '(?:guns?|pistols?|handguns?|revolvers?|sidearms?|rifles?|shotguns?|firearms?|ar-?15|glock|knife|knives|machete|blade|box ?cutter|crowbar|bat|baseball bat|golf club|tire iron|wrench|lead pipe|pipe|brick|axe|hatchet|taser|brass knuckles|ammo|bullets?)';
/**
 * A child, as lay posts name one (an age under 18 included, not a count of people or a length of time); the boss's or
 * the landlord's son is named as one of the people in charge, not as a child at risk.
 */
export const CHILD_NAMED =
  /\b(?:child|children|kids?|(?<!\b(?:boss|boss's|landlord's|owner's|manager's|foreman's|employer's|supervisor's) )(?:son|daughter)|baby|babies|toddler|infant|newborn|grandchild|grandkids?|niece|nephew|stepson|stepdaughter|minor|teen|teenager|little (?:girl|boy|one|brother|sister)s?|twins|triplets|(?:[1-9]|1[0-7])[- ]?(?:yo|y\/o|yrs? old|years? old|years?-old|month old|months old)|\d+[- ]?(?:months? old|months?-old|weeks? old|weeks?-old)|(?:is|are|she's|he's|they're|i'm|i am|we're|we are|aged?) (?:[1-9]|1[0-7])\b(?! (?:men|women|people|workers|adults|guys|of us|in (?:all|total)|hours|days|weeks|months|minutes|miles|feet|dollars|percent)\b)|(?:[1-9]|1[0-2])(?:st|nd|rd|th)[- ]grade(?:rs?)?|grade schooler|kindergartner|preschooler)\b|\((?:[1-9]|1[0-7])\)|, (?:[1-9]|1[0-7]),/;

/** Danger said to be now: it adds one to any kind. */
const NOW =
  /\b(?:right now|tonight|this (?:morning|afternoon|evening)|today|just now|as we speak|at the moment|(?:\d+|a few|few|ten|twenty|thirty) (?:minutes|mins?|hours?) ago|an hour ago|for (?:the (?:last|past) )?(?:about |like |over |almost )?(?:\d+|a few|several|two|three|five|ten|fifteen|twenty|thirty) (?:minutes|mins?|hours)|since (?:this morning|last night|yesterday)|i can (?:hear|see) (?:it|her|him|them)|posting (?:from|this from)|on my way|currently|(?:it's|its|it is) (?:now )?(?:1[0-2]|[1-9])(?::\d\d)? ?(?:pm|am|p\.m\.|a\.m\.)(?: now| already)?)\b/;

/** Harm done to a body by a person: the act, with someone (or a wall they were thrown at) on the receiving end. */
const ASSAULT = new RegExp(
  `\\b(?:hit|hits|hitting|slap\\w*|punch\\w*|kick(?:s|ed|ing)?(?! out\\b)|beat|beats|beating|beaten|chok\\w*|strangl\\w*|shov\\w*|pushed|pushes|threw|throws|throwing|thrown|grab(?:s|bed|bing)|drag(?:s|ged|ging)|pinn?(?:ed|ing|s)? (?:\\w+ )?down|burn(?:s|ed|t|ing)|stab(?:s|bed|bing)?|slam(?:s|med|ming)|smack\\w*|whip\\w*|spank\\w*|shak(?:es|ing|en|ed)|shook|rap(?:e|es|ed|ing)|molest\\w*|assault\\w*|attack\\w*|tied|ties|tying|strapp?\\w*|chain\\w*|squeez\\w*|dislocat\\w*|(?:makes?|made|forces?|forced) (?:him|her|them|me) (?:to )?kneel|(?:threw|throws|poured|splashed) (?:[\\w']+ ){0,4}(?:boiling|scalding|hot|bleach|acid)|had (?:her|him|me) up against)\\b(?: \\w+){0,3}? ${TARGET}\\b(?! (?:out|off|up with|a deal|a check|with (?:a |an |the )?(?:bill|fee|fine|lawsuit|notice|charge)))|\\b(?:up against|into|across) (?:the|a) (?:wall|floor|counter|table|face)\\b|\\b(?:against|across) (?:the|a|his|her|my) (?:wall|face|head)\\b`,
);
/** The marks harm leaves on a body. */
const INJURY =
  /\b(?:bruis\w*|an? (?:\w+ )?burns? (?:on|in)|broken (?:ribs?|bones?|arm|jaw|nose)|bleed|bled|until (?:they|she|he|it) bleeds?|scars|hand ?prints?|(?:bite|belt|burn|grab) marks|dislocated|(?:i've |i have |we've )?seen the marks|black eyes?|welts?|marks (?:on|all over)|fingerprints? (?:on|around) (?:her|his|my|their|the) (?:neck|throat|arms?|wrists?|face)|(?:cigarette )?burns (?:on|all over)|cut (?:on )?(?:my|her|his|their) (?:\w+ )?(?:forehead|face|lip|head|arm|hand)|split lip|swollen (?:eye|face|lip)|bump on (?:her|his|my|their) head|broke (?:his|her|my|their) (?:\w+ )?(?:hand|arm|nose|jaw|ribs?|wrist|leg|finger)|sores|bedsores|bleeding|blood|seeing spots|saw spots|stitches)\b/;
/** A threat: a harm announced, or a menace left unsaid. */
const THREAT = new RegExp(
  `\\b(?:(?:everyone|everybody|all of (?:you|them|us)|you all|they)(?: in [\\w-]+)? (?:is|are) (?:gonna|going to) pay\\b|knows? (?:which|what) school (?:my|your|our|the|her|his) (?:kids|children|son|daughter|boy|girl) (?:go|goes|attends?)\\b|knows? where (?:my|your|our|her|his) (?:kids|children|son|daughter|boy|girl|wife|husband|family|mom|mum|dad|parents) (?:lives?|go(?:es)? to school|works?|sleeps?|plays?|gets? the bus|waits? for the bus)\\b|(?:you|u) know what (?:happens|will happen|'ll happen) (?:if|when) (?:you|u)\\b|says? (?:i'll|i will|you'll|you will|she'll|she will) never (?:leave|get away|see (?:the|my|your|her) kids)|(?:he|she|they) knows? where (?:i|we) (?:live|work|sleep|stay|park)|(?:he|she|they) knows? (?:my|our) (?:home |new )?address|(?:i'm|i am|we're|we are) ['"]?(?:done|dead|next)['"]? if (?:i|we)\\b|threat\\w*(?! to (?:run away|move out|move back|leave home|drop out|quit (?:school|the team|his job|her job)|stop paying|withhold|sue|evict|fire|report|call (?:the|my) (?:lawyer|landlord|boss)|take (?:me|us|him|her) to court|fine|tow|repossess|garnish|cancel|terminate|leave|quit|post (?:a|bad) review))|(?:he|she|they|he's|she's|they're)(?:'ll|'d| will| would| is going to| was going to| is gonna| gonna| said (?:he|she|they)(?:'d|'ll| would| will))? (?:kill|hurt|harm|shoot|stab|blow|bury|end(?! up\\b)|(?:get|find) (?:me|you|us|(?:her|him|them)(?= *(?:$|[|.!?,]| back\\b| one day| eventually| soon| when| if| for what)))|make sure|put (?:me|you|her|him|us) in|send (?:me|you|her|him|us) back in|come for|come after (?:me|you|her|him|us)\\b(?! for)|finish|regret|break)|(?:you're|you are|your|ur) (?:next|dead|done)|(?:you'll|you will|you'd) (?:regret|be sorry|never|pay)|(?:i'm|i am) next|belongs to (?:him|me|her)|(?:she's|you're|she is|you are) mine\\b|(?:he'll|she'll|he will|she will|they'll|they will) do (?:worse|it again)|(?:see|visit) (?:me|you|her|him) tonight|'?handle'? (?:hr|them|him|her|my boss|the boss|management)|handle (?:it|this|you|things|that) (?:personally|myself|himself|herself|my way|his way|the old way)|(?:i|we) know (?:you|she|he) (?:live|lives) (?:on|at|in|by)|(?:deserves?|get|gets|getting) what's coming|(?:get|gets|getting) (?:theirs|his|hers)(?=['"]?(?:\\s*$|\\s*[|.,!?'"]| on | soon\\b| one day\\b| tomorrow\\b| when\\b))|(?:will|'ll|gonna|going to) get what (?:they|he|she|you) deserves?\\b|know(?:s)? where (?:my|your|our|his|her) (?:kids|children|son|daughter|family|wife|husband|mom|mother) (?:go|goes|live|lives|are|stay|stays|study|studies)|won't be a problem (?:much )?longer|teach (?:me|you|us|them|my \\w+|your \\w+) a lesson|(?:she'd|he'd|i'd|you'd|she would|he would) be killed|(?:his|her|their) '?(?:cousins|boys|crew|gang|people|guys)'? (?:visit|come|will|to|would)|cleaning house|what happens to (?:snitches|rats|people who)|make (?:me|you|us|her|him|them) pay\\b(?! (?:for|back|rent|the))|you got lucky|take back what's (?:hers|his|mine|theirs)|tell (?:the )?(?:cartel|gang|mafia|mob|them) where (?:i|you|we|she|he) (?:live|lives|am|are|is)|(?:won't|will not) be so lucky|get rid of (?:her|him|them|me|you|us|(?:my|his|her|their|our) \\w+)|(?:will|'ll) regret it|make (?:it|things) right|be back (?:for|with) (?:me|you|her|him|us|them|my|his|the|a|an)|(?:i'll|i will|i'd|we'll) (?:regret it|be sorry)|would be a (?:shame|pity)|watch your back|(?:one way or another)|in a (?:box|body bag|ditch)|head off|(?:i|we) know where (?:you|she|he) (?:live|work|sleep|are)|see you (?:soon|tonight|later)|dead (?:bird|animal|rat|cat)|settle (?:things|it|this|the score)|pay (?:me|you|us|her|him) a visit|knows? (?:i|you|we) (?:have|got) (?:a )?(?:daughter|son|kids|family|wife)|can't hide|(?:burn|blow) (?:the|this|my|our|your|her|his) (?:\\w+ )?(?:building|house|home|place|apartment|car)(?: down| up)?|with (?:all of )?(?:us|you|them) (?:in|inside) it|grow up without (?:a|their|your)|(?:i'm|he's|she's) coming (?:home|over|for)|slash\\w* (?:my|her|his) tires|(?:they|you|everyone|everybody|you all) (?:will|'ll) (?:see|pay|be sorry)|(?:last|next) time you|or else)\\b`,
);
/** A threat to kill, or to set on fire or blow up a place with people in it. */
const DEADLY_THREAT =
  /\b(?:(?:you'll|you will|you're gonna|you are going to|you're going to) need (?:a |an )?(?:funeral|coffin|casket|body bag|hearse|headstone|gravestone|undertaker)(?= *(?:[|.!?,;'"”]|$))|(?:saying|says|said|texted|texting|texts|messag\w*|told me|telling me|tells me|wrote|writes|warn\w*|posted|posting|emailed|calling me to say)(?: me)?(?: that)? (?:i'll|i will|i'm going to|i am going to|i'd|you'll|you will|you're going to|you'd|she'll|he'll|we'll) (?:be dead|die|end up dead|be in the ground|be in a box|not (?:live|survive|make it) (?:to|past|through|until)|never (?:live|make it) (?:to|past))|(?:saying|says|said|texted|texting|told me|telling me|messag\w*|wrote)(?: me)?(?: that)? (?:i|you|she|he) (?:won't|will not|wouldn't|will never|'ll never) (?:live|make it|survive) (?:to see|past|through|until|to)\b|(?:he|she|they|he's|she's|they're|he is|she is|they are)(?:'ll|'d| will| would| is going to| was going to| are going to| going to| gonna| said (?:he|she|they)(?:'d|'ll| would| will))? ['"]?(?:end (?:all of )?(?:us|you|them|everyone|everybody)\b|cut the baby out|cut (?:me|you|her|him|us) (?:up|open)|(?:shoot|stab|strangle|poison|drown|bury|murder) (?:me|you|her|him|us|them|the kids|everyone|everybody|my \w+|our \w+|your \w+)\b(?! (?:a|an) (?:text|email|message|line|note|call|look))|blow (?:my|her|his|your|our) (?:head|brains)|(?:burn|torch|blow up|light up|shoot up) (?:the|this|our|my|her|his|your) (?:\w+ )?(?:building|house|home|place|apartment|trailer|bar|store|school|office|meeting|church|mall|concert|rally|party|wedding)|(?:drive|crash|run) (?:us|them|the kids|the car|me) (?:all )?(?:off|into) (?:a|the) (?:bridge|river|lake|wall|tree|traffic|cliff)))\b|\blight (?:this|the) place up\b|\b(?:no one|nobody) (?:left|alive)\b|\bstart on (?:the kids|you|her|him|them|us)\b/;
/** An intent to kill with a step between ("going to bring his dad's gun and shoot his ex"). */
const INTENT_TO_KILL =
  /\b(?:going to|gonna|will|'ll|plans? to|planning to|wants? to)\b[^.?!|]{0,50}\b(?:shoot|stab|kill|murder) (?:me|you|her|him|us|them|everyone|everybody|people|(?:my|his|her|their|our|your) (?!(?:business|company|career|deal|chances|buzz|vibe|time)\b)[\w-]+)\b/;
/** The neck squeezed, the breath cut off: the strongest sign a partner may kill. */
const STRANGULATION =
  /\b(?:(?:squeez|grabb?|press|chok|strangl|crush)\w* (?:my|her|his|their) (?:neck|throat)|(?:almost|nearly) (?:blacked|passed) out|(?:couldn't|could not|can't) breathe (?:when|while|until|because) (?:he|she|they))\b/;
/** A car turned on a person, or a threat that means death without saying it. */
const LETHAL_MENACE =
  /\b(?:bring(?:s|ing)? (?:his|her|their|a|an) (?:[\w']+ )?(?:ar|ar-?15|ak|ak-?47|gun|guns|rifle|pistol|shotgun|glock) (?:in|to (?:work|the office|school|the shop|the plant|the site))\b[^|]{0,20}\b(?:and )?(?:take care of|deal with|handle|settle|teach|show|shoot|get) (?:the whole|everyone|everybody|all of (?:us|you|them)|(?:the|this|our|that) (?:whole )?(?:department|office|team|crew|class|school|shift|company|place|floor))\b|bring(?:s|ing)? (?:his|her|their|a|an) (?:[\w']+ )?(?:ar|ar-?15|gun|guns|rifle|pistol|shotgun|glock)(?: in| to (?:school|class))? (?:tomorrow|today|tonight|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week)\b(?! (?:to|for) (?:the )?(?:range|gunsmith|shop|hunt\w*|cleaning|repair|sale|show|pawn|safety)\b)|(?:coming|come|comes|be|'ll be|will be) back (?:here |in )?with (?:his|her|their|a|an|my|the) (?:\w+ )?(?:ar|ar-?15|gun|guns|rifle|pistol|shotgun|glock)\b(?! (?:paperwork|report|reports|aging|team|department|balance|invoices?|numbers|ledger|files?|records|statements?|person|clerk|rep)\b)|(?:don't|won't) have a (?:mother|father|mom|dad) anymore|(?:left|slipped|put) a bullet|bullets? (?:in|into) my (?:locker|mailbox|car|door)|bullets? (?:went |came )?through (?:our|my|the) (?:\w+ )?(?:window|wall|door|car|roof)|shoot\w* (?:his |a )?(?:gun |rifle )?(?:toward|towards|at) (?:our|my) (?:house|home|kids|family|car)|set (?:fire to|on fire) (?:my|our|her|his|the) (?:\w+ )?(?:house|porch|home|car|apartment|door|trailer)|set (?:my|our|her|his|the) (?:\w+ )?(?:house|porch|home|car|apartment|door) on fire|arson|(?:bring|make|build|made|built|plant)\w* (?:a |the )?(?:pipe )?bombs?|pipe bombs?|crosshairs? (?:drawn |painted |put )?(?:on|over|around) (?:it|them|(?:a |the )?(?:picture|photo) of|(?:our|my|her|his|the) (?:house|home|car|door|face|kids|family|photo|picture))|(?:picture|photo|pic) of (?:our|my|her|his) (?:house|home|car|door|kids|family)\\b[^|]{0,40}\\bcrosshairs?|(?:hit|kill) list|(?:has|have|made|keeps|posted|posts|shared|wrote|sent) a list of (?:kids|people|names|targets|students)|tried to (?:run|mow) (?:me|her|him|us|them) (?:over|down)|swerv\w* (?:at|into) (?:me|her|him|us)|next time (?:he|she|they|i|you) (?:won't|will not|wont) miss|(?:if (?:i|he|she|they) can't have (?:them|her|him|you|me|the kids)),? (?:nobody|no one|no-one) (?:can|will)|none of us (?:will|is going to|are going to|gonna) be (?:around|here|alive)|everyone (?:pays|will pay|is going to pay|gets what)|(?:bring\w*|brought|carry\w*) (?:his|her|their|a|my) (?:[\w']+ )?(?:ar|ar-?15|gun|guns|rifle|pistol|shotgun|glock)\b(?: [\w'’]+){0,4} (?:to|in|into|at) (?:[\w'’]+ ){1,2}(?:meeting|shift|office|workplace|hearing|court date|party)\b|(?:bring\w*|brought|carry\w*) (?:his|her|their|a|my) (?:\w+ )?(?:ar|ar-?15|gun|rifle|pistol|shotgun)\b(?: [\w']+){0,3} (?:to|in|into) (?:work|school|the office|the shop|the (?:warehouse|plant|factory|site|store|job ?site|shop floor|depot|yard|campus|party)|class|church|the meeting|prom|on)|(?:bring\w*|brought|carry\w*|tak\w*) (?:his|her|their|a|my) (?:[\w']+ )?(?:ar|ar-?15|gun|guns|rifle|pistol|shotgun|glock)\b(?: [\w']+){0,4} for ['"]?(?:(?:the|those|these|all the|all those) (?:[\w']+ )?(?:people|supervisors|managers|bosses|teachers|kids|guys|ones|girls|boys|coworkers|students|assholes|jerks|haters|bullies)|everyone|everybody|them|(?:him|her|you)\b(?! (?:for|as) a (?:gift|present))))\b/;
/**
 * A warning to stay away from a place or a day, as an attacker gives it: "don't come tomorrow", "stay home", "you've been
 * warned", "last day of school for everyone", or a meeting announced under a weapon: "see everyone Monday at the shop".
 */
const STAY_AWAY =
  "(?:(?:don't|do not) (?:come|go|show up)(?: (?:to|in|into) (?:school|class|work|church|campus|the (?:school|office|mall|game|assembly|dance|rally|meeting|party|concert|parade)))?(?: (?:tomorrow|today|tonight|this week|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day))?(?=['\"]|\\s*\\||\\s*$|[.!,])|(?<!\\b(?:to|i|we|they|he|she|you|will|can|could|should|would|might|must|may|i'll|we'll|he'll|she'll|they'll|you'll|and|or) )stay (?:at )?home(?: (?:tomorrow|today|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?=['\"]|\\s*\\||\\s*$|[.!,]))|(?:the )?last day (?:of school |at school |here |alive )?for (?:everyone|everybody|all of you|you all|y'all)|(?:everyone|everybody)'s last day|stay away from (?:the |our |my )?(?:school|office|mall|church|game|assembly|campus|dance|rally|parade)|(?:you've|you have|you all have|y'all have|everyone has|everybody has)(?: all)? been warned|be warned|(?:it's|it is|its) (?:happening|going down) (?:tomorrow|today|tonight|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)|see (?:you all|y'all|you guys|everyone|everybody|all of you)(?: (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day| tomorrow| soon| at (?:work|school|the \\w+)))";
/** An hour of a day full of people (a school period, an assembly, a service), or a place marked as a target. */
const CROWD_HOUR =
  "(?:(?:\\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|last) period|(?:during|at) (?:lunch|the assembly|assembly|the pep rally|graduation|homeroom|recess|the game|service|mass|prayers)|crosshairs|tagged (?:[\\w']+ ){0,3}(?:school|class|workplace|work|office|job|church|principal|teacher|boss))";
/**
 * A weapon shown with a time or a warning: a picture of a rifle captioned "tomorrow 2nd period, don't come", a gun
 * beside "you've been warned". A photo of a rifle for an insurance claim, a knife at lunch, bring neither.
 */
const ARMED_NOTICE = new RegExp(
  `\\b(?:pictures?|photos?|pics?|videos?|snaps?|snapchats?|posts?|story|stories|selfies?|images?|captions?|memes?|tiktoks?|messages?|texts?)\\b[^|]{0,40}\\b${WEAPON}\\b.{0,120}\\b(?:${STAY_AWAY}|${CROWD_HOUR})|\\b(?:${STAY_AWAY}|${CROWD_HOUR}).{0,120}\\b(?:pictures?|photos?|pics?|videos?|snaps?|posts?|story|selfies?|images?) (?:of|with)\\b[^|]{0,30}\\b${WEAPON}\\b|\\b${WEAPON}\\b.{0,80}\\b${STAY_AWAY}|\\b${STAY_AWAY}.{0,80}\\b${WEAPON}\\b`,
);
/** A drink spiked, someone led away who cannot stand. */
const SPIKED =
  /\b(?:(?:put|putting|puts) (?:something|a pill|pills|drugs?|\w+) in (?:[\w']+ ){0,2}(?:drink|food|coffee|tea|meals?)|(?:drink|coffee) (?:was |got )?(?:spiked|drugged)|spiked (?:her|his|my) drink|slumped over|can't hold (?:her|his|their) head up)\b/;
/** Rage let loose on things: a fist through a wall or a screen. */
const RAGE =
  /\b(?:(?:fist|punch\w*|kick\w*) (?:through|holes? in) (?:the|a|my|our) (?:tv|wall|door|window|screen)|things (?:breaking|smashing|being thrown)|throwing (?:things|furniture|plates))\b/;
/** Someone who got in: waiting inside, a copied key, a break-in. */
const INTRUSION =
  /\b(?:waiting (?:inside|in) my|copied my keys?|broke in(?:to (?:my|our|her|his) (?:house|home|apartment|room|place|bedroom))?\b(?! to)|(?:was|were|been) (?:inside|in) my (?:house|apartment|room|bedroom|closet|car)|hiding in my|let (?:himself|herself) in(?:to)?)\b/;
/** An unwanted touch at night: someone on the bed, touching a sleeper. */
const NIGHT_TOUCH =
  /\b(?:touch\w* my (?:hair|face|body|legs|chest|neck)|(?:on|in|edge of) my bed|while i (?:slept|was (?:asleep|sleeping))|woke up (?:and|to) (?:him|her|someone|a man))\b/;
/** Property attacked to frighten: tyres slashed, windows smashed, a break-in. */
const PROPERTY_ATTACK =
  /\b(?:smash\w* (?:my|her|his|our|the) (?:\w+ )?(?:windshield|windscreen|car|door|phone)|throw\w* (?:rocks|bricks|stones|bottles) (?:at|through) (?:our|my|her|his) (?:\w+ )?(?:windows?|house|car|door)|slash\w* (?:my|her|his|our) (?:\w+ )?tires|smash\w* (?:my|her|his|our) (?:\w+ )?windows?|keyed (?:my|her|his) car|(?:poured|spray\w*|painted) \w+ (?:on|all over) (?:my|her|his|our) (?:car|house|door))\b/;
/**
 * People held in a place at someone's word: "nobody leaves this room until…", "won't let anyone leave", a hostage
 * situation, people held at gunpoint. It counts with a weapon beside it; a meeting that "nobody leaves until we
 * vote", a deposit or furniture "held hostage" and a hostage film hold no one.
 */
const HELD_AT_WORD =
  /\b(?:(?:nobody|no one|no-one|none of us|not one of us) (?:leaves|is leaving|gets out|goes anywhere|moves|can leave|is allowed to leave|walks out)|(?:won't|will not|isn't|is not|not|doesn't|does not) (?:let|letting) (?:anyone|anybody|any of us|everyone|everybody|people) (?:leave|go|move|out of (?:the|this) (?:room|house|building|office|store|car))|(?:holding|held|holds|keeping|kept|took|taken|take|taking) (?:us|them|everyone|everybody|people|the (?:family|kids|children|staff|customers|employees|class|students|workers|hostages)|my (?:family|wife|husband|kids|children|mom|dad|parents)|(?:\w+ )?(?:customers|employees|people|students|workers)) (?:hostage|captive|prisoner)|hostage situation|(?:at|held at) (?:gun|knife)point)\b/;
/** A weapon aimed at the people in the room: "pointing it at whoever talks", "aiming the gun at everyone". */
const AIMED_AT_PEOPLE =
  /\b(?:point\w*|aim\w*|wav\w*) (?:it|the \w+|a \w+|his \w+|her \w+|that thing) (?:around )?at (?:whoever|anyone|anybody|everyone|everybody|people|us|me|him|her|them|each of us)\b(?! (?:house|home|yard|window|property|car)\b)/;
/** A weapon named, or pictured. */
const ARMED = new RegExp(`\\b${WEAPON}\\b`);
/** Fear in the person at risk. */
const FEAR =
  /\b(?:scared|terrified|afraid|frightened|petrified|fear(?:ing|ful)?|whisper\w*|hiding|hid (?:in|from)|too scared|(?:don't|not to) make (?:him|her) (?:angry|mad)|walking on eggshells|cries? (?:herself|himself) to sleep)\b/;
/** Freedom taken: kept in, kept from help, papers and phone taken, money controlled. */
const CONTROL =
  /\b(?:checks? (?:my|her|his) phone|lock(?:s|ed|ing)? (?:me|her|him|them|us|the kids|my \w+) (?:in|up|out)|(?<!\b(?:guns?|pistols?|rifles?|firearms?|weapons?|handguns?|shotguns?|ammo|ammunition|it|bikes?|stuff|things|bags?|laptops?|purse|wallet|keys|valuables|tools|documents|papers|medications?|meds) )locked (?:in|inside) (?:the|a|his|her|their|my) (?:\w+ )?(?:room|house|home|apartment|basement|closet|bathroom|bedroom|attic|shed|garage|car|trunk|cage|trailer|container)|padlock\w*|(?:doesn't|don't|won't|does not) let (?:her|him|me|them|us) (?:leave|go|out|eat|talk|call|see)|not allowed to (?:leave|go|eat|call|use the phone|see (?:a |the )?doctor)|not letting (?:her|him|me|them) (?:leave|go|out)|won't let (?:her|him|me) see a doctor|(?:took|take|takes|taken|taking|keeps?|kept|holds?|held) (?:all )?(?:of )?(?:her|his|my|our|their) (?:passports?|papers|documents|phone|keys|car keys|ids?)|smash\w* (?:her|his|my) phone|(?:tracks?|tracking) (?:her|my|his) (?:phone|location|car)|takes? all (?:her|my|his) money|kept (?:her|him|me|them) (?:home|inside|from))\b/;
/** Someone pursued: watched, followed, waited for, found again. */
const STALKING =
  /\b(?:wait(?:ing)? for (?:me|you|her|him) (?:in|at|after|outside)|blocked numbers|keeps? (?:calling|texting|messaging|emailing|showing up)|calling from|follow\w*|stalk\w*|waiting (?:for me |outside |in the )|(?:driv\w*|walk\w*) (?:past|by) (?:my|our|her|his) (?:house|home|place|work)|parked (?:outside|across|down the (?:street|road|block)|up the (?:street|road|block)|at the end of (?:the|my|our) (?:street|road|block|driveway))|knows? (?:that )?(?:i'm|i am|we're|we are|she's|she is) (?:staying|living|hiding|sleeping) (?:at|with|in)|sat (?:in (?:his|her|a|the) (?:truck|car|van) )?outside|sitting in the (?:parking|lot|garage)|show(?:s|ed|ing)? up (?:at|outside)|(?:photo|picture|pic|video)s? of (?:my|our|her|his) (?:front door|house|home|car|kids|children|door|window|bus stop)|(?:new|fake|different) accounts|found out where (?:i|she|he|we) (?:work|live)|found (?:my|our) (?:home |new )?address|knows? (?:my (?:new )?(?:address|schedule|routine|route|car|number|plates?|place|house|flat|apartment|workplace|shifts?)\b|where)|(?:ignor\w*|violat\w*|breaking) (?:the|my|a|our|her|his) (?:temporary |protective |restraining |no[- ]contact )?order)\b/;
/** A mind losing hold of what is real, turned on someone: voices, demons, a mission to 'cleanse'. */
const PSYCHOSIS =
  /\b(?:psych (?:hold|ward|hospital)|(?:stopped|off|quit) (?:taking )?(?:his|her|their) (?:meds|medication|medicine|pills)|bipolar|schizo\w*|paranoi\w*|hears? (?:a )?voices?|voices? (?:telling|tells|told)|demons?|possessed|the devil|cleanse|(?:convinced|thinks|believes) (?:that )?(?:\w+ ){0,3}(?:are|is) (?:demons?|poisoning|spying|after)|(?:meth|coke|crack) binge|psychotic|manic|(?:scared|afraid|terrified) of (?:herself|himself|themselves)|(?:doesn't|don't|can't) trust (?:herself|himself|themselves))\b/;
/** Marks with a shape that tells they were dealt: a buckle, a hand, a cord. */
const INFLICTED =
  /\b(?:in the shape of|shaped like|(?:belt|buckle|cord|loop|hand|finger|rope|teeth|bite) ?(?:marks|shaped|prints)|(?:broken|broke (?:his|her|their)) (?:\w+ )?(?:arm|leg|wrist|ribs?|jaw|nose) (?:that )?(?:nobody|no one) (?:reported|explained))\b/;
/** Someone watched live: through a window, a tracker on the car, told what they are wearing. */
const SURVEILLANCE =
  /\b(?:staring at (?:the|our|my|her) (?:house|window|door)|lights (?:are )?off already|sleep tight|(?:mentioned|named|knows?) (?:my|our) (?:kids|children)'?s? (?:names|school)|watching (?:me|her|him|us|them) (?:through|from|right now|sleep)|(?:gps|tracker|tracking device|air ?tag)s? (?:\w+ ){0,2}(?:on|in|under|inside|to) (?:my|her|his|our) (?:\w+ ){0,2}(?:car|bag|phone|bumper|truck|purse|wheel well|coat|jacket|backpack)|put a (?:gps|tracker|airtag)|knows? (?:which|what|where) (?:\w+ )?(?:school|daycare|bus stop)\b[^|]{0,20}\b(?:my|our|your) (?:kids|children|son|daughter)|(?:be |are |is )?waiting (?:for (?:them|him|her|you) )?at (?:pickup|pick-up|the bus stop|dismissal)|describ\w* what (?:i'm|i am|she's|she is|i was) wearing|(?:moved|changed (?:my |our |her |his )?numbers?) (?:twice|three times|again)\b[^|]{0,60}\b(?:still|keeps?|always|found|finds|tracks?|tracked|shows? up|showed up))\b/;
/** A past that makes a threat credible. */
const HISTORY =
  /\b(?:got out of (?:prison|jail)|been in (?:prison|jail)|(?:did|done|served) time|(?:released|out) (?:from|of) (?:prison|jail)|on parole|concealed carry|(?:aggravated )?assault (?:charge|conviction)|owns? (?:a lot of |several |many )?(?:guns|firearms|weapons)|owns? an? (?:ar|ak|ar-?15|assault rifle|\w+ rifle)|gun safe|punched holes?|(?:has|have) (?:hit|hurt|beaten) (?:me|her|him) before|(?:done|did) (?:this|it) before|(?:temporary|protective|restraining|emergency|no[- ]contact) order|(?:not supposed to be|can't come|cannot come) within|violent (?:record|past|history)|(?:criminal )?record for (?:assault|violence|battery)|(?:stockpil\w*|hoard\w*) (?:\w+ )?(?:gas|gasoline|ammo|weapons|guns))\b/;
/** Ties to people who kill for a living. */
const CRIMINAL_TIES =
  /\b(?:cartel|gang member|mafia|(?:he's|she's|he is|she is) connected|people who '?(?:talked|snitched)'?)\b/;
/** An adult who depends on others for care: old age, dementia, a disability. */
const DEPENDENT =
  /\b(?:elderly|hospice|bed-?bound|on oxygen|older (?:lady|man|woman|gentleman)|in (?:his|her) (?:[7-9]0s|hundreds)|grandpa|grandma|grandfather|grandmother|down syndrome|autis\w*|group home|home care|dementia|alzheimer\w*|disabled|disability|wheelchair|bedridden|caregiver|care ?giver|caretaker|nursing home|(?:[7-9]\d|1\d\d) (?:years? old|yo)|(?:is|'s|aged?) (?:[7-9]\d|1\d\d)\b|after (?:his|her) stroke|can't (?:talk|speak|walk) (?:well|much)?|non-?verbal)\b/;
/** A dependent adult left without food, care or safety. */
const DEPRIVED =
  /\b(?:withh[oe]ld\w* (?:her|his|their) (?:pain )?(?:meds|medication|medicine|food|water)|hasn't had (?:any )?(?:water|food)|(?:won't|doesn't|don't|refus\w* to|wouldn't) (?:give|let) (?:her|him|them) (?:any )?(?:food|water|eat|drink|meds|medication)|without (?:food|water)|took (?:her|his|their) (?:wheelchair|walker|cane|hearing aids?)|skinny|(?:in|left in) (?:his|her|their) own (?:mess|waste|urine|feces|filth)|(?:taking|takes|took|stealing|steals|stole) (?:his|her|their) (?:pain )?(?:meds|medication|pills)\b(?! (?:bags?|kits?|cases?|supplies|bottles?|at (?:booking|intake|security)))|skin and bones|lost (?:so much|a lot of) weight|(?:fridge|cupboards?|pantry) (?:was |is )?(?:empty|bare)|no food|hungry|starv\w*|soiled|filthy|alone all (?:day|night)|found (?:her|him|them) wandering|wandering (?:on|along|in|down) (?:the )?(?:highway|road|street|streets|freeway)|(?:left|leaving|leaves) (?:her|him|them) (?:alone|locked)|infect\w*|no (?:heat|water|medication|meds))\b/;

/** What a bonded worker is told they owe for: the journey, the papers, the recruiting fee, the bed. */
const DEBT_FOR =
  '(?:the |our |my )?(?:travel|trip|transport|visa|papers|recruit\\w*|bed|housing|fees|journey|crossing|flights?|plane tickets?|tickets?)';
/**
 * Debt bondage: kept at work until a debt for the journey or the papers is paid ("cannot go until paid", "we owe him
 * for the travel"); with documents taken or doors locked, it is forced labour.
 */
const BONDAGE = new RegExp(
  `\\b(?:(?:cannot|can't|can not|not allowed to|won't let (?:us|me|them|her|him)|will not let (?:us|me|them|her|him)) (?:go|leave|quit)\\w*(?: [\\w']+){0,2} (?:until|till|before) (?:(?:we|i|they|she|he|it's|it is|it gets|the debt is|that's|everything is) )?(?:pay|paid|work)|(?:we|i|they) owe (?:him|her|them|the boss|the company|the agency)(?: [\\w']+){0,3} for ${DEBT_FOR}|(?:i|we|they) owe (?:(?:him|her|them) )?\\$[\\d,]+k? for ${DEBT_FOR}|lock\\w* (?:the |our )?(?:gate|gates|door|doors|container|barracks) at night|(?:gate|gates|door|doors|container|barracks) (?:is |are |gets |get |stays |stay )?locked (?:at night|from (?:the )?outside|every night))\\b`,
);
/**
 * Held in a place: locked in from outside, not allowed out. Any two signs of being held (papers kept, held in, made to
 * work unpaid, punished for running) make forced labour, with or without a debt named.
 */
const HELD_IN =
  /\b(?:(?:door|doors|gate|gates) (?:is |are |gets |get )?locked from (?:the )?outside|lock\w* (?:me|us|her|him|them) in\b(?! (?:a|the|to) (?:contract|deal|rate|price|lease))|(?:cannot|can't|can not|not allowed to|am not allowed to|never allowed to) (?:leave|go out of|go outside) (?:the (?:house|compound|farm|property|premises|apartment|building)|alone)\b(?![^|]{0,30}\b(?:because|since|due|after (?:my|the) (?:surgery|injury|accident)|sick|ill|injur\w*|covid|quarantin\w*))|(?:they|he|she|the employer|my employer|the boss) (?:don't|doesn't|won't|will not|never) let (?:me|us) (?:leave|go out|outside))/;
/** Worked for nothing: long days with no pay for months, as servitude is told. */
const UNPAID_LABOUR =
  /\b(?:(?:1[2-9]|2[0-4]|twelve|fourteen|sixteen|eighteen|twenty)[- ]hours? (?:a|per|each|every) day\b[^|]{0,30}\b(?:no|without|zero|never any) (?:pay|wages?|salary)|(?:no|without|zero) (?:pay|wages?|salary) (?:for|in) (?:\d+|several|many|two|three|four|five|six) (?:months|years))\b/;
/** Running away answered with jail, deportation or worse: a worker told they are not free to go. */
const FLIGHT_PUNISHED =
  /\b(?:(?:jail|prison|deport\w*|arrest\w*|police|immigration|hurt|kill|find) (?:[\w']+ ){0,5}if (?:i|we|she|he|they) (?:run|runs|ran|run away|escape|try to (?:leave|escape|run))|if (?:i|we|she|he|they) (?:run|run away|escape|try to (?:leave|escape|run))\b[^|]{0,40}\b(?:jail|prison|deport\w*|arrest\w*|police|immigration|hurt|kill|find (?:me|us|her|him|them)))\b/;
/**
 * A menace, often the writer's own: someone "won't be walking out", "won't walk away", "won't be getting up". It counts
 * with a weapon or a threat beside it; leaving a deal or a meeting, or getting up early, is not it.
 */
const WONT_WALK_AWAY =
  /\b(?:won't|will not|isn't going to|is not going to|ain't|not gonna) (?:be )?(?:walk(?:ing)? (?:out|away)\b(?! (?:from|of|on|with) (?:the |this |a |that |our |my |his |her )?(?:deal|job|meeting|marriage|contract|case|lawsuit|negotiation|table|settlement|offer|money|company|business))|(?:be )?get(?:ting)? up\b(?! (?:early|before|at|until|till|for|to|in time|on time|off|from (?:the|his|her) (?:couch|desk|bed))))/;

/**
 * Death meant without being named: "enjoy tonight, it's your last", "the last meeting they'll ever run", "your days are
 * numbered". A last day at work, a last chance or a last night as a single man is not.
 */
const IMPLIED_DEATH =
  /\b(?:(?:texting|texted|texts|saying|said|says|told me|tells me|messag\w*|wrote|writes|writing)\b[^|]{0,100}?["'“](?:i'll|i will|i'm gonna|i'm going to|gonna) finish what (?:i|he|she) started\b|(?:i|you|he|she) (?:won't|will not|wouldn't|isn't going to|is not going to|aren't going to) (?:last|live|survive) (?:long|much longer|the (?:week|month|year))\b(?! (?:at|in) (?:this|that|my|the|his|her) (?:job|company|role|position|school|class|program|team|league|apartment|city|industry))(?![^|]{0,40}\b(?:lol|lmao|haha\w*|jk)\b)|(?:they|you|he|she|your (?:kids|children|family|son|daughter|wife|husband)|the kids|my (?:kids|children|family|son|daughter)) (?:will|'ll|gonna|going to|might|may|could) (?:have|get|meet with|suffer) (?:an |a little |some )?accidents?\b(?! (?:claim|report|insurance|forgiveness|at work|on the job))|(?:enjoy|have fun|make the most of|savou?r|cherish)\b[^|.]{0,30}\b(?:it's|its|it is|this is) (?:your|ur) last\b(?! (?:chance|warning|shift|paycheck|one before|(?:\w+ )?(?:as|at|before|of|in|on|with)\b))|(?:your|ur) days are numbered|last (?:\w+ ){1,2}(?:you|they|he|she|those \w+|these \w+|y'all)(?:'ll| will)? ever (?:see|run|hold|have|attend|take|get|give|make|work|spend)\b|(?:won't|will not|never) live to see (?:tomorrow|another|next|your)\b|say your (?:goodbyes|prayers)|last (?:night|day|breath|christmas|birthday) of your life)/;
/** Someone at the door or outside now, pounding or refusing to go. */
const PURSUER_AT_DOOR =
  /\b(?:is|'s|are|'re|was) (?:at|outside|in front of) (?:my|our) (?:\w+ )?(?:door|window|house|home|apartment|place|car)(?: again)?(?: right now| now| as we speak)?,? (?:pounding|banging|yelling|screaming|kicking|trying to (?:get|break) in|refusing to leave|won't leave)\b/;
/** Followed on the road now: the same car behind, a car tailing. */
/** Coming to hurt the writer: "she's going to come to my house and hurt me". */
const COMING_TO_HURT =
  /\b(?:going to|gonna|will|'ll|would|'d)(?: \w+)? (?:come|show up|drive over|turn up|find me)\b[^|]{0,40}\b(?:and|to) (?:hurt|kill|harm|beat|stab|shoot|get|finish) (?:me|us|you|my \w+)\b/;
/** Living out of sight of a partner: sleeping in the car because of him, hiding where one is, being searched for. */
const HIDING_FROM =
  /\b(?:sleep\w*|staying|living|hiding)\b[^|]{0,60}\b(?:because of|cuz of|cause of|from|away from) (?:my|her|his) (?:bf|gf|boyfriend|girlfriend|husband|wife|partner|ex|dad|father|stepdad|mom|mother)\b/;
/** Where the writer is kept from a partner who looks for them: "without him finding out where I am", "driving around looking". */
const SEARCHED_FOR =
  /\bwithout (?:him|her|them) (?:find\w* out|knowing|seeing) where (?:i|we) (?:am|are|live|stay|sleep)\b|\b(?:he|she|they)(?:'s| is| has been| have been|'ve been|'s been|'re| are) (?:driving|going|walking) around looking\b/;
/** Knives or guns hidden from a partner before they come home: safety planning. */
const WEAPONS_HIDDEN =
  /\b(?:hid|hide|hiding|hidden|put away|locked away|lock(?:ed)? up|put)\b (?:all )?(?:the|my|our) (?:kitchen )?(?:knives|cutlery|guns?|scissors|razors?)\b(?: away| up)?[^|]{0,60}\b(?:before (?:he|she|they) (?:got|gets|came|comes) home|from (?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|ex)))\b|\b(?:hid|hide|hiding) (?:all )?(?:the|my|our) (?:knives|kitchen knives|guns?)\b[^|]{0,40}\bagain\b/;
/** A blow aimed near someone: a wall punched next to the writer's head. */
const NEAR_MISS =
  /\b(?:punch\w*|hit|kick\w*|smash\w*|slamm\w*|threw|throws|thrown)\b[^|]{0,40}\b(?:next to|beside|by|inches from|near|right by|just missed|above) (?:my|her|his|their|the baby's|my (?:son|daughter)'s) (?:head|face)\b/;
/** A partner or child screamed at for a long time, then a thud and silence. */
const SCREAMED_AT =
  /\b(?:screaming|yelling|shouting) at (?:his|her|their) (?:girlfriend|boyfriend|wife|husband|partner|kids?|child|son|daughter)\b/;
const THUD_THEN_QUIET =
  /\b(?:heard|then) (?:something|a) (?:heavy |loud )?(?:thud|crash|bang|(?:\w+ )?(?:hit|hitting) the (?:floor|wall)|fall)\b[^|]{0,40}\b(?:completely |totally |dead |very )?(?:quiet|silent|silence)\b/;
/** A child's disclosure of an adult's acts: "told her my brother 'does stuff to him' at bath time". */
const CHILD_DISCLOSED =
  /\b(?:told|tells|said|says|mentioned)\b[^|]{0,60}\b(?:does|did|doing|do) (?:stuff|things|bad things|weird things|something) to (?:him|her|them|me)\b/;
/** A child to be married off: "her nikah is already fixed with his cousin's son who is 26", "forced into marriage". */
const CHILD_MARRIED_OFF =
  /\b(?:nikah\b[^|]{0,30}\b(?:fixed|arranged|set|planned|done)|married off|marry (?:her|him) off|forc\w* (?:her|him|them) (?:to|into) (?:marry|marriage)|forced marriage|child marriage|child bride)\b/;
/** An adult who has children undress alone with him. */
const UNDRESSED =
  /\b(?:makes?|made|has|had|asks?|asked|tells?|told) (?:the |my |our )?(?:boys|girls|kids|children|him|her|them|students|campers)\b[^|]{0,20}\b(?:undress|strip|get naked|take (?:their|his|her) clothes off|shower with)\b/;
/** A baby or small child crying for hours with no one home. */
const CRYING_FOR_HOURS =
  /\b(?:baby|toddler|infant|kid|child|little one)\b[^|]{0,40}\b(?:crying|screaming|wailing)\b[^|]{0,40}\b(?:since|for (?:hours|\d+ hours|the (?:last|past) \w+ hours)|all (?:day|night|morning|afternoon))\b/;
const NOBODY_HOME =
  /\b(?:no car in the driveway|(?:nobody|no one|no-one) (?:in or out|home|has come|came|around)|(?:no|haven't seen any|not seen any) (?:adults?|grown-?ups?|parents?) (?:around|home|there))\b/;
/** A child threatened to be thrown from a height: "he'll throw him off the bridge unless I drop the case". */
const THROWN_FROM_HEIGHT =
  /\b(?:he'll|she'll|they'll|he will|she will|they will|going to|gonna|will|would|'d) (?:throw|drop|push|toss) (?:him|her|them|the (?:baby|kids?|child)|my (?:son|daughter|baby|kids?)|our (?:son|daughter|baby|kids?)) (?:off|from|into|out of) (?:the|a) (?:bridge|balcony|roof|river|window|building|cliff|lake|overpass)\b/;
const FOLLOWED_NOW =
  /\b(?:same|a|the) (?:[\w-]+ ){0,3}(?:car|truck|van|suv|pickup|sedan|motorcycle)\b[^|]{0,60}\b(?:behind (?:me|us)|following (?:me|us)|tailing (?:me|us))\b|\b(?:is|'s|has been|keeps|kept) (?:following|tailing) (?:me|us)\b(?! (?:on|online)\b)/;
/** A person studied as a target: their address or daily schedule printed, their routine written down. */
const TARGET_STUDIED =
  /\b(?:print\w*|wrote down|written down|looked up|map of|list of|notes on)\b[^|]{0,40}\b(?:address|schedule|routine|movements)\b|\b(?:his|her|their|[\w]+'s) (?:daily )?(?:schedule|routine) (?:printed|written|mapped)\b/;
/** A lethal means brought home or bought: poison, a gun, ammunition. */
const MEANS_GATHERED =
  /\b(?:bought|buying|came (?:home|back) with|brought home|picked up|ordered|stocking up on) (?:[\w']+ ){0,3}(?:antifreeze|rat poison|poison|arsenic|cyanide|thallium|strychnine|ammo|ammunition|rounds|a gun|a rifle|a pistol|a shotgun)\b/;
/** An intent to poison someone (not the pests). */
const POISON_INTENT =
  /\b(?:poisons?|poisoned|poisoning|puts? (?:something|stuff|bleach|pills) in) (?:my|his|her|our|their) (?:food|drinks?|coffee|tea|meals?|water)\b|\b(?:going to|gonna|will|'ll|plans? to|planning to|wants? to|threaten\w* to) (?:\w+ ){0,2}poison (?!(?:the |our |my )?(?:rats?|mice|weeds?|ants|roaches|pests|gophers|moles|lawn)\b)/;
/** A day set for it: "tomorrow's the day", "Friday is the night". */
const DAY_SET =
  /\b(?:tomorrow|tonight|today|this weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s| is) the (?:day|night)\b/;

/** A way to die named as one's plan, however lightly put: "my retirement plan is the train tracks". */
const PLAN_NAMED =
  /\b(?:my|the) (?:retirement|exit|escape|back-?up|long-term|only|five-year|5-year|end ?game|new) plan (?:is|will be|involves|at this point is) (?:the |a |my |to (?:jump off |walk into |step in front of )?(?:the |a )?)?(?:train tracks|tracks|train|bridge|rope|noose|pills|bullet|gun|roof|overpass|river|lake|cliff|ledge|oncoming traffic)\b/;
/** Despair: the will to go on gone. */
const DESPAIR =
  /\b(?:what's the point|what is the point|no point|(?:can't|cannot) (?:anymore|any more|go on|keep going|do this|take (?:it|this|any more))|(?:don't|do not|can't|cannot) see (?:how|a way|any way|the point|a future)|(?:i'm|i am) (?:done|so done|finished)\b(?! with (?:th(?:is|e|at) (?:landlord|job|company|boss|guy|lease|contract)|my (?:landlord|boss|job|ex)))|(?:gave|giving) up\b(?! (?:\d+ ?%|\d+ percent|(?:a |the |our |my )?(?:board seat|equity|stake|control|ownership|shares?|percent)\b)| (?:(?:his|her|their|my|our|any|all|parental) )+(?:\w+ )?(?:rights|custody|claims?|lease|apartment|house|spot|seat|car|share)\b| (?:the|my|our|a) (?:baby|child|son|daughter) for adoption| on (?:the|that|this|getting|trying to) (?:\w+ )?(?:deposit|refund|claim|case|lawsuit|appeal|money|house|job|idea|plan|dispute))|hopeless|worthless|burden|(?:don't|do not) care (?:anymore|any more)(?= *(?:[|.!?,;]|$))|disappear|(?:falling|fell) apart|nothing (?:left|matters|to live for)|nothing (?:is )?(?:there|here|left) for me\b|(?:nobody|no one) (?:would|will) (?:care|notice|miss)|tired of (?:living|everything|being alive|trying|fighting)|(?:don't|do not) (?:think i'll|think i will) make it|(?:won't|will not|not going to) (?:be here|be around|make it)\b(?! (?:forever|always|next|this|on|for|at|in|until|till|during|tomorrow|today|tonight|when|by|after|before|while|if|to)\b)|(?:so|really|too) (?:depressed|tired|exhausted|numb)|depressed|(?:awake|up) for (?:\w+ )?(?:days|nights)|(?:want|wants|wanted) (?:it|this|everything)(?: all)? to (?:stop|end)|(?:i|he|she) (?:just )?(?:want|wants) to (?:sleep|go away|not exist|be gone)|(?:such a|a total|complete) failure|(?:feel|feels|so|totally) (?:empty|numb|broken|alone)|(?:doesn't|does not) matter (?:anymore|any more|much|anyway)(?= *(?:[|.!?,;]|$))|it doesn't matter|nothing matters|(?:be|being) a problem for (?:anyone|anybody)|lost everything|hate (?:myself|my life)|wish i (?:was|were) (?:dead|never born)|want (?:out|to be with (?:him|her|them))|be with (?:him|her|them) again|(?:can't|cannot) live (?:with|without|like this)|(?:ready to |want to |going to )?go be with (?:mom|mum|dad|my \w+|him|her|them|god|jesus)|join (?:my|his|her) (?:\w+ )?(?:brothers|mom|dad|wife|husband|son|daughter|family)|better off with (?:the |his |my |her )?(?:life )?insurance|checking out|relieved if (?:i|he|she) (?:was|were) gone|(?:don't|can't) feel anything|(?:happier|better off) if (?:she|he|i) (?:just )?(?:disappeared|was gone|were gone|wasn't here|died)|want (?:[\w']+ ){0,6}to be over|can't live in (?:a|this) world|can't take (?:the |this )?(?:pain|it|this)(?: any ?more)?|run out of reasons|no reasons? (?:left|to stay)|hop(?:e|ing) (?:i|that i) (?:don't|never) (?:make it|wake up(?! (?:the|my|our|your|his|him|them|anyone|everyone|a|an|early|at|in time|before)\b)|come home)|(?<!\b(?:never|not|didn't|did not|wasn't|was not|isn't|is not|doesn't|does not)\b[^|]{0,30})on purpose|(?:the )?only (?:reason|thing) (?:i'm|i am|keeping me) (?:still )?(?:here|alive|around|going)|(?:the )?only thing (?:that )?(?:gets|keeps|got) me (?:home|through|going|alive)|(?:it|that) (?:seems|feels|looks) (?:so much |a lot |way )?easier than (?:fighting|living|going on|carrying on|facing (?:it|this|him|her|them|everything))|(?:thinking|think|thought|wondering|realising|realizing) (?:about )?how easy it (?:would|'d|will|could) be to (?:just )?(?:not|end|let go|stop|drive|steer|swerve|crash|walk|step|jump|go))\b/;
/** A means of dying, held or near at hand. */
const MEANS = new RegExp(
  `\\b(?:(?:the )?guns? (?:is|are) (?:in the (?:truck|car)|ready|loaded)|how (?:many|much) (?:of )?(?:my |his |her |the )?\\w+ (?:it )?(?:takes|would|to|is (?:fatal|lethal|deadly|enough))|(?:lethal|fatal) dose|(?:buying|buy|bought) (?:[\\w']+ ){0,3}in small amounts|(?:got|have) (?:like |about )?\\d{2,} (?:now|of them|pills|tablets)|full bottle|(?:belt|rope|cord|cable|sheet|scarf) (?:around|round) (?:my|his|her|their) neck|(?:tied|tie) (?:it )?to (?:the|a) (?:rafter|beam|ceiling|door|pipe|railing)|(?:walk\\w*|wad\\w*|drive|driving|swim\\w*) (?:in|into|out into|off) (?:the|a)? ?(?:\\w+ )?(?:lake|river|ocean|sea|water|cliff|bridge)|(?:coat|pockets?) full of (?:rocks|stones)|(?:hoard|stockpil|sav|collect|count|stash|(?:set|setting|put|putting) aside)\\w* (?:up )?(?:[\\w']+ ){0,5}?(?:pills|meds|tablets|medications?|prescriptions|scripts|refills|morphine|oxy\\w*|fentanyl|insulin|painkillers)|(?:oncoming|into) traffic|antidepressants|sleeping pills|painkillers|(?:hoard|stockpil|sav|collect|count)\\w* (?:up )?(?:my |his |her |all )?(?:\\w+ )?(?:pills|meds|tablets|medication|seroquel|xanax|oxy\\w*|insulin)|(?:\\d+|a bottle|bottles|handful) (?:of )?(?:them|pills|tablets|meds)|(?:pills|meds|tablets) (?:saved|hidden|stashed|in a)|rope|noose|ledge|bridge|(?:edge|top) of (?:the|a) (?:\\w+ )?(?:platform|building|roof|garage|cliff|bridge)|platform when the train|train tracks|in front of (?:a|the) (?:train|bus|truck)|(?:car|engine) (?:running|on)\\b.{0,40}\\bgarage|garage\\b.{0,60}\\b(?:running|door (?:is )?(?:shut|closed))|razor|blades?|(?:bought|got|have|holding|keep|kept|with) (?:a |my |(?:my|his|her) [\\w']+ (?:old )?)${WEAPON} (?:on|in|under|next to|beside) (?:the|my|his|her) (?:lap|hand|passenger seat|nightstand|drawer|bed|pillow|mouth)|(?:bought|got|getting|buying) (?:a |my )?${WEAPON}|(?:sit|sits|sitting|sat|alone) (?:[\\w']+ ){0,5}with (?:a |my |the |(?:my|his|her) [\\w']+ (?:old )?|[\\w]+'s (?:old )?)${WEAPON}|${WEAPON}(?:'s| is)? (?:on|in) (?:the|my|his|her) (?:passenger seat|lap|hand|mouth|nightstand|drawer|(?:kitchen )?table|desk|counter|bed)|sitting on the (?:wall|ledge|edge|railing)|(?:sitting|standing|stood|sat) (?:at|on) the edge|(?:edge|top) of (?:the|a) (?:\\w+ )?(?:quarry|dam|cliff|overpass)|(?:have|got|grabbed|holding) (?:my |his |her |all (?:my|the) )?[\\w']+ (?:pills|meds|medication|sleeping pills)|(?:pills|meds|morphine|oxy\\w*|fentanyl|painkillers|sleeping pills) in my (?:drawer|nightstand|bag|car|glovebox|glove box|purse|pocket)|(?:pills?|meds|tablets|prescriptions?|medications?|oxy\\w*|painkillers|sleeping pills|pill bottles?|(?:oxy\\w*|pill|medicine) bottle)\\b[^|]{0,30}\\b(?:lined up|laid out|counted out|set out|sitting (?:on|by) (?:the|my) (?:\\w+ )?(?:dresser|nightstand|counter|table|desk|bed)|with the count (?:already )?done)${NOT_DISPENSED}|(?:not|never) turn(?:ing)? the wheel|let(?:ting)? go of the wheel|(?:drive|driving|steer\\w*|swerv\\w*|veer\\w*) (?:it )?(?:into|off) (?:a|the|an) (?:\\w+ )?(?:tree|wall|pillar|barrier|embankment|oncoming \\w+|semi|median|overpass|guardrail))\\b`,
);
/**
 * A means gathered over time: one's own pills put aside for weeks, or "I have enough now". Another's medicine kept by a
 * carer or a pharmacist is not one's own; pills stretched until a refill are rationed, not gathered.
 */
const MEANS_HOARDED =
  /\b(?:(?:putting|put|setting|set|saving|saved|hoarding|hoarded|stockpiling|stockpiled|stashing|stashed|collecting|collected)\w* (?:aside |away |up )?my (?:\w+ )?(?:pills|meds|tablets|medications?|painkillers|oxy\w*|opioids?|percocets?|vicodin|xanax|insulin)\b(?! (?:so (?:they|it) (?:last|lasts)|until (?:my|the) (?:refill|next)|to (?:make (?:them|it) last|stretch)))(?: [\w']+){0,3} (?:for|over) (?:(?:a few|several|the (?:last|past)|\d+|two|three|four|five|six|many) (?:\w+ )?)?(?:weeks|months)|\bfor (?:when|the day|the night|if) (?:it|things|this|everything|life) (?:gets?|becomes?|is) (?:too much|unbearable|too hard|too bad)\b|(?:i|i've|i have|i've got|now i) (?:have |got )?enough (?:now|of them now|saved(?: up)? now)\b(?! (?:for|to pay|money))|enough (?:pills|meds|tablets) (?:now|saved))/;
/**
 * A life policy's suicide exclusion checked and found passed ("past the two-year exclusion period, I checked"): the
 * payout weighed against a life. The reading renders the suicide clause as a "policy exclusion"; a health plan's
 * pre-existing condition exclusion is not this.
 */
const SUICIDE_CLAUSE_PASSED =
  /\b(?:(?:past|passed|over|beyond|outside|out of|cleared|clear of) (?:the|its|my|our|that) (?:(?:two|2|one|1)[- ]year |policy )*exclusion(?: period| clause)?|(?:policy )?exclusion(?: period)? (?:has |is )?(?:passed|expired|over|run out|ended)|contestab\w* (?:period|clause)\b[^|]{0,20}\b(?:ended|is over|passed|has passed|expired|ran out|is up)|(?:policy )?exclusion\b[^|]{0,120}\b(?:past|passed|over|beyond) (?:the )?(?:two|2|one|1)[- ]years?(?: mark| point| period)?|(?:policy )?exclusion\b[^|]{0,120}\b(?:two|2|one|1)[- ]year (?:period|mark|window|point) (?:has |is |had )?(?:passed|over|up|ended|expired|gone by|run out))\b/;

/** The payout asked about whatever the manner of death: weighed with a suicide exclusion found passed. */
const MANNER_OF_DEATH_ASKED =
  /\b(?:regardless of|no matter|whatever) (?:the )?(?:manner|cause|way|circumstances) of (?:(?:my|the insured's|his|her) )?(?:death|dying)\b|\bno matter how (?:i|the insured) (?:die|dies|died)\b/;
/** A parent or child left without the writer: "they won't have a son left to be ashamed of". */
const NO_CHILD_LEFT =
  /\b(?:won't|will not|wouldn't|will no longer) have a (?:son|daughter|father|mother|dad|mum|mom|brother|sister|husband|wife|child) (?:left|anymore|any more|to (?:be ashamed of|worry about|blame))\b/;
/** Going to join someone who died: "once everything is settled I'm planning to go be with him". */
const JOINING_THE_DEAD =
  /^(?=[^]*\b(?:passed|died|death|funeral|grave|late (?:husband|wife|son|daughter|mom|mum|dad|father|mother))\b)[^]*\b(?:planning|plan|going|ready|want|wants|wanting|decided) to (?:go )?be with (?:him|her|them|my \w+|mom|mum|dad)\b|\bonce\b[^|]{0,50}\b(?:settled|sorted|done|finished|over|wrapped up)\b[^|]{0,30}\b(?:planning|plan|going|ready|want|decided) to (?:go )?be with (?:him|her|them)\b/;
/** Pills gone from where they were kept, and where not said: "her pill organiser was empty and the bottles are gone". */
const PILLS_GONE =
  /\b(?:pill (?:organi[sz]er|box|case)|pill bottles?|(?:her|his|my) (?:pills|meds|medication|tablets))\b[^|]{0,40}\b(?:was|is|were|are) (?:empty|gone|missing)\b|\bbottles? (?:from|in) the (?:bathroom|medicine) (?:cabinet|cupboard)\b[^|]{0,20}\b(?:are|were|is|was) (?:gone|missing|empty)\b/;
/** Affairs arranged so nothing is left to do afterwards: "so there's no fuss after". */
const NO_FUSS_AFTER =
  /\bso (?:there's|there is|there will be|there'll be|there won't be) (?:no|any) (?:fuss|trouble|mess|hassle|problems?)(?: for (?:anyone|you|them|anybody))? (?:after|afterwards?|later|when)(?= *(?:[|.!?,;'"]|$)|\b)/;
/** An ordinary reason for ending a lease or a job denied: "not moving anywhere else, just done with all of it". */
const REASON_DENIED =
  /\b(?:not|i'm not|i am not) (?:moving|going|relocating) (?:anywhere|somewhere)(?: else)?\b[^|]{0,40}\bdone with (?:all of it|everything|it all)\b/;
/** Messages set to go out later with the reasons in them: "scheduled some emails to go out Friday … explaining why". */
const REASONS_SCHEDULED =
  /\b(?:scheduled|timed|set up|queued|set)\b[^|]{0,40}\b(?:emails?|messages?|texts?|letters?|posts?)\b[^|]{0,80}\bexplaining why\b/;
/** Someone named to handle the writer's things afterwards: "she'll be the one handling my stuff". */
const HANDLER_NAMED =
  /\b(?:she|he|they|my \w+)(?:'ll| will) be the one (?:handling|dealing with|taking care of|sorting out|going through) (?:my|all my|all of my) (?:stuff|things|affairs|belongings|estate)\b/;
/** The writer's life insurance weighed as the answer: "some nights I think my life insurance would solve this better than I can". */
const INSURANCE_AS_ANSWER =
  /\bso (?:my |the )?(?:family|wife|husband|kids|children|parents) (?:can |will |could )?gets? (?:the |my )?(?:life )?insurance(?: money| payout)?\b|\b(?:my )?(?:life insurance|death benefit|policy payout|insurance payout)\b[^|]{0,20}\b(?:would|could|will|might) (?:solve|fix|take care of|handle|settle|sort out) (?:this|it|everything|all of (?:this|it)|things|the (?:debt|problem|bill|whole thing))\b(?:[^|]{0,20}\bbetter than (?:i|me)\b)?/;
/** Leaving the world or vanishing from it: "I think better I disappear from this world". */
const GONE_FROM_WORLD =
  /\b(?:disappear|vanish|be gone|leave) from (?:this|the) (?:world|earth|planet)\b|\bbetter (?:if )?i (?:just )?(?:disappear|vanish|was gone|am gone|were gone)\b/;
/** Days without food or drink. */
const STARVING =
  /\b(?:(?:hasn't|haven't|hadn't|has not|not|hasn't been) (?:eaten|drank|drunk|had (?:any)?thing|fed|been fed)(?: or (?:drank|drunk|had (?:any )?water))?(?: anything)? (?:(?:in|for|since) (?:\d+|two|three|four|five|six|several|a few) (?:days|weeks)|since (?:yesterday|last night))|stopped (?:eating|drinking)|cut off (?:her|his|their) food|fasting (?:for|discipline))\b/;
/** Someone gone quiet: not answering, not seen, shut away. */
const SILENCE =
  /\b(?:won't open the door|phone (?:is|was) (?:off|dead)|heard nothing|turned off (?:his|her|my|their) (?:location|phone)|(?:don't|do not) know where (?:he|she|they) (?:is|are)|(?<!\b(?:landlord|landlady|manager|management|office|company|agency|lawyer|attorney|solicitor|boss|hr|insurer|insurance|bank|seller|buyer|contractor|builder|realtor|agent|court|clerk|school|employer|dealer|dealership|airline|store|shop|hotel|host|owner|irs|cra|hmrc|support|service|tenant|council|university|college|firm|business|recruiter)s?\b[^|]{0,25})(?:not|isn't|doesn't|won't|hasn't been|stopped|no one is|nobody is) (?:answer\w*|pick\w* up|respond\w*|replying)|(?:phone )?(?:goes )?straight to voicemail|(?:hasn't|has not|haven't) (?:come out|been out|left (?:her|his|their) room)|(?:no one|nobody) has (?:seen|heard from)|(?:been )?missing since|can't (?:reach|find) (?:her|him|them))\b/;
/** Life-sustaining medicine stopped on purpose, for good: "stopped my heart pills and won't start again". */
const TREATMENT_REFUSED =
  /\b(?:stopped|quit|stopping|quitting) (?:taking )?(?:my|his|her) (?:\w+ )?(?:pills|meds|medications?|insulin|dialysis|treatment|inhaler)\b[^|]{0,60}\b(?:on purpose|for good|(?:not|never) (?:going to|gonna) (?:start|take)|(?:don't|do not|doesn't|does not) (?:intend|plan|mean) to (?:start|take|restart)|won't (?:start|take|restart))/;
/** A plan: a date picked, a mind made up, enough of a means to do it. */
const PLAN =
  /\b(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow) (?:is|will be|'s) (?:going to be |gonna be )?the (?:day|night)\b(?! (?:of|for|before|after|we|i|they|when|that)\b)|(?:the )?date(?:'s| is| has been) (?:already )?(?:picked|set|chosen)\b|(?:got|have|had) it (?:all )?planned\b|(?:decide|decided|ready|going|gonna|brave enough|have the guts|find the courage) to go through with it|(?:i'm|i am) going to do it (?:next|this|on|tonight|tomorrow|after|before|when)\b|(?:i've got|i have|i've|got|made) a plan\b(?! (?:to|for) (?:pay|the|my|our|a payment|custody))|picked a (?:date|day)|set a (?:date|day)|(?:i've|i have) (?:decided|made up my mind)|made up my mind|made (?:my )?peace with (?:a |my |the |this )?decision|i(?:'ve| have)? already decided\b(?! (?:to|that|on|not|against|what|which|whether|how|where|who)\b)|(?:before|until) i (?:make|made) up my mind(?: about (?:anything|everything|it|this|that))?(?= *(?:[|.!?,]|$))|(?:this is|it's) my last (?:week|day|night|weekend)|my last (?:week|day|night|weekend) (?:alive|here|on earth|of my life)|my last (?:week|day|night|weekend)\b[^|]{0,40}\bi mean (?:in general|alive|on earth|for good|period|altogether|of my life)\b|enough (?:[\w']+ ){0,4}to do it|how (?:i'm|i am) going to do it|(?:planning|planned|plan) (?:it|how|when)|before i (?:do it|go through with it|do (?:what|this thing) (?:i|i've) (?:need|have|got|want) to do))\b/;
/** A lethal dose looked up, or the ways to die. */
const LETHAL_LOOKUP =
  /\b(?:how (?:much|many) (?:of )?(?:my |his |her |the )?[\w-]+ (?:is|are|would be|it takes to be) (?:fatal|lethal|deadly)|(?:lethal|fatal) dose|(?:look\w*|search\w*|googl\w*) up how (?:much|many)|ways to die|painless way)\b/;
/** An attempt already made, or promised again. */
const ATTEMPT =
  /\b(?:(?:find|found) (?:me|him|her) (?:hanging|dead)|(?:he'll|she'll|i'll|he will|she will|i will) (?:slit|cut) (?:his|her|my) (?:wrists|throat)|(?:hitting|hits|punching|banging) (?:her|him|my|them)sel(?:f|ves)|banging (?:her|his|my|their) head|tried to (?:kill|hang|overdose|end|cut|hurt) (?:him|her|my|them)sel(?:f|ves)|(?<!\b(?:service|delivery|collection|payment|contact|login|sign-?in|repair|settlement|sale|escape|per|each|every|another|failed|first|second|third|\d+(?:st|nd|rd|th)?) )attempt\w*\b(?! to (?!(?:kill|end|take|hang|overdose|cut|hurt|harm|jump|drown|die|shoot|poison|stab|strangle|choke)\b)[a-z]+\b)(?! (?:to |at |of |on )?(?:\w+ )?(?:serv\w*|deliver\w*|contact\w*|collect\w*|reach\w*|call\w*|pay\w*|settl\w*|negotiat\w*|mediat\w*|repair\w*|fix\w*|locat\w*|sell\w*|buy\w*|evict\w*|repossess\w*|garnish\w*|fil(?:e|ed|ing)|murder|burglary|theft|robbery|break-?in|fraud|login|sign\w*)\b)|found (?:him|her|them) (?:in the \w+ )?with (?:a|the) (?:belt|rope|cord|noose|bag)|(?:says|said) (?:he'll|she'll|he will|she will|they'll) do it again|got (?:him|her|them) down|(?:hop|wish|want|pray)\w* (?:that )?(?:the )?(?:tree|wall|pole|crash|wreck|impact|fall|pills|overdose|river|water|train|truck|bridge|cold) (?:would|had|will|could|to|might) (?:have )?(?:finish(?:ed)? (?:the job|me off|me|it)|kill(?:ed)? me|take me|end (?:it|me)))\b/;
/**
 * What turns not being around or not needing one's things into an absence: a move, a trip, a sale, a new job, a
 * terminal illness.
 */
const ABSENCE_REASON = `(?:${TERMINAL_ILLNESS}|\\b(?:mov(?:e|es|ed|ing)|relocat\\w*|trip|vacation|holiday|travel\\w*|abroad|overseas|deploy\\w*|sell|selling|sold|buyer|retir\\w*|downsiz\\w*|new (?:job|place|apartment|house|home|car|phone)|out of town|conference|visit\\w*|semester|graduat\\w*|upgrad\\w*|replac\\w*|surgery|rehab|hospital|jail|prison|sentence|deployment|transfer\\w*)\\b)`;
/** Not meaning to be there, a choice: "I don't plan on being around", "he's not intending to be here". */
const NOT_MEANING_TO_BE =
  "(?:(?:don't|do not|doesn't|does not) (?:plan|intend)|(?:i'm|i am|he's|he is|she's|she is|they're|they are) not (?:planning|intending)) (?:on |to )?(?:be|being)";
/** Not expecting to be there, which may be a prognosis as much as a plan: "I don't expect to be around". */
const NOT_EXPECTING_TO_BE =
  "(?:(?:don't|do not|doesn't|does not) expect|(?:i'm|i am|he's|he is|she's|she is|they're|they are) not expecting) (?:to )?(?:be|being)";
/** How long one means or expects to stay: "much longer", "for long", "anymore". */
const FOR_LONG = '(?:around|here|alive) (?:much longer|for long|long|anymore|any ?more)';
/** Nowhere in the clause, before or after the match: the guard for a reason that takes a reading away. */
const notInClause = (words: string) => `(?<!${words}[^|]*)(?![^|]*${words})`;
/** An ordinary reason for the absence in the same clause (a move, a trip, a sale) takes the finality away. */
const NO_ABSENCE_REASON = notInClause(ABSENCE_REASON);
/** A letter of business, which one writes for a child or a year as much as to anyone: an audit, a reference letter. */
const TYPED_LETTER =
  '(?:audit|demand|denial|determination|award|approval|acceptance|admission|rejection|offer|termination|eviction|collection|cover|reference|recommendation|engagement|notice|tax|irs|hmrc|court|school|support|verification|employment|consent|authori[sz]ation|permission|intent|gift|hardship|appeal|dispute|settlement)';
/** Affairs put in order, a farewell. */
/**
 * Word left of where things are: "the storage unit key is in the drawer", "passwords are taped under the desk". Light
 * alone, it adds to a farewell.
 */
const LEFT_WHERE =
  /\b(?:instructions|letters?|notes?|passwords?)\b[^|]{0,40}\bin (?:an|a|a sealed) envelope\b[^|]{0,40}\baddressed to (?:my|her|his) \w+|\b(?:left|put|leaving|hid|hidden|stashed) (?:them|it|the (?:letters?|notes?|envelopes?)) (?:in|inside|under|on|behind) (?:my|the|her|his) (?:\w+ )?(?:desk|drawer|nightstand|dresser|safe|glovebox|glove box|mattress|pillow|mailbox|car|truck|closet|bible) (?:where|so) (?:she|he|they|someone|somebody|my \w+)(?:'ll| will| would| can) find (?:them|it)\b|\b(?:told|tell|telling|showed|show\w*) (?:me|us|her|him|them|my \w+|her \w+|his \w+) where (?:her|his|my|the|all|our) (?:[\w']+ ){0,4}?(?:passwords?|deeds?|keys?|insurance (?:papers|policy)|will|papers|documents|bank cards?|cards|pins?) (?:are|is)\b|\b(?:notes?|letters?|they're|they are)\b[^|]{0,10}\b(?:in|inside|under) (?:my|the) (?:desk|drawer|desk drawer|nightstand|dresser|safe|glovebox|mattress|pillow)\b|\b(?:put|left|leaving|placed|sealed|stuck) (?:the |my |all )?(?:[\w']+ ){0,4}?(?:keys?|passwords?|pins?|combinations?|deeds?|will|papers|titles?|bank (?:info|details)|(?:life )?insurance (?:papers|policy))\b[^|.]{0,40}?\bin (?:an|a|the) (?:envelope|safe|box|folder|drawer|glovebox)\b|\b(?:the |my )?(?:(?:\w+ )?keys?|passwords?|pin|combination|will|papers|paperwork|insurance (?:papers|policy)|bank (?:info|details)|deeds?|title)\b (?:is|are) (?:in|under|on|taped (?:to|under|inside)|inside|behind) (?:the|my|a) (?:\w+ )?(?:drawer|safe|desk|closet|envelope|box|folder|glovebox|glove box|nightstand|dresser|cabinet|shelf|fridge|mattress|bible)\b/;
const FAREWELL = new RegExp(
  String.raw`\b(?:cancell?ing (?:everything|all (?:of )?my (?:accounts|subscriptions|services))\b|told (?:her|him|them|my \w+) (?:that )?(?:she|he|they|you|everyone)(?: and the kids)? (?:will|'ll|would|are going to|is going to) be (?:ok|okay|fine|alright|all right|better off)\b|so (?:someone|somebody|people|my family|you all|everyone|they) (?:knows?|will know|can know) what to do\b(?! (?:if|when|while|in case)\b)|(?:she|he|they|you)(?:'ll| will) know what to do with (?:everything|it all|all of it|the rest|my (?:\w+ )?(?:things|stuff))(?: after(?:wards?)?| when i'm gone| once i'm gone)(?= *(?:[|.!?,;]|$))|see (?:my|the|our) (?:\w+ )?(?:kids?|son|daughter|family|mom|mum|dad|wife|husband|grandkids) one (?:more|last) time|(?:nobody|no one|no-one) (?:needs|has|ever needs) to know why|(?:i'd|i would) rather not (?:explain|say|get into|go into) why|(?:wrote|written|writing|left) (?:each of them|each|them|all of them|every one of them|each of (?:the|my) \w+|everyone|everybody)(?: (?:a|their|his|her|my))? (?:letters?|notes?)|(?:letters?|notes?) for (?:afterward|afterwards|after|when i'm gone|later)|(?<!\b(?:doctors|doctor's|${NOTE_WRITERS}) )(?:wrote|written|writing|left|leaving) (?:them |her |him |my \w+ |each of them )?(?:a |my |one |a few )?(?:last |final |goodbye )?(?:note|notes|letters?)(?! (?:to|for) (?:the|my|our) (?:landlord|boss|hr|manager|school|court|judge|lawyer|insurer|bank)\b| asking\b| about (?:the|my) (?:rent|deposit|repairs?|bill)\b)|(?:wanted|want|need|needed) to say (?:sorry|goodbye|bye) to (?:somebody|someone|anyone|you all|everyone|my \w+) before (?:tonight|today|tomorrow|i go|it's too late)|(?<!\b${TYPED_LETTER} )letters? (?:to|for) (?:my|her|his)|(?:tell|told) (?:\w+ )?(?:mom|mum|dad|them|her|him|everyone|(?:my|the|our) \w+) (?:i|that i) love|(?:tell|told) (?:\w+ )?(?:mom|mum|dad|them|her|him|everyone|(?:my|the|our) \w+) (?:i'm|i am|that i'm) sorry|love you all|sorry for (?:all of it|everything|being (?:a|such|so))|(?:said|told|say|tell) (?:them )?(?:what|everything|all) (?:i|i've|i have) (?:needed|wanted|had|need|want) to (?:say|tell)(?: them)? to (?:the people|everyone|everybody|those|my \w+|(?:the )?(?:ones|people) who)|goodbye|(?:gave|given|giving) (?:away )?(?:(?:most|all|some|the rest|half|a lot|much) of )?(?:his|her|my|all (?:his|her|my)) (?:\w+ )?(?:stuff|things|belongings|tools|guns|clothes|possessions|cat|dog|pets?|plants)(?: away)?${NO_ABSENCE_REASON}|last time (?:you'll|you will|you|they'll|they will|he'll|he will|she'll|she will|anyone will|anybody will|people will)(?: ever)? (?:hear from|hear|see)|thank you for being my|deleted (?:all )?(?:of )?my (?:socials|accounts|social media)|sold (?:all (?:of )?)?my (?:things|stuff|belongings|possessions)${NO_ABSENCE_REASON}|(?:paid|pay|paying) (?:off )?(?:all )?my (?:last|final) (?:bills?|debts?|rent|taxes)|(?:wrote|written) to my (?:sister|brother|mom|mum|dad|son|daughter|wife|husband|parents|kids)|affairs in order|(?:get|got|getting|put|putting) (?:my |all my )?(?:things|everything|affairs|stuff|house) in order|(?:left|leaving|wrote|written|writing) (?:\w+ )?instructions (?:for|to) (?:her|him|them|my \w+)|written everything down for|left (?:her|his|my) (?:wedding )?ring|(?<!\b(?:${NOTE_WRITERS}|detective)(?:'s)? (?:wrote|left|sent|gave (?:me|us)|has written|had written|with) )a note (?:that says|saying)|cleared out (?:her|his) (?:closet|room|things)|(?:if|when) (?:i'm|i am) not around|(?:wrote|written|made|finished) (?:out )?my will|(?:come )?(?:get|take|look after|take care of) (?:my|his|her) (?:dog|cat|pets?) (?:in the morning|tomorrow|for me|after)|after this (?:weekend|week|friday)|(?:have|take) (?:all )?(?:my|her|his) (?:stuff|things)|(?:my|his|her) (?:stuff|things|belongings|clothes) (?:can|should|will) (?:all )?go to|(?:gave|giving) away${NO_ABSENCE_REASON}|(?:decid|figur|sort)\w* (?:out )?(?:what |which (?:\w+ )?)goes to (?:who|whom|which)\b|(?:insurance|house|bank) papers (?:together|in (?:an|a) envelope)|(?:got|have|put) (?:my|the|all my) (?:affairs|papers|insurance papers) (?:in order|together)|(?:if|once|when|after) (?:i'm|i am) (?:gone|not there|not here|dead)\b(?! (?:for )?(?:a |an |\d+ |a few |several |two |three |four |five |six |seven |eight |nine |ten )?(?:days?|weeks?|months?|hours?|while)\b)|(?:if|when) i (?:just )?(?:don't come back|die|am gone|kill)|(?<!\b(?:i-\d+|petition|application|case|claim|status|visa|green card|benefits?|pension|policy|account|business|company|lease)\b[^|]{0,20})die with me|(?:will|does|would) (?:my )?life insurance (?:still )?pay|(?:set|scheduled|timed|queued|programmed) (?:them|it|(?:the |my |an? |some )?(?:emails?|messages?|texts?|letters?|posts?|videos?))(?: [\w']+){0,3} to (?:send|go out|be sent|post|arrive|be delivered)(?: [\w']+){0,3} (?:on a (?:delay|timer)|delayed|after (?:i'm|i am) gone|after (?:i die|my death))|(?:delayed|scheduled|timed)[- ](?:send )?(?:emails?|messages?|texts?|letters?) (?:to|for) (?:my|her|his) (?:family|parents|mom|mum|dad|kids|children|wife|husband|sister|brother|friends))\b`,
);

/** A near day or hour, bare: "after tonight", "by Saturday", "after this weekend" (not "after the move"). */
const NEAR_DATE =
  '(?:tonight|today|tomorrow|this (?:week|weekend|month)|next (?:week|month)|christmas|thanksgiving|new years?|new year.s|easter|my birthday|the holidays|the end of the year|(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the (?:\\d+(?:st|nd|rd|th)?|weekend|end of the (?:week|month)))';
/**
 * An ending of one's own set for a near day, with nothing named to end: "want it sorted before I end it this weekend".
 * A post that names a relationship, a lease or a business to end anywhere is not it.
 */
const DATED_ENDING = new RegExp(
  `^(?![^]*\\b(?:boyfriend|girlfriend|bf|gf|relationship|marriage|engagement|fianc\\w*|dating|lease|tenancy|contract|subscription|membership|account|agreement|deal|business|partnership|job|trial|plan)\\b)[^]*\\b(?:before|after|when|once|then|and|so|until|till) i (?:end|finish) it(?: all)? ${NEAR_DATE}(?= *(?:[|.!?,;]|$))`,
);
/** A specific plan with a date and no errand named: "a fairly specific plan for the 12th". */
const DATED_PLAN = new RegExp(
  `\\b(?:a|my) (?:fairly |pretty |very |really |quite )?(?:specific|definite|concrete|firm|particular) plan for ${NEAR_DATE}(?= *(?:[|.!?,;]|and\\b|$))`,
);
/** Not to be taken, or to go back, alive: "I will not go back alive", "they won't take me alive". */
const NOT_ALIVE =
  /\b(?:i|i'll|i will)(?: \w+)? (?:not|never|won't) (?:go back|be (?:taken|sent back|deported|locked up)|go to (?:jail|prison))(?: there)? alive\b|\b(?:won't|will not|will never) (?:take|get) me alive\b/;
/** None of the people seen knows it is the last time: a farewell made in secret. */
const SECRET_LAST_VISIT =
  /\b(?:don't|doesn't|do not|does not|none of (?:them|us|you)|nobody|no one|neither of them)(?: \w+)? knows? (?:it's|it is|it'll be|it will be|this is|that it's|that this is) the last time(?: (?:they|he|she|you|anyone|we)(?:'ll| will)?(?: ever)? (?:see|hear from|talk to|visit|hug) me)?(?= *(?:[|.!?,;]|$))/;
/** No more use for one's things: "won't need", "won't be needing". */
const WONT_NEED =
  "(?:won't|will not|wouldn't|not going to|isn't going to|'m not going to) (?:need|be needing|have any use for)";
/**
 * Finality, weighed lightly: not being around when something happens, not needing one's things after a near day. An
 * ordinary reason in the same clause (a move, a trip, a sale) makes it an absence.
 */
const FINALITY = new RegExp(
  `\\b(?:(?:${NOT_MEANING_TO_BE}|${NOT_EXPECTING_TO_BE}|(?:won't|will not|wouldn't|am not going to|'m not going to|isn't going to|is not going to|not going to) be) (?:around|here|alive) (?:when|by|after|to see|long enough (?:for (?:it|this|that|any of (?:it|this|that)) to matter|to (?:see|deal with|pay|care|face))|to sign (?:anything|it|them|the \\w+)|to (?:raise|watch|take care of|look after|see) (?:him|her|them|my \\w+)|for (?:it|that|any of it|whatever|(?:the|my|this|any) (?:\\w+ )?(?:outcome|trial|hearing|court date|decision|verdict|result|ruling|sentencing|judgment|end of it)))|(?:after|by|past|beyond) ${NEAR_DATE},? (?:i|he|she) (?:won't|will not|am not going to|'m not going to|is not going to|isn't going to) be (?:around|here|alive)(?! for (?:a |an |the |\\w+ ){0,2}(?:days?|weeks?|months?|while|bit)\\b)|${WONT_NEED} (?:any of )?(?:it|them|this|that|these|those|anything|any of (?:it|this|them|that)|(?:my|his|her|their|the) [\\w-]+|a [\\w-]+)(?: [\\w-]+)? (?:after|by|past|beyond) ${NEAR_DATE}|${WONT_NEED} (?:any of |all )?(?:my|his|her) (?:things|stuff|belongings|clothes|possessions)|(?:after|by|past|beyond) ${NEAR_DATE},? there (?:won't|will not|isn't going to|is not going to) be (?:anybody|anyone|no one|nobody)|not (?:at|from) (?:work|school|the job|my job|the office)\\b[^|]{0,10}\\bi mean (?:in general|alive|on earth|for good|period|altogether|everywhere))\\b${NO_ABSENCE_REASON}`,
);
/**
 * Finality said outright: not needing anything where one is going or for much longer (or a bare "I won't need it"
 * closing a sentence), nothing mattering for oneself after tonight, not being around for long.
 */
const FINAL_DEPARTURE = new RegExp(
  `\\b(?:${WONT_NEED}\\b[^|]{0,40}\\b(?:where (?:i'm|i am|he's|he is|she's|she is|they're|we're|i'll be) (?:going|headed|heading)|(?:for )?much longer|for (?:very )?long(?= *(?:[|.!?,;'"]|$)))|(?:not that|won't|will not|wouldn't|doesn't|does not|none of (?:it|this) will|nothing will)\\b(?: [\\w']+){0,2} matter (?:to|for) (?:me|him|her)(?: [\\w']+)? (?:after|by|past|beyond) ${NEAR_DATE}|(?:after|by|past|beyond) ${NEAR_DATE},? (?:it (?:won't|will not|isn't going to|is not going to|doesn't|does not)|(?:nothing|none of (?:it|this|that)) (?:will|is going to|does)) (?:even )?matter (?:to|for) (?:me|him|her)\\b|${NOT_EXPECTING_TO_BE} ${FOR_LONG}|(?:i|i'll|he'll|she'll) ${WONT_NEED} (?:it|them|this|that|any of (?:it|this|them|that))(?=['"]|\\s*\\||\\s*$))\\b${NO_ABSENCE_REASON}`,
);
/**
 * A choice not to be around much longer: "I'm not planning on being here much longer" (a plan, not a prognosis), enough
 * alone.
 */
const PLANNED_ABSENCE = new RegExp(
  `\\b(?:${NOT_MEANING_TO_BE} (?:${FOR_LONG}|(?:around|here|alive) (?:(?:after|past|beyond|by) )?${NEAR_DATE})|(?:won't|will not|am not going to|'m not going to) be (?:attending|going to|at|coming to)\\b[^|]{0,30}?\\b(?:or|nor) (?:attending |at |going to |to )?anything (?:after (?:that|this|it)|else after|afterwards?|ever again|again))\\b${NO_ABSENCE_REASON}`,
);
/** Not around to pay or face what is coming: "if this goes the way I think it will I won't be around to pay it anyway". */
const NOT_AROUND_TO_PAY = new RegExp(
  `\\b(?:won't|will not|wouldn't|am not going to|'m not going to|not going to) be (?:around|here|alive) to (?:pay|deal with|face|answer|fight|see|sign) (?:it|them|this|that|any of (?:it|this|them)|the (?:\\w+ )?(?:bill|debt|fine|penalty|judgment|balance|rest|outcome|result))\\b${NO_ABSENCE_REASON}`,
);
/** A keepsake handed on: a watch, a ring, a guitar given to someone. Light alone, it adds to finality. */
const PARTING_GIFT = new RegExp(
  String.raw`\b(?:(?:gave|giving|given|gives|handed|handing) (?:away )?(?:his|her|my) (?:\w+ )?(?:watch|ring|rings|guitar|jewelry|jewellery|tools|guns|rifle|collection|medals|records|books|clothes|dog|cat|pets?|plants) (?:to|away)|rehom(?:ed|ing|e) (?:my|his|her|our) (?:dogs?|cats?|pets?|birds?|rabbits?|horses?)|(?:want|wants|need|needs|'d like) (?:my|his|her) (?:dogs?|cats?|pets?|birds?)\b[^|]{0,60}\bto go to (?:my|his|her|a|the) \w+)\b${NO_ABSENCE_REASON}`,
);
/** Thanks for everything, as a farewell may be said: light alone, it adds to the other signs. */
const THANKS_FOR_ALL = /\bthank(?:s|ed|ing)? (?:me|you|us|her|him|them|everyone|everybody) for everything\b/;
/** A last piece of work marked with a date: "'last project', dated this Friday". */
const LAST_DATED = new RegExp(
  `\\blast (?:project|drawing|painting|sketch|entry|post|song|video|poem|piece|message|words|goodbye|day on earth)\\b(?![^|]*\\b(?:due|deadline|client|invoice|paid|pay|grade|graded|course|semester|at work|for work)\\b)[^|]{0,80}\\b(?:dated|the date|${NEAR_DATE})\\b`,
);

/**
 * Not wanting to be here by a near day ("don't want to be around by Thursday"), as a wish and not a move or a trip.
 */
const WISH_GONE_BY = new RegExp(
  `\\b(?:don't|do not|doesn't|does not|no longer) (?:want|wanna|wish)(?: to)? (?:be|being) (?:here|around|alive) (?:by|after|past) ${NEAR_DATE}\\b${NO_ABSENCE_REASON}`,
);
/** A high place, as people go to one to jump: an overpass, a bridge, a roof, the tracks, the top of a garage. */
const HIGH_PLACE =
  '(?:overpass|bridge|causeway|pier|seawall|sea wall|ledge|roof|rooftop|cliff|tracks|railing|edge|parking (?:garage|structure|deck)|balcony|dam|quarry|water tower|top (?:floor|level|deck))';
/** Every pill taken at once: "before I take them all", "take the whole bottle". */
const ALL_TAKEN =
  /\b(?:take|taking|swallow|swallowing|down|downing) (?:them all|all of them|all (?:of )?(?:my|the) (?:pills|meds|tablets|oxy\w*|painkillers|sleeping pills)|the (?:whole|entire) (?:bottle|pack|box|prescription))\b/;
/** A drive or a walk out to a high place, set for a time: "going to drive out to the reservoir bridge after my shift". */
const HIGH_PLACE_SET = new RegExp(
  `\\b(?:going to|gonna|will|'ll|plan(?:ning)? to|about to|heading to|head) (?:drive|walk|go|head|ride|take the car)(?: out| up| down| over)? to the (?:[\\w-]+ ){0,2}${HIGH_PLACE}\\b(?=[^|]{0,30}\\b(?:after|tonight|tomorrow|when|once|before|at (?:midnight|dawn|night|\\d)|this (?:evening|weekend)|${NEAR_DATE})\\b)(?![^|]*\\b(?:lunch|the view|photos?|pictures?|sunset|sunrise|fishing|jog\\w*|tourists?|sightseeing|birds?|fireworks|picnic|meet\\w*|pick (?:him|her|them|up))\\b)`,
);
/** A drive out with no return: "taking the car up the canyon and not coming back down". */
const NO_RETURN =
  /\b(?:(?:not|never|won't be|will not be|am not|i'm not) (?:coming|going to come|gonna come|coming) back (?:down|from (?:it|there|that))|(?:don't|do not) think (?:i'm|i am|i'll be|i will be) (?:taking|walking|going|coming|climbing) (?:the (?:stairs|elevator|steps|ladder|ramp) )?back down)\b/;
/** A legal matter that "won't even matter at that point": light alone, it adds to a plan. */
const MOOT_THEN =
  /\bnot that (?:it|any of (?:it|this|that)) (?:will|would|'ll) (?:even )?matter (?:much |at all )?(?:to|for) me(?= *(?:[|.!?,;]|$))|\b(?:does|will|would) (?:it|any of (?:it|this|that)|the \w+|that|this)(?: \w+)? (?:even )?matter (?:at that point|after (?:that|this|sunday|friday|tonight|tomorrow))\b/;
/**
 * A high place visited and looked down from, or waited at: "keep walking to the overpass and looking down", "stood there
 * looking down", "waited at the tracks a long time". A bridge crossed for lunch, a view, photos or fishing is not it.
 */
const LOOKING_DOWN = new RegExp(
  `\\b(?:walk\\w*|go|goes|going|went|driv\\w*|drove|stand\\w*|stood|sit\\w*|sat|end(?:ing)? up|ended up|climb\\w*) (?:\\w+ ){0,3}(?:to|on|at|by|onto|up) (?:the|a|that|my) (?:top (?:floor |level )?of (?:the|a|my) )?(?:[\\w-]+ ){0,2}${HIGH_PLACE}\\b[^|]{0,80}\\b(?:look\\w* (?:down|over)|star\\w* (?:down|over|at (?:the )?(?:water|street|traffic|drop|ground|tracks|edge|trains?|cars))|over the edge|wait\\w* (?:there )?(?:a long time|for (?:a long time|hours|an hour|a while))|(?:stood|sat|standing|sitting) (?:there|on the (?:railing|edge|ledge))|(?:for|about) (?:an|a|\\d+|two|three) (?:hours?|long time|while))\\b(?![^|]*\\b(?:lunch|the view|photos?|pictures?|sunset|sunrise|fishing|jog\\w*|tourists?|sightseeing|birds?|fireworks|think before)\\b)`,
);
/** A high place where the writer works out the height of the drop: "standing at the rail, working out how high it is". */
const DROP_MEASURED = new RegExp(
  `\\b${HIGH_PLACE}\\b[^|]{0,160}\\b(?:how (?:high|far down|tall) (?:it|the (?:drop|fall|rail|bridge|overpass)) (?:is|was|goes)|how far the (?:drop|fall) is|(?:what time|when) the (?:tide|current) (?:goes out|comes in|turns|is (?:out|low|high|strongest|lowest|highest))|how deep the water (?:is|gets))\\b(?![^|]*\\b(?:fish\\w*|boat\\w*|surf\\w*|kayak\\w*|paddl\\w*|crab\\w*|dock(?:ing|ed)?)\\b)`,
);
/** The writer on a high place now: "I'm on the roof of the parking structure now". A roofer at work is not. */
const ON_HIGH_NOW = new RegExp(
  `\\b(?:i'm|i am|sitting|standing) (?:on|at|up on) (?:the )?(?:edge of |top of |roof of |ledge of )?(?:the |a |my |this )?(?:[\\w-]+ ){0,2}${HIGH_PLACE}\\b[^|]{0,40}\\b(?:now|right now|tonight|as i (?:write|type))\\b(?![^|]*\\b(?:fix\\w*|repair\\w*|shingles?|gutters?|install\\w*|inspect\\w*|clean\\w*|for work|my job)\\b)`,
);
/** Death as the way out of everything: "starting to look like the easier way out of everything, not the gym". */
/** Not around afterwards to see to one's own affairs: "needs to be done this week, I won't be around after that". */
const NOT_AROUND_AFTER = new RegExp(
  `\\b(?:won't|will not|not going to|'m not going to|am not going to) be (?:around|here|alive) (?:after (?:that|this|then|it)\\b[^|]{0,20}\\bto (?:sort|deal with|handle|see to|fix|clean up)|to (?:sort|deal with|handle|see to|clean up) (?:it|this|things|everything|any of it)(?: out)?)\\b${NO_ABSENCE_REASON}`,
);
const WAY_OUT =
  /\b(?:the |an? )?(?:easier|easiest|easy|quick|quickest|only|best|simplest|cleanest) way out of (?:everything|it all|all of (?:it|this)|life|this life|this world|being here)\b|\b(?:the )?only way out\b[^|]{0,60}\b(?:not existing|not being here|not waking up|ending it|being gone|disappearing)\b/;
/** The ordinary reason denied beside an ending: "No, I'm not sick. I just won't need any of it after Thursday." */
const ILLNESS_DENIED =
  /\b(?:(?:i'm|i am) not (?:sick|ill|dying|terminal|terminally ill)|nothing (?:is )?wrong with my health)\b(?! (?:enough|anymore|any more|today|yet|now|at the moment|right now)\b)/;
/** One's troubles about to end with oneself: "not my problem much longer". */
const NOT_MY_PROBLEM = new RegExp(
  `\\b(?:not|won't be|will not be|isn't going to be|is not going to be) (?:my|our) problem (?:much longer|for (?:much )?longer|for long|soon|after (?:this|that|${NEAR_DATE}))\\b${NO_ABSENCE_REASON}`,
);
/** Who a debt falls on when one is gone: "do they go after the spouse?" Light alone, a common question otherwise. */
const SURVIVORS_PURSUED =
  /\b(?:go|come|goes|comes|going|coming) after (?:the|my) (?:spouse|wife|husband|kids|children|family|parents|estate)\b/;
/**
 * A death asked about as someone else's, then owned: "if the tenant dies in the unit? Asking as the tenant", "if
 * someone's car goes off the bluffs? Asking about myself".
 */
const OWN_DEATH_ASKED =
  /\b(?:dies|died|die|passes away|passed away|is found dead|(?:goes|went|drives?|drove) off (?:the|a) (?:\w+ ){0,3}(?:bluffs?|cliffs?|bridge|road|overpass))\b[^]{0,120}?\basking (?:as (?:the|a) (?:tenant|borrower|member|employee|student|account holder|policyholder|insured|owner|driver|patient|customer|renter|debtor|person)|(?:about|for) (?:myself|me)(?! and)\b)/;
/** The writer's kin to get all of a payout: "want to be sure my kids get all of it". Light: a will says as much. */
const KIN_GET_ALL =
  /\b(?:sure|make sure|ensure|want) (?:that )?(?:my |the )?(?:kids|children|family|wife|husband|daughters?|sons?|mom|mum|sister|brother|niece|nephew) (?:get|gets|will get|receive|receives) (?:all of it|every (?:penny|cent|dollar)|the (?:whole|full) (?:amount|payout))\b/;
/** Wanting something back "after", with nothing said after what. */
const BACK_AFTER = /\b(?:get|have|keep) it (?:back )?after(?:wards?)?(?= *(?:[|.!?,;]|$))/;
/** No one would miss the writer: "I don't think anyone would miss me", "nobody would even notice if I was gone". */
const UNMISSED =
  /\b(?:(?:nobody|no one|no-one|not one person) (?:would|will|'d|is going to|would even|will even)(?: even)? (?:miss me|notice (?:if|when) i(?:'m| was| were)? (?:gone|not here|wasn't here|weren't here|disappeared|died|jumped|left|was gone|didn't wake up))|(?:don't|do not) think (?:anyone|anybody|anyone at all|many people) (?:would|will|'d)(?: even)? (?:miss me|notice (?:if|when) i)|(?:anyone|anybody) would (?:even )?(?:miss me|notice if i (?:was|were) gone)|(?:wouldn't|would not|won't) be missed|(?:no one|nobody) (?:would|will) (?:even )?care if i (?:was|were|died|disappeared))\b/;

/**
 * A life weighed against a payout: "my boy would get more out of my life insurance than from me alive", "everyone would
 * be better off with the insurance money than with me", "worth more dead".
 */
const WORTH_MORE_DEAD =
  /\b(?:(?:life insurance|insurance (?:payout|money|check|policy)|death benefit|policy (?:payout|money))\b[^|]{0,100}\bthan (?:[\w']+ ){0,6}?(?:from |with |out of |by )?me\b(?! and\b)|(?:than|instead of) (?:from |with )?me (?:alive|around|here)\b|worth more (?:dead|gone|to (?:them|him|her|my \w+) dead)|better off with (?:that|the|this|my|his|her) (?:\w+ )?(?:money|payout|insurance|policy|cash|check)\b[^|]{0,40}\bthan (?:with )?(?:me|a (?:dad|father|mom|mum|mother|husband|wife|parent)|their (?:dad|father|mom|mum|mother|parent))\b)/;
/**
 * Someone asked or set to take over the writer's child, pet or money, as one provides before dying: "my sister would
 * take my daughter", "already asked my sister to take her", "sorted out who gets the dog", "everything sorted so the
 * kids get the severance". Heavy with despair, finality or a means; a will naming a guardian is read with its reason.
 */
const PROVIDED_FOR =
  /\b(?:(?:asked|told|begged) (?:my \w+|a friend|someone|her|him|them) (?:to|if (?:she|he|they) (?:would|could|'d)) (?:take|look after|take care of|keep|raise) (?:my \w+|the (?:kids|children|baby|dog|cat)|her|him|them)\b|(?:my \w+|she|he|they) (?:would|will|'ll|has agreed to|agreed to|said (?:she|he|they)(?:'d| would| will)) (?:take|raise|look after) (?:(?:my|the) (?:daughter|son|kids|children|baby|boys?|girls?|dog|cat|pets?)|\w+ \((?:my|our) (?:dog|cat|pet)\))|sorted (?:out )?who (?:gets|takes|will get|will take|keeps)|made sure (?:my |the )?(?:life insurance|insurance|money|savings|house|pension|everything) (?:goes|will go|would go|gets paid) to|(?:got|have|has|'ve got|'ve) everything (?:sorted|arranged|set up|in place|taken care of|lined up) (?:so|for)\b|(?:need|needs|want|have) to (?:be certain|be sure|make sure|know) (?:she|he|they|my (?:wife|husband|family|kids|children|partner)) (?:comes?|will come|gets?|will get) (?:out of|through) (?:this|it|all this) (?:ok|okay|alright|fine|all right)\b|(?:need|needs|want) to (?:be certain|be sure|make sure|know) (?:that )?my (?:wife|husband|family|kids|children|partner)(?: and (?:the|my|our) (?:kids|children|boys|girls))? (?:are|is|will be) (?:covered|taken care of|provided for)\b)(?![^|]*\b(?:will|trust|guardian\w*|estate plan\w*|in case|if (?:anything|something) (?:happens|ever happens))\b)/;
/** A last post or message: "this is probably my last post", "I've said my goodbyes". */
const LAST_POST =
  /\b(?:(?:this is|this'll be|this will be|it's) (?:probably |likely |prob )?my last (?:post|message|update|time (?:posting|asking))|(?:said|saying|say) my goodbyes)\b/;

/** A space that can bury or suffocate a worker: a trench, a tank, a silo, a manhole. */
const HAZARD_SPACE =
  '(?:trench|excavation|ditch|tank|vat|silo|grain bin|manhole|sewer|confined space|pit|crawl ?space|tunnel|boiler)';
/** The protection such a space needs, missing: no trench box or shoring, no air monitor, no harness or attendant. */
const NO_PROTECTION =
  "(?:no (?:trench )?(?:box|shoring|shores|ladder|air (?:monitor|test\\w*)|gas (?:meter|monitor|detector|test\\w*)|harness|attendant|ventilation|respirator|supplied air|rescue (?:plan|team)|lifeline|fall protection|lockout)|(?:not|isn't|wasn't|never|hasn't been) (?:shored|sloped|tested|ventilated|monitored|locked out)|unshored|without (?:a |an |any )?(?:trench )?(?:box|shoring|ladder|air monitor|gas meter|monitor|harness|attendant|respirator|ventilation|air testing))";
/** A deadly space entered without its protection. */
const UNPROTECTED_HAZARD = new RegExp(
  `\\b${HAZARD_SPACE}\\b.{0,120}\\b${NO_PROTECTION}|\\b${NO_PROTECTION}.{0,120}\\b${HAZARD_SPACE}\\b`,
);
/** A worker ordered in: sent inside, "go down now or go home", "welcome to quit", already down there. */
const ORDERED_IN =
  /\b(?:(?:sending|sends|sent|ordering|ordered|orders|telling|told|making|forcing|wants?) (?:me|us|him|them) (?:to go )?(?:in|into|inside|down)|(?:go|get) (?:down|in|inside)\b[^|]{0,30}\bor (?:go home|you're fired|be fired|quit|leave|lose)|welcome to quit|or go home|(?:i am|i'm|we are|we're) (?:down |in )?(?:here|there|inside) now)\b/;

/** A body in distress, family by family: two together are an emergency. */
const BREATH =
  /\b(?:no (?:puede )?respira\w*|(?:breathing|breaths?) (?:was|is|were|are) (?:\w+ )?(?:shallow|slow|fast|weird|noisy)|breath\w* (?:really |very |super |so )?(?:fast|funny|weird|hard|deep|shallow|slow)|wheez\w*|gasp\w*|(?:throat|chest) (?:feels |is |getting )?(?:tight|closing)|can't (?:catch (?:her|his|my) )?breath|lips? (?:\w+ ){0,3}(?:blue|grey|gray|purple|white|dusky)|turning blue|snor\w* (?:\w+ )?gurgl\w*|gurgl\w*|choking on)\b/;
/** An oxygen reading below 90 %, as a pulse oximeter or a nurse gives it: "his oxygen is at 82 and going down". */
const LOW_OXYGEN =
  /\b(?:oxygen|o2|spo2|sats?|saturation)(?: (?:level|levels|number|reading|sat|sats|saturation))? (?:(?:is|are|was|were|at|of|reads|reading|dropped|dropping|fell|falling|down|to|in the|low|mid|high|only|around|about) ){1,4}(?:[5-8]\d)s?\b/;
/** A medicine one's life runs on out of reach: "my insulin's inside" a flat the landlord locked, an inhaler kept from someone. */
const MEDICINE_OUT_OF_REACH =
  /\b(?:(?:my|his|her|their|the baby's|my (?:son|daughter|kid|child|mom|mum|dad|husband|wife)'s) (?:insulin|inhalers?|epi-?pens?|oxygen(?: tank| machine)?|nitro(?:glycerin)?(?: spray| pills)?|(?:heart|seizure|anti-?seizure) (?:meds|medication|medicine|pills))(?:'s| is| are)? (?:still )?(?:inside|locked (?:in|inside|up|away)|in (?:there|the (?:apartment|house|flat|unit|room|car|office)))|(?:took|taken|taking|hid|hidden|hiding|kept|keeping|withheld|withholding|threw out|thrown out) (?:away )?(?:my|his|her|their) (?:insulin|inhalers?|epi-?pens?|oxygen))\b/;
const CONSCIOUSNESS =
  /\b(?:no (?:despierta|reacciona|responde|me contesta)|inconsciente|desmayad[oa]|(?:couldn't|can't|could not) be woken|hasn't moved|slumped|can't hold (?:her|his|their) head up|not moving(?! (?:out|in|to|back|away|anywhere|house|forward|there|here|on|into|until|till|again|home|states?|cities|schools?|jobs?)\b)|isn't moving|stopped moving|mumbl\w*|(?:can't|can barely|won't) (?:get (?:her|him|them) to )?open (?:her|his|their) eyes|(?:really|too|so|very) quiet|lethargic|can't (?:wake|rouse)|won't wake|not waking|nodding off|groggy|barely (?:awake|conscious|responding)|unresponsive|not respond\w*|passed out|passing out|floppy|limp|barely (?:talking|breathing|moving)|sleepy|(?:not|isn't) making (?:any )?sense|talking like (?:he's|she's) drunk|slurr\w*|confused|disoriented|out of it|won't stop (?:screaming|crying)|fainted|collapsed)\b/;
/** Someone crying out for help. */
const CRYING_OUT = /\b(?:calling out|screaming|screams|begging|crying (?:for|out)|yelling for help|calling for help)\b/;
/** An airway blocked: choking, no sound, turning colour. */
const AIRWAY =
  /\b(?:(?:is|'s|started|keeps|was) choking|choking on|making no (?:sound|noise)|can't (?:cough|cry|make a sound)|turning (?:blue|purple|red)|something stuck in (?:her|his|my|their) throat)\b/;
/** An animal on a person now. */
const ANIMAL_ATTACK =
  /\b(?:(?:dog|pit ?bull|rottweiler|bear|animal) (?:\w+ ){0,3}(?:pinned|attacking|mauling|on top of|won't let go|has (?:my|her|him|his))|can't get (?:it|the dog) off)\b/;
/** Heat or cold a frail body cannot bear for long. */
const EXPOSURE =
  /\b(?:\d+ ?degrees?(?: heat| outside| inside| in (?:the|his|her) (?:house|apartment))?|heat ?wave|in the (?:heat|cold|sun) all day|no (?:ac|a\/c|air conditioning|heat)|freezing|frostbite|hypotherm\w*|heat ?stroke)\b/;
/** A seizure: jerking, eyes rolled back. */
const SEIZURE =
  /\b(?:jerk(?:ing|s)? (?:movements|around)|jerking|eyes (?:are |keep )?rolling (?:back|up)|convuls\w*)\b/;
/** A chest tight or heavy with the pain spreading to the jaw or the arm: a heart attack's classic signs. */
const CHEST_RADIATING =
  /\bchest\b[^|]{0,40}\b(?:tight\w*|heavy|heaviness|pressure|squeez\w*|crushing)\b[^|]{0,80}\b(?:jaw|left arm|arms?|shoulder|neck)\b|\b(?:going|spreading|radiating|shooting|moving) (?:into|down|up|to) (?:my|his|her|their) (?:jaw|left arm|neck|left shoulder)\b|\b(?:left )?arm (?:has gone|went|is going|is|feels) (?:all )?(?:numb|dead|tingly)\b[^|]{0,40}\bchest\b[^|]{0,40}\b(?:tight\w*|heavy|pressure|crushing)\b/;
/** A heart out of rhythm: racing, pounding, too slow. */
const CARDIAC =
  /\b(?:heart (?:is )?(?:beating |rate (?:is )?)?(?:so |very |super )?(?:slow|racing|pounding|skipping|fluttering)|heart rate (?:of |was |is )?\d+)\b/;
/** Signs of a stroke: speech gone wrong, one side weak. */
const NEURO =
  /\b(?:(?:one of )?(?:his|her|their) eyes? (?:looks? |is )?(?:weird|different|wrong)|pupils? (?:are |is )?(?:different|uneven)|speech (?:sounds |is |was )?(?:\w+ )?(?:off|slurred|weird|garbled|wrong)|mixing up (?:her |his )?words|(?:hand|arm|leg|side|face) (?:\w+ )?(?:feels |is |went )?(?:heavy|numb|weak|dead|droop\w*)|jumbled|can't smile|uneven smile|(?<!\bstill )can't (?:grip|lift (?:his|her) arm)|one side of (?:her|his|my) (?:face|body))\b/;
/** Bleeding that will not stop. */
const HEAVY_BLEEDING =
  /\b(?:bleeding (?:from|out of) (?:his|her|my|their) (?:neck|head|throat|chest|stomach|leg|thigh|arm|mouth|ears?)|(?:huge|large|massive|big) (?:amount|pool) of blood|spurt\w*|gush\w*|pouring (?:out )?blood|blood (?:is )?pouring|soak\w* through|blood everywhere|(?:so much|a lot of|lots of|tons of) blood|(?:won't|will not|can't get it to|doesn't) stop bleeding|bleeding (?:heavily|badly|a lot|everywhere))\b/;
/** A wound deep enough to matter, or a body burned. */
const WOUND =
  /\b(?:mangled|(?:pulled|caught|sucked) (?:in|into) (?:the|a)|severed|(?:really |very |so )?deep (?:cut|wound|gash)|(?:it's|is) (?:really |very |so )?deep|(?:cut|sliced|slashed|gashed|severed) (?:open )?(?:his|her|my|their) (?:\w+ )?(?:leg|thigh|arm|hand|wrist|finger|foot|throat|neck|head|face|artery)|blister\w*|skin (?:is )?(?:peeling|burning|melting)|sprayed with|splash\w* (?:in|into|on)|can't see|(?:chainsaw|(?:the|a|table|circular|band|miter|power) saw|machine|blade)\b.{0,30}\b(?:cut|caught|took))\b/;
/** A body trapped: stuck, pinned, shut in. */
const TRAPPED =
  /\b(?:buried (?:to|up to) (?:his|her|their|the) (?:chest|neck|waist|shoulders)|(?:trench|wall|roof|building|ceiling) (?:just )?collapsed|barricad\w*|furniture against (?:his|her|the) door|(?:fell|stuck|trapped) (?:in|into|down) (?:a|the) (?:\w+ )?(?:trench|well|hole|pit|pond|creek|shaft|ditch|bin|silo|mud)|can't reach (?:her|him|them)|(?:stuck|trapped) (?:in|inside|under) (?:the|a|an|his|her|my|their) (?:\w+ )?(?:car|truck|vehicle|wreck|basement|house|room|elevator|rubble|building|attic|crawl ?space|well|trench|silo|machine)|can't get (?:the door )?(?:open|out))\b/;
/** Someone not seen for days, with the signs that something happened inside. */
const NOT_SEEN =
  /\b(?:(?:hasn't|has not|haven't|not) been seen|(?:mail|newspapers|packages) (?:is |are )?piling up|flies (?:on|at|in|around)|(?:bad|weird|strong|terrible|awful|horrible|foul) smell|smell (?:from|coming))\b/;
/** Fumes in a closed space: a generator or an engine running inside. */
const FUMES =
  /\b(?:generator(?:'s| has| is)? (?:been )?(?:running )?(?:inside|indoors|in the (?:van|garage|house|tent|room|basement))|generator running inside|(?:engine|car|generator) running (?:inside|in the (?:garage|van|tent))|windows (?:are )?fogged)\b/;
/** Danger rising around a body: water, fire, smoke. */
const RISING =
  /\b(?:sinking|going under|fire alarm (?:is )?going off|(?:fell|is|stuck|lying) in (?:the )?water|there's water|water (?:is )?(?:up to|rising|coming in)|rising water|on fire|(?:full of|filling (?:up )?with) smoke|smoke (?:is |was )?(?:everywhere|coming|pouring|filling|billowing|pushing|seeping|rolling|getting) (?:in|out|through|thru|under|into|up|from|the)|smoke everywhere|fire (?:is )?spreading|(?:fire|flames) (?:is |are )?(?:in|on|at) (?:the|our|my|this) (?:\w+ )?(?:unit|apartment|building|house|hallway|hall|floor|stairwell|kitchen|garage|basement|attic|room)|flood\w*)\b/;
/** The way out cut off while fire, smoke, gas or water rise: the stairs unseen, the exit blocked, a door too hot to open. */
const ESCAPE_CUT_OFF =
  /\b(?:can't (?:see|find|reach|get to) the (?:stairs|stairwell|exit|door|hallway|way out)|can't get (?:out|down|to the (?:stairs|stairwell|exit|door))|(?:stairs|stairwell|exit|hallway|hall) (?:is |are )?(?:blocked|full of (?:smoke|fire|flames)|on fire)|door (?:is |feels )?(?:too )?hot|(?:we're|we are|i'm|i am|they're|they are|stuck|trapped) (?:trapped|stuck) (?:in|on|inside|upstairs)|trapped (?:in|on|inside|upstairs)|no way (?:out|down))\b/;
/**
 * A head getting worse after a blow, a crash or a fall: the headache building, as people say of a bleed in the skull.
 * A headache "worse over the months" since an old crash is a claim, not this.
 */
const HEAD_WORSENING =
  /\b(?:head(?:ache)? (?:is |keeps |has been |started )?(?:\w+ )?(?:getting worse|worse and worse|worse by the (?:minute|hour|second)|worse every (?:minute|hour))|headache (?:is )?(?:getting|got) (?:really |so |way )?(?:bad|worse)|worst headache of (?:my|his|her|their) life|(?:head|headache) (?:is )?(?:exploding|splitting)(?! (?:over|about|from (?:the|this|these) (?:bills|paperwork|forms)))|thunderclap headache)\b/;
/**
 * Sight, speech or one side of the body failing now, as it goes in a stroke or a bleed: trouble seeing, words slow or
 * slurred, one side numb. Alone, chronic trouble seeing is not this; with a worsening head or a collapse it is.
 */
const NEURO_DEFICIT =
  /\b(?:(?:having |have |has )?(?:trouble|a hard time|difficulty|problems?) (?:seeing|speaking|talking|getting (?:the |my |his |her )?words out|finding (?:the |my |his |her )?words|moving (?:my|his|her) (?:arm|leg|face))(?! (?:at night|since|for (?:years|months)))|can't see (?:out of|anything out of|straight|right)|(?:my|his|her|their) (?:vision|sight|eyesight) (?:is |keeps )?(?:going|blacking out|fading|going dark|going blurry|blurr\w*|doubl\w*)|(?:my|his|her|their) words (?:feel|are|sound|come out|coming out) (?:slow|wrong|slurred|jumbled|weird|funny|garbled|mixed up)|can't (?:get|find) (?:the |my |his |her )?words(?: out)?|can't (?:speak|talk) (?:properly|right|clearly|straight)|suddenly (?:can't|cannot) (?:speak|talk|see|understand)|(?:one|left|right) side (?:of (?:my|his|her|their) (?:body|face) )?(?:is |went |feels |has gone )?(?:numb|weak|dead|limp|heavy|droop\w*))\b/;
const ACUTE_PAIN =
  /\b(?:crushing|chest pain|pain in (?:his|her|my) chest|(?:down|in) (?:his|her|my) (?:left )?arm|worst (?:pain|headache)|splitting headache|screaming in pain|severe pain|can't feel (?:his|her|my) (?:legs|arms|body))\b/;
const SYMPTOM =
  /\b(?:sudando|vomitando|temblando|vomit\w*|shiver\w*|throwing up|threw up|puking|sweat\w*|shaking|trembling|drool\w*|coughing|fever|burning (?:hot|up)|weak|can't stand|seizure|seizing|convuls\w*|swell\w*|swollen|puff\w* up|hives|pupils?|fruit\w* (?:smell|breath)|smells? (?:\w+ )?like fruit|headache|dizzy|pale)\b/;
/** Something swallowed or taken in (not a bag of medicine taken away: "they took his insulin bag"). */
const SWALLOWED = new RegExp(
  `\\b(?:handful of (?:[\\w']+ ){0,2}(?:pills|meds|tablets)|drank|swallowed|ate|chewed|chewing|bit into|bitten into|sucking on|licked|got into|got hold of|took|used|injected|snorted)\\b(?: [\\w']+){0,5}? (?:bleach|detergent|dishwasher|cleaner|chemicals?|antifreeze|pills|meds|tablets|medication|fentanyl|heroin|pods?|poison|(?:button |watch |coin )?batter(?:y|ies)|magnets|liquid|ambien|xanax|oxy\\w*|insulin|\\w+ of (?:her|his|my) (?:\\w+ )?(?:pills|meds))\\b(?! (?:bags?|kits?|cases?|supplies|pens?|pumps?|away|from|prescriptions?|bottles? away)\\b)`,
);
/** Something swallowed or taken in, or gas breathed in a home. */
const INGESTED = new RegExp(
  `${SWALLOWED.source}|\\bgas (?:smell|leak)\\b|\\bsmells? (?:strongly )?(?:of|like) gas\\b|\\bstrong gas smell\\b|\\bcarbon monoxide\\b(?! (?:detectors?|alarms?|monitors?)\\b(?![^|]{0,40}\\b(?:going off|went off|goes off|beeping|sounding|screaming|chirping)\\b))`,
);
const TRAUMA =
  /\b(?:fell|fallen|fall|slipped|on the (?:\w+ )?floor|can't get up|not answering questions|(?:hip|leg) (?:is |was )?broken|broken (?:hip|leg)|broke (?:her|his|my) (?:hip|leg)|can't reach|since (?:midnight|last night)|stung|bitten|crash\w*|no heat|(?:single digits|\d+ degrees|freezing)|heat (?:stroke|exhaustion))\b/;
/** An injury that is itself an emergency: a fall from a height, a head hit, a body trapped or crushed. */
/** A spine or head struck hard: thrown, landed on the neck, limbs that will not move. */
const SPINAL =
  /\b(?:can't move (?:his|her|my|their) (?:fingers|toes|legs|arms|body)|landed on (?:his|her|my|their) (?:neck|head|back)|thrown (?:from|off) (?:a|the|his|her|my) (?:horse|bike|motorcycle|car|roof|atv))\b/;
const SERIOUS_TRAUMA =
  /\b(?:(?:been )?on (?:the|his|her|my|their) (?:\w+ )?floor (?:calling|crying|for|since)|bent (?:backwards|the wrong way)|helmet (?:is )?cracked|crash\w* (?:his|her|my|their) (?:motorcycle|bike|car)|fell (?:out of|from) (?:a|the) (?:\w+ ){0,2}(?:window|roof|balcony|tree)|(?:fell|falling|fallen|slipped|hanging) (?:off|from|through) (?:the |a |an )?(?:\w+ )?(?:roof|ladder|edge|mezzanine|scaffold\w*|balcony|window|bridge|stairs|gutter|building|second floor|deck)|hanging (?:off|from)|hit (?:her|his|my|their) head|head injury|trapped (?:under|in|inside) (?:the|a|an|his|her|my|their) (?:\w+ )?(?:car|truck|vehicle|wreck|basement|house|room|elevator|rubble|building|attic|crawl ?space|well|trench|silo|machine)|crushed|pinned under|hit by a (?:car|truck)|can't feel (?:his|her|my|their) (?:legs|arms|body))\b/;
/** Someone whose body gives little margin: a baby, the very old, a known illness. */
const FRAIL =
  /\((?:[6-9]\d|1\d\d)\)|\b(?:in (?:his|her|their) (?:[6-9]0s|hundreds)|lives alone|grandpa|grandma|grandfather|grandmother|baby|infant|newborn|toddler|\d+ (?:month|week)s? old|elderly|(?:[7-9]\d|1\d\d) (?:years? old|yo)|is (?:[7-9]\d|1\d\d)\b|(?:[6-9]\d|1\d\d) (?:years? old|yo)|is (?:[6-9]\d|1\d\d)\b|[1-5] ?(?:yrs? old|yo|y\/o|years? old|year-old)|diab[eé]t\w*|type 1|heart condition|pregnant|asthma\w*|allerg\w*)\b/;

/** A child left without care or food. */
const UNCARED =
  /\b(?:only (?:feeds?|fed|feeding) (?:her|him|them) once|begs? (?:me |us )?for (?:food|snacks)|(?:really|so|very|super) (?:thin|skinny)|(?:not|isn't|aren't|never) being fed|(?:don't|doesn't|do not|does not|won't|aren't|isn't) (?:feed|feeding) (?:her|him|them)\b|not fed (?:properly|enough)|(?:she's|he's|she has|he has|has|they've) (?:lost|been losing) (?:so much |a lot of )?weight|skin and bones|hasn't (?:fed|eaten|been fed)|no (?:formula|milk)|(?:doesn't|don't) have (?:any )?formula|without (?:an )?adult|unsupervised|no (?:adult|one|grown-?up) watching|missing (?:since|for)|hasn't (?:come|been) home|runaway|kick\w* (?:me|her|him|them) out\b(?! (?:in|within|with(?:out)?|after|on) (?:\d+|a|an|one|two|three|five|seven|ten|thirty) (?:days?|weeks?|months?|notice)| for (?:not paying|non-?payment|(?:the |late )?rent))|sleeping (?:in|on|at) (?:the|a|his|her|their|our|my) (?:park|street|streets|car|bench|bus station|outside)|sleeping outside|alone (?:all|for|since|at)|(?:is|'s|was|are|'re|were|been|left|home) alone (?:in|inside) (?:the|our|his|her|their|my|a) (?:\w+ )?(?:apartment|house|home|flat|car|motel|hotel|room|trailer|crib|cot|nursery|bassinet|playpen)|(?:by (?:her|him|them)sel(?:f|ves))|(?:nobody|no one|no adult|no grown[- ]?ups?|no parents?)\b.{0,20}\b(?:home|answer\w*|there|came)|(?:diaper|nappy)|(?:locks?|locked) the (?:fridge|pantry|food)|only (?:lets?|gets?) (?:me|her|him|them) eat|hungry|starv\w*|no food|nothing to eat|ran away|wandering)\b/;
/** A danger a child is left exposed to: cold, a drunk or high adult, a road, water, a stove or pills in reach. */
const EXPOSED =
  /\b(?:locked out|(?:can|could|is able to) (?:reach|get to|open|climb (?:up )?(?:to|on)) the (?:stove|oven|knives|knife drawer|pills|meds|medicine|window|balcony|pool|lighter|matches|gas|front door)|(?:about to|going to|gonna|wants to|plans to|is) (?:drive|driving|take|taking) (?:them|the kids|the children|her|him|my (?:kids|children|son|daughter|baby))(?: (?:home|to|in|on|across|out))?|balcony|(?:it's|its|it is) (?:so |really )?(?:hot|cold)|barefoot|in the rain|at midnight|makes? (?:him|her|them) drink|outside in (?:a|only|the cold|shorts|pajamas|a t-shirt)|t-shirt and|(?:no|without) (?:a )?(?:coat|jacket|shoes)|(?:\d+|single) (?:degrees|digits)|below (?:zero|freezing)|no heat\b|freezing|snow|drugs|(?:drove|driving) off|(?:drove|drives|driving|drive) (?:our|the|my|his|her|their) (?:\w+ )?(?:kids|children|son|daughter|baby|boys|girls)\b|without a car ?seat|in (?:the|a) (?:back ?seat|car|parked car|hot car)|(?:lying|laying|lay|was|found (?:her|him|them)) face ?down in (?:it|(?:her|his|their|the) (?:own )?(?:spit-?up|vomit|sick|crib|bedding|pillow|bath|water))|shoulder of (?:the )?(?:road|highway|freeway|interstate|motorway|[a-z]{1,3}-\d+)|wandering (?:around )?(?:in )?(?:the |a )?(?:hallways?|halls?|corridors?|stairwells?|streets?|road|parking (?:lot|garage)|neighbou?rhood|complex)|highway|pool|(?:busy )?road)\b/;
/** An adult's sexual interest in a child, or its marks. */
const SEXUAL =
  /\b(?:forces? (?:her|him|me|them) to have sex|(?:have|having|had) sex with|grown[- ]up (?:movies|videos|stuff)|adult (?:movies|videos|films)|dirty (?:movies|videos|pictures)|(?:is|she's) (?:1[0-5]|[1-9]) and pregnant|pregnant by|(?:take|takes|taking|took) (?:a )?(?:baths?|showers?) with (?:him|her|them)|(?:do|doing) stuff for (?:them|him|her)|(?:send|sends|sent|asks? (?:her|him|them) (?:for|to send)) (?:him |her |me )?(?:a |some )?(?:pictures?|pics?|photos?|selfies?|videos?)|(?:in|from) the (?:shower|bath)|did stuff|nudes|naked|sexual\w*|touch(?:es|ed|ing)? (?:me|her|him|them)\b(?! up)|private parts|wetting the bed|(?:wont|won't|doesn't) let anyone touch|groom\w*|sleeps? in (?:her|his|my) bed)\b/;
/** An adult with no business near a child: a much older man, a parent's new partner. */
const PREDATOR =
  /\b(?:(?:[2-9]\d) ?(?:yrs? old |years? old |year-old |yo )?(?:man|guy|woman|boyfriend)|(?:grown|older|adult) (?:man|men|guy|guys|woman|women)|(?:guy|man) (?:my|her|his) (?:mom|mother|dad) is (?:dating|seeing)|(?:mom|mother|mum|sister|aunt|grandma)'s (?:new )?(?:boyfriend|husband)|stepdad|stepfather|coach|tutor|youth (?:pastor|leader)|(?:school )?bus driver|janitor|camp counsell?or|scout (?:leader|master)|(?:dad's|mom's|mum's|father's|mother's|uncle's|brother's) friend|(?:his|her) (?:older|adult|grown-?up) friend|(?:stranger|man|guy|woman|someone|somebody|adult|person) (?:\w+ )?(?:from|on|in) (?:a |an |the )?(?:game|app|chat|game chat|roblox|minecraft|fortnite|discord|tiktok|snapchat|instagram|online|internet))\b/;
/** A child heard crying out to be spared. */
const HEARD_CRY =
  /\b(?:scream\w*|crying|yell\w*|begging) ['"]?(?:daddy |mommy |mom |dad |mama |papa |please )?(?:stop|no|help|don't)\b/;
/** Blows heard through a wall or a door. */
const HEARD_BLOWS =
  /\b(?:thuds?|thumps?|bangs? against|slaps?|(?:heard|hear) (?:him|her|them|someone) (?:hit|hitting|beat|beating|slap\w*))\b/;
/** The adult in charge drunk, high, or out of it. */
const IMPAIRED =
  /\b(?:(?:could not|couldn't|can't|cannot|could barely|can barely) (?:stand|walk) (?:straight|up|properly)|(?:a |an )?(?:problem with (?:alcohol|drinking|drugs|pills)|(?:alcohol|drinking|drug) problem)|(?:drinking|drank) (?:[\w']+ ){0,2}in the driver'?s seat|(?:smell|smelled|smelt|could smell) (?:of |like )?(?:alcohol|booze|liquor|beer|whiske?y)|open (?:can|bottle|container)s?\b|(?:drinking|drank|chugging|downing) (?:a |some |his |her |their )?(?:beers?|vodka|wine|whiske?y|liquor|alcohol|booze|bottles?|shots)\b[^|]{0,30}\b(?:in the car|while driving|behind the wheel|and driving|then drove|at the wheel)|(?:driving|drove|drives) (?:"|')?(?:wiggly|swerv\w*|all over the road|drunk|buzzed|high)|(?:swerv|weav)\w* (?:all over|across|between) (?:the )?(?:road|lanes?)|slurring|(?:has |he's |she's |they've )?been drinking (?:since|all|for|heavily|again)|(?:she's|he's|they're|she is|he is|they are|is|are|started|starts) drinking again|drinking (?:and|then) (?:driving|drive)|when (?:he|she|they) drinks?|(?:meth|coke|crack|heroin|pills)|drunk|wasted|stoned|high as|(?:was|is|got|showed up|came) (?:so |really )?high|couldn't stand|can't stand (?:up|straight)|passed out|nodding off|blacked out|strung out|using again)\b/;
/** The child driven off by the adult: "she drove away with him", "she will drive him again". With IMPAIRED, enough. */
const CHILD_DRIVEN =
  /\b(?:drove|drives|drive|driving|will drive|took off|drove off|drove away|drive away)\b[^|]{0,20}\b(?:with )?(?:him|her|them|the (?:kids|children|baby)|my (?:son|daughter|kids|children|baby|grandson|granddaughter))\b/;
/** A child's life at a parent's whim: held over a drop, spoken of as better off in heaven or asleep forever. */
const HELD_OVER =
  /\b(?:never wake up|talking about heaven|holds? (?:him|her|them) under|held (?:him|her|them) under|under (?:the )?water|put (?:her|his|the|my|their) (?:kids|children|baby|son|daughter) to sleep (?:forever|for good)|so (?:they|he|she) (?:don't|doesn't|won't) (?:have to )?suffer|hold\w* (?:[^ ]+ ){0,2}(?:over|on|off) (?:the|a) (?:\w+ )?(?:balcony|railing|ledge|edge|bridge|window)|(?:make me|going to|gonna) let (?:go|her go|him go)|better off in heaven|(?:with|in) (?:god|heaven|the angels))\b/;
/** Secrecy an adult asks of a child. */
const SECRECY =
  /\b(?:secret|not allowed to (?:tell|say)|(?:can't|cannot|mustn't) tell (?:anyone|anybody|mom|mum|dad)|told (?:them|her|him) not to tell|keep (?:it|this|that) (?:quiet|between)|not to (?:tell|mention)|(?:don't|do not) tell (?:your|her|his) (?:mom|mum|dad|parents|mother|father)|delete (?:the|those|his|her|their|our) (?:messages|texts|chats)|if (?:she|he|i|you) (?:told|tells|tell) (?:anyone|anybody))\b/;
/** A drug lab where children live: burners, tubing and chemicals, "cooking". */
const DRUG_LAB = /\b(?:meth (?:lab|cook\w*)|cook\w* meth|(?:burners?|tubing|hoses?)\b[^|]{0,60}\bchemicals)\b/;
/** A child shut in: a crate, a cage, a closet, tied. */
const CONFINED =
  /\b(?:locked (?:herself|himself|themselves) in (?:[\w']+ ){0,3}with (?:the|our|my|her|his|their) \w+|(?<!\baccidentally )(?:lock\w*|kept|keeps?|keeping|shut\w*) (?:[\w']+ ){0,4}(?:in|inside) (?:a|the|his|her|their) (?:\w+ )?(?:crate|cage|closet|room|basement|car|trunk|shed|bathroom|box|garage)|(?:in|inside) (?:a|the) (?:dog )?(?:crate|cage|kennel)|tied (?:up|to))\b/;
/** Someone paid or trusted to look after a child. */
const CARER =
  /\b(?:babysits?|babysitting|daycare|day care|babysitter|nanny|sitter|childminder|foster (?:mom|dad|parents?|home)|caregiver)\b/;
/** An adult getting a child alone: at night in their room, a meeting, gifts, a ticket. */
/**
 * An adult keeping a child alone once the others have gone: "keeps her on the bus after the other kids get off", "gets
 * him alone in his office". Light: with an adult who has no business there and a game or a secret, it is grooming.
 */
const KEPT_ALONE =
  /\b(?:(?:keeps?|kept|keeping|gets?|got|getting) (?:her|him|them|my (?:son|daughter|kid|child|boy|girl)) (?:[\w']+ ){0,4}?(?:alone|after (?:all )?(?:the other|everyone|everybody)(?: [\w']+)? (?:gets? off|got off|leaves?|left|goes|went|is gone|are gone))|alone with (?:her|him|them) (?:in|on|at) (?:his|her|the) (?:bus|van|car|office|room|truck|house|classroom))\b/;
/** A loaded gun within a child's reach. */
const GUN_REACH =
  /\b(?:loaded (?:gun|pistol|handgun|rifle)|(?:found|got hold of|playing with) (?:a|the|my|his|her|their|[\w']+) (?:\w+ )?(?:gun|pistol|handgun|rifle)|gun in the (?:nightstand|drawer|closet))\b/;
/** Gifts and money from an adult to a child. */
const GIFTS =
  /\b(?:gifts|(?:sen(?:t|ds|ding)|gives?|gave|buys?|bought) (?:[^ ]+ ){0,3}(?:money|gift ?cards|cash|a phone|presents)|buys? (?:him|her|them) (?:things|stuff|gifts|a phone))\b/;
const ACCESS =
  /\b(?:stay at (?:his|her) (?:cabin|house|place|apartment|hotel) alone|at [1-4] ?am|late at night|gaming|game|drives (?:her|him|them) home|alone with (?:him|her)|comes? (?:in|into) (?:my|her|his|their) (?:\w+ )?room|at night|(?:sent|bought) (?:her|him) a (?:bus |train |plane )?ticket|(?:come|to) see (?:him|her)|meet (?:him|her|up|at|in)|pick (?:her|him) up|discord|snapchat|instagram|roblox|minecraft|fortnite|tiktok|whatsapp|dms?|online)\b/;
/** A child in plain danger from an adult's hand or weapon. */
const CHILD_HARM = new RegExp(`${ASSAULT.source}|${ARMED.source}|\\b(?:pillow over|list of (?:\\w+ )?names)\\b`);

/** A wish to be dead said outright: "I'd rather be dead than go back", "better if I am no more in this world". */
const WISH_DEAD =
  /\b(?:(?:better|easier)(?: off)?(?: for (?:everybody|everyone|all of them|my family|them|the kids|my kids|my wife|my husband))?(?: else)? if i (?:just )?(?:wasn't|weren't|was not|were not|wasnt) (?:here|around|alive|in the picture)|(?:i'd|i would|i'll|i will) (?:\w+ )?rather (?:not be (?:on this earth|in this world|here|around|alive)\b|not exist\b|be dead|die|not be alive|not wake up\b(?! (?:the|my|our|your|his|her|him|them|anyone|everyone|a|an|early|at|in time|before)\b))|better (?:if|that) i (?:am|was|were|'m) not existing|better (?:if|that) i (?:don't|didn't|do not) exist|better (?:if|that) i (?:am|was|were|'m) (?:no more|not here|not alive|gone|dead)|no (?:more|longer) (?:in|on) this (?:world|earth))\b/;
/** Not staying for what is coming ("if those get out I'm not gonna stick around for it"): an ordinary move takes it away. */
const NOT_STAYING = new RegExp(
  `\\b(?:(?:not|never) (?:gonna|going to) stick around (?:for|to see|after)|(?:the point of|a reason (?:to|for)|any reason (?:to|for)) (?:sticking|staying|being) around(?: for (?:any of )?(?:it|this|that))? (?:anymore|any more|much longer))\\b${NO_ABSENCE_REASON}`,
);
/** Dying by one's own hand asked about for oneself: weighed with a plan or a mind being made up. */
const OWN_HAND =
  /\b(?:(?:dies?|died|dying|death) by (?:their|his|her|my|your|one's) own hand|tak(?:e|es|ing) (?:my|one's) own life)\b/;
/** A loved one spared the writer's weight for good: "my wife won't have to carry me after tonight". */
const RELIEVED_OF_ME = new RegExp(
  `\\b(?:won't|will not|wouldn't|will never|'ll never|never|no longer) (?:have to|need to|be stuck|be forced to) (?:carry|support|take care of|look after|deal with|worry about|put up with|pay for|feed|bail out|clean up after|with) me\\b${NO_ABSENCE_REASON}`,
);
/** "If I'm gone", "once I'm gone": weighed lightly, a will's question asks it too; an ordinary absence takes it away. */
const WHEN_GONE = new RegExp(
  `\\b(?:if|when|once|after) (?:i'm|i am) (?:gone|not here|not around)\\b(?! (?:for|on|to|from|at|during|over|a|all|this|next)\\b)${NO_ABSENCE_REASON}`,
);
/** A threat aimed at the writer's family or life beyond money: "watch your kids at pickup", "pay with more than money". */
const FAMILY_THREATENED =
  /\b(?:(?:she|he|they|your (?:kids|children|daughter|son|wife|husband|family))(?:'ll| will| is going to| is gonna| are going to| are gonna) pay for what (?:you|u) did\b|(?:think|thinks|thinking) (?:about|of) (?:my|your|ur|his|her|their) (?:kids|children|family|wife|husband|son|daughter|baby|safety) before (?:i|you|he|she|they) (?:ask|call|say|go|talk|report|file|sue|push|do)|keep an eye on (?:them|your (?:kids|children|son|daughter|family))\b|watch (?:your|ur) (?:kids|children|family|son|daughter|wife|husband|mom|mother|baby)|pay (?:for (?:this|it|that) )?with (?:more than (?:money|cash)|your (?:life|blood|kids|family))|(?:something|anything) (?:bad )?(?:could|might|would|will) happen to (?:your|ur) (?:kids|children|family|son|daughter|wife|husband|baby)|(?:sent|texted|showed|messaged|dm'?d|emailed|posted) (?:me |us )?(?:a |the )?(?:photos?|pictures?|pics?|videos?) of (?:my|our|your|ur) (?:\w+ )?(?:kids|children|son|daughter|baby|wife|husband|family|mom|mother) (?:getting (?:off|on)|at|outside|leaving|walking|playing|in (?:the|her|his|their) (?:yard|school|classroom|car))\b)\b/;
/** Fire set or threatened where people are: a building "goes up with someone inside", fuel poured at a door. */
const FIRE_WITH_PEOPLE =
  /\b(?:(?:go(?:es)? up|burns?(?: down)?|catch(?:es)? fire|light(?:s)? up)(?: [\w']+){0,2} with (?:someone|somebody|anyone|people|me|you|her|him|them|us|the (?:kids|family)|(?:my|your|his|her|our|their) (?:family|kids|children|wife|husband|baby|mom|mum|dad|parents)) (?:still )?(?:in|inside)|(?:poured|pouring|splashed|spread|dumped|soaked)(?: [\w']+){0,4} (?:gasoline|gas|petrol|lighter fluid|kerosene|accelerant)(?: [\w']+){0,2} (?:along|on|around|under|at|by|over|through) (?:the|my|our|his|her|their) (?:\w+ )?(?:door|doors|house|porch|steps|building|car|home|apartment|trailer|shop|store|bakery|restaurant|office|mail slot))\b/;
/** A weapon shown beside a list of names: a hit list, however it is put. */
const WEAPON_AND_NAMES = new RegExp(
  `\\b${WEAPON}\\b[^]{0,120}\\blist (?:of|with) (?:[\\w']+ ){0,2}(?:names|kids|people|targets|students|classmates|coworkers|teachers)\\b|\\blist (?:of|with) (?:[\\w']+ ){0,2}(?:names|kids|people|targets|students|classmates|coworkers|teachers)\\b[^]{0,120}\\b${WEAPON}\\b`,
);

/** Guns, the weapons laid on a table as a menace. */
const GUN = '(?:guns?|pistols?|handguns?|revolvers?|rifles?|shotguns?|firearms?|glock|ar-?15)';
/** Not out hunting or at the range, where a gun is sat with for hours. */
const NOT_HUNTING = notInClause('\\b(?:hunt\\w*|blind|tree ?stand|deer|duck|range|season)\\b');
/** A gun taken out and kept at one's side: "took the rifle out of the safe and it's next to me". */
const GUN_AT_HAND = new RegExp(
  `\\b${GUN}\\b[^]{0,120}\\b(?:sit|sits|sitting|sat|lie|lying|lay)\\b[^|]{0,20}\\bholding (?:it|the \\w+|my \\w+)\\b|\\b${GUN}\\b[^|]{0,40}\\b(?:is |its |it's |it is |sitting |lying |laying )?(?:next to|beside|in front of|on my lap|in my lap|in my hand) me\\b|\\b(?:took|got|pulled|take|taking) (?:the|my|his|dad's|my dad's) (?:\\w+ )?${GUN} out(?: of (?:the|my) (?:safe|closet|case|drawer))?\\b(?! (?:to|for) (?:clean|sell|hunt|the range|sale|show)\\w*)|\\b(?:sit|sits|sitting|sat)\\b[^|]{0,40}\\bwith (?:a |my |the |(?:my|his|her) [\\w']+ (?:old )?|\\w+'s (?:old )?)${GUN}\\b[^|]{0,20}\\b(?:for (?:a while|hours|a long time|an hour)|in the dark|alone|every night)\\b${NOT_HUNTING}`,
);
/** Children with no adult home for days: "no grown up has been home since Friday". */
const NO_ADULT_FOR_DAYS =
  /\bno (?:grown[- ]?ups?|adults?|parents?|one|body)(?: \w+){0,2} (?:has|have) (?:been|come) (?:home|back)\b[^|]{0,20}\b(?:since (?:mon|tues|wednes|thurs|fri|satur|sun)day|since (?:yesterday|last night|the weekend)|for (?:days|two days|three days|\d+ days))\b|\b(?:alone|by (?:them|him|her)sel(?:f|ves)) (?:since (?:mon|tues|wednes|thurs|fri|satur|sun)day|for (?:days|two days|three days|\d+ days))\b/;
/** Nothing more needed once a hearing or a ruling is over: "after that hearing I won't need a custody schedule for anything". */
/**
 * Found by whoever comes, the thing already done: "when the sheriff comes they'll find I already took care of it".
 * Not being found guilty, or someone finding one a place.
 */
const FOUND_DONE =
  /\b(?:they'll|they will|he'll|he will|she'll|she will|someone'll|someone will|somebody will|you'll|you will|(?:the )?(?:sheriff|police|cops|landlord|marshals?|bailiff|movers)(?:'ll| will)) (?:find|see) (?:me (?:already )?(?:gone|dead|hanging)\b|my body|i(?:'ve| have)? (?:already )?(?:took|taken) care of (?:it|things|myself)|i (?:already )?did it)/;
/** Everything finished before a set date or a forced departure: "better I finish everything here before that date". */
const FINISHED_BEFORE = new RegExp(
  `\\b(?:finish|end|close out|wrap up) (?:it all|everything)(?: here)? (?:before|by) (?:that|the|this) (?:date|day|deadline)\\b|\\b(?:finish|end) (?:it all|everything)(?: here)? (?:before|by) ${NEAR_DATE}(?= *(?:[|.!?,;]|$))`,
);
const NO_NEED_AFTER = new RegExp(
  `\\b(?:after|once) (?:that|the|this|my|our) (?:\\w+ )?(?:hearing|ruling|trial|verdict|sentencing|court date|decision|judgment)\\b[^|]{0,40}\\b(?:won't|will not|wont|am not going to|'m not going to) need (?:a |the |my |any )?[\\w ]{0,30}?\\b(?:for anything|anymore|any more|at all)\\b${NO_ABSENCE_REASON}`,
);
/** A policy's suicide exclusion asked about as if the death were now: "if it happened now would they pay my wife". */
const TRIED_NOW =
  '(?:if (?:it|that|something) (?:happened|happens|were to happen|was to happen) (?:now|today|tonight|tomorrow|this (?:week|month|year))|if i (?:did it|do it|went through with it|were to do it)|before i do (?:anything|it|something))';
const EXCLUSION_TRIED_NOW = new RegExp(
  `\\b(?:policy exclusion|exclusion (?:period|clause)|policy clause)\\b[^]{0,300}\\b${TRIED_NOW}\\b|\\b${TRIED_NOW}\\b[^]{0,300}\\b(?:policy exclusion|exclusion (?:period|clause)|policy clause)\\b`,
);
/** Affairs settled "before I go", with no trip, move or errand named. */
const BEFORE_I_GO = new RegExp(
  `\\bbefore i go\\b(?! (?:to|on|for|into|back|in|out|abroad|overseas|away|home|there|ahead|under|through|off|up|down|and|with|see|get)\\b)${NO_ABSENCE_REASON}`,
);
/** A grave bodily harm promised: bones broken, a face smashed, "anyone who contests gets buried next to her". */
const GRAVE_HARM_THREAT =
  /\b(?:(?:he|she|they)(?:'ll|'d| will| would| is going to| was going to| are going to| gonna| said (?:he|she|they)(?:'d|'ll| would| will))? ['"]?(?:break|snap|smash|crack|cave in) (?:both )?(?:my|your|her|his|our) (?:\w+ )?(?:legs?|arms?|neck|jaw|face|fingers|kneecaps?|knees|skull|ribs|teeth|bones)|(?:gets?|get|end up|ends up|will be|'ll be) buried\b(?! (?:in (?:paperwork|debt|work|bills|emails|fees))\b)|make sure (?:you're|you are|she's|she is|he's|he is|i'm|i am|we're) not alive|(?:put|send) (?:me|you|her|him|us) in (?:the|a) (?:hospital|grave|wheelchair)|next time (?:it's|it is|it'll be|it will be|they'll take|we take|we'll take) (?:my|your|ur|her|his|their) (?:legs?|arms?|knees|kneecaps?|fingers|hands?|face|teeth|eyes?|head|neck))\b/;
/** A weapon shown to someone, worn in sight, laid out or drawn in front of them: a menace without a word. */
const WEAPON_SHOWN = new RegExp(
  `\\b(?:(?:sen(?:t|ds|ding)|texted|texting|texts|posted|posting) (?:me )?(?:pics?|pictures?|photos?|videos?) of (?:his|her|their) (?:\\w+ )?${WEAPON}\\b[^|]{0,60}\\b(?:caption\\w*|with (?:the )?(?:words|message|text)|saying|that says?)|show(?:ed|s|ing|n)? (?:me|us|her|him|them|my \\w+) what (?:was|he had|she had|they had|he's got|she's got|he has|she has|he keeps|she keeps) (?:in|under|tucked (?:in|into|under)) (?:his|her|their) (?:waistband|jacket|belt|coat|hoodie|pocket|glovebox|glove box|bag|car)\\b|show(?:ed|s|ing|n)? (?:me|us|her|him|them|my \\w+) (?:the |a |his |her |their )?(?:\\w+ )?${WEAPON}\\b(?! (?:i|we|he|she|they) (?:had )?(?:ordered|bought|wanted|asked for|purchased|picked)| (?:for sale|in the (?:case|catalog)|at the counter|collection))|flash(?:ed|es|ing)? (?:a|the|his|her|their) (?:\\w+ )?${WEAPON}|lift(?:ed|s|ing)? (?:up )?(?:his|her) shirt (?:to show|and show\\w*|so (?:i|we) could see)|show(?:ed|s|ing)? (?:everyone |everybody |the room |the whole room )?(?:the |a |his |her |their )(?:\\w+ )?${WEAPON}\\b(?! (?:collection|safe|license|permit|receipt)\\b)|(?:came|comes|showed up|shows up|come|coming|showing up) (?:to|at) (?:my|our|the) (?:\\w+ )?(?:door|house|home|office|work|job|porch|apartment) (?:with|holding|carrying) (?:a|an|his|her|their) (?:\\w+ )?${WEAPON}|${WEAPON} (?:tucked )?(?:in|into|out of|from) (?:his|her|their) (?:waistband|belt|pants|jacket|pocket|hoodie)|(?:laid|lays|lay|put|puts|placed|set|sets|slammed|slams|slapped) (?:a|the|his|her|their) (?:\\w+ )?${GUN} (?:down )?(?:on|onto) (?:the|my|our) (?:\\w+ )?(?:table|counter|desk|bar|dashboard|hood)|(?:pulled|pulls|drew|draws|brandish\\w*|waved|waves|waving) (?:out )?(?:a|the|his|her|their) (?:\\w+ )?${WEAPON})\\b`,
);
/** A harm promised for a legal step: "if I file anything I'm done", "anyone who contests". Light alone. */
const LEGAL_STEP_PUNISHED =
  /\b(?:(?:said|says|saying|told me|tells me|telling me|texted|texts|texting|warned|warns|messaged)\b[^|]{0,80}\bif (?:i|we|you|anyone|anybody|my \w+) (?:ever )?(?:file|files|filed|sue|sues|move to|apply|ask the court|take (?:him|her|them|this|it) to court|leave|leaves|report|reports|contest|contests|testify|testifies|go(?:es)? to (?:court|the police|the cops)|call(?:s)? (?:the )?(?:police|cops)|show(?:s)? up (?:to|in|at) court|press(?:es)? charges)|(?:anyone|anybody|whoever|everyone) (?:who|that) (?:contests|files|sues|testifies|reports|snitches|goes to (?:court|the police)))\b/;
/** Heat, or no one by, around a child shut in a car: windows up, 98 out, no parent in sight. */
/** What makes a shut car deadly: the heat, the windows up, no adult by. */
const CAR_HEAT =
  "\\b(?:hot(?= (?:car|truck|van|suv|vehicle|minivan)\\b)|in (?:this|the) heat|(?:it's|its|it is) (?:so |really |very |super )?hot|windows? (?:are |is |all )?(?:up|rolled up|closed|shut)|(?:9\\d|1[01]\\d) ?(?:degrees|out(?:side)?)\\b|no (?:parent|adult|grown-?up|driver|owner)s?\\b|engine (?:is )?off)";
const SHUT_IN_HEAT = new RegExp(
  `\\b(?:car|truck|van|suv|vehicle|minivan)\\b[^|]{0,80}${CAR_HEAT}|${CAR_HEAT}[^|]{0,80}\\b(?:car|truck|van|suv|vehicle|minivan)\\b`,
);
/** Poison, pills or cleaning products at someone's mouth, or poison gone from where it was laid. */
const POISON_AT_MOUTH =
  /\b(?:poison|pellets|bait|pills|tablets|bleach|detergent|pods?|batter(?:y|ies)|cleaner|antifreeze)\b[^|]{0,100}\b(?:on|in|around|all over) (?:his|her|their) (?:(?:hands?|face|fingers|chin) and )?(?:mouth|lips|tongue|face|chin)\b|\b(?:on|in|around|all over) (?:his|her|their) (?:(?:hands?|face|fingers|chin) and )?(?:mouth|lips|tongue|face|chin)\b[^|]{0,100}\b(?:poison|pellets|bait|pills|tablets|bleach|detergent|pods?|batter(?:y|ies))\b|\b(?:pellets|pods|batter(?:y|ies)|bait|poison) (?:are |were |is |was )?(?:missing|gone)\b/;

export interface ConceptFamilies {
  /** What the families must add up to. */
  score: number;
  /** The post must match this for the families to count (a child named, for the child kind). */
  needs?: RegExp;
  families: [RegExp, number][];
}

export const CONCEPTS: Record<CrisisKind, ConceptFamilies> = {
  // Despair with a means, a farewell or an hour named is enough: a needless 988 costs little, a missed one a life.
  'self-harm': {
    score: 3,
    families: [
      [DESPAIR, 2],
      [MEANS, 2],
      [FAREWELL, 2],
      [LEFT_WHERE, 1],
      [ATTEMPT, 3],
      [PLAN, 2],
      [FINALITY, 1],
      [FINAL_DEPARTURE, 2],
      [PLANNED_ABSENCE, 3],
      [LAST_DATED, 2],
      [WISH_GONE_BY, 3],
      [TREATMENT_REFUSED, 2],
      [MEANS_HOARDED, 1],
      [SUICIDE_CLAUSE_PASSED, 2],
      [NOT_AROUND_TO_PAY, 3],
      [INSURANCE_AS_ANSWER, 3],
      [GONE_FROM_WORLD, 3],
      [NO_CHILD_LEFT, 3],
      [JOINING_THE_DEAD, 3],
      [PILLS_GONE, 2],
      [NO_FUSS_AFTER, 1],
      [REASON_DENIED, 2],
      [REASONS_SCHEDULED, 2],
      [HANDLER_NAMED, 2],
      [MANNER_OF_DEATH_ASKED, 1],
      [DATED_ENDING, 3],
      [EXCLUSION_TRIED_NOW, 3],
      [NO_NEED_AFTER, 3],
      [FOUND_DONE, 3],
      [FINISHED_BEFORE, 2],
      [GUN_AT_HAND, 3],
      [BEFORE_I_GO, 1],
      [RELIEVED_OF_ME, 2],
      [WISH_DEAD, 3],
      [NOT_STAYING, 2],
      [OWN_HAND, 2],
      [WHEN_GONE, 1],
      [LOOKING_DOWN, 2],
      [DROP_MEASURED, 3],
      [UNMISSED, 2],
      [ON_HIGH_NOW, 3],
      [WORTH_MORE_DEAD, 3],
      [WAY_OUT, 3],
      [NOT_AROUND_AFTER, 2],
      [ILLNESS_DENIED, 2],
      [NOT_MY_PROBLEM, 2],
      [SURVIVORS_PURSUED, 1],
      [OWN_DEATH_ASKED, 3],
      [KIN_GET_ALL, 1],
      [BACK_AFTER, 1],
      [PROVIDED_FOR, 2],
      [DATED_PLAN, 3],
      [NOT_ALIVE, 3],
      [ALL_TAKEN, 2],
      [HIGH_PLACE_SET, 2],
      [NO_RETURN, 2],
      [MOOT_THEN, 1],
      [PLAN_NAMED, 3],
      [SECRET_LAST_VISIT, 3],
      [LAST_POST, 2],
      [THANKS_FOR_ALL, 1],
      [PARTING_GIFT, 1],
      [LETHAL_LOOKUP, 3],
      [STARVING, 2],
      [INGESTED, 2],
      [SILENCE, 2],
      [NOW, 1],
    ],
  },
  violence: {
    score: 4,
    families: [
      [ASSAULT, 2],
      [INJURY, 1],
      [THREAT, 2],
      [DEADLY_THREAT, 4],
      [GRAVE_HARM_THREAT, 4],
      [WEAPON_SHOWN, 2],
      [LEGAL_STEP_PUNISHED, 1],
      [IMPLIED_DEATH, 3],
      [PURSUER_AT_DOOR, 2],
      [FOLLOWED_NOW, 2],
      [TARGET_STUDIED, 2],
      [MEANS_GATHERED, 1],
      [POISON_INTENT, 2],
      [DAY_SET, 1],
      [STRANGULATION, 4],
      [LETHAL_MENACE, 4],
      [FIRE_WITH_PEOPLE, 4],
      [WEAPON_AND_NAMES, 4],
      [FAMILY_THREATENED, 2],
      [ARMED_NOTICE, 4],
      [INTRUSION, 2],
      [NIGHT_TOUCH, 2],
      [SPIKED, 4],
      [RAGE, 1],
      [HEARD_BLOWS, 2],
      [INTENT_TO_KILL, 3],
      [PROPERTY_ATTACK, 2],
      [ARMED, 2],
      [HELD_AT_WORD, 2],
      [AIMED_AT_PEOPLE, 2],
      [FEAR, 1],
      [CONTROL, 2],
      [BONDAGE, 2],
      [HELD_IN, 2],
      [UNPAID_LABOUR, 2],
      [FLIGHT_PUNISHED, 2],
      [WONT_WALK_AWAY, 2],
      [STALKING, 1],
      [HISTORY, 1],
      [CRIMINAL_TIES, 2],
      [PSYCHOSIS, 2],
      [INFLICTED, 2],
      [SURVEILLANCE, 3],
      [COMING_TO_HURT, 3],
      [THROWN_FROM_HEIGHT, 4],
      [HIDING_FROM, 2],
      [SEARCHED_FOR, 2],
      [WEAPONS_HIDDEN, 4],
      [NEAR_MISS, 2],
      [SCREAMED_AT, 2],
      [THUD_THEN_QUIET, 2],
      [DEPENDENT, 1],
      [DEPRIVED, 3],
      [CRYING_OUT, 1],
      [NOW, 1],
    ],
  },
  child: {
    score: 4,
    needs: CHILD_NAMED,
    families: [
      [CHILD_DISCLOSED, 4],
      [CHILD_MARRIED_OFF, 4],
      [UNDRESSED, 2],
      [CRYING_FOR_HOURS, 2],
      [NOBODY_HOME, 2],
      [CHILD_HARM, 2],
      [INJURY, 2],
      [UNCARED, 2],
      [EXPOSED, 2],
      [SEXUAL, 2],
      [PREDATOR, 2],
      [ACCESS, 1],
      [KEPT_ALONE, 1],
      [SECRECY, 2],
      [GIFTS, 2],
      [GUN_REACH, 2],
      [SHUT_IN_HEAT, 2],
      [NO_ADULT_FOR_DAYS, 4],
      [SWALLOWED, 4],
      [POISON_AT_MOUTH, 4],
      [HELD_OVER, 4],
      [INFLICTED, 3],
      [CONFINED, 3],
      [DRUG_LAB, 4],
      [STARVING, 2],
      [PSYCHOSIS, 2],
      [HEARD_CRY, 2],
      [HEARD_BLOWS, 2],
      [IMPAIRED, 2],
      [CHILD_DRIVEN, 2],
      [CARER, 1],
      [FEAR, 1],
      [CONTROL, 2],
      [NOW, 1],
    ],
  },
  medical: {
    score: 4,
    families: [
      [BREATH, 2],
      [LOW_OXYGEN, 3],
      [CONSCIOUSNESS, 2],
      [MEDICINE_OUT_OF_REACH, 2],
      [SHUT_IN_HEAT, 2],
      [ACUTE_PAIN, 3],
      [AIRWAY, 3],
      [ANIMAL_ATTACK, 3],
      [EXPOSURE, 2],
      [NEURO, 4],
      [CARDIAC, 2],
      [CHEST_RADIATING, 3],
      [SEIZURE, 3],
      [HEAVY_BLEEDING, 3],
      [WOUND, 2],
      [TRAPPED, 2],
      [RISING, 2],
      [ESCAPE_CUT_OFF, 2],
      [HEAD_WORSENING, 2],
      [NEURO_DEFICIT, 2],
      [SILENCE, 1],
      [NOT_SEEN, 3],
      [FUMES, 3],
      [CRYING_OUT, 1],
      [SYMPTOM, 1],
      [INGESTED, 2],
      [POISON_AT_MOUTH, 3],
      [TRAUMA, 1],
      [SERIOUS_TRAUMA, 2],
      [SPINAL, 3],
      [STARVING, 2],
      [FRAIL, 1],
      [UNPROTECTED_HAZARD, 2],
      [ORDERED_IN, 1],
      [NOW, 1],
    ],
  },
};

/**
 * Families that tell when or who, no danger: a time ("this morning", "tonight"), someone old, frail or in care. Alone
 * they are no sign of danger (a peaceful hospice stay, a grandmother's recipes): they only add to one.
 */
const CONTEXT_ONLY = new Set<RegExp>([NOW, FRAIL, DEPENDENT]);

/**
 * Whether the families of one kind, each counted once, add up to its score over a post ('enough'), fall short of it
 * ('some') or are not there at all ('none', context families alone included).
 */
export function conceptsSuggest(kind: CrisisKind, text: string): 'enough' | 'some' | 'none' {
  const { score, needs, families } = CONCEPTS[kind];
  if (needs && !needs.test(text)) return 'none';
  const found = families.filter(([family]) => family.test(text));
  const sum = found.reduce((total, [, weight]) => total + weight, 0);
  if (sum >= score) return 'enough';
  return found.some(([family]) => !CONTEXT_ONLY.has(family)) ? 'some' : 'none';
}
