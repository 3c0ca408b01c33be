import type { AreaIssue } from './issue';

/** Narrower education issues, weighed before the area guide's broad ones. */
export const EDUCATION_ISSUES: readonly AreaIssue[] = [
  {
    label: 'a school employee’s conduct with a student',
    pattern:
      /(?:teacher|coach|tutor|counselor|bus driver|principal|aide|staff member|professor)(?: [a-z']+){0,4} (?:keeps |has been |is |was )?(?:(?:texting|messaging|snapchatting|dm'?ing) (?:her|him|my)\b|sending (?:her|him) (?:sexual )?messages|giving (?:her|him) (?:rides|gifts)|buying (?:her|him) gifts)|(?:texting|messaging) (?:her|him|my [a-z]+) (?:late )?at night|delete the messages|(?:keep|keeps) '?(?:it |their |a )?(?:secret|our secret)|meet (?:him|her) alone|come to his house|grooming|sexual messages|inappropriate (?:messages|relationship|touching)/,
    points: [
      'Report it to the police or child protective services as well as the school: teachers and other school staff are mandated reporters, and adults grooming or sexually messaging a child commit crimes in every state.',
      'Under Title IX the school must respond promptly to sexual harassment of a student by an employee, including keeping the employee away from the student while it investigates; ask for that in writing.',
      'Keep every message, screenshot and gift, do not confront the employee or delete anything, and ask the school and district for their written response and the name of the Title IX coordinator.',
    ],
    documents: [
      'screenshots of the messages with dates and account names',
      'a note of every contact, ride or gift',
      'the school’s and district’s written responses',
    ],
  },
  {
    label: 'a threat made at school',
    pattern:
      /threat(?:s|en(?:ed|ing)?)? (?:to|against|at) (?:the )?school|threat assessment|(?:hit|kill) list|list of names|school shooting|shoot up|bring (?:a |his |her |my |dad'?s )?(?:gun|knife|rifle|bomb)|(?:photo|picture|pic) of (?:a )?(?:rifle|gun|handgun)|(?:nobody|no one|everyone) (?:leaves|pays|forgets)|'?(?:a )?threat'?|joke(?:d|s)? about (?:bombs?|guns?|shooting)|(?:blow|blew) up (?:the )?school|gonna (?:kill|destroy)/,
    points: [
      'A threat of violence against a school should be reported at once to the police and the school, even if the school says it is handling it; schools run threat assessments and can keep a student away while they investigate.',
      'Students can be disciplined for threats, including some made online off campus, but the school should judge context and intent: a remark that no reasonable listener would take as serious (a figure of speech, an obvious joke about a test) is often not a true threat.',
      'A student facing discipline for a threat has the usual rights to notice and a hearing before a long suspension or expulsion, and a student with an IEP or 504 plan is entitled to a review of whether the conduct was linked to the disability.',
    ],
    deadline: 'Appeal or ask for a hearing within the time in the discipline notice, often only a few school days.',
    documents: [
      'screenshots of the post or message, with the date and account',
      'the school’s notices and emails',
      'any police report number',
    ],
  },
  {
    label: 'restraint or seclusion at school',
    pattern:
      /restrain(?:ed|ing|t|s)?\b|seclusion|(?:behavio(?:u)?r|quiet|calm(?:ing)?|calm[- ]down|padded) room|locks? (?:her|him) in|locked (?:her|him|them) in|held down|pinned (?:him|her)/,
    points: [
      'Most states limit physical restraint and seclusion in schools to emergencies where a student poses an imminent danger of serious harm, ban dangerous holds, and require the school to tell parents the same day or soon after.',
      'Ask in writing for every incident report and the school’s restraint data; for a student with an IEP, ask for a meeting, a functional behavioural assessment and a behaviour plan that prevents the crises instead.',
      'Repeated or unsafe restraint can be raised in a state complaint, a due-process hearing or a disability-discrimination complaint with the federal Office for Civil Rights.',
    ],
    deadline: 'Complaints to the Office for Civil Rights are generally due within 180 days of the incident.',
    documents: [
      'the incident reports and notices from the school',
      'the IEP or 504 plan and any behaviour plan',
      'photos of any marks and medical notes',
    ],
  },
  {
    label: 'bullying or harassment at school',
    pattern:
      /bull(?:y|ied|ies|ying)|cyberbull|harass|picked on|pick(?:s|ing)? on (?:him|her)|making fun|imitat(?:e|es|ing) (?:him|her)|(?:mean|rude) (?:comments|memes|posts)|group chat|post(?:ing|ed)? (?:stuff|things) about (?:her|him|me)|beat(?:ing)? (?:him|her) up|got jumped|kids will be kids|brushing it off|talked to the kids/,
    points: [
      'Report bullying to the principal in writing and ask what the school will do and by when; state anti-bullying laws require schools to investigate, and many cover online bullying that disrupts school even when it starts off campus.',
      'When the harassment is based on race, sex, religion, national origin or disability, federal civil-rights law requires the school to respond effectively, and you can complain to the US Department of Education’s Office for Civil Rights.',
      'Ask for a safety plan (schedule or seating changes, supervision, a trusted adult), keep screenshots and a dated log, and if it continues, take it to the district and the state education department; a transfer can also be requested.',
    ],
    deadline: 'Complaints to the Office for Civil Rights are generally due within 180 days of the last incident.',
    documents: [
      'a dated log of incidents and your emails to the school',
      'screenshots of online posts or messages',
      'any medical or counselling notes',
    ],
  },
  {
    label: 'an academic-integrity accusation',
    pattern:
      /plagiari|academic (?:integrity|misconduct|dishonesty)|cheat(?:ing|ed)?\b|unauthori[sz]ed collaboration|\bai\b|chatgpt|turnitin|(?:ai )?detector|paraphras|version history|honou?r code|conduct hearing/,
    points: [
      'Colleges must follow their own academic-integrity procedures: written notice of the accusation, a chance to see the evidence and respond, and usually an appeal; read the policy for the standard of proof and the deadlines.',
      'AI and plagiarism detectors are not proof on their own; drafts, document version history, notes, sources and your ability to explain the work are the best defence.',
      'You can usually bring an adviser to the hearing, though a lawyer may only be allowed to advise, not speak; at a public college a suspension or expulsion also requires basic due process.',
    ],
    deadline:
      'Appeal deadlines are short, often 5 to 10 days after the decision: ask for the hearing record and appeal in writing.',
    documents: [
      'the accusation letter and the school’s policy',
      'drafts, version history and notes for the work',
      'the syllabus and any instructions on collaboration or AI use',
    ],
  },
  {
    label: 'an expulsion or long-term removal',
    pattern:
      /expel(?:led|ling|s)?\b|expell|expulsion|alternative (?:school|placement)|\bdaep\b|long[- ]term suspension|pocket ?knife|bring(?:ing)? a (?:pocket )?knife to school|brought a (?:pocket )?knife|vap(?:e|ing)|thc|zero[- ]tolerance|(?:no|without (?:a|any)) hearing|kicked out of school/,
    points: [
      'Before an expulsion or long suspension (often more than 10 days), a public-school student is entitled to written notice of the charge and a hearing where the family can see the evidence, bring witnesses and, in many districts, an advocate or lawyer.',
      'Zero-tolerance rules vary: federal law requires expulsion for a year only for firearms, and districts can usually modify it case by case; for knives, vapes or drugs, first offences are often resolved by a shorter suspension, alternative placement or a program.',
      'A student with an IEP or 504 plan (or one the school should have evaluated) cannot be removed for more than 10 school days without a review of whether the behaviour was caused by the disability.',
    ],
    deadline:
      'Ask for or appeal the hearing within the time in the notice, often only a few school days; ask in writing for the evidence beforehand.',
    documents: [
      'the suspension or expulsion notice',
      'the student code of conduct',
      'statements from witnesses and the student’s record',
    ],
  },
  {
    label: 'school enrolment and residency',
    pattern:
      /enrol(?:l|ls|led|ling|ment)?\b|proof of residen|residency|(?:lease|utility bills?|bills) (?:is |are )?(?:isn'?t|aren'?t|not) in (?:my|our) name|not a resident|(?:living|live|staying|moved in) with (?:my |our )?(?:parents|sister|brother|cousin|grandma|mother|aunt|friends?)|homeless|mckinney|doubled up|lost (?:our|the|her|my) (?:house|home|apartment|lease)|house (?:flooded|burned)|school of origin/,
    points: [
      'Public schools must enrol children who live in the district; a family living with relatives can usually prove residency with an affidavit from the host, mail or other records rather than a lease in their own name.',
      'Children who lost their housing and are sharing a home with others, or living in a motel, shelter or car, count as homeless under the McKinney-Vento Act: they must be enrolled immediately, even without records, and can stay at their school of origin with transport.',
      'Ask the district’s homeless liaison or enrolment office for a written decision; in a McKinney-Vento dispute the child must be enrolled while it is resolved.',
    ],
    deadline: 'Ask for a written decision and appeal it promptly; a child should not miss school while it is resolved.',
    documents: [
      'any mail, affidavit or letter from the person you live with',
      'the child’s birth certificate and last school records',
      'the district’s written refusal',
    ],
  },

  {
    label: 'a dismissal from a college program',
    pattern:
      /dismiss(?:ed|al) from|academic dismissal|kicked (?:me )?out of (?:my |the )?program|remediation|professionalism|clinical (?:rotation|instructor)|(?:phd|nursing|grad(?:uate)?|medical|law) (?:program|school)|medical withdrawal|withdr(?:ew|aw) mid[- ]semester|failing one (?:class|clinical)/,
    points: [
      'Courts usually defer to a school’s academic judgment, but the school must follow its own handbook and catalogue: if they promise a warning, probation or a remediation plan first, skipping it is a strong ground for appeal.',
      'Appeal with evidence of what went wrong, such as illness, a disability without accommodations, or grading errors; many schools allow a retroactive medical withdrawal for a semester lost to illness.',
      'Dismissal for conduct rather than grades usually requires more process (notice and a hearing); a disability-related issue can also be raised with the school’s disability office or the Office for Civil Rights.',
    ],
    deadline:
      'Program appeals often have deadlines of days, not weeks: file a written appeal before the date in the letter.',
    documents: [
      'the dismissal letter',
      'the program handbook and catalogue for your year',
      'grades, evaluations and medical or accommodation records',
    ],
  },
  {
    label: 'a transcript or diploma held back',
    pattern:
      /transcripts?|diploma|(?:won'?t|refus(?:e|es|ing) to) (?:release|give|send)(?= (?:me )?(?:my |his |her |the )?(?:official )?(?:transcript|diploma|records))|(?:hold|holds|withh(?:o|e)ld|withholding) (?:my |his |her )?(?:transcript|diploma|records)|walk at graduation|lunch (?:fees|debt)|(?:owe|unpaid) [a-z ]{0,20}(?:fees?|fine|balance)|\bowe (?:about |around )?\$[\d,]+/,
    points: [
      'Federal rules since July 2024 generally stop colleges from withholding the transcript for terms in which you received federal student aid and the charges were covered when it was paid out, and a growing number of states ban transcript holds over unpaid balances altogether.',
      'Ask the registrar in writing for the official transcript, citing any state ban, and ask the bursar for an itemised balance and a payment plan; balances created when financial aid was returned after a withdrawal can often be disputed.',
      'For K-12, many states forbid schools from punishing students over unpaid meal debt, such as by barring them from graduation events.',
    ],
    documents: ['the school’s statement of the balance', 'your financial aid records', 'the written refusal, if any'],
  },
  {
    label: 'student loan forgiveness or discharge',
    pattern:
      /student loans?|\bpslf\b|public service loan forgiveness|loan forgiveness|qualifying payments|closed school|school closed|campus is closing|teach-?out|borrower defen[cs]e|discharge|idr|income-driven/,
    points: [
      'Public Service Loan Forgiveness forgives the rest of federal Direct Loans after 120 qualifying monthly payments made while working full time for a government or nonprofit employer; count problems can often be fixed by certifying employment and asking for reconsideration.',
      'If your school closed while you were enrolled (or soon after you withdrew) and you did not finish through a teach-out, federal loans for that program can usually be discharged; schools that misled students can also ground a borrower-defence claim.',
      'Private loans do not get these federal programs; check which loans you have on the federal student aid website before choosing a route.',
    ],
    documents: [
      'your federal student aid loan record',
      'employment certification forms or the denial letter',
      'enrolment records and the school’s closure notice',
    ],
  },
  {
    label: 'a child held back a grade',
    pattern:
      /held back|hold (?:him|her|my [a-z]+) back|repeat (?:the |a )?(?:grade|year)|retention|retain(?:ed)? (?:him|her)|reading test/,
    points: [
      'Retention rules come from the state and district: some states have third-grade reading laws that require holding back students who fail a reading test, with exemptions (for example, for students with IEPs or alternative assessments).',
      'Ask for a meeting and the evidence behind the decision, and ask in writing for an evaluation if a learning disability might be the cause; parents often have a right to appeal under district policy.',
      'Ask what extra help (tutoring, summer school, a reading plan) the school will provide either way.',
    ],
    documents: ['report cards and test results', 'the school’s written decision', 'any evaluations or outside reports'],
  },
  {
    label: 'a child’s school records',
    pattern:
      /\bferpa\b|(?:school|student|education(?:al)?) records?|(?:his|her) (?:school |student )?file\b|removed from (?:his|her) file|cumulative file|(?:see|inspect|amend|correct) (?:the |his |her )?records/,
    points: [
      'Under FERPA, parents (and students once they are 18 or in college) can inspect education records, and the school must respond within 45 days.',
      'You can ask in writing for inaccurate or misleading records to be amended, and if the school refuses you are entitled to a hearing and to add your own statement to the file.',
      'Schools generally need written consent to share records, with exceptions such as health or safety emergencies and transfers to a new school.',
    ],
    documents: ['your written request', 'the record you want changed', 'proof of why it is wrong'],
  },
];
