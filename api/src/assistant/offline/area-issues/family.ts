import type { AreaIssue } from './issue';

/** Narrower family issues, weighed before the area guide's broad ones. */
export const FAMILY_ISSUES: readonly AreaIssue[] = [
  {
    label: 'a report of child abuse or neglect',
    pattern:
      /\bcps\b|child protective|\bdcfs\b|\bdss\b|\bdcf\b|children'?s services|caseworker|case worker|social worker|mandated reporter|neglect|bruis(?:e|es|ed|ing)\b|burns? (?:on|in the shape)|left (?:alone|home alone|in the car)|(?:in a|in the) hot car|alone in (?:the|that|a) (?:apartment|house)|starv(?:ed|ing)|marks? (?:all )?over|(?:hit(?:s|ting)?|beat(?:s|ing)?|burn(?:s|ed|ing)?|chok\w*|slap\w*|shak(?:e|es|ing)) (?:my|our|the|his|her) (?:\d+ ?(?:year old|yo) |little |baby )?(?:child|son|daughter|kid|baby|boy|girl)|cigarette burns?|blisters|(?:home )?alone for (?:days|hours)|no food|unsupervised|safety plan|unfounded|substantiated/,
    points: [
      'If a child is in danger right now, call the police; otherwise anyone can report suspected abuse or neglect to the state child protective services hotline, usually without giving their name, and teachers, doctors and counsellors are required to report.',
      'A parent being investigated has rights: to know the allegations, to have a lawyer, and (outside emergencies) to refuse entry without a court order, though cooperating with a reasonable safety plan often ends a case sooner.',
      'A finding against a parent can be appealed through an administrative hearing, usually on a short deadline, and many states let an unfounded report be sealed or removed from the registry after a period.',
    ],
    deadline:
      'An appeal of a CPS finding is often due within 30 to 90 days of the letter; a child removed from the home must be brought before a judge within a few days.',
    documents: [
      'any letters or papers from CPS',
      'photos, dates and notes of what you saw or were told',
      'the child’s medical and school records',
    ],
  },
  {
    label: 'a minor’s rights and a parent’s say',
    pattern:
      /emancipat|at what age|(?:what|which) age (?:can|does|do|is)|(?:i'?m|i am) (?:only )?1[3-7]\b(?=[^.?!]{0,60}(?:can|do|does|make|let|allowed|legal))|what age can|(?:live|move in) with (?:my|her|his) (?:dad|mom|aunt|grandma|boyfriend'?s)|(?:can (?:i|she|he)|want(?:s)? to) move out|enlist|join the (?:military|army|navy|marines)|tattoo|parental consent|(?:sign|signature) (?:for|the consent)|home alone/,
    points: [
      'Until 18, parents generally decide where a child lives, their schooling and medical care; a teenager cannot simply move out, but can go to the police, a school counsellor or child protective services if home is unsafe.',
      'Emancipation needs a court petition, usually from age 16, showing the teen can support themselves and that it is in their best interest; courts grant it rarely, and marriage or military service (17 with parental consent) also emancipate.',
      'In custody cases judges listen more to an older child’s wishes (often from around 12 to 14) but do not let the child decide; there is usually no fixed age for staying home alone, only guidance and neglect rules.',
    ],
    documents: ['any custody order', 'proof of the teen’s income and housing (for emancipation)', 'school records'],
  },
  {
    label: 'dividing property and debts in a divorce',
    pattern:
      /marital (?:home|house|property|assets|debts?)|community property|equitabl|(?:sell|split|keep) the (?:house|condo|home)|who gets the (?:house|home|car|dog)|(?:his|her|my) 401k|retirement (?:account|savings)|pension|\bqdro\b|hid(?:e|ing|den)? (?:money|assets)|(?:controls?|took) (?:all )?the money|bank accounts?|(?:credit card|joint) debts?|in (?:his|her|my) name only/,
    points: [
      'Property and debts acquired during the marriage are usually divided: equally in community-property states (such as California, Texas and Arizona), "equitably" (fairly, not always equally) elsewhere; what one spouse owned before the marriage or inherited is often kept separately, as long as it was not mixed in.',
      'Whose name is on the deed or the account does not settle it: a house in one name bought during the marriage is usually marital, and retirement savings earned during the marriage are split by a special court order (a QDRO).',
      'Each spouse must disclose all assets and debts under oath; hiding or draining money can lead to sanctions, and courts can order temporary support and access to funds while the case goes on.',
    ],
    documents: [
      'bank, retirement and loan statements',
      'the deed, mortgage and car titles',
      'tax returns for the last two or three years',
    ],
  },
  {
    label: 'alimony',
    pattern:
      /alimony|spousal (?:support|maintenance)|maintenance payments?|support (?:me|her|him) after the divorce|stay-at-home (?:mom|dad|parent|wife)/,
    points: [
      'Spousal support is not automatic: courts weigh the length of the marriage, each spouse’s income and earning capacity, the standard of living, and time spent out of work raising children.',
      'It may be temporary (during the case), for a set time to allow retraining, or longer after long marriages; some states use a formula, others leave it to the judge.',
      'Alimony can usually be changed after a substantial change in circumstances and often ends on remarriage (and sometimes cohabitation) of the spouse receiving it, unless the agreement says otherwise.',
    ],
    documents: [
      'tax returns and pay stubs of both spouses',
      'a monthly budget of your expenses',
      'any prenuptial or separation agreement',
    ],
  },
  {
    label: 'moving away with a child',
    pattern:
      /(?:relocat\w*|mov(?:e|ed|ing)) (?:\w+ ){0,3}(?:to|out of) (?:another|a different) (?:state|country)|relocat|out of state|\b(?:kids?|children|son|daughters?|baby) (?:\w+ ){0,3}(?:to|out of) (?:another|a different) (?:state|country)|(?:move|moving|moved) to (?:another|a different) state with|(?:job|offer) (?:in|to) (?!the\b)[a-z]+|move (?:away|abroad|across the country)|(?:take|taking|took) (?:the kids|the children|my (?:son|daughter|kids)|our (?:son|daughter|kids)|them|him|her) to (?:another|mexico|canada|\w+ (?:state|country))|hague|abduct|passport/,
    points: [
      'With a custody order, a parent usually must give the other written notice (often 30 to 60 days) before moving a child a significant distance, and get consent or the court’s approval; the court decides on the child’s best interests.',
      'Without any order, both parents have equal rights, and the state where the child lived for the last six months normally keeps jurisdiction; file there quickly if the other parent moved the child away.',
      'Taking a child abroad against the other parent’s rights can be international abduction: the Hague Convention provides for return, and a US passport for a child under 16 needs both parents’ consent.',
    ],
    deadline:
      'An objection to a relocation notice is often due within about 30 days; a child taken out of state should be raised with the home-state court before six months pass.',
    documents: [
      'the custody order',
      'the notice of the move or messages about it',
      'the child’s school and address history',
    ],
  },
  {
    label: 'grandparents’ visitation',
    pattern:
      /grand(?:parents?|ma|pa|mother|father)'?s?'? (?:rights|visitation)|see (?:my|our|her|his) grand(?:kids?|children|child|son|daughter)|(?:keep|keeping|kept|cut) (?:me |us )?(?:from|off from|out of) (?:the |my |our )?grand\w+|visits? with (?:my|our) grand\w+/,
    points: [
      'Fit parents have a constitutional right to decide who sees their children, so grandparents have limited visitation rights, and courts give great weight to the parents’ wishes.',
      'Most states let grandparents ask only in certain situations, such as a divorce, the death of a parent, or a child who lived with them, and they must show that visits are in the child’s best interests (in some states, that refusing them harms the child).',
      'Mediation or a written agreement with the parents is often the most practical route; grandparents raising a child whose parents are unfit can ask for custody or guardianship instead.',
    ],
    documents: [
      'a record of your past relationship and time with the grandchild',
      'messages with the parents',
      'any custody order in the family',
    ],
  },
  {
    label: 'a parent not returning a child',
    pattern:
      /(?:won'?t|will not|refus\w* to|didn'?t|did not|never) (?:give|bring|send|return) (?:them|him|her|my|the|our|their) (?:\w+ )?(?:back|home)|(?:won'?t|will not|refus\w* to) return (?:them|him|her|my|the|our|their)|(?:not|never) (?:brought|returned) (?:them|him|her|the kids)|(?:keeping|kept|withholding) (?:the|my|our) (?:kids|children|son|daughter|baby)(?: from)?|(?:give|giving) (?:them|him|her) back/,
    points: [
      'If there is a custody order, the police may help enforce it, and the court can order the child returned quickly through an emergency motion, with contempt and make-up time for the parent who kept the child.',
      'Without an order, both parents usually have equal rights and the police rarely step in; file for custody (and emergency orders if the child is at risk) right away in the child’s home county.',
      'Keeping a child in violation of an order or hiding them can be a crime (custodial interference); do not use force to take the child back, and keep a record of every message.',
    ],
    deadline:
      'Act within days: the longer a new arrangement lasts, the more it can look like the status quo to a court.',
    documents: ['the custody order, if any', 'messages about the exchange', 'proof of where the child has lived'],
  },
  {
    label: 'changing a custody or support order',
    pattern:
      /modif|chang\w* (?:the|our|my) (?:custody|support|order|parenting plan|schedule|arrangement)|(?:lower|reduce|raise|increase) (?:my |the |his |her )?(?:child )?support|substantial change|material change|(?:lost|losing) (?:my|his|her) job|(?:pay|income|hours) (?:got )?(?:cut|dropped|went down)|(?:want|wants) (?:50\/50|full custody) now/,
    points: [
      'A custody or support order stays in force until a court changes it; informal agreements between parents do not bind the court or the support agency.',
      'To change custody, you usually must show a substantial change in circumstances since the last order and that the change serves the child’s best interests; some states do not allow a change within a year or two of the order except for danger.',
      'Support can be recalculated after a significant change in either parent’s income or in the parenting time; the agency or court usually reviews it on request.',
    ],
    deadline:
      'File the request as soon as circumstances change: support is usually changed only from the date the motion is filed, not back to the change itself.',
    documents: [
      'the current order',
      'proof of the change (pay stubs, job letter, new schedule)',
      'a log of the actual parenting time',
    ],
  },
  {
    label: 'enforcing a court order',
    pattern:
      /contempt|(?:violat\w*|breaking|broke|ignor\w*|not following|isn'?t following) (?:the|our|a|my) (?:custody )?(?:order|decree|parenting plan|agreement)|(?:the )?(?:decree|order|parenting plan) says|\benforc(?:e|ed|ing|ement)\b|make-?up time|claimed (?:our|my|the) (?:son|daughter|kids?) (?:as a dependent|on his taxes|on her taxes)/,
    points: [
      'When the other parent or ex-spouse ignores a court order, you can file a motion for enforcement or contempt; the judge can order compliance, make-up parenting time, payment of what is owed and your attorney fees, and in serious cases fines or jail.',
      'Keep a dated log and copies of messages for every violation; the judge decides on that record.',
      'Unpaid child support can also be enforced by the state support agency (wage withholding, tax-refund interception, licence suspension); do not withhold visits because support is unpaid, as the two are enforced separately.',
    ],
    documents: ['the order or decree', 'a log of each violation with dates', 'messages and payment records'],
  },
  {
    label: 'a disagreement between co-parents',
    pattern:
      /(?:his|her|their|the other parent'?s) (?:parenting )?(?:time|weekends?)\b|during (?:his|her) (?:time|weekend)|(?:ex'?s?|ex-(?:wife|husband)'?s?) new (?:boyfriend|girlfriend|husband|wife|partner)|bad-?mouth|alienat|bedtime|(?:ask|can) the court (?:to )?set|can i object|first refusal|co-?parenting app|our (?:family|parenting) wizard|talkingparents/,
    points: [
      'Each parent usually makes day-to-day decisions (meals, bedtimes, screen time) during their own parenting time; major decisions such as schooling, medical care and religion follow the legal-custody terms of the order, jointly if custody is joint.',
      'Courts do not micromanage households, but they can add terms to a parenting plan when a dispute affects the child: rules against disparaging the other parent, phone or video-call times, a co-parenting app, right of first refusal, or conditions on a new partner who poses a real risk.',
      'Write down specific incidents and raise them calmly in writing first; mediation or a parenting coordinator often resolves these disputes, and a court will look at whether each parent supports the child’s relationship with the other.',
    ],
    documents: ['the parenting plan or custody order', 'a dated log of the incidents', 'messages between the parents'],
  },
  {
    label: 'a prenuptial agreement',
    pattern: /prenup|pre-nup|prenuptial|postnup|post-nup|postnuptial|marriage contract/,
    points: [
      'A prenup is usually enforceable if both signed it voluntarily, in writing, with full disclosure of their finances, and it was not grossly unfair; signing under last-minute pressure or without disclosure are common grounds to challenge it.',
      'It can cover property, debts and spousal support, but not child custody or child support, which the court always decides on the child’s interests.',
      'Each partner should have their own lawyer and time to review it well before the wedding; couples already married can sign a postnuptial agreement, which some courts review more strictly.',
    ],
    documents: [
      'the agreement (or draft)',
      'both partners’ financial disclosures',
      'notes of when it was presented and signed',
    ],
  },
  {
    label: 'an annulment',
    pattern:
      /annul|void (?:marriage|the marriage)|bigam|already married to someone|married (?:at|when (?:i|she|he) was) 1[3-7]|fraudulent marriage|married (?:me )?(?:for|only for) (?:a )?(?:green card|papers)/,
    points: [
      'An annulment declares that a valid marriage never existed, and is granted only on specific grounds: bigamy, close family relationship, a party under age, fraud going to the heart of the marriage, force, or lack of capacity.',
      'A short marriage alone is not a ground; most people who do not fit the grounds divorce instead, which the court can grant quickly if there are no children or property.',
      'Children of an annulled marriage remain legitimate, and the court can still decide custody, support and property.',
    ],
    deadline:
      'Some grounds must be raised within a limited time, such as soon after discovering the fraud or reaching adult age.',
    documents: [
      'the marriage certificate',
      'proof of the ground (prior marriage record, birth certificate, messages)',
      'any prenuptial agreement',
    ],
  },
];
