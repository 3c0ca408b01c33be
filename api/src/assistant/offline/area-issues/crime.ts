import type { AreaIssue } from './issue';

/** Narrower crime issues, weighed before the area guide's broad ones. */
export const CRIME_ISSUES: readonly AreaIssue[] = [
  {
    label: 'calling for help when drugs or alcohol are involved',
    pattern:
      /good samaritan|medical amnesty|overdos|\bod'?(?:d|ed|ing)?\b|narcan|naloxone|not breathing|barely breathing|breathing (?:is )?(?:real(?:ly)? |very |so )?(?:slow|weird|funny)|lips (?:look |are |were |turning )?(?:kinda |kind of |all )?(?:blue|bluish)|(?:can'?t|cant|won'?t|wont) wake (?:him|her|them|up)|(?:if|when) (?:i|we|someone|anyone|somebody) calls?(?: (?:for help|an ambulance)\b| will)|calls? 911,? (?:will|would|could|do|does|can) (?:i|we|they|he|she|anyone|everyone|the cops|the police)(?: all| both)? (?:get|be|go|charge|arrest|search)\b|(?:people|someone|us|we|you) (?:who )?calls? (?:911 )?for help|protects? (?:us|people|me|you|them) if (?:we|i|you|they) call/,
    points: [
      'Call for an ambulance first. Most states have Good Samaritan overdose laws that protect both the caller and the person overdosing from arrest or prosecution for small amounts of drugs or paraphernalia found because of the call.',
      'The protection differs by state: it usually does not cover dealing, outstanding warrants or other crimes, and only some states also shield against a probation or parole violation, though many count seeking help in the person’s favour.',
      'Many states give underage drinkers "medical amnesty" when they call for a friend; anyone may give naloxone (Narcan), and staying with the person until help arrives is what these laws are meant to encourage.',
    ],
    documents: [
      'any paperwork from police or the hospital',
      'the probation or parole conditions, if anyone involved is under supervision',
      'the names of those who were there and who called',
    ],
  },
  {
    label: 'a probation violation',
    pattern:
      /probation violation|parole violation|violat(?:e|es|ed|ing|ion of) (?:my |his |her |the |their )?(?:terms of (?:my |his |her )?)?(?:probation|parole)|(?:get|got|gets|be|being) violated|violate (?:me|him|her)|(?:filing|file|filed) a violation|violation (?:hearing|report|petition|warrant)|probation officer|parole officer|\bpo\b|\bua\b|drug tests?\b|(?:on|off) (?:probation|parole)|revoke (?:my |his |her )?(?:probation|parole)|probation (?:terms|conditions|search)/,
    points: [
      'A violation goes to a hearing before the judge (or the parole board): you usually have a right to notice of what is alleged, to a lawyer and to present evidence, but the proof required is lower than at trial.',
      'Technical violations (a missed test or appointment, a late payment) are often met with a warning, extra conditions or a short sanction rather than the full suspended sentence, especially with a documented excuse; a new arrest is treated more seriously.',
      'Tell the officer and the lawyer the reason at once and back it with records; people on probation have often agreed to searches and testing as conditions, so read the order for what it allows.',
    ],
    deadline:
      'Violation hearings are set quickly and someone held on a violation may stay in jail until then: ask the lawyer right away for a prompt hearing and whether release is possible.',
    documents: [
      'the probation order with its conditions',
      'the violation notice or report',
      'proof of the reason (medical records, work schedule, test results)',
    ],
  },
  {
    label: 'an outstanding warrant',
    pattern:
      /(?:bench|arrest|fta) warrant|warrant (?:out|for (?:me|my|him|her|his|your|failure|missing)|was issued|has been issued)|(?:have|has|had|got|there'?s|there is|is) (?:an? )?(?:outstanding |active |open )?warrant\b|outstanding warrant|\bout for (?=me\b|my arrest|his arrest|her arrest|missing|failure)|(?:without|avoid) (?:getting |being )?(?:arrested|booked|jailed)|failure to appear|failed to appear|\bfta\b|miss(?:ed|ing) (?:my |a |the |his |her |one )?(?:court|hearing|arraignment)|turn(?:ing)? (?:my|him|her|them)sel(?:f|ves) in|(?:recall|quash|lift)(?:ed)? (?:the |a |my |his |her )?warrant|warrant (?:recall|quash)|will (?:they|the police|the cops) (?:hold|book) me over/,
    points: [
      'A bench warrant for a missed court date does not expire on its own: it can come up at any traffic stop, airport check or background check, and police in another state may hold you on it, though for minor charges a county may decline to pick you up.',
      'Many courts let you or a lawyer ask to recall or quash the warrant, by motion or at a walk-in session, often without being jailed, especially with proof of a good reason for missing court (a hospital stay, no notice after a move).',
      'Turning yourself in with a lawyer, early on a weekday, usually goes better than being picked up on a Friday night; the lawyer can call the court first to ask for a new date or release terms.',
    ],
    deadline:
      'Act soon: a failure to appear can become a separate charge, forfeit any bail posted and, in some states, suspend a driver’s licence.',
    documents: [
      'the case number and court (from the old paperwork or the court’s website)',
      'proof of why you missed court',
      'your current address for court notices',
    ],
  },
  {
    label: 'a search by police',
    pattern:
      /search(?:ed)? (?:[a-z]+ ){0,3}without (?:asking|consent|permission|a warrant)|(?:can|could|were|are|was) (?:they|police|cops|the police|the cops|he|she|officers) (?:even |legally |just |allowed to )?search|search like that|search(?:ed|es|ing)? (?:my|our|his|her|their|the|me|us|through|it|everything)\b|(?:that|the|a|this|illegal|unlawful|legal|car|vehicle|consent|phone) search\b|search warrant|without (?:a |any )?(?:search )?warrant|without (?:my )?(?:consent|permission)|(?:didn'?t|did not|never|don'?t|do not) (?:consent|give (?:them |him |her )?(?:consent|permission))|smell(?:ed|s)? (?:of |like )?(?:marijuana|weed|pot|cannabis)|\bk-?9\b|drug dog|dog (?:alerted|sniff)|let (?:them|him|her|the (?:police|cops?|officers?)|police|cops) in\b|probable cause|(?:fourth|4th) amendment|(?:go|went|look(?:ed)?) through my phone|unlock my phone/,
    points: [
      'Police generally need a warrant, your consent or a recognised exception to search; for a car the main exception is probable cause (courts differ on whether the smell of marijuana is enough), and a stop may not be stretched out just to wait for a drug dog without reasonable suspicion.',
      'You may refuse consent, to a car search or to entry at your door without a warrant, and refusing cannot by itself justify a search; never physically resist, but challenge the search later in court.',
      'If the search was unlawful, the defence can file a motion to suppress and the evidence found may be excluded; what decides it is the reason for the stop, how long it lasted, what you said and any video.',
    ],
    deadline:
      'Motions to suppress are usually due before trial, often early in the case: raise the search with the lawyer at the first meeting.',
    documents: [
      'the citation or police report',
      'any dashcam, bodycam or phone video',
      'notes of what the officers said and asked, and what you answered',
    ],
  },
  {
    label: 'being questioned by police',
    pattern:
      /detective|investigators?\b|(?:come|coming|go) (?:in|down)(?: to the station)? (?:for|to) (?:a |an )?(?:quick )?(?:chat|talk|interview|questions?)|come in and (?:have a chat|talk)|voluntary interview|for (?:a )?(?:quick )?chat\b|a quick chat|'a chat'|(?:police|cops?|officers?|agents?|fbi|he|they) (?:wants?|wanted|asked|asking|would like) (?:me )?(?:to )?(?:talk|speak|come in|chat|interview)|talk(?:ing)? to (?:the )?(?:police|cops|detective|investigators|agents|fbi)|ask(?:ing)? (?:me )?(?:a few |some )?questions|questioned|for questioning|interrogat|target letter|(?:a |the )?target of (?:a |an )?(?:federal )?(?:grand jury )?investigation|grand jury|being investigated|under investigation|left (?:a|his|her) (?:business )?card|(?:wants?|wanted) (?:me )?to '?(?:talk|speak|chat) (?:to|with) (?:me|him|her|us|them)|call (?:him|her|them|the detective|the officer) back|should i (?:go in|go talk|talk to)|miranda|remain silent|plead the fifth/,
    points: [
      'You do not have to talk to police or go to a "voluntary" interview, even as a witness: you can say politely that you will speak only with a lawyer present, and that cannot be used as proof of guilt.',
      'Detectives may call it a quick chat or say you are only a witness, and police are allowed to mislead you about the evidence; anything you say can be used, and lying to federal agents is a separate crime.',
      'A target letter or an investigator’s call means it is time for a defence lawyer before any contact: the lawyer can find out your role, speak for you and, if it helps, arrange a statement on agreed terms.',
    ],
    deadline:
      'Keep any date on a subpoena or target letter, but through a lawyer; do not delete messages or records, which can be a crime in itself.',
    documents: [
      'the card, letter, subpoena or voicemail from the officer',
      'a timeline of the events and who was there',
      'any messages or records tied to the matter, kept unchanged',
    ],
  },
  {
    label: 'property seized by police',
    pattern:
      /seiz|confiscat|forfeit|(?:took|taken|take) (?:my|the|our|his|her) (?:cash|money)|(?:get|getting) (?:my|our|the|his|her) (?:car|cash|money|phone|property|truck|gun|stuff|belongings) back|property (?:room|receipt|release)|evidence (?:room|locker)/,
    points: [
      'Property held as evidence is usually returned when the case ends; ask the police property room or the prosecutor for a release, and if it is not needed as evidence a lawyer can ask the court for its return sooner.',
      'Cash, cars and other property can also be taken by civil forfeiture, sometimes with no criminal charge at all; you have to file a claim to contest it, and an owner who did nothing wrong can raise an "innocent owner" defence.',
      'Proof of a lawful source (bank withdrawal slips, pay records, a bill of sale) and of ownership (title, registration) is what usually wins the property back.',
    ],
    deadline:
      'Forfeiture claims have strict deadlines stated in the notice, often only a few weeks: a claim not filed in time usually loses the property by default.',
    documents: [
      'the property receipt or seizure notice',
      'proof of ownership (title, registration, purchase records)',
      'proof of where the money came from',
    ],
  },
  {
    label: 'bail or bond',
    pattern:
      /bondsman|bail bonds?\b|(?:bail|bond) (?:is |was |has been )?set\b|(?:get|getting|have) (?:the |his |her )?(?:bail|bond) (?:lowered|reduced)|lower(?:ed)? (?:the |his |her |my )?(?:bail|bond)|(?:bail|bond) (?:reduction|review|hearing|revoked|conditions)|held without (?:bail|bond)|no bail|(?:out|released|let out) on (?:bail|bond)|own recognizance|\bror\b|pretrial release|full cash|no[- ]contact order|violat[a-z]* (?:my |his |her |the )?(?:bail|bond)|ankle monitor|(?:get|bail) (?:him|her|them) out|\bbail\b|\bbond\b/,
    points: [
      'Bail is set at the first appearance or a bail hearing: the judge weighs the charge, the record, past missed court dates and ties to the community, and a lawyer can ask at a bail review for a lower amount or release without money.',
      'Cash bail paid to the court comes back at the end of the case if every court date is kept (minus fees in some places); a bondsman (in states that allow them) usually keeps a non-refundable fee, often about 10 percent, and may want collateral.',
      'Release conditions (no contact with the alleged victim, staying away from places, no alcohol, a curfew or a monitor) must be followed exactly: a breach, even a friendly text, can mean re-arrest and losing the bail.',
    ],
    deadline:
      'Bail is usually first set within a day or two of arrest; ask the lawyer then, or soon after, for a bail review if it is out of reach.',
    documents: [
      'the booking number and bail paperwork',
      'proof of a job, a home and family ties',
      'the release conditions, if already set',
    ],
  },
  {
    label: 'a claim of self-defence',
    pattern:
      /self[- ]?defen[cs]e|swung (?:at me )?first|(?:hit|punched|attacked|shoved|pushed|jumped|came at|swung at) (?:me|us) first|threw the first punch|stand your ground|castle doctrine|duty to retreat|defend(?:ing|ed)? (?:myself|himself|herself|my (?:family|home|house|girlfriend|wife|kids?))|(?:punched|hit|shoved|pushed) (?:him |her |them )?back\b|intruder|legally shoot|use (?:deadly )?force/,
    points: [
      'In most states you may use the force you reasonably believe is needed to stop an imminent unlawful attack, and no more than the threat calls for; deadly force is generally limited to threats of death or serious injury.',
      'Starting the fight, carrying on after the threat ended, or answering words with blows usually defeats the claim; whether you first had to retreat depends on the state (stand-your-ground laws, and the "castle doctrine" at home).',
      'Self-defence is argued to the prosecutor or at trial, with the lawyer: video, witnesses, injuries photographed early and recordings of the emergency call decide it, so do not explain it to police without a lawyer.',
    ],
    deadline:
      'Bars and stores often record over camera footage within days or weeks: have a lawyer ask for it to be preserved now.',
    documents: [
      'the names and contacts of witnesses',
      'any video (ask the venue to keep it)',
      'photos and medical records of your injuries',
    ],
  },
  {
    label: 'pressing charges',
    pattern:
      /press(?:ing)? charges|(?:file|filed|filing|bring) (?:criminal )?charges|charges filed|(?:get|make|push|force) (?:them|the police|police|the cops|cops|the da|the prosecutor|the detective) (?:to )?(?:actually )?(?:arrest|charge|prosecute|do something|do anything|investigate)|(?:police|cops|they|detective)(?: say| said)? (?:won'?t|wont|didn'?t|didnt|can'?t|cant|never) (?:do anything|help|investigate|follow up|did anything)|(?:drop|dropping) (?:the )?charges|(?:still|to) prosecute|never filed charges|(?:a|it'?s a|is a) "?civil matter/,
    points: [
      'In the US the prosecutor, not the victim, decides whether to charge: you report to police, give a statement and your evidence, and can ask to speak with the detective or the prosecutor’s victim-witness office about the decision.',
      'If police do not act, ask for the report number and a supervisor or detective, send your evidence (video, messages, receipts) in writing, and ask whether your state lets a victim bring a complaint to a magistrate or the prosecutor directly.',
      'A victim cannot simply "drop" charges once they are filed, though the prosecutor weighs the victim’s wishes; separately, you can ask for a protective order or sue for your losses in civil court.',
    ],
    deadline:
      'Crimes have time limits for charging, often only a year or two for misdemeanours and longer for felonies, so report and follow up without delay.',
    documents: [
      'the police report number',
      'video, photos, messages and receipts, with dates',
      'the names of witnesses',
    ],
  },
  {
    label: 'a juvenile case',
    pattern:
      /juvenile|juvie|minor in possession|\bmip\b|underage (?:drinking|drinker|possession)|school resource officer|\bsro\b|(?:tried|charged) as an adult|(?:my|our) (?:1[0-7]|teen(?:age)?)(?: ?(?:yo|y\/o|year old|yr old|-year-old))?(?: (?:son|daughter|kid|child|boy|girl))? (?:was |got |has been |just got )?(?:arrested|charged|caught|cited|picked up|referred)|(?:my|our) (?:son|daughter|kid|child) (?:is |\()1[0-7]\)?(?: and)? (?:was |got |has been )?(?:arrested|charged|caught|cited|picked up)/,
    points: [
      'Children charged under the state’s age limit (usually 18) go to juvenile court, which aims at rehabilitation: first offences are often handled with a warning, diversion or informal probation and no formal finding.',
      'The child has a right to a lawyer, appointed if the family cannot afford one, and should not discuss the incident with police or school officers without a parent or lawyer present.',
      'Juvenile records are usually confidential, and many states seal them automatically or on request at 18 or after a waiting period, but not every state; serious charges can be moved to adult court, and parents may owe restitution.',
    ],
    deadline:
      'Go to the intake meeting or first hearing on the letter: missing it can lead to a formal petition or a warrant.',
    documents: [
      'the citation, letter or referral from police or juvenile probation',
      'school records and letters about the child’s conduct',
      'any letter from the store or the victim',
    ],
  },
  {
    label: 'a shoplifting charge or a store’s demand letter',
    pattern:
      /shoplift|shop lift|civil demand|civil recovery|\d '?(?:in )?'?civil penalt|civil penalt(?:y|ies)'? (?:letter|demand)|loss prevention|store security|(?:store|walmart|target|shop) (?:is |was )?(?:demanding|asking for)|walk(?:ed|ing)? out (?:of (?:a |the )?[a-z]+ )?with|(?:didn'?t|did not|forgot to|without) pay(?:ing)? for|pett?(?:y|it) theft|retail theft|(?:caught|stopped|arrested|cited|detained|stealing|stole|shoplifting|walking out)(?: [a-z$0-9]+){0,5} (?:at|in|from|of|leaving) (?:a |the )?(?:target|walmart|cvs|walgreens|kohl'?s|macy'?s|home depot|dollar general)\b|\$?\d+ (?:worth )?of (?:stuff|makeup|clothes|merchandise|items|groceries)|stealing (?:from|at) (?:a |the )?(?:store|target|walmart|mall)|caught stealing/,
    points: [
      'Shoplifting a small amount is usually a misdemeanour; first offenders are often offered diversion, a theft class or a civil compromise that ends in dismissal, and a record that can later be sealed.',
      'A store’s "civil demand" letter is separate from the criminal case: it is a demand, not a court order; paying it does not end the charge and not paying it does not worsen it. Most states let stores sue for a capped penalty, but such suits are uncommon.',
      'Parents are usually liable for a minor’s civil penalty up to a state cap; for a nursing or other licence, ask the lawyer for an outcome without a theft conviction, which licensing boards weigh heavily.',
    ],
    deadline:
      'The court date on the citation is what counts; a civil demand letter has no court deadline, though the store may pass it to a collector.',
    documents: [
      'the citation or court notice',
      'the store’s demand letter',
      'proof of school, work or licence plans (useful for diversion)',
    ],
  },
  {
    label: 'a drug possession charge',
    pattern:
      /possession(?! conviction)|posession(?! conviction)|possess(?:ing)?\b|\bweed\b|marijuana|cannabis|\bthc\b|\bvapes?\b|vape (?:pen|cart)|pre-?rolls?|edibles?|controlled substance|paraphernalia|\bpipe\b|cocaine|\bcoke\b|\bmeth\b|heroin|fentanyl|baggies|with intent|intent to (?:distribute|sell|deliver)|drug court|drug charge|dispensary|(?:found|had|with|bag of|carrying) (?:a |some |\d+ )?(?:small )?(?:bag of )?pills/,
    points: [
      'Simple possession of a small amount is often a misdemeanour for a first offence, and many counties offer diversion, drug court or deferred adjudication that ends in dismissal after classes, testing or treatment.',
      'Quantity and packaging (many small bags, scales, cash) can turn it into possession with intent, a far more serious charge; the state must also prove the drugs were yours and that you knew of them, which is often disputed in shared cars and rooms.',
      'Marijuana laws differ widely: what is legal to buy in one state can still be a crime to carry into another, and it remains restricted under federal law; pills prescribed to someone else are usually treated as possession too.',
    ],
    deadline:
      'Diversion usually has to be asked for before a plea or trial: raise it with the lawyer at the first court date.',
    documents: [
      'the citation, charging papers or property receipt',
      'the prescription for any pills involved',
      'proof of school, work and any treatment (helpful for diversion)',
    ],
  },
];
