import type { AreaIssue } from './issue';

/** Narrower public-benefits issues, weighed before the area guide's broad ones. */
export const BENEFITS_ISSUES: readonly AreaIssue[] = [
  {
    label: 'an overpayment notice',
    pattern:
      /overpa(?:id|yment)|pay (?:it|them|the money) back|(?:owe|repay)[a-z ]{0,20} back|(?:take|taking|withhold|deduct)[a-z ]{0,12} (?:from|out of) (?:my |her |his )?(?:checks?|benefits|tax refund)|tax refund|wasn'?t eligible|made a mistake|waive(?:r| it)/,
    points: [
      'An overpayment notice can be challenged in two ways: appeal it (it did not happen, or the amount is wrong) and ask for a waiver, which is usually granted when it was not your fault and repaying would be a hardship or unfair.',
      'Reporting changes on time, and mistakes by the agency itself, weigh heavily for a waiver; keep proof of every report you made (call logs, confirmation numbers, pay stubs sent).',
      'If you do owe, you can usually ask for a smaller monthly repayment; for Social Security and many unemployment agencies, collection can also come from a tax refund.',
    ],
    deadline:
      'For Social Security, asking for reconsideration or a waiver within 30 days of the notice usually stops the withholding while it is decided; the appeal itself is due within 60 days. Unemployment and SNAP deadlines are on the notice and often shorter.',
    documents: [
      'the overpayment notice',
      'proof of what you reported and when',
      'a list of your monthly income and expenses (for a waiver or hardship)',
    ],
  },
  {
    label: 'an unemployment claim',
    pattern:
      /unemployment|\buc\b|\bui\b|jobless|misconduct|voluntar(?:il)?y quit|(?:said|says|say|told them|claim(?:ed|s)?) (?:that )?i quit|i (?:did not|didn'?t|never) quit|fired for|forced to resign|let go|cut my (?:shifts|hours|position)|(?:phone|appeal) hearing|referee|attendance/,
    points: [
      'Unemployment depends on why the job ended: a layoff usually qualifies; quitting without good cause or being fired for misconduct usually does not, but missed shifts for a documented emergency, honest mistakes or poor performance are often not "misconduct".',
      'At the appeal hearing (often by phone before a hearing officer) the employer has to prove misconduct, while you show the job was ended by the employer or that you had good cause; texts, emails, schedules and call logs decide it.',
      'Keep filing your weekly or biweekly claims during the appeal: if you win, you are usually paid only for the weeks you claimed.',
    ],
    deadline:
      'Appeal by the date on the determination, often only 10 to 30 days after it is mailed; a late appeal is usually dismissed unless you show good cause.',
    documents: [
      'the denial or determination letter',
      'texts, emails or the termination letter showing why the job ended',
      'proof of the reason for any absences (hospital records, repair bills)',
    ],
  },
  {
    label: 'keeping or getting Medicaid coverage',
    pattern:
      /medicaid (?:got |was )?(?:cut|dropped|ended|terminated|denied|stopped)|dropped us|redetermination|renewal (?:form|packet)|retroactive|keep medicaid|lose (?:my )?medicaid|medicaid (?:buy-?in|application)|chip\b/,
    points: [
      'Medicaid is renewed every year; coverage ended only for paperwork can usually be restored by returning the forms within about 90 days, without a new application.',
      'Appeal a termination or cut at once: asking for a fair hearing before the effective date (often within 10 days) usually keeps coverage and services in place until the decision.',
      'Coverage can often be made retroactive up to three months before the month you applied, which helps with recent medical bills; many states also let people with disabilities keep Medicaid while working through a buy-in program.',
    ],
    deadline:
      'Ask for a fair hearing by the date on the notice, and within about 10 days to keep services during the appeal.',
    documents: ['the termination or denial notice', 'proof of income and household', 'medical bills you want covered'],
  },
  {
    label: 'working or saving while on SSI or SSDI',
    pattern:
      /how much (?:can|could) (?:i|he|she) (?:earn|make)|(?:start|try|trying) (?:to )?work(?:ing)?|part[- ]time (?:job|work)?|rep(?:resentative)? payee|too much (?:money )?in (?:my |his |her )?(?:bank|account)|resource limit|\$2,000|turns? 18|turned 18|redetermin|ticket to work|trial work|substantial gainful|\bsga\b|living arrangement/,
    points: [
      'SSI has a resource limit (generally $2,000 for one person, $3,000 for a couple), though a back payment is not counted for nine months; wages reduce SSI by about $1 for every $2 earned after the first $85 or so a month.',
      'SSDI allows a nine-month trial work period and then looks at whether earnings pass the monthly "substantial gainful activity" amount set each year; report all work promptly to avoid an overpayment.',
      'A representative payee must spend the benefits for the person’s needs and keep records; misuse can be reported to Social Security, which can appoint a new payee. A child on SSI is reviewed under the adult rules at 18.',
    ],
    documents: [
      'your award letter and recent Social Security notices',
      'pay stubs or a work schedule',
      'bank statements',
    ],
  },
  {
    label: 'a Social Security disability claim (SSDI or SSI)',
    pattern:
      /\bssdi\b|social security disability|disability (?:claim|application|hearing|benefits|case)|reconsideration|\balj\b|(?:hearing|judge) (?:with|in front of|before) (?:a |the )?judge|hearing (?:with|in front of|before) (?:a |the )?judge|sedentary|can'?t (?:do (?:my old|physical) )?work|back pay|(?:denied|denial) (?:for )?(?:the )?(?:first|second|third|3rd|2nd) time|degenerative|herniated/,
    points: [
      'Social Security asks whether you can do any substantial work, given your medical limits, age, education and past jobs; from age 50 the rules favour people who can no longer do their past physical work, so detailed treatment records and a doctor’s statement of your limits matter most.',
      'The steps are reconsideration, then a hearing before an administrative law judge, then the Appeals Council and federal court; many people first win at the hearing, where you testify about a typical day and the judge may hear a vocational expert.',
      'Disability representatives and lawyers usually work for a fee paid only if you win, taken from back pay and capped by Social Security; in dire need (facing eviction, no food or medicine) you can ask in writing for the hearing to be expedited.',
    ],
    deadline:
      'Each appeal is due within 60 days of the decision (plus 5 days for mail); filing a new application instead usually loses the earlier date.',
    documents: [
      'the denial letters',
      'medical records and a treating doctor’s statement of your limits',
      'a list of your jobs in the last 15 years and your medications',
    ],
  },
  {
    label: 'a VA disability claim or rating',
    pattern:
      /\bva\b|veteran|\bvets?\b|service[- ]connect|disability rating|rated (?:me )?(?:at )?\d+|\d+ ?(?:%|percent) (?:rating|for)|c&p|nexus|buddy (?:letter|statement)|ptsd|tinnitus|deploy|tours?\b|in service\b|from service/,
    points: [
      'Service connection needs a current diagnosis, an event or injury in service, and a medical link (a "nexus" opinion) between them; service records, treatment records and statements from people who served with you fill the gaps.',
      'After a VA decision you can choose a supplemental claim (with new and relevant evidence), a higher-level review by a senior reviewer, or an appeal to the Board of Veterans’ Appeals; a claim for an increase can follow when a condition worsens.',
      'Accredited veterans service organisations help for free, and accredited attorneys can usually charge only after a decision; ratings in place for 20 years are protected from being cut below that level.',
    ],
    deadline:
      'Ask for review within one year of the decision to keep the original effective date (and back pay); Board appeals must also be filed within one year.',
    documents: [
      'the VA decision letter',
      'service treatment and personnel records (DD-214)',
      'current medical records and any nexus or buddy statements',
    ],
  },
  {
    label: 'food stamps (SNAP)',
    pattern:
      /\bsnap\b|food stamps?|\bebt\b|recertif|(?:buys?|cooks?|prepares?) (?:and cook )?(?:his|her|their|our) own food|buy food separately|work requirement|\bwic\b/,
    points: [
      'A SNAP household is the people who buy and prepare food together, but spouses, and parents with their children under 22, always count together; a roommate or relative who buys and cooks separately usually is a separate household.',
      'If benefits are cut for "missing paperwork" you sent, ask for a fair hearing right away and send proof (fax confirmation, receipt); appealing before the cut takes effect usually keeps benefits going until the decision.',
      'Adults of working age without dependents face a work requirement or a time limit unless exempt (for example, unfit for work, pregnant, or caring for a young child), and most college students must meet an exemption such as working 20 hours a week.',
    ],
    deadline:
      'Ask for a fair hearing within the time on the notice (up to 90 days), and within the notice period (often 10 days) to keep benefits during the appeal.',
    documents: [
      'the notice of cut or denial',
      'proof you sent the paperwork (fax or upload confirmation, receipt)',
      'proof of household income and who buys and cooks food together',
    ],
  },
  {
    label: 'Medicaid for nursing home care',
    pattern:
      /nursing home|long[- ]term care|look[- ]?back|spend (?:it )?down|(?:a |the )?gift (?:she|he|they) (?:made|gave)|gift to|gave (?:my )?(?:brother|sister|son|daughter)|sell (?:her|his|the) house|too (?:many|much) (?:assets|in (?:her|his) (?:bank|savings))|memory care|assisted living|estate recovery/,
    points: [
      'Medicaid pays for nursing home care once the person’s countable assets are under a low state limit; most states look back five years at gifts and transfers for less than fair value, and a gift can delay coverage by a penalty period.',
      'The home is often not counted while a spouse lives there or the person intends to return (up to an equity limit), but the state may seek repayment from the estate after death; a spouse at home keeps a protected share of assets and income.',
      'Money can usually be spent down on care, debts, home repairs or an irrevocable prepaid funeral; an elder-law attorney can plan transfers and explain undoing or justifying a gift.',
    ],
    deadline:
      'Ask for a fair hearing within the deadline on the notice (often 30 to 90 days), and apply as soon as care begins: coverage can reach back up to three months before the application.',
    documents: [
      'bank statements for the look-back period (often five years)',
      'proof of any gifts or transfers and their purpose',
      'the deed to the home and any life insurance or funeral contracts',
    ],
  },

  {
    label: 'Social Security survivor benefits',
    pattern:
      /survivor|widow|passed away|(?:husband|wife|father|dad|mother|mom|spouse) died|died (?:last|in|after)|death benefit|lump[- ]sum|\bdic\b|pension/,
    points: [
      'A surviving spouse can usually get Social Security survivor benefits from age 60 (50 if disabled), or at any age while caring for the deceased’s child under 16; unmarried children under 18 (19 in high school) can also qualify, including children of parents who were not married, once parentage is shown.',
      'Benefits are based on the deceased worker’s record, and a one-time $255 payment goes to a surviving spouse or child; apply promptly, because back payments are limited.',
      'Veterans’ survivors may qualify for Dependency and Indemnity Compensation from the VA, and employer pensions pay survivors only under the election made at retirement, so check the plan’s forms.',
    ],
    documents: [
      'the death certificate',
      'the marriage certificate and the children’s birth certificates',
      'the deceased’s Social Security number and pension or VA papers',
    ],
  },
  {
    label: 'getting paid as a family caregiver',
    pattern:
      /caregiv|care ?giver|paid (?:as|to be|by medicaid)|pay me (?:to|for)|respite|\bihss\b|self[- ]directed|consumer[- ]directed|home care program|personal care (?:agreement|contract)/,
    points: [
      'Many state Medicaid home-care programs (often called self-directed or consumer-directed care, or IHSS in California) let a relative be paid as the caregiver; some exclude spouses or legal guardians.',
      'Paying a relative privately should follow a written caregiver agreement made before the care, at a fair hourly rate, with records of hours; otherwise Medicaid may treat the payments as gifts.',
      'Respite care and caregiver support are available through Medicaid waivers, the local Area Agency on Aging and, for veterans, the VA.',
    ],
    documents: [
      'the person’s Medicaid card or application',
      'a doctor’s note on the care needed',
      'a written caregiver agreement and a log of hours, if paid privately',
    ],
  },
  {
    label: 'a cash-assistance sanction',
    pattern: /\btanf\b|cash assistance|sanction|work activit|welfare to work|calworks/,
    points: [
      'Cash assistance (TANF) requires work activities, and missing them can bring a sanction, but good cause (illness, no child care, no transport) usually excuses it; a single parent of a child under 6 who cannot find child care should not be sanctioned for that reason.',
      'Ask for a conciliation meeting or a fair hearing right away and bring proof of the reason; appealing quickly can keep benefits going until the decision.',
      'Many states end a sanction as soon as you comply again, so ask what you need to do to restore the full amount.',
    ],
    deadline:
      'Ask for a fair hearing by the date on the notice, and within about 10 days to keep benefits during the appeal.',
    documents: ['the sanction notice', 'proof of the reason you missed the activity', 'your work-activity schedule'],
  },
];
