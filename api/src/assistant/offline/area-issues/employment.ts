import type { AreaIssue } from './issue';

/**
 * Wordings that count for an issue only in a post that also names its topic somewhere: "fired", "discrimination" or
 * "good reviews" point to a pregnancy issue only when a pregnancy is mentioned.
 */
const alongside = (topic: string, wordings: string) =>
  // The wording first, then the topic looked for on either side: a lookbehind tried at every position would scan the
  // post back from each one.
  `(?:${wordings})(?:(?<=(?:${topic})[\\s\\S]*)|(?=[\\s\\S]*(?:${topic})))`;

const PREGNANCY = 'pregnan|pregant|pregnet|maternity|miscarriage';
const DISABILITY =
  'disabilit|accomm?odat|diabet|epilep|seizure|crohn|adhd|autis|anxiety|ptsd|bipolar|depression|panic attack|\\bada\\b';
const TREATED_WORSE =
  'discriminat\\w*|fired|let go|terminated|laid off|demoted|written up|wrote (?:me|him|her) up|write-?ups?|cut (?:my|her|his) hours|hours (?:went|got cut|were cut)';

/** Narrower employment issues, weighed before the area guide's broad ones. */
export const EMPLOYMENT_ISSUES: readonly AreaIssue[] = [
  {
    label: 'a final paycheck',
    pattern:
      /final (?:pay ?checks?|checks?|pay|wages)|(?:earned|unpaid) commissions?|last (?:pay ?checks?|checks?|pay\b)|(?:unused|accrued) (?:pto|vacation(?: time| days| pay)?)|pto (?:pay ?out|payout|paid out)|pay(?:ing)? out (?:my |the |our )?(?:accrued |unused )?(?:pto|vacation)|(?:hold|holding|withhold|withholding|keeping) (?:my|his|her|the) (?:last |final )?(?:pay ?check|check|pay)\b|when is my (?:last|final)/,
    points: [
      'When a job ends, final wages are due on a deadline set by state law: some states (California, for example) require payment immediately on a firing and within 72 hours of quitting without notice, others by the next regular payday.',
      'An employer generally cannot hold a final paycheck until you return a uniform, laptop or keys, or deduct shortages or damage without the written consent your state requires; earned commissions are owed, and accrued vacation or PTO must be paid out in some states (California, Colorado and Illinois among them) and elsewhere as the employer’s written policy says.',
      'Ask in writing for the pay owed by a date; if it does not come, file a wage claim with the state labour department, which is free, and ask about late-payment or "waiting time" penalties, which some states add for each day of delay.',
    ],
    deadline:
      'Most states require final pay within days or by the next payday; a federal wage claim must be brought within 2 years (3 if the violation was wilful), and state limits vary.',
    documents: [
      'your last pay stubs and the date you left',
      'the employer’s written policy on vacation or PTO',
      'messages about returning property or the final check',
    ],
  },
  {
    label: 'tips or a tip pool',
    pattern: /\btips?\b|tip ?pool\w*|tip(?:ped)? credit|gratuit\w*|service (?:fee|charge)s?|tip ?outs?\b/,
    points: [
      'Under federal law tips belong to the employees: employers, managers and supervisors may not keep any part of them, including through a "tip pool" or a "house" or "breakage" cut, whatever it is called.',
      'A mandatory tip pool is allowed among workers who customarily get tips (servers, bartenders, bussers); it can include cooks and dishwashers only if the employer pays everyone the full minimum wage with no tip credit. A "service charge" on the bill is generally the employer’s money, not a tip.',
      'An employer taking a tip credit may pay as little as $2.13 an hour under federal law but must make up any shortfall to minimum wage; several states (such as California, Washington, Oregon, Nevada and Minnesota) allow no tip credit. Tip theft can be reported to the U.S. Department of Labor or the state.',
    ],
    deadline: 'Federal tip claims must be brought within 2 years (3 if the violation was wilful).',
    documents: [
      'pay stubs showing tips and any tip credit',
      'the tip-pool policy or messages about it',
      'your own record of the tips you earned',
    ],
  },
  {
    label: 'work time that has to be paid',
    pattern:
      /travel(?:ing)? time|between (?:clients|houses|homes|job ?sites|sites|stores|jobs)|(?:unpaid|mandatory|required) '?training|training (?:on|after|before) (?:saturdays?|weekends?|hours|work)|on[- ]call|(?:changing|change) into (?:my |our |the )?uniforms?|(?:put|putting) on (?:my |our )?(?:uniform|gear)|clock(?:ed|ing)? out (?:and|then|first)|clock out and|off the clock|stay after (?:close|closing|my shift)|(?:travel|work) on weekends unpaid/,
    points: [
      'Under federal law, time the employer requires or allows you to work is paid time: work before clocking in or after clocking out, mandatory training and meetings (unless truly voluntary, outside hours and not job-related), and travel between clients or job sites during the workday; the ordinary commute from home is not.',
      'On-call time has to be paid when the restrictions are so tight you cannot use the time for yourself (staying on site, answering within minutes); putting on required gear or a uniform at work can be paid time, depending on the job and any union contract.',
      'Keep your own record of the extra time and any instructions to work it; unpaid time can be claimed through the state labour department or the U.S. Department of Labor, and it counts toward overtime after 40 hours a week.',
    ],
    deadline: 'Federal wage claims must be brought within 2 years (3 if the violation was wilful).',
    documents: [
      'your own log of the unpaid time',
      'schedules, training notices or trip records',
      'pay stubs for the same weeks',
    ],
  },
  {
    label: 'pay deductions or money an employer wants back',
    pattern:
      /dock(?:ed|ing|s)? (?:my|our|his|her|their) pay|deduct\w*|took (?:it |that )?out (?:of|for)|took out for|(?:register|cash|drawer) shortages?|breakage|signing bonus|sign-on bonus|(?:pay|paying|owe) (?:\w+ )?back (?:the|my|a|\$)|repay\w*|clawback|training (?:course|costs?|certification|fees?)|reimburs\w*|mileage/,
    points: [
      'Deductions for register shortages, breakage, uniforms or customer walk-outs cannot bring pay below minimum wage or cut into overtime under federal law, and many states (California and New York among them) ban them or require the employee’s written consent.',
      'A promise to repay a signing bonus or training costs if you leave early is generally enforceable only as written in an agreement you signed, often pro-rated; a line in a handbook is weaker, the employer usually cannot simply take it out of your final check, and a growing number of states limit these "stay-or-pay" terms.',
      'Some states (California and Illinois among them) require employers to reimburse necessary work expenses, such as mileage on your own car or a work phone; federal law does only when the cost pushes pay below minimum wage.',
    ],
    deadline:
      'Claims for improper deductions follow wage-claim deadlines: 2 years under federal law (3 if wilful), longer in some states.',
    documents: [
      'pay stubs showing the deductions',
      'any agreement about bonuses, training or deductions',
      'mileage logs or expense receipts',
    ],
  },
  {
    label: 'breaks, long shifts or a teenager’s hours',
    pattern:
      /(?<!(?:his|her) )(?:lunch|meal|rest|water|bathroom|restroom) breaks?|(?:no|any|without(?: a)?) breaks?\b|breaks? (?:to|for) (?:eat|check)|(?:give|gives|giving) (?:us|me|them) (?:any )?breaks?|double shifts?|mandatory overtime|days? (?:straight|in a row)|no days? off|a day off|school nights?|\bminors\b|minor (?:employees?|workers?)|child labou?r|\b1[4-7][- ]?(?:year[- ]old|yo)\b|i'?m 1[4-7]\b/,
    points: [
      'Federal law does not require meal or rest breaks for adults, but short breaks the employer gives (about 5 to 20 minutes) must be paid, and a meal period can be unpaid only if you are fully relieved of duty, usually for 30 minutes or more.',
      'Many states do require breaks: California, for example, requires a 30-minute meal period before the end of the fifth hour and 10-minute rest breaks, with an extra hour’s pay for each missed one; Oregon, Washington, Colorado, New York and others have their own rules, and minors usually get more protection.',
      'Federal law sets no maximum hours or required days off for adults (overtime after 40 hours a week is the protection), though some states limit mandatory overtime for nurses or require a day of rest. For 14- and 15-year-olds it allows work only outside school hours, up to 3 hours on a school day and 18 in a school week, and not after 7 p.m. (9 p.m. in summer); 16- and 17-year-olds have no federal hour limits but are barred from hazardous jobs, and many states set stricter rules.',
    ],
    documents: [
      'time records showing when breaks were taken or missed',
      'the break policy or handbook',
      'messages about breaks or schedules',
    ],
  },
  {
    label: 'being treated as a contractor or gig worker',
    pattern:
      /independent contractors?|1099s?\b|\bw-?2\b|classif(?:y|ied) (?:me|us|them|him|her) as|contractor but|gig (?:workers?|work|apps?)|deactivat\w*|doordash|uber|lyft|instacart|delivery app/,
    points: [
      'The label and the 1099 do not decide it: if the company controls when and how you work, supplies the equipment and uniform, and you work only for it in its regular business, you are likely an employee. The tests differ: federal wage law, the IRS, and stricter "ABC" tests in states such as California, Massachusetts and New Jersey.',
      'Misclassified workers can claim minimum wage and overtime, expense reimbursement where the state requires it, unemployment and workers’ comp; for taxes, the IRS has a form to ask for a ruling (SS-8) and one to pay only the employee share (8919), and a wrong 1099 should first be disputed with the payer.',
      'App-based drivers and couriers are usually treated as contractors, and a deactivation is governed mainly by the platform’s terms (often with arbitration), though some states and cities now set pay floors or deactivation rules; keep screenshots of your account, ratings and messages.',
    ],
    deadline:
      'Wage claims based on misclassification usually must be brought within 2 years (3 if wilful) under federal law; state deadlines vary.',
    documents: [
      'the contract or app terms',
      'schedules, instructions and messages showing control',
      'your 1099s and pay records',
    ],
  },
  {
    label: 'FMLA or medical leave',
    pattern:
      /fmla|family (?:and )?medical leave|medical leave|sick (?:leave|days?|time|pay)|call(?:ed|ing)? in sick|time off (?:to|for) (?:care|chemo|surgery|treatment|my)|care (?:for|of) my (?:mom|mother|dad|father|parents?|wife|husband|spouse|son|daughter|child)|intermittent leave|leave (?:ran|runs|has run) out|doctor'?s note|signed me off|medical (?:appointments?|absences?)|attendance points?/,
    points: [
      'The FMLA gives eligible employees up to 12 weeks a year of unpaid, job-protected leave for their own serious health condition, a new child, or to care for a spouse, child or parent with a serious health condition; an adult child caring for a mother or father qualifies, the parent need not be a dependant.',
      'You are eligible if the employer has 50 or more employees within 75 miles and you have worked there 12 months and 1,250 hours in the past year; leave can be taken all at once or intermittently, and the employer can ask for a medical certification (you usually get 15 days to return it).',
      'When leave ends you must get the same or an equivalent job back, and counting FMLA absences against you or firing you for them is illegal; many states and cities also require paid sick leave or paid family leave, and the ADA may require more leave as an accommodation after FMLA runs out.',
    ],
    deadline: 'An FMLA lawsuit must usually be filed within 2 years of the violation (3 if it was wilful).',
    documents: [
      'the leave request and the employer’s reply',
      'the medical certification or doctor’s notes',
      'attendance records or write-ups that count the absences',
    ],
  },
  {
    label: 'pregnancy or parental leave',
    pattern: new RegExp(
      `pregnan\\w*|pregant|pregnet|maternity|paternity|parental leave|new ?born|light(?:er)? duty|lighter duties|lactation|pump(?:ing)? (?:breaks?|at work|milk)|breast ?(?:feeding|pump\\w*)|miscarriage|${alongside(
        PREGNANCY,
        `${TREATED_WORSE}|(?:good|great) reviews?|told (?:\\w+ ){0,3}(?:i was|i'?m|i am|that i)|(?:the )?(?:day|days|week|weeks) after|restructur\\w*`,
      )}`,
    ),
    points: [
      'Employers with 15 or more employees may not fire, demote, cut hours or refuse to hire because of pregnancy, childbirth or a related condition such as a miscarriage; a firing soon after you announced the pregnancy, despite good reviews, is strong evidence.',
      'The Pregnant Workers Fairness Act (in force since 2023) requires those employers to make reasonable accommodations for pregnancy-related limitations, such as light duty, sitting, extra breaks or time off for appointments, unless it is an undue hardship; nursing workers are entitled to reasonable break time and a private place other than a bathroom to pump.',
      'Eligible parents of either sex can take up to 12 weeks of job-protected FMLA leave after a birth or adoption, and several states (such as California, New York, New Jersey, Washington and Massachusetts) have paid family leave; put requests in writing and keep your reviews.',
    ],
    deadline:
      'A pregnancy discrimination charge is due to the EEOC within 180 days (300 days in most states with their own agency).',
    documents: [
      'the date you told the employer and any reply',
      'performance reviews and the reason given for the decision',
      'accommodation requests and doctor’s notes',
    ],
  },
  {
    label: 'a workers’ compensation claim',
    pattern:
      /workers'? ?comp\w*|workm[ae]n'?s'? comp\w*|work(?:ers)? comp\b|comp claim|(?:hurt|injured|injury) (?:at|on) (?:work|the job)|work(?:place)? injury|on[- ]the[- ]job injury|light duty|work restrictions|permanent disability|(?:disability|impairment) rating|reopen (?:the|my|his|her) (?:comp )?(?:claim|case)|settled my (?:comp )?claim/,
    points: [
      'Workers’ compensation covers injuries and illnesses caused by the job, whoever was at fault: medical care and, if you cannot work, part of your wages (often about two-thirds), plus benefits for lasting impairment; in return you usually cannot sue the employer, though you can sue an outsider, such as a dog owner or an equipment maker.',
      'Report the injury to the employer in writing right away and see a doctor; an employer cannot lawfully tell you not to file or to use your own health insurance instead, and firing you or cutting your hours for filing is illegal retaliation in most states.',
      'Denials, low disability ratings and stopped benefits can be appealed to the state workers’ compensation board, and many states let a claim be reopened within a set time if the injury gets worse; workers’ comp lawyers usually charge a fee capped by the state.',
    ],
    deadline:
      'Report the injury to the employer quickly, often within 30 days and sooner in some states; the claim itself usually has to be filed within 1 to 2 years.',
    documents: [
      'the injury report and its date',
      'medical records and work restrictions',
      'the claim denial or rating letter',
    ],
  },
  {
    label: 'an accommodation for a disability or religion',
    pattern: new RegExp(
      `reasonable accommodations?|accomm?odat\\w*|\\bada\\b|disabilit\\w*|diabet\\w*|epilep\\w*|crohn'?s?|adhd|autis\\w*|anxiety|ptsd|bipolar|depression|service dog|fitness[- ]for[- ]duty|medical (?:history|condition|exam)|religio\\w*|sabbath|hijab|undue hardship|${alongside(
        DISABILITY,
        `${TREATED_WORSE}|(?:won'?t|will not|wouldn'?t) let (?:me|him|her)|(?:my|his|her) doctor|cleared (?:me|him|her)|well controlled|stable on`,
      )}`,
    ),
    points: [
      'Employers with 15 or more employees must make reasonable accommodations for a disability, such as schedule changes, extra breaks, remote work, a chair, snacks at a workstation, leave or a service animal, unless it would be an undue hardship; conditions like diabetes, epilepsy, anxiety, depression or Crohn’s disease usually count even when well controlled.',
      'Ask in writing, say what you need and why, and take part in the back-and-forth (the "interactive process"); the employer may ask for medical documentation of the limitation, not your whole history, and should not take back an approved accommodation without a good reason.',
      'Religious practices (a sabbath, dress or prayer time) must also be accommodated unless that would mean substantial costs for the business, a bar the Supreme Court raised in 2023; acting on assumptions about a known condition, or retaliating for a request, is illegal.',
    ],
    deadline:
      'A charge of disability or religious discrimination is due to the EEOC within 180 days (300 days in most states).',
    documents: [
      'the written accommodation request and the replies',
      'a doctor’s note describing the limitation',
      'write-ups or schedule changes that followed',
    ],
  },
  {
    label: 'harassment at work',
    pattern:
      /sexual(?:ly)? harr?ass\w*|harr?ass\w*|hostile work environment|comments? (?:about|on) my (?:body|weight|looks|appearance|race|religion)|comment(?:s|ing)? on my body|asked me out|(?:touch(?:ed|ing)?|rubb(?:ed|ing)|grop(?:ed|ing)|brush(?:ed|ing) against) (?:me|my)\b|sexual comments|racist (?:jokes|comments|remarks)|jokes about my|slurs?\b|stalk\w*/,
    points: [
      'Harassment is illegal when it is based on sex (including sexual comments, advances and touching), race, religion, disability, age or another protected trait and is severe or frequent enough to make work hostile, or when a job benefit depends on putting up with it; a rude or yelling boss alone is usually not illegal, though it may break company policy.',
      'Report it in writing to HR or whoever the policy names, keep a dated log with screenshots and witnesses, and keep copies outside work systems; once told, the employer must investigate and act to stop it.',
      'Cut hours, worse shifts or write-ups after a complaint can be illegal retaliation, a separate claim; you usually must file with the EEOC or the state agency before suing, and threats or unwanted touching can also be reported to the police.',
    ],
    deadline:
      'An EEOC charge is due within 180 days of the last incident (300 days in most states with their own agency).',
    documents: [
      'a dated log of incidents, messages and witnesses',
      'your written complaint to HR and any reply',
      'schedules or write-ups from after you complained',
    ],
  },
  {
    label: 'retaliation for a complaint',
    pattern:
      /retai?liat\w*|whistle ?blow\w*|protected activity|after i (?:complained|reported|filed|spoke)|(?:complained|reported|went) (?:\w+ ){0,3}to (?:hr|osha|the labor board|the state|the labor department)|(?:report|reporting) (?:\w+ ){0,3}to osha|osha complaint|wage complaint|labor board|(?:talk|talking|discuss|discussing) (?:to coworkers |with coworkers )?about (?:our|my) pay|fired for (?:reporting|complaining)/,
    points: [
      'It is illegal to punish an employee for complaining about discrimination or harassment, unpaid wages or safety hazards (to the employer or to OSHA), for taking protected leave, or, at most private employers, for discussing pay and working conditions with coworkers; many states also protect reporting illegal conduct to the authorities.',
      'Retaliation includes firing, demotion, cut hours, worse shifts, sudden write-ups and threats; what usually decides it is the timing, a clean record before the complaint, and whether the stated reason holds up.',
      'Keep the complaint and everything that followed in writing with dates; which agency takes the claim, and its deadline, depends on what you complained about, and some deadlines are very short.',
    ],
    deadline:
      'Some retaliation deadlines are very short: 30 days for an OSHA safety retaliation complaint, 180 days (300 in most states) for an EEOC charge, 6 months for a National Labor Relations Board charge.',
    documents: [
      'your complaint and its date',
      'performance reviews from before it',
      'the write-ups, schedule changes or termination that followed',
    ],
  },
  {
    label: 'a severance agreement or layoff',
    pattern:
      /sever[ae]nce|release (?:of )?(?:all )?(?:my )?claims|waiv\w* (?:all )?(?:my )?(?:claims|rights)|separation agreement|sign (?:a|the) release|warn act|mass layoffs?|laid off with|(?:60|sixty) days'? (?:warning|notice)|no notice at all|plant clos\w*/,
    points: [
      'No federal law requires severance pay; it is owed only if a contract, policy or plan promises it. A severance agreement usually pays you in exchange for a release of legal claims, so check what you give up (discrimination, wage or leave claims) and what you get (pay, benefits, a neutral reference, no contest to unemployment).',
      'Workers 40 or older must get at least 21 days to consider a release of age claims (45 days in a group layoff, with information on the ages of those chosen) and 7 days after signing to revoke it; the amount, a new non-compete and confidentiality terms can usually be negotiated.',
      'Some rights cannot be signed away, such as filing an EEOC charge, vested retirement benefits and, generally, unemployment. In a mass layoff or plant closing at an employer with 100 or more employees, the federal WARN Act usually requires 60 days’ notice or pay instead.',
    ],
    deadline:
      'The deadline to sign is in the agreement; at 40 or older you must be given 21 days (45 in a group layoff) to consider it and 7 more to revoke.',
    documents: [
      'the severance agreement and any cover letter',
      'your offer letter, contract or the severance policy',
      'anything suggesting the real reason for the termination',
    ],
  },
  {
    label: 'references, background checks or a record',
    pattern:
      /\breferences?\b|background (?:checks?|screening)|(?:not eligible|ineligible) for rehire|do not rehire|(?:telling|tells|told) (?:people|employers|other employers|anyone who calls)|blacklist\w*|bad-?mouth\w*|criminal (?:records?|history|background)|got arrested|was arrested|arrest records?|convictions?|ban the box|credit checks?/,
    points: [
      'No federal law stops a former employer from giving a truthful reference, and many states protect references given in good faith; but a false statement of fact, such as saying you were fired for theft when you resigned, can be defamation, and some states require a written reason or "service letter" on request.',
      'A background check from a screening company needs your written consent, and before turning you down because of it the employer must give you a copy and a summary of your rights so you can dispute errors (the federal Fair Credit Reporting Act).',
      'Many states and cities have "ban the box" laws limiting when employers may ask about criminal records, and some states bar decisions based on arrests that did not lead to a conviction; a "not eligible for rehire" note is usually lawful unless it is retaliation or discrimination.',
    ],
    documents: [
      'what the employer or reference checker said, in writing if possible',
      'the background report and any adverse-action letter',
      'your resignation or termination letter',
    ],
  },
];
