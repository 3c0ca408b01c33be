import type { AreaId } from './areas';
import { askOf, withoutDenials } from './focus';
import type { AreaIssue } from './area-issues/issue';
import { BENEFITS_ISSUES } from './area-issues/benefits';
import { CONSUMER_DEBT_ISSUES } from './area-issues/consumer-debt';
import { COURTS_ISSUES } from './area-issues/courts';
import { CRIME_ISSUES } from './area-issues/crime';
import { EDUCATION_ISSUES } from './area-issues/education';
import { EMPLOYMENT_ISSUES } from './area-issues/employment';
import { ESTATES_ISSUES } from './area-issues/estates';
import { FAMILY_ISSUES } from './area-issues/family';
import { HEALTH_ISSUES } from './area-issues/health';
import { HOUSING_ISSUES } from './area-issues/housing';
import { IMMIGRATION_ISSUES } from './area-issues/immigration';
import { INJURY_ISSUES } from './area-issues/injury';
import { TRAFFIC_ISSUES } from './area-issues/traffic';

export type { AreaIssue };

/**
 * What the offline assistant says about personal matters the service catalogue does not cover (family, crime,
 * traffic, estates, debt …) and about court cases: general US-centred rules a paralegal would give on a first call,
 * by concrete issue within the area (the narrower ones of area-issues/ first). An issue's pattern is matched against the
 * normalised message; the issue the message names most leads the answer, the area's general points fill in.
 */
export interface AreaGuide {
  area: AreaId;
  /** "family law" in "your family law question". */
  subject: string;
  issues: AreaIssue[];
  general: string[];
  documents: string[];
  questions: string[];
  /** What the firm's team can do, posting a request. */
  firm: string;
}

export const AREA_GUIDES: readonly AreaGuide[] = [
  {
    area: 'housing',
    subject: 'housing',
    issues: [
      ...HOUSING_ISSUES,
      {
        label: 'an eviction',
        pattern:
          /evict|pay or quit|notice to (?:vacate|quit)|kick(?:ed|ing)? (?:me|us) out|thrown out|unlawful detainer|sheriff|writ of possession/,
        points: [
          'A landlord has to go through court to evict: a written notice first, then a lawsuit, and only a sheriff or marshal can remove you after a judgment. Changing the locks, removing belongings or shutting off utilities to force you out is illegal almost everywhere.',
          'A notice is not an eviction order: you can usually stay until the court rules, but answer the court papers on time or you lose by default.',
          'Defences include improper notice, rent that was paid or offered, retaliation for complaints, and serious repair problems; many courts have free tenant lawyers or mediation on eviction day.',
        ],
        deadline:
          'Eviction deadlines are short: a pay-or-quit notice can be 3 to 14 days, and the answer to the court papers is often due within 5 to 10 days.',
        documents: [
          'the notice or court papers, with the date you received them',
          'your lease',
          'proof of rent payments',
        ],
      },
      {
        label: 'a security deposit',
        pattern: /deposit/,
        points: [
          'After you move out, the landlord must return the deposit or send an itemised list of deductions within a deadline set by state law (commonly 14 to 45 days).',
          'Normal wear and tear cannot be deducted, only damage beyond it and unpaid rent; the landlord has to prove the deductions.',
          'A landlord who keeps a deposit in bad faith often owes a penalty of up to two or three times the deposit; small claims court handles these cases well.',
        ],
        documents: [
          'the lease and move-in checklist',
          'photos or video from move-in and move-out',
          'your forwarding-address letter and any messages about the deposit',
        ],
      },
      {
        label: 'repairs and living conditions',
        pattern:
          /mold|mould|repair|leak|heat|hot water|pest|roach|cockroach|bed ?bug|rodent|mice|broken|habitab|unsafe|no water|ac\b|air condition/,
        points: [
          'Landlords must keep a rental habitable (heat, water, safe wiring, no serious mould or pests) whatever the lease says.',
          'Ask for repairs in writing and keep a copy; if nothing happens, call the local housing or code-enforcement office for an inspection.',
          'Depending on the state, tenants may withhold rent into escrow, repair and deduct, or end the lease, but only after following the exact steps; stopping rent on your own can lead to eviction.',
        ],
      },
      {
        label: 'rent and lease terms',
        pattern:
          /rent increase|raise (?:the|my) rent|rent (?:went|going) up|break (?:the|my) lease|end (?:the|my) lease|early termination|renew|sublet|sublease|roommate|room ?mate|housemate|late fee/,
        points: [
          'During a fixed-term lease, the rent and terms can change only as the lease allows; month-to-month tenancies can be changed with proper written notice (often 30 to 90 days).',
          'Breaking a lease early usually leaves you owing rent until the unit is re-rented, and most states require the landlord to try to re-rent.',
          'Only the people on the lease owe the landlord; a roommate who is not on it is your matter to settle with them, often in small claims.',
        ],
      },
      {
        label: 'a lockout or entry by the landlord',
        pattern:
          /lock(?:ed)? (?:me |us )?out|changed the locks|shut off|cut off (?:the )?(?:power|water|electric)|entered (?:my|the) (?:apartment|unit|home)|without notice/,
        points: [
          'Self-help evictions (locking you out, removing doors or belongings, cutting utilities) are illegal; call the police non-emergency line and ask to be let back in.',
          'Landlords usually must give notice (often 24 hours) before entering, except in emergencies.',
          'Tenants can often recover damages for an illegal lockout.',
        ],
      },
      {
        label: 'property, neighbours or an HOA',
        pattern: /hoa|homeowners|fence|boundary|property line|easement|neighbo|tree|driveway|encroach/,
        points: [
          'Boundary disputes start with a licensed survey; the deed and recorded plat show where the line is.',
          'HOAs can enforce only the recorded covenants (CC&Rs) and their own procedures; you usually have a right to notice and a hearing before a fine.',
          'Many neighbour disputes settle through community mediation, which is cheap or free.',
        ],
      },
      {
        label: 'buying, selling or a mortgage',
        pattern: /buy|buying|bought|sell|selling|closing|escrow|mortgage|foreclos|title|deed|realtor|inspection/,
        points: [
          'A purchase contract usually has contingencies (inspection, financing, appraisal) with deadlines; missing one can cost the earnest money.',
          'Sellers must disclose known material defects in most states.',
          'Facing foreclosure, contact the servicer about loss mitigation early and answer any court papers; housing counsellors approved by HUD help for free.',
        ],
      },
    ],
    general: [
      'Housing rules are set by state and often city law, and they override a lease that says otherwise.',
      'Put every request and complaint to the landlord or other side in writing and keep copies.',
      'Free tenant-rights organisations and legal aid exist in most cities.',
    ],
    documents: ['the lease or deed', 'notices and letters received or sent', 'photos and payment records'],
    questions: [
      'Are you the tenant, landlord, owner or buyer, and in which state or city?',
      'Is there a notice, court date or deadline?',
    ],
    firm: 'Our team can write to the landlord or other side, respond to a notice or court papers, or review your lease or purchase contract.',
  },
  {
    area: 'employment',
    subject: 'employment',
    issues: [
      ...EMPLOYMENT_ISSUES,
      {
        label: 'unpaid wages or overtime',
        pattern:
          /wage|paycheck|pay ?check|overtime|unpaid|not (?:been )?paid|haven'?t (?:been )?paid|havent paid|final pay|last pay|tips|minimum wage|salaried|off the clock|1099|misclassif/,
        points: [
          'Hourly and most non-manager employees must be paid at least minimum wage and time-and-a-half over 40 hours a week; a salary alone does not make someone exempt.',
          'Final pay is due on a short deadline after you leave (immediately to a few days in some states), and late pay can carry penalties.',
          'You can file a wage claim with the state labour department for free, or sue; retaliation for complaining about pay is illegal.',
        ],
        deadline:
          'Federal wage claims must be brought within 2 years (3 if the violation was wilful); state deadlines vary.',
        documents: [
          'pay stubs and your own record of hours',
          'the offer letter or contract',
          'texts or emails about pay and schedules',
        ],
      },
      {
        label: 'being fired or laid off',
        pattern: /fired|terminat|let go|laid off|layoff|dismiss|sacked|wrongful|severance|quit|resign|unemployment/,
        points: [
          'Most US jobs are "at will": you can be fired for any reason that is not illegal; illegal reasons include discrimination, retaliation for complaints or leave, and whistleblowing.',
          'Before signing a severance agreement, check what rights you give up; you usually have time to consider it (21 days if you are 40 or older).',
          'You can usually claim unemployment unless fired for serious misconduct; apply right away.',
        ],
      },
      {
        label: 'discrimination or harassment',
        pattern:
          /discriminat|harass|hostile|racis|sexis|pregnan|disabilit|accommodat|\bage(?:ism|ist)?\b|\btoo old\b|\bolder (?:workers?|employees?)\b|religio|retaliat|eeoc/,
        points: [
          'Federal law forbids discrimination and harassment based on race, sex (including pregnancy), religion, national origin, age (40+), disability and more; state laws often go further.',
          'Report it in writing to HR or a manager so the employer has to act, and keep copies.',
          'A charge must first be filed with the EEOC or the state agency before you can sue.',
        ],
        deadline: 'An EEOC charge is due within 180 days of the act (300 days in most states with their own agency).',
      },
      {
        label: 'a non-compete or employment contract',
        pattern: /non-?compete|non-?solicit|offer letter|job offer|employment contract|contract|agreement|confidential/,
        points: [
          'Non-competes are enforceable only if reasonable in time, area and scope, and some states (such as California) ban most of them.',
          'An offer letter or contract sets pay, duties and what happens on termination; anything promised orally should be put in writing.',
          'Ask for time to review before signing; changes are easier to negotiate before you start.',
        ],
      },
      {
        label: 'leave, injury or safety at work',
        pattern: /fmla|leave|sick|maternity|paternity|injur|workers'? ?comp|osha|safety|accident at work|hurt at work/,
        points: [
          'The FMLA gives up to 12 weeks of job-protected unpaid leave for serious illness, a new child or family care, at employers with 50+ employees.',
          'Workplace injuries are covered by workers’ compensation regardless of fault; report the injury to the employer right away.',
          'Employees may report unsafe conditions to OSHA, and retaliation for it is illegal.',
        ],
      },
      {
        label: 'an employer’s obligations',
        pattern: /my employees?|our employees?|my staff|hire|hiring|handbook|payroll|contractor/,
        points: [
          'Employers must classify workers correctly (employee or contractor), pay overtime to non-exempt staff and keep time records.',
          'Write policies down (handbook, discipline, leave) and apply them consistently: it is the best defence against discrimination claims.',
          'Before a termination, document the reasons and check for any protected activity or leave.',
        ],
      },
    ],
    general: [
      'Employment rights come from federal law, state law and your contract or handbook; state law is often more protective.',
      'Keep your own copies of pay stubs, schedules, reviews and messages, outside work systems.',
      'Deadlines to bring a claim are short, often months.',
    ],
    documents: ['your contract or offer letter', 'pay stubs and schedules', 'emails and texts with managers or HR'],
    questions: [
      'Which state do you work in, and are you still employed there?',
      'How many employees does the employer have, and what dates matter?',
    ],
    firm: 'Our team can assess the claim, write to the employer, or review a contract or severance agreement.',
  },
  {
    area: 'family',
    subject: 'family law',
    issues: [
      ...FAMILY_ISSUES,
      {
        label: 'custody and parenting time',
        pattern:
          /custod|visitation|parenting (?:time|plan|schedule)|see (?:my|our|his|her) (?:kids?|children|son|daughter)|co-?parent|relocat|move (?:out of state|away) with/,
        points: [
          'Courts decide custody on the "best interests of the child": who has been the main caregiver, stability, each parent’s home, the child’s ties to school and community, and any history of abuse.',
          'Until a court order exists, both parents usually have equal rights; once there is an order, only the court can change it, and a parent who ignores it can be held in contempt.',
          'Moving far away with a child usually needs the other parent’s written consent or the court’s permission first.',
        ],
        deadline:
          'If papers were served on you, the response is usually due within 20 to 30 days; a missed hearing can lead to an order made without you.',
        documents: [
          'any existing custody or parenting order',
          'a log of visits, missed exchanges and messages with the other parent',
          'school and medical records of the child',
        ],
      },
      {
        label: 'child support',
        pattern:
          /child support|support payments|\bsupport\b|won'?t pay (?:anything|for (?:the|my|our) (?:kids?|child|baby))|back support|arrears/,
        points: [
          'Child support is set by a state formula based mainly on both parents’ incomes and the time each spends with the child; it is owed to the child and cannot be waived by agreement.',
          'Unpaid support is enforced by the state child support agency: wage withholding, tax-refund interception, licence suspension; you can open a case for free or a small fee.',
          'Support only changes through a court or agency modification, usually after a substantial change in income or custody; informal changes do not count.',
        ],
        deadline:
          'Ask for a modification as soon as circumstances change: most states only change support from the date the request is filed.',
      },
      {
        label: 'a divorce or separation',
        pattern: /divorc|separat|splitting up|split up|alimony|spousal support|prenup|marital (?:home|property)|annul/,
        points: [
          'A divorce settles four things: property and debts, spousal support, custody, and child support; if you agree on them it can be uncontested and much cheaper.',
          'Property acquired during the marriage is usually divided (equally in community-property states such as California and Texas, "equitably" elsewhere); what you owned before or inherited is often yours alone.',
          'Do not move money, hide assets or move out with the children without advice: courts can issue temporary orders and look badly on unilateral moves.',
        ],
        documents: [
          'tax returns and pay stubs for the last two or three years',
          'bank, retirement and loan statements',
          'the deed or lease of the home and any prenuptial agreement',
        ],
      },
      // An order the post already has or asks about by name (renewing, extending, a violation, the hearing) is answered
      // on the order itself; abuse the post describes, then threats and harassment, get the rules on asking for one.
      // Emergency numbers are not in these openings: when there is danger, safety-first puts them before the answer.
      {
        label: 'a protective order already in place',
        pattern:
          /(?:protective|restraining|no[- ]contact|protection) order\b[^.?!]{0,80}\b(?:expir\w*|runs? out|ends?|renew\w*|extend\w*|extension|violat\w*|broke|breaking|drop\w*|lift\w*|modif\w*|hearing|permanent)|\b(?:renew\w*|extend\w*|violat\w*|drop\w*|lift\w*)\b[^.?!]{0,40}\b(?:protective|restraining|no[- ]contact|protection) order/,
        points: [
          'A temporary order lasts until the hearing; the order made after the hearing runs for a fixed time (often one to five years) and most states let you ask to renew or extend it before it expires, often without proving a new incident: the judge looks at whether you still reasonably fear the person.',
          'File the renewal request before the expiry date with the court that made the order; a lapsed order usually means starting over with a new petition.',
          'A violation is a crime: call the police, keep the order with you, and log every contact (dates, screenshots, witnesses). Only the judge can change or lift the order, even if you both agree.',
        ],
        deadline:
          'Ask for a renewal before the order expires: many courts want the request in weeks ahead of the date.',
        documents: ['the order itself and the petition behind it', 'a log of any contact since', 'police reports'],
      },
      {
        label: 'a protective order',
        pattern:
          /domestic (?:violence|abuse)|abus(?:e[sd]?|ing|ive)\b|violent(?! (?:video )?(?:games?|movies?|shows?|films?))|violence|chok|strangl|\bhits?\b|hitting|\bbeat(?:s|ing)?\b|pinned|molest|touch\w* \w+ inappropriate/,
        points: [
          'A court can issue an emergency or temporary protective order the same day, often without the other person present, followed by a hearing within a couple of weeks.',
          'Orders can make the other person stay away, leave a shared home, and can set temporary custody; breaking one is a crime, so call the police if it is violated.',
          'Domestic-violence advocates (through the National Domestic Violence Hotline, thehotline.org) help with the forms and safety planning for free.',
        ],
      },
      {
        label: 'a restraining order',
        pattern: /protective order|restraining order|order of protection|threat|stalk|harass/,
        points: [
          'A court can issue a temporary restraining or protective order quickly, often without the other person present, followed by a hearing within a couple of weeks; threats, stalking and repeated harassment can be enough.',
          'Orders can make the other person stay away and stop contact, and can be renewed before they expire; breaking one is a crime, so call the police if it is violated.',
          'Keep a dated log of every incident with screenshots, messages and witnesses: the judge decides on that record. The court clerk or a local victim advocate can help with the forms for free.',
        ],
      },
      {
        label: 'paternity',
        pattern:
          /paternity(?! leave)|dna test|(?:not|is) the (?:father|dad)|birth certificate|acknowledg\w* (?:of )?paternity/,
        points: [
          'Unmarried fathers usually need paternity established (a signed acknowledgment or a court order, often after a DNA test) before they can ask for custody or be ordered to pay support.',
          'The child support agency can order genetic testing at little or no cost.',
          'A signed acknowledgment of paternity can usually be rescinded only within a short window (often 60 days), later only for fraud or mistake.',
        ],
      },
      {
        label: 'an adoption or guardianship',
        pattern: /adopt|guardian|foster|step-?(?:parent|child|son|daughter|dad|mom)|grandparent/,
        points: [
          'Adoption ends the legal rights of the birth parent(s), so it needs their consent or a court finding (abandonment, unfitness); step-parent adoptions are the simplest kind.',
          'Guardianship lets a relative care for a child without ending the parents’ rights, and is easier to set up and to end.',
          'Grandparents’ visitation rights are limited and vary widely by state; courts defer strongly to a fit parent’s wishes.',
        ],
      },
      {
        label: 'a name change',
        pattern: /\bname change\b|\bchang\w* (?:[\w']+ ){0,3}(?:last |sur|first )?names?\b/,
        points: [
          'A child’s name is changed by a petition to the court of the county where the child lives; the judge decides on the child’s best interests.',
          'The other parent is normally given notice and can object; the court may dispense with consent when that parent has abandoned the child, had no contact for a long time, or is in prison, and an older child’s own wishes count.',
          'An adult changes their own name by a simple court petition (or on marriage or divorce papers); after the order, update Social Security first, then the licence and passport.',
        ],
      },
      {
        label: 'a parent’s rights and duties with a minor',
        pattern:
          /emancipat|run(?:ning)? away|runaway|before (?:she|he|they|i) (?:turns? |is |'s )?18|\bunder 18\b|home alone|by (?:himself|herself|themselves) (?:after school|at home)|curfew|house rules|(?:monitor|read|check|track|look at)\w* (?:my|our|his|her) (?:\w+ )?(?:kid|child|son|daughter|teen\w*|\d+ ?(?:year old|yo))|kick (?:me|him|her) out/,
        points: [
          'Parents are responsible for a child until 18 (support, supervision, reasonable house rules); a minor cannot simply move out without a parent’s consent, and police or the court can return a runaway, though a teen at risk at home can go to child protective services.',
          'Emancipation is a court order, usually only from 16, granted when the teen shows they already support and manage themselves; strict rules alone are not grounds, and most petitions are refused.',
          'Most states set no fixed age for leaving a child home alone: the question is the child’s maturity and how long; neglect investigations look at risk, not a number. Once a child turns 18, the parents owe no housing, but an adult living in the home may have to be given notice to leave.',
        ],
      },
    ],
    general: [
      'Family matters are decided by the family court of the county where the children live (usually for the last six months) or where a spouse lives.',
      'Agreements between the parties are encouraged, but they bind only once a judge signs them into an order.',
      'Many courts have free self-help centres and required mediation for parenting disputes.',
    ],
    documents: [
      'any court orders or papers served on you',
      'messages with the other parent or spouse',
      'proof of income and expenses',
    ],
    questions: [
      'Which state do the children live in, and is there already a court order?',
      'Have you been served with any papers, and is there a hearing date?',
    ],
    firm: 'Our team can review your orders or papers, prepare filings and help you negotiate a parenting or settlement agreement.',
  },
  {
    area: 'crime',
    subject: 'criminal law',
    issues: [
      ...CRIME_ISSUES,
      {
        label: 'an arrest or a pending charge',
        pattern:
          /arrest|charged|charges|arraign|\bbail\b|\bbond\b|jail|\bplea\b|public defender|prosecutor|court date|warrant|citation/,
        points: [
          'You have the right to remain silent and to a lawyer: do not discuss the case with police, the alleged victim or on social media until a lawyer advises you.',
          'If you cannot afford a lawyer, ask at the first court date (arraignment) for a public defender; that is your right for any charge that could lead to jail.',
          'First offences are often resolved by diversion, deferred adjudication or a reduced plea, which may keep a conviction off your record; never accept a plea before understanding its consequences (immigration, licences, jobs).',
        ],
        deadline:
          'Missing a court date usually leads to a bench warrant and a new charge: go to every date on your paperwork.',
        documents: [
          'the citation, charging papers or bail paperwork',
          'the names of witnesses and any videos or photos',
          'proof of employment, school and community ties (useful for bail and sentencing)',
        ],
      },
      {
        label: 'clearing a criminal record',
        pattern: /expung|seal|record cleared|clear my record|background check|criminal record|conviction/,
        points: [
          'Most states let you expunge or seal arrests that did not lead to a conviction, and many convictions after a waiting period (often 3 to 10 years with no new offence).',
          'Once sealed, you can generally answer "no" to most private employers, but not always to government, licensing or immigration authorities.',
          'You need the exact case numbers and dispositions: request your record from the state repository or the court clerk.',
        ],
      },
      {
        label: 'being a victim of a crime',
        pattern:
          /victim|stole|stolen|theft|robbed|burglar|scam|police report|press charges|assaulted|threat|stalk|kidnap|abduct|hostage|extort|blackmail/,
        points: [
          'File a police report and get its number: insurers, banks and courts will ask for it.',
          'The prosecutor, not the victim, decides whether to press charges; you can still ask for restitution and use the victim-witness office of the prosecutor.',
          'Separately from the criminal case, you can sue for your losses in civil court (small claims for smaller amounts).',
        ],
      },
      {
        label: 'owning, carrying or moving a weapon',
        pattern:
          /\bguns?\b|rifle|shotgun|pistol|handgun|firearm|concealed carry|carry permit|pepper spray|knife|self-defen[cs]e|bb gun/,
        points: [
          'Gun and weapon laws differ sharply from state to state (and some cities): what is legal to own or carry at home can be a crime after crossing a state line.',
          'Federal law lets you drive through a state with a firearm only if it is unloaded and locked away out of reach, and transfers between residents of different states usually go through a licensed dealer.',
          'Carry permits are recognised only by some other states; moving usually means applying again and checking which weapons and magazines the new state bans.',
        ],
        documents: [
          'your permit or licence',
          'the purchase or transfer records',
          'any letter or citation you received',
        ],
      },
    ],
    general: [
      'Criminal cases are brought by the state; the prosecutor has to prove guilt beyond reasonable doubt.',
      'What you say to police, in jail calls and in messages can be used as evidence.',
      'Consequences outside court matter too: immigration status, professional licences, housing and jobs.',
    ],
    documents: [
      'every paper police or the court gave you',
      'your court dates',
      'notes of what happened, written down now while you remember',
    ],
    questions: ['What exactly is the charge, and in which state and county?', 'When is the next court date?'],
    firm: 'We can connect you with a criminal-defence attorney, review your charging papers and explain your options before your next court date.',
  },
  {
    area: 'traffic',
    subject: 'traffic',
    issues: [
      ...TRAFFIC_ISSUES,
      {
        label: 'a DUI',
        pattern: /\bdui|\bdwi|\bowi|drunk driving|breathalyz|blood alcohol|\bbac\b/,
        points: [
          'A DUI runs on two tracks: the criminal case in court and an administrative licence suspension by the DMV, which you often must contest within 7 to 15 days of the arrest.',
          'Refusing a breath or blood test usually brings an automatic, longer suspension under implied-consent laws.',
          'First offences often end with fines, classes, probation and an ignition interlock; an attorney may challenge the stop, the testing or the procedure.',
        ],
        deadline:
          'Ask for the DMV hearing within the short window on your paperwork (often 7 to 15 days), or the suspension starts automatically.',
      },
      {
        label: 'a traffic ticket',
        pattern: /ticket|speeding|red light|stop sign|citation|camera|pulled over|mph|points/,
        points: [
          'Paying a ticket is pleading guilty: the points go on your record and can raise insurance; you can instead plead not guilty and ask for a hearing.',
          'Many courts offer traffic school, deferral or a reduction to a non-moving violation for a clean record.',
          'At a hearing the officer has to show up and prove the violation; ask for the officer’s notes and any radar calibration records.',
        ],
        deadline: 'Respond by the date on the ticket: missing it can suspend your licence and add fees.',
      },
      {
        label: 'an impounded car',
        pattern: /impound|tow(?:ed|ing)? (?:yard|lot|company)|\btowed\b/,
        points: [
          'The registered owner can usually get the car out by showing proof of ownership, registration and insurance, with a licensed driver to drive it away; storage fees run every day, so move quickly.',
          'An owner who was not the driver can ask the police agency that ordered the impound for a storage hearing, and many places allow an early release to the owner for a long impound.',
          'Lending a car to someone without a licence can bring the owner a ticket of their own in some states; the driver’s case is separate.',
        ],
        deadline: 'Ask for the storage or impound hearing within the days stated on the notice (often 10).',
        documents: ['the title and registration', 'proof of insurance', 'the impound or tow notice'],
      },
      {
        label: 'a suspended licence',
        pattern: /suspend|revok|license|licence|dmv|without (?:a )?licen/,
        points: [
          'Find out why it was suspended (unpaid tickets, points, insurance, child support, DUI): each has its own way back.',
          'Driving while suspended is usually a separate crime, often with a longer suspension.',
          'Many states offer a restricted or hardship licence to drive to work or school.',
        ],
      },
    ],
    general: [
      'Traffic matters are handled by the local traffic or municipal court named on the ticket.',
      'Points add up: too many in a set period lead to suspension.',
      'Commercial drivers (CDL) face stricter rules, even for violations in a personal car.',
    ],
    documents: ['the ticket or citation', 'your driving record from the DMV', 'photos or dashcam footage of the scene'],
    questions: [
      'What does the ticket say, and what is the court date?',
      'Which state issued it, and do you have a commercial licence?',
    ],
    firm: 'An attorney can often appear for you in traffic court and negotiate a reduction; post a request with a photo of the ticket.',
  },
  {
    area: 'estates',
    subject: 'wills and estates',
    issues: [
      ...ESTATES_ISSUES,
      {
        label: 'an older adult’s care, safety or money',
        pattern:
          /elder|dementia|alzheimer|caretaker|caregiver|care home|nursing home|live-in aide|adult protective|guardianship|conservatorship/,
        points: [
          'Adult Protective Services (through the county or state) investigates abuse, neglect and financial exploitation of older or dependent adults; anyone can report, usually anonymously, and the police handle abuse happening now.',
          'When an older adult can no longer decide safely and has no valid power of attorney, a court can appoint a guardian or conservator, in an emergency within days; the person has a right to notice and a hearing.',
          'Taking an older adult’s pension, checks or cards without consent is financial exploitation: banks can freeze suspicious activity, and an agent under a power of attorney must act in the person’s interest and account for the money.',
        ],
        deadline:
          'Emergency guardianship is for immediate danger and lasts only a short time, so the full petition has to follow quickly.',
        documents: [
          'any power of attorney or health-care directive',
          'photos, messages and dates of what you saw',
          'bank statements showing unusual withdrawals',
        ],
      },
      {
        label: 'an estate after a death',
        pattern: /passed|died|death|deceased|probate|executor|executrix|inherit|heir|estate of|funeral|my late/,
        points: [
          'If there is a will, the named executor asks the probate court to be appointed; without a will, state "intestacy" law decides who inherits (usually the spouse, then children) and who may administer.',
          'Until someone is appointed by the court, no one may sell or give away the estate’s property; a relative who takes things can be made to return them.',
          'Bank accounts with a named beneficiary, life insurance and retirement accounts pass outside probate, directly to the beneficiary; small estates often qualify for a simplified affidavit procedure.',
        ],
        deadline:
          'An original will must usually be filed with the court soon after death, and creditors have a limited time to claim once notice is published.',
        documents: [
          'the death certificate',
          'the original will, if any',
          'a list of the deceased’s accounts, property and debts',
        ],
      },
      {
        label: 'making a will or estate plan',
        pattern:
          /make a will|write a will|my will|estate plan|living trust|trust for|power of attorney|poa|advance directive|living will|healthcare proxy|who gets my|(?:after|when|if|once) (?:i'?m|i am) (?:gone|dead|not around)|(?:after|when|if) i (?:die|pass)/,
        points: [
          'A will must follow your state’s formalities (usually signed before two witnesses); a revocable living trust can avoid probate for what you put into it.',
          'A durable power of attorney and a health-care directive cover decisions while you are alive but unable to act.',
          'Name guardians for minor children in the will, and keep beneficiary designations on accounts consistent with it.',
        ],
      },
      {
        label: 'a dispute among heirs',
        pattern: /contest|sibling|brother|sister|fighting|took everything|undue influence|changed (?:the|her|his) will/,
        points: [
          'A will can be contested only on limited grounds: lack of capacity, undue influence, fraud or improper signing, and within a short deadline after probate opens.',
          'An executor owes duties to all beneficiaries and must account for the estate; beneficiaries can ask the court to compel an accounting or remove the executor.',
          'Mediation often settles family estate disputes for much less than a trial.',
        ],
      },
    ],
    general: [
      'Estates are handled by the probate court of the county where the person lived.',
      'Debts are paid from the estate, not by the heirs personally (unless they co-signed).',
      'Rules differ by state, especially on spouses’ shares and small-estate limits.',
    ],
    documents: ['the will or trust', 'the death certificate', 'deeds, account statements and insurance policies'],
    questions: [
      'In which state did the person live, and was there a will?',
      'Has anyone been appointed executor or administrator yet?',
    ],
    firm: 'Our team can open probate, prepare the filings, or draft your will, trust and powers of attorney.',
  },
  {
    area: 'consumer-debt',
    subject: 'consumer and debt',
    issues: [
      ...CONSUMER_DEBT_ISSUES,
      {
        label: 'a lender’s threats or an unlawful loan',
        pattern:
          /payday|loan shark|usur|check fraud|bad check|criminal charges|press charges|charg\w* (?:me )?(?:this|that|so) much|interest rate|borrowed/,
        points: [
          'Not repaying a loan is not a crime: collection laws forbid threatening arrest, jail or criminal charges that will not or cannot lawfully be brought, and in most states a post-dated check given to a payday lender cannot be prosecuted as check fraud.',
          'Lenders, private ones included, are bound by state interest caps (usury laws): a loan at an unlawful rate may be void or cut back, and the state attorney general or financial regulator takes complaints.',
          'Threats of violence over a debt are a crime in themselves: report them to the police, whatever is owed.',
        ],
        documents: [
          'the loan agreement or messages setting the terms',
          'every payment made',
          'the threats, saved with dates',
        ],
      },
      {
        label: 'debt collection',
        pattern: /collector|collection|debt|owe|garnish|credit report|credit score|judgment/,
        points: [
          'Under the Fair Debt Collection Practices Act, a collector must not harass you, call at unreasonable hours or at work once told not to, or lie; you can demand validation of the debt in writing.',
          'Send a written dispute within 30 days of the collector’s first notice: they must stop collecting until they verify the debt.',
          'Old debts may be past the statute of limitations (often 3 to 6 years); a small payment can restart the clock in some states, so check before paying.',
        ],
        deadline:
          'If you are sued on a debt, file an answer by the deadline on the summons (often 20 to 30 days), or the collector gets a default judgment and can garnish wages.',
        documents: [
          'every letter from the collector',
          'a log of calls with dates and times',
          'your credit reports from annualcreditreport.com',
        ],
      },
      {
        label: 'bankruptcy',
        pattern: /bankrupt|chapter 7|chapter 13/,
        points: [
          'Chapter 7 wipes out most unsecured debts (cards, medical bills) if your income is under the means test; Chapter 13 is a 3 to 5-year repayment plan that can save a house or car.',
          'Filing stops most collection at once, including lawsuits, garnishment and foreclosure (the automatic stay).',
          'Student loans, recent taxes and child support usually survive bankruptcy.',
        ],
      },
      {
        label: 'a purchase gone wrong',
        pattern:
          /refund|dealer|\bcars?\b|lemon|defect|faulty|warranty|scam|never delivered|\border(?:ed|s)?\b|\bstores?\b|seller|contractor|membership|subscription|\bcharged?\b/,
        points: [
          'Start with a written complaint to the seller stating what went wrong and what you want (refund, repair, replacement) with a deadline.',
          'If you paid by card, dispute the charge with your card issuer (a chargeback), usually within 60 days of the statement.',
          'State consumer-protection laws forbid deceptive practices and often allow extra damages and fees; lemon laws cover new cars with repeated defects. Complaints to the state attorney general or the FTC help too.',
        ],
      },
    ],
    general: [
      'Keep everything in writing: letters, emails and receipts are your evidence.',
      'Small claims court is a low-cost way to recover money from a business or collector.',
      'Free help is available from nonprofit credit counsellors and legal aid.',
    ],
    documents: ['receipts, contracts and statements', 'letters and emails with the company', 'bank or card statements'],
    questions: ['How much is at stake, and who is the other side?', 'Have you been sued or received a court paper?'],
    firm: 'We can write a dispute or demand letter, answer a collection lawsuit, or assess a claim against the seller.',
  },
  {
    area: 'immigration',
    subject: 'immigration',
    issues: [
      ...IMMIGRATION_ISSUES,
      {
        label: 'removal or detention',
        pattern: /deport|removal|\bice\b|detain|immigration court|notice to appear/,
        points: [
          'Someone in removal proceedings has the right to a hearing before an immigration judge and to a lawyer (at their own cost; nonprofits help for free).',
          'Do not sign anything from ICE without advice, and never miss an immigration court date: an absence usually leads to a removal order.',
          'Possible defences include asylum, cancellation of removal, and adjustment through a family member.',
        ],
        deadline: 'Appeals to the Board of Immigration Appeals are due within 30 days of the judge’s decision.',
      },
      {
        label: 'a visa or status',
        pattern: /visa|h-?1b|f-?1|\bopt\b|status|overstay|expire|extension|work permit|\bead\b|daca|\btps\b/,
        points: [
          'Apply to extend or change status before the current one expires (check the date on your I-94, not the visa stamp); a timely filing usually lets you stay while it is pending.',
          'Unauthorised work or overstaying can bar future visas or a green card, so get advice before acting.',
          'Employer-sponsored status depends on that job: losing it starts a short grace period (often up to 60 days for H-1B).',
        ],
      },
      {
        label: 'a green card or citizenship',
        pattern:
          /green card|permanent resident|citizenship|naturaliz|i-130|i-485|interview|sponsor|marriage|spouse|fianc/,
        points: [
          'Family green cards start with a petition (I-130) by a citizen or permanent-resident relative; spouses of citizens can often adjust status in the US.',
          'Criminal records, past overstays and prior immigration filings all come up at the interview: disclose them and bring court dispositions.',
          'Permanent residents can usually apply for citizenship after 5 years (3 if married to a citizen).',
        ],
      },
    ],
    general: [
      'Immigration law is federal, so the rules are the same in every state, but processing times vary by office.',
      'Keep copies of every filing, receipt notice and travel record.',
      'Beware of "notarios" and consultants who are not lawyers or accredited representatives.',
    ],
    documents: [
      'your passport, visa and I-94 record',
      'every USCIS or court notice',
      'any criminal court dispositions',
    ],
    questions: [
      'What is your current status and when does it expire?',
      'Have you received any notice from USCIS or the immigration court?',
    ],
    firm: 'We can connect you with an immigration attorney to review your history and file the right petition.',
  },
  {
    area: 'injury',
    subject: 'personal injury',
    issues: [
      ...INJURY_ISSUES,
      {
        label: 'a car accident',
        pattern: /car accident|crash|rear.?ended|collision|hit (?:me|my car)|other driver|at fault/,
        points: [
          'Get medical care first and report the accident to your insurer promptly; exchange insurance details and keep the police report number.',
          'The at-fault driver’s insurer pays for medical bills, lost wages and pain and suffering; in no-fault states your own PIP coverage pays first.',
          'Do not give a recorded statement or sign a release for the other insurer before you know the full extent of your injuries.',
        ],
      },
      {
        label: 'a fall or injury on someone’s property',
        pattern: /slip|fell|fall|wet floor|stairs|dog bite|bit me|premises/,
        points: [
          'Owners must keep premises reasonably safe and warn of hazards they know about; you have to show the hazard caused the injury.',
          'Report the incident to the store or owner in writing, photograph the spot, and get witnesses’ names.',
          'Dog owners are often strictly liable for bites.',
        ],
      },
      {
        // Malpractice is an injury claim against a health care provider: the label names both sides of it.
        label: 'medical malpractice (an injury claim against a health care provider)',
        pattern:
          /malpractice|misdiagnos|surgeon|surgery|wrong (?:medication|meds|pills|prescription|dose)|doctor|dentist|pharmac/,
        points: [
          'Malpractice requires showing the provider fell below the accepted standard of care and that this caused harm; most states require an expert’s opinion to file.',
          'Deadlines are short and may run from when you discovered the harm.',
          'Request your full medical records in writing; you have a right to them.',
        ],
      },
    ],
    general: [
      'Most injury lawyers work on contingency: no fee unless you recover.',
      'The statute of limitations for injury claims is often 2 to 3 years, shorter against a government body (sometimes a notice within months).',
      'Keep every medical bill, record and proof of missed work.',
    ],
    documents: [
      'medical records and bills',
      'photos of the scene and injuries',
      'the police or incident report and insurance letters',
    ],
    questions: [
      'When did it happen, and what injuries and treatment have you had?',
      'Has an insurer contacted you or made an offer?',
    ],
    firm: 'We can assess the claim, deal with the insurers and connect you with an injury attorney on contingency.',
  },
  {
    area: 'benefits',
    subject: 'public benefits',
    issues: [
      ...BENEFITS_ISSUES,
      {
        label: 'work income and a benefit',
        pattern:
          /^(?=[\s\S]*\b(?:ssi|ssdi|social security disability|disability (?:benefits|check)|medicaid|snap|food stamps)\b)(?=[\s\S]*\b(?:job|hired|paycheck|work(?:ing)?|earn\w*|wages|income)\b)(?=[\s\S]*\b(?:reduc\w*|affect\w*|count\w*|report\w*|lose|losing|knock\w*|limit)\b)/,
        points: [
          'SSI counts work income but not all of it: roughly the first $85 a month of wages is ignored, and after that the check drops by about $1 for every $2 earned, so working almost always leaves more money overall; Medicaid can continue even when the SSI check stops (the "1619(b)" rule).',
          'SSDI works differently: a trial work period of nine months lets you test work without losing benefits, after which earnings above the "substantial gainful activity" limit can stop the check.',
          'Report wages to Social Security every month (by the 10th, online, by app or by phone, usually by the representative payee); unreported wages lead to overpayment notices that have to be repaid.',
        ],
        documents: ['pay stubs for each month', 'the latest Social Security award or change notice'],
      },
      {
        label: 'a denied or cut benefit',
        pattern: /denied|denial|cut off|terminated|stopped|reduced|overpayment|appeal|reconsideration/,
        points: [
          'Every benefit denial can be appealed; the notice states the deadline, and benefits may continue during the appeal if you appeal quickly (often within 10 days).',
          'For Social Security disability, the steps are reconsideration, then a hearing before a judge, where many denials are reversed.',
          'Overpayment notices can be appealed or waived if it was not your fault and repayment would be a hardship.',
        ],
        deadline:
          'Social Security appeals are due within 60 days of the notice; Medicaid and SNAP appeals often within 30 to 90 days.',
      },
    ],
    general: [
      'Eligibility usually depends on income, assets, disability or work history; report changes promptly.',
      'Legal aid offices handle benefits cases for free.',
      'Keep copies of every notice and what you sent.',
    ],
    documents: ['the denial or change notice', 'medical records (for disability)', 'proof of income and household'],
    questions: ['Which benefit is it, and what date is on the notice?', 'Which state are you in?'],
    firm: 'We can prepare an appeal and represent you at the hearing.',
  },
  {
    area: 'education',
    subject: 'education',
    issues: [
      ...EDUCATION_ISSUES,
      {
        label: 'special education',
        pattern: /iep|504|special ed|disabilit|accommodat|evaluation|autis|adhd/,
        points: [
          'Under IDEA a child with a disability is entitled to a free appropriate public education: an IEP sets the services, and the school must carry it out.',
          'Ask in writing for an evaluation or an IEP meeting; the school must answer within set timelines.',
          'If the school does not deliver services, you can ask for mediation, file a state complaint or a due-process hearing, and seek compensatory services.',
        ],
      },
      {
        label: 'school discipline',
        pattern: /suspend|suspension|expel|expulsion|disciplin|bull/,
        points: [
          'Students have a right to notice and a chance to respond before a suspension; longer suspensions and expulsions require a formal hearing.',
          'A student with an IEP or 504 plan has extra protection: the school must check whether the behaviour was caused by the disability.',
          'Report bullying in writing; schools must investigate and act, especially when it is based on race, sex or disability.',
        ],
      },
      {
        label: 'a college matter',
        pattern: /college|university|dean|academic|title ix|financial aid|tuition|transcript|student loan/,
        points: [
          'Universities must follow their own published procedures; read the student handbook and appeal deadlines.',
          'Title IX requires a fair process for sexual-misconduct complaints, with notice and a chance to respond.',
          'Financial-aid and tuition disputes start with a written appeal to the aid office.',
        ],
      },
    ],
    general: [
      'Put every request to the school in writing and keep copies.',
      'Deadlines for appeals and hearings are short: often days, not weeks.',
      'State education departments take complaints against public schools.',
    ],
    documents: ['letters and emails from the school', 'the IEP, 504 plan or handbook', 'report cards and evaluations'],
    questions: ['Is it a public or private school, and in which state?', 'What has the school decided, and when?'],
    firm: 'We can prepare a written request or appeal and represent you at meetings or hearings.',
  },
  {
    area: 'health',
    subject: 'health care',
    issues: [
      ...HEALTH_ISSUES,
      {
        label: 'mental health care and crisis support',
        pattern:
          /mental health|suicid|therap|psych|depress|no point|the point (?:in|of) (?:living|life|anything)|(?:don'?t|do not) want to (?:live|be here|wake up)|end (?:it|my life)|kill myself|hurt myself|better off without me/,
        points: [
          'Crisis care comes first and does not depend on insurance or money: crisis lines and emergency rooms help whoever calls or comes in.',
          'Health plans must cover mental health care on the same terms as other medical care (the federal parity law), and a denial can be appealed.',
          'What you tell a therapist or doctor is confidential; they may act without your consent only when someone’s life is in immediate danger.',
        ],
        documents: [
          'your insurance card and plan documents',
          'any discharge or treatment papers',
          'the names of your doctors or therapist',
        ],
      },
      {
        label: 'a care-home discharge',
        pattern:
          /(?:nursing home|care home|assisted living|skilled nursing|memory care)[\s\S]{0,120}discharg|discharg\w* (?:notice|her|him|them)/,
        points: [
          'A nursing home may discharge a resident only for reasons the law lists (such as non-payment or needs it cannot meet), with written notice, usually 30 days, and a safe discharge plan.',
          'A pending Medicaid application is generally not non-payment: a resident who has applied and is waiting for a decision can challenge the discharge.',
          'Appeal in writing by the date on the notice; the resident can usually stay while the appeal is heard, and the state long-term care ombudsman helps for free.',
        ],
        deadline: 'Appeal a discharge notice by the date it gives, usually within 30 days.',
        documents: [
          'the discharge notice',
          'the Medicaid application and any letters about it',
          'the admission agreement',
        ],
      },
      {
        label: 'medical records and their privacy',
        pattern: /medical records|hospital records|health records|\bchart\b|hipaa|personal representative/,
        points: [
          'A patient has a right to a copy of their records, usually within 30 days; after a death, the right passes to the "personal representative" (the executor or administrator), and some states also let a spouse or next of kin have them.',
          'A provider who will not release a dead patient’s records until an estate is opened can sometimes be satisfied with a small-estate affidavit or the state’s next-of-kin form.',
          'Staff may look at a chart only to do their job: snooping is a privacy breach you can report to the provider’s privacy officer and to the HHS Office for Civil Rights (within 180 days).',
        ],
        documents: [
          'the written records request and any reply',
          'the death certificate or letters of appointment',
          'proof of your relationship',
        ],
      },
      {
        label: 'an insurance denial',
        pattern: /insurance|denied|coverage|prior auth|claim|cobra/,
        points: [
          'You have the right to an internal appeal of a health-insurance denial and then an independent external review; many denials are reversed.',
          'Ask your doctor for a letter of medical necessity and the insurer for the exact policy reason.',
          'Urgent cases qualify for an expedited appeal decided within 72 hours.',
        ],
        deadline: 'Internal appeals are usually due within 180 days of the denial.',
      },
      {
        label: 'a medical bill',
        pattern: /bill|billing|\bcharge[sd]?\b|surprise|collections/,
        points: [
          'Ask for an itemised bill and check every charge; errors are common.',
          'The No Surprises Act protects against most surprise out-of-network bills for emergency care.',
          'Non-profit hospitals must offer financial assistance; ask for the application.',
        ],
      },
    ],
    general: [
      'You have a right to your medical records under HIPAA, usually within 30 days.',
      'Keep a record of every call with the insurer or provider.',
      'State insurance departments take complaints.',
    ],
    documents: ['the denial letter or bill', 'your insurance policy', 'the doctor’s notes'],
    questions: ['Is it a denial, a bill or something else, and what date is on the notice?', 'Which state are you in?'],
    firm: 'We can prepare an appeal or dispute the bill for you.',
  },
  {
    area: 'courts',
    subject: 'court case',
    issues: [
      ...COURTS_ISSUES,
      {
        label: 'being sued',
        pattern: /been served|got served|served with|summons|being sued|sued me|suing me|defendant|default/,
        points: [
          'Read the summons for the deadline to answer; if you do not answer in time, the plaintiff can get a default judgment for everything they ask.',
          'Your answer responds to each claim and can raise defences (the debt is not yours, the claim is too old, you already paid) and counterclaims.',
          'Settling is possible at any stage; put any settlement in writing and make sure the case is dismissed.',
        ],
        deadline:
          'The answer is usually due within 20 to 30 days of being served, sometimes less; the exact date is on the summons.',
        documents: [
          'the summons and complaint',
          'any contract, invoices or messages about the claim',
          'proof of payment',
        ],
      },
      {
        label: 'a subpoena to be a witness',
        pattern: /subpoena|testify|witness|deposition|deposed/,
        points: [
          'A subpoena is a court order: ignoring it can lead to contempt, but you can object or ask to limit it if the date, the travel or the documents asked for are unreasonable.',
          'A witness who is not a party usually needs no lawyer of their own, though one helps if your own conduct may be questioned, or to agree the date and scope with the side that issued it.',
          'Witnesses are usually paid a fee and mileage; answer truthfully and only what is asked, and you can ask to review your deposition transcript.',
        ],
        deadline:
          'Objections are usually due before the date to appear, often within 14 days of service; the date is on the subpoena.',
        documents: ['the subpoena', 'any papers it asks you to bring', 'your calendar around the date set'],
      },
      {
        label: 'collecting a judgment',
        pattern:
          /\b(?:won|win) (?:a |the |my |our )?(?:\w+ ){0,3}judg(?:e)?ment|collect(?:ing)? (?:on )?(?:the|my|a|our) (?:\w+ )?judg(?:e)?ment|enforc\w* (?:the|my|a|our) judg(?:e)?ment/,
        points: [
          'A judgment does not pay itself: if the debtor does not pay, the court can order wage garnishment, a bank levy or a lien on property.',
          'A debtor’s examination (questioning ordered by the court) lets you find out where the debtor works, banks and owns property.',
          'Judgments usually last for years, earn interest and can be renewed, so collection can wait until the debtor can pay.',
        ],
        deadline: 'Renew the judgment before it expires, often after 5 to 20 years depending on the state.',
      },
      {
        label: 'suing someone or small claims',
        pattern:
          /small claims|sue|suing|take (?:them|him|her) to court|owes? me|pay me back|paid me back|demand letter/,
        points: [
          'Start with a written demand letter stating what is owed and a deadline; it often settles the matter and shows the court you tried.',
          'Small claims court handles claims up to a state limit (commonly $5,000 to $12,500) with low fees and simple forms, usually without lawyers.',
          'You need evidence of the agreement and the amount: messages, receipts, bank transfers; winning is one step, collecting the judgment another.',
        ],
        deadline:
          'Claims have time limits (statutes of limitations), often 2 to 6 years depending on the kind of claim.',
      },
      {
        label: 'defamation',
        pattern: /defam|slander|libel|lies|false (?:reviews?|statements|things)/,
        points: [
          'Defamation needs a false statement of fact (not opinion) published to others that harmed your reputation.',
          'Screenshot and save the statements with dates; ask the platform to remove them under its terms.',
          'A retraction demand letter often works; lawsuits are costly and the deadline is short (often 1 to 2 years).',
        ],
      },
    ],
    general: [
      'Courts have strict deadlines; missing one can lose the case regardless of the merits.',
      'Mediation or settlement is usually cheaper than trial.',
      'Keep all evidence organised by date.',
    ],
    documents: [
      'every court paper',
      'the contract or messages at the heart of the dispute',
      'proof of the amounts involved',
    ],
    questions: [
      'Are you suing or being sued, and how much is at stake?',
      'Is there a court date or a deadline on the papers?',
    ],
    firm: 'We can draft a demand letter or an answer, prepare your small-claims case, or represent you.',
  },
];

export const areaGuideFor = (area: AreaId): AreaGuide | undefined => AREA_GUIDES.find((guide) => guide.area === area);

/** Each issue pattern's global twin, compiled once: matchAll needs the flag, and replies are on the hot path. */
const GLOBAL_PATTERNS = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let global = GLOBAL_PATTERNS.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    GLOBAL_PATTERNS.set(pattern, global);
  }
  return global;
}

/** How many different wordings of `pattern` a text holds ("expunge" and "conviction" are two). */
function distinctHits(pattern: RegExp, text: string): number {
  if (!text) return 0;
  return new Set([...text.matchAll(globalOf(pattern))].map((match) => match[0])).size;
}
/** A wording in the question counts this many times one in the backstory. */
const ASK_WEIGHT = 2;

/** "There's no abuse", "he's never been violent", "he never hit me": the harm named is the one that did not happen. */
const DENIED_HARM =
  /\b(?:(?:there'?s|there is|there was|there has been|with) no (?:abuse|violence|physical (?:abuse|violence))|(?:has|have|had|was|were|is)(?: never|n't ever|n't)(?: been)? (?:violent|abusive|physical)|(?:he|she|they)(?:'s| is| has| was)? never (?:been )?(?:violent|abusive|hit|hurt|touched|threatened)(?: me| her| him| us| them| anyone)?|(?:he|she|they) (?:hasn't|has not|didn't|did not|never) (?:hit|hurt|touched|threatened)(?: me| her| him| us| them| anyone)?)\b/g;

/**
 * The concrete issue a post raises (`message` normalised): the one whose wordings it holds most, those of its question
 * ("… he was abusive years ago. Can I change my kids' last name?" is about the name) counting double; on a tie, the
 * guide's order, which lists the narrower issues first.
 */
export function issueOf(guide: AreaGuide, message: string): AreaIssue | undefined {
  // What the post denies ("nobody was hurt", "there's no abuse", "he's never been violent") names no issue.
  const text = withoutDenials(message).replace(DENIED_HARM, (span) => ' '.repeat(span.length));
  const ask = askOf(text);
  let best: AreaIssue | undefined;
  let bestScore = 0;
  for (const issue of guide.issues) {
    const score = ASK_WEIGHT * distinctHits(issue.pattern, ask) + distinctHits(issue.pattern, text);
    if (score > bestScore) [best, bestScore] = [issue, score];
  }
  return best;
}
