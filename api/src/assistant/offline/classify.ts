import { CATEGORIES, type Category } from '@lexa/common';
import {
  areaById,
  CHILD_LEFT_ALONE,
  CRIME_QUESTION,
  leasesEquipment,
  scoreAreas,
  type Area,
  type AreaId,
  type AreaScore,
} from './areas';
import { detectCrisis, type CrisisKind } from './crisis';
import { askOf } from './focus';
import { predictAreas } from './intake-model/predict';
import { normalize } from './text';

/**
 * Intake classification: the areas' scores summed per category. Courts and contracts are how a matter shows up, not
 * what it is about: when a substantive area (housing, family, employment …) has strong evidence, a lawsuit or a
 * contract inside it belongs to that area ("sued by my landlord" is housing, "custody hearing" is family).
 */
export interface Classification {
  category: Category;
  /** The strongest area of the chosen category; absent when nothing was recognised. */
  area?: Area;
  /** 0-1: the winner's share of the evidence, scaled down when the evidence is thin. */
  confidence: number;
  /** Set when the evidence is too thin to choose: the one question to ask. */
  question?: string;
}

const PROCEDURAL = new Set(['courts', 'contracts']);
/** A substantive area this strong takes over a procedural one. */
const SUBSTANTIVE_ENOUGH = 3;
/** Below this the text has no clear legal area. */
const MIN_EVIDENCE = 2;
/** How much a category's second and further areas add to its strongest. */
const OTHER_AREAS_SHARE = 0.25;
const CLARIFY =
  'To route this to the right person: is it mainly about housing, a job, family, money or debt, a business, or a court case?';

/**
 * Below this confidence the choice is a close call between two areas: the best guess stands (it is usually right),
 * and the one question asked is which of the two the matter is mainly about.
 */
const CLOSE_CALL = 0.45;
const closeCallQuestion = (first: Area, second: Area) =>
  `Which is the main issue here: ${first.label.toLowerCase()}, or ${second.label.toLowerCase()}? That decides who on the team takes it.`;

/**
 * A question about a document's own terms is a contract review even inside another area ("the guarantee clause in
 * this commercial lease", "should I sign"), so contracts keep their weight then.
 */
const TERMS_QUESTION =
  /\b(?:clauses?|enforceable|(?:review|look over|go through|check|read) (?:\w+ ){0,4}(?:contract|agreement|lease|nda|terms|deal|waiver|release)|(?:does|would|will) (?:it|this|that|the \w+) (?:actually |even |really )?hold up\b|what (?:exactly )?(?:would|will|am|are) (?:i|we) (?:be )?giv(?:e|ing) up\b|(?:is|would|will) (?:it|this|that) (?:be )?(?:legally )?binding\b|(?:do|must) (?:i|we) (?:have to )?sign (?:it|this|that)\b|(?:whether|if) it (?:actually |even |really )?holds up\b|before (?:i|we) sign|before signing|(?:haven't|have not|not) signed (?:it |anything |this |that )?yet|anything (?:i|we) should (?:push back on|worry about|negotiate|watch (?:out )?for|look out for|ask (?:them )?to change)|anything hiding in|what (?:i'd|i would|we'd|we would|i'm|we're|i am|we are) (?:actually |really )?(?:be )?agreeing to|(?:any )?red flags?|about to sign|cross (?:stuff|things|it|that|anything|something|parts?|lines?) out|should (?:i|we) sign|(?:under|by) (?:that|this|the) (?:wording|language|clause|provision)|(?:under|by) (?:our|the|my|this|that|their) (?:contract|agreement)|(?:the|their|our|this|that|written|signed|my) (?:\w+(?:'s)? ){0,2}(?:contract|agreement|estimate) (?:clearly |specifically |literally |even |only )?(?:says?|states?|reads?|has the word|have the word)|(?:way|get|lets? (?:me|us)) out of (?:this|the|that|our) (?:\w+ )?(?:contract|agreement|clause)|(?:push back on|negotiate|strike|cross out) (?:that|this|the) (?:\w+ ){0,2}(?:clause|section|provision|guaranty|guarantee)|(?:personal )?guaranty (?:section|clause|provision)|non-?disparagement|non-?solicit\w*|release (?:of |all )claims)\b/;

/**
 * A clause quoted from the document the post is about ("my gym contract says "member may cancel…"", "Section 7.2 says
 * all "Work Product" … is assigned"): the terms themselves are the subject, whatever the business or the home around
 * them, and they weigh like a settling term.
 */
const QUOTED_TERMS =
  /\b(?:contract|agreement|lease|licen[cs]e|note|policy|application|msa|offer letter|bill of sale|invoice|(?:order|sign-?up|enrollment|credit) form|waiver|estimate|quote|terms|clause|provision|paragraph|addendum|(?:exclusivity|non-?compete|termination|cancellation|renewal|payment|refund|usage|rights) (?:part|bit|section|line)|section \d+(?:\.\d+)*|section|rider|guarant(?:y|ee)|fine print|small print)\b[^"'“‘]{0,120}(?:(?:says?|states?|reads?|provides?)\b(?:[^"'“‘.?!]{0,60}?\s)?|:)\s*["'“‘][^"'”’]{0,400}?\b(?:shall|may not|must not|upon|herein|thereof|hereunder|in the event|default|liable|liability|terminat\w*|cancel\w*|indemnif\w*|guarant\w*|licensee|licensor|assign\w*|waive\w*|warrant\w*|representations?|as[- ]is|with all faults|acknowledg\w*|hereby|forfeit\w*|non-?refundable|regardless of|due in full|accelerat\w*|balloon|refund\w*|(?:auto(?:matically)?[- ]?)renew\w*|(?:sole|absolute) discretion|lessor|lessee|guarantor|unconditional|suretyship|surety|payable on demand)\b/;
const QUOTED_TERMS_WEIGHT = 4;

/**
 * A question about the court's own steps after a judgment is a court matter whatever the dispute behind it (a debt, a
 * repair job, a neighbour): collecting a judgment the writer won and is not paid (garnishment, a writ, a debtor's
 * exam), or asking to undo a default judgment (entered without proper service, say). Courts keep their weight then. A judgment won
 * against the writer, collected from them, stays with its subject (the debt, the lease).
 */
const WON_JUDGMENT =
  /(?:^|[.!?]\s+|\b(?:i|we)(?: just| finally| already)? )(?:won|got|was awarded|were awarded|obtained) (?:a |the |my |our )?(?:\w+ ){0,3}(?:judg(?:e)?ment|small claims (?:case|suit)|small claims|case|lawsuit|suit)\b(?![^.!?]{0,20}\bagainst (?:me|us)\b)|\b(?:we|i) (?:had|filed|brought) (?:a |the |our |my )?(?:small claims )?(?:case|lawsuit|suit|claim)\b[^.!?]{0,40}\band (?:we |i )?won\b/;
const COLLECTING =
  /\b(?:collect\w*|enforc\w*|garnish\w*|levy|writ|debtor exam\w*|get (?:the|my|our) (?:judg(?:e)?ment )?money|(?:hasn'?t|has not|won'?t|will not|refuses to|never) pa(?:y|id))\b/;
const DEFAULT_JUDGMENT = /\bdefault judg(?:e)?ment\b/;
const UNDOING = /\b(?:undone|undo|vacate\w*|set aside|reopen\w*|overturn\w*)\b/;
const collectingJudgmentWon = (text: string) => WON_JUDGMENT.test(text) && COLLECTING.test(text);
/**
 * The court's own steps asked about, as one sued or suing asks them: which court to file in, how to serve, the days to
 * answer a summons, what happens if it is ignored, what to file before the hearing, whether a ruling can be appealed.
 */
const FIRST_STEPS =
  /\b(?:(?:which|what) court (?:do|should|would|can|must) (?:i|we) (?:file|sue)|(?:other|another|any) way to serve|serv(?:e|ed|ing|ice) by publication|how (?:do|can|should|would) (?:i|we) (?:even )?(?:serve|get (?:her|him|them) served)|(?:have|got|gives? (?:me|us)) (?:\d+|fourteen|twenty|thirty) days to (?:respond|answer|file)|answer (?:is )?due|file an answer|respond to (?:the|a|this) (?:summons|complaint|lawsuit)|subpoena(?:ed)? to (?:testify|appear)|ignore (?:the|this|a) (?:lawsuit|summons|complaint|papers)|(?:have|need) to file (?:something|anything) before (?:the|my|our|then|that))\b/;
/** An appeal asked about after a judge ruled: the court's own step, whatever the dispute was. */
const APPEAL_ASKED =
  /\b(?:can|could|should|how (?:do|can|would)) (?:i|we) (?:even )?appeal\b|\bhow long (?:do|does) (?:i|we|one) have to appeal\b/;
const COURT_RULED = /\b(?:judge|small claims|magistrate|jury|verdict|judg(?:e)?ment|tribunal)\b/;
const courtStepQuestion = (text: string) =>
  collectingJudgmentWon(text) ||
  (DEFAULT_JUDGMENT.test(text) && UNDOING.test(text)) ||
  FIRST_STEPS.test(text) ||
  (APPEAL_ASKED.test(text) && COURT_RULED.test(text));

/**
 * Danger from a person leans toward family law (protective orders, child protection) and a medical emergency toward
 * health law: enough to lead when the post names no subject of its own, not enough to outweigh one it settles (the
 * lease the tenant asks about, the job of the man who was fired, the school the child's teacher works in): beside a
 * subject the lexicon settles, danger tips that subject instead. Who is in danger and from whom can name the area
 * too (an older adult, a stalker, a teacher; below). The emergency help comes first in any case; the answer after it
 * is on what the person asked.
 */
const CRISIS_AREAS: Partial<Record<CrisisKind, AreaId>> = { violence: 'family', child: 'family', medical: 'health' };
/** A medical emergency someone else is asked to answer for (suing, liability, negligence) is a personal injury matter. */
const ASKS_WHO_IS_LIABLE =
  /\b(?:sue|suing|liable|liability|negligen\w*|(?:a |my |our )?case against|responsible|at fault|who pays|compensat\w*|hold (?:them|him|her|the \w+) (?:liable|responsible|accountable))\b/;
/**
 * Where older people live in someone's care: harm to a resident there (staff who tie, bruise or neglect them) is a
 * health-care matter, the facility's duties to its residents and its regulator, not guardianship at home.
 */
const RESIDENTIAL_CARE_PLACES = String.raw`nursing home|care home|assisted living|memory care|(?:elder )?care facility|residential care`;
const RESIDENTIAL_CARE = new RegExp(String.raw`\b(?:${RESIDENTIAL_CARE_PLACES})\b`);
/** Those who give care for a living: a medical emergency they are asked to answer for is a health-care matter. */
const CARE_PROVIDER = new RegExp(
  String.raw`\b(?:${RESIDENTIAL_CARE_PLACES}|group home|hospice|hospital|doctors?|surgeon|nurses?|pharmac(?:y|ies|ist)|clinic|home health|paramedics|ambulance|ems)\b`,
);
/**
 * Danger to an older adult (abuse, neglect, a caretaker keeping them from help) is elder law, handled with guardianship
 * and powers of attorney: the wills-and-estates area, not family law (in a care home, it is health care; above).
 */
const OLDER_ADULT =
  /\b(?:elderly|very old|dementia|alzheimer'?s?|parkinson'?s?|caretaker|caregiver|live-in aide|bedbound|(?:my|our|his|her) (?:grandma|grandpa|grandmother|grandfather)|(?:[7-9]\d)[- ](?:years?[- ]old|yo)|(?:he's|she's|i'm|he is|she is|i am) (?:[7-9]\d))\b|\((?:[7-9]\d)\)/;
/**
 * Stalking, threats from someone who follows the person, blackmail with intimate images and the sexual exploitation of
 * a child by an adult outside the home (trafficking too: a pimp, a "modelling job", other girls kept with her) are crimes
 * to report, not family-court matters, unless a family case (custody, divorce) is what the post is about.
 */
const PREDATORY =
  /\b(?:stalk\w*|follow(?:s|ed|ing)? (?:me|her|him|my \w+) (?:home|everywhere|from)|showing up at|shows up at|nudes|sex tape|sextort\w*|blackmail\w*|extort\w*|naked|traffick\w*|pimp\w*|escort\w*|other girls|modell?ing (?:job|gig|offer|contract)|predator|groom\w*|online|game chat|stranger|older (?:man|men|guy|guys)|grown (?:man|men|adults?|woman)|watching (?:me|you|her|him|us)|(?:guy|man) i (?:dated|was seeing)|rap(?:e|ed|ing)|sexual(?:ly)? assault\w*|neighbou?r (?:keeps |has been |is |was |just )?(?:threaten\w*|shoot\w*|harass\w*|stalk\w*|follow\w*)|(?:roommate|girlfriend|boyfriend|friend|coworker)'s ex\b|pastor|priest|youth (?:pastor|leader|minister))\b/;
/** Danger at school or from school staff is an education matter (the school's duties, reporting, transfer). */
const AT_SCHOOL =
  /\b(?:(?:at|in|on|outside|near|after|before) (?:the |my |his |her |their |our )?(?:school|class|classroom|campus|school bus|locker room|gym class|recess|practice)|(?:teachers?|principal|coach|tutor)\b(?! (?:called|said|told|noticed|sent|saw|asked|reported))|(?:classmates?|students?|(?:kid|guy|girl|boy|gang|group)s? (?:at|in|from) (?:my|his|her|the|our) (?:\w+'s )?(?:school|class))|school (?:staff|employees?|counselor|security|resource officer|bus driver))\b/;
/** School staff or a parent who only passes the news on ("told his teacher", "the school called me"). */
const SCHOOL_PASSES_NEWS_ON =
  /\b(?:told (?:his|her|their|my|the) (?:teacher|counselor|school)|(?:school|teacher|nurse|counselor|principal) (?:called|emailed|texted|sent|noticed|reported))\b/g;
/** The writer is school staff: a teacher, counsellor, nurse, aide, coach or bus driver, or speaks of "my students". */
const SCHOOL_STAFF_WRITING =
  /\b(?:i'?m an? (?:\w+ )?(?:teacher|school counsell?or|counsell?or|school nurse|principal|teacher'?s aide|aide|coach|bus driver)|i teach|one of my (?:students|pupils)|my (?:student|pupil)s?\b)/;
/** A child hurt at home: by a parent, a relative, or a parent's partner. */
const HURT_AT_HOME =
  /\b(?:(?:her|his|their) (?:mom|mum|mother|dad|father|parents?|stepdad|stepfather|stepmom|stepmother|uncle|aunt|grandpa|grandma)(?:'s (?:boyfriend|girlfriend|partner|husband|wife))?|at home|home life|goes? home|go home)\b/;
/**
 * Whether the danger is the school's (its duties, reporting, transfer): school staff or a school place is named, other
 * than as the one who passed the news on. School staff telling of a child hurt at home ask about child protection, a
 * family-law matter.
 */
function dangerAtSchool(text: string): boolean {
  if (SCHOOL_STAFF_WRITING.test(text) && HURT_AT_HOME.test(text)) return false;
  return AT_SCHOOL.test(text.replace(SCHOOL_PASSES_NEWS_ON, ' '));
}
/** Danger met at work or in one's job (the nanny, the bus driver, a coworker) is an employment matter. */
const AT_WORK =
  /\b(?:(?:i'?m|i am) an? (?:\w+ ){0,2}(?:nurse|nanny|driver|bartender|staff member|employee|worker|manager|cashier|server|babysitter|aide|guard|clerk|caregiver)|(?:i'?m|i am|i was) at work|at my work|my job|my boss|coworker|co-worker|my employer|my shift)\b/;
/** Someone held in custody: jail, prison, immigration detention. */
const HELD =
  /\b(?:jail|prison|detained|detention|detention center|in custody|locked up|holding cell|ice (?:picked|took|detained|arrested|has)|picked up by ice|deport\w*)\b/;
/** A family case, or a parent's own conduct with their child ("is it kidnapping if he's her father?"). */
const FAMILY_CASE =
  /\b(?:custody|divorc\w*|visitation|child support|co-?parent\w*|parenting (?:time|plan)|(?:he's|she's|he is|she is) (?:the|her|his|their|our|my) (?:own )?(?:father|mother|dad|mom|parent))\b/;
/** Parents apart or at odds over a child: "we're separated", "without his agreement", "her dad says she's fine". */
const PARENTS_DISAGREE =
  /\b(?:separated|without (?:his|her|their|the other parent's) (?:agreement|consent|permission|approval|say-so)|(?:his|her|their) (?:dad|mom|father|mother) (?:says|said|refuses|won't|will not|doesn't|does not|thinks))\b/;
/**
 * A personal matter told through another area's story: the unemployment claim after a firing, the dead father's
 * medical records, the ex-spouse still named on a 401(k), the custody petition of a man with an old conviction. When
 * the post settles the matter (`subject`), the areas of its backstory count for BACKSTORY_SHARE of their evidence,
 * unless the post is about the backstory too (`unless`): the wrongful firing, the will contest, the divorce, the
 * criminal case.
 */
interface Backstory {
  area: AreaId;
  subject: RegExp;
  background: AreaId[];
  unless?: RegExp;
  /** Read `unless` in the ask alone: the backstory itself names what did not happen ("I wasn't charged"). */
  unlessAsked?: boolean;
}
/** A claim against the employer itself: the firing is then the matter, not the backstory of a benefit claim. */
const CLAIM_AGAINST_EMPLOYER =
  /\b(?:wrongful(?:ly)? (?:termination|terminated|fired|dismiss\w*|discharg\w*)|forced (?:me )?out|constructive(?:ly)? discharg\w*|sue (?:my|the|them|him|her|my former) ?(?:employer|company|boss)?|suing|discriminat\w*|retaliat\w*|final (?:pay\w*|check)|last pay\w*|owed wages|unpaid wages|overtime|severance|eeoc|lawsuit against)\b/;
const BACKSTORIES: Backstory[] = [
  // A worker on a visa laid off who asks how long they may stay or how to keep status: the status is the matter, the
  // job's end its backstory, unless pay or the firing itself is claimed.
  {
    area: 'immigration',
    subject:
      /\b(?:h-?1b|h-?4|l-?1|o-?1|tn|opt|stem opt|work visa|visa)\b[\s\S]{0,300}\b(?:grace period|how (?:many|long) (?:days|time)|switch (?:my )?status|change (?:of |my )?status|transfer (?:my )?(?:h-?1b|visa)|new sponsor|leave the (?:us|u\.s\.|country)|out of status|los(?:e|ing) (?:my )?status)\b/,
    background: ['employment'],
    unless:
      /\b(?:unpaid|not paid|without pay|zero salary|no salary|owed wages|overtime|wrongful\w*|discriminat\w*|retaliat\w*|sue|suing|benched?)\b/,
  },
  // An owner kept from voting or bought out at a price the others picked: the owners' dispute is the matter, the
  // inheritance that brought the shares its backstory, unless the estate itself is still being settled.
  {
    area: 'governance',
    subject:
      /\b(?:vote|voting) (?:my|her|his|our|the|their) shares\b|\bannual (?:shareholders'? )?meeting\b|\bshareholders?'? (?:meeting|agreement|rights)\b|\bminority (?:shareholder|owner|stake)\b|\bas a minority\b/,
    background: ['estates'],
    unless: /\b(?:probate|executor|executrix|administrator|contest\w* the will|intestate)\b/,
  },
  // Someone bitten by another's dog: the injury is the matter, the owner's rented house (and its landlord, its renters
  // insurance) its backstory, unless the writer's own tenancy is what is asked about.
  {
    area: 'injury',
    subject:
      /\b(?:dogs?|pit ?bulls?|pit mix|rottweilers?|german shepherds?)\b[^.?!]{0,80}\b(?:bit|bites|bitten|attacked|mauled)\b|\b(?:bitten|attacked|mauled) by (?:a|the|their|his|her|my \w+'s|the neighbou?rs?'?) (?:\w+ )?dog\b/,
    background: ['housing'],
    unless:
      /\b(?:my|our) (?:landlord|lease|rental|apartment|tenant|deposit)\b|\bevict\w*|\bpet (?:deposit|rent|fee|policy)\b/,
  },
  // Owners of a company already running at odds (one wants out, a buyout, the buy-sell price, a partner kept from the
  // books): the owners' dispute is the matter, the company's formation its backstory.
  {
    area: 'governance',
    subject:
      /\b(?:co-?owners?|owners?|partners?|members?|shareholders?|each own|own (?:it |the (?:\w+ )?)?(?:together|50\/50|\d+\/\d+))\b[^]{0,300}?\b(?:wants? out|buy(?:ing)? (?:him|her|them|me|us) out|buy-?out|buy-sell|(?:his|her|their|my) (?:share|stake|interest)|sell (?:his|her|their) (?:\d+% )?(?:share|stake|interest)|deadlock\w*|can't agree|(?:remove|kick|vote) (?:him|her|me) (?:out|off)|go(?:es)? through the books)\b/,
    background: ['business'],
  },
  // An owner letting an employee go (severance, a release, the last check): the employment is the matter, the company
  // the owner founded its backstory.
  {
    area: 'employment',
    subject:
      /\b(?:let (?:him|her|them|an? (?:\w+ )?(?:employee|engineer|worker|manager|developer|hire)) go|let go of (?:him|her|them|(?:an?|our|one of our) (?:\w+ )?(?:employee|engineer|worker|manager|developer|hire|staff))|(?:fire|terminate|lay off) (?:him|her|them|an? (?:\w+ )?(?:employee|engineer|worker|manager|developer))|(?:offer|pay|give) (?:him|her|them) (?:\w+ ){0,3}severance|separation agreement|release of claims)\b/,
    background: ['business'],
  },
  // Whether money the post tells of is taxed (a settlement, an inheritance, a severance): the tax is the matter, the
  // accident, the death or the job its backstory.
  {
    area: 'tax',
    subject:
      /\b(?:is|are|was|would|will) (?:any of |all of |part of )?(?:it|that|this|them|those|(?:the|my|our|this|that) (?:\w+ ){0,2}(?:settlement|award|payout|inheritance|money|severance|check|winnings|proceeds|payments?))\s+(?:\w+ )?(?:taxable|tax-free|taxed)\b|\b(?:pay|owe) (?:any )?(?:income )?tax(?:es)? on (?:it|this|that|them|the (?:\w+ ){0,2}(?:settlement|award|payout|inheritance|money|severance|proceeds))\b|\breport (?:it|this|that|them|the (?:\w+ ){0,2}(?:settlement|award|payout|inheritance|money|severance|proceeds)) on (?:my|our|the) (?:\d{4} )?(?:tax )?return\b|\bfil(?:e|ing) (?:jointly|separately|as head of household)\b|\b(?:who|which of us) (?:gets to |can |should )?claims? (?:her|him|them|our (?:daughter|son|kids?|child(?:ren)?)|the (?:kids?|child(?:ren)?))\b|\b(?:cash(?:ed|ing)? out|withdr[ae]w\w*|took out)\b[^.?!]{0,40}\b(?:401k|401\(k\)|ira|retirement)\b[\s\S]{0,200}\b(?:tax|penalty|owe)\b/,
    background: ['injury', 'estates', 'family', 'employment', 'courts', 'consumer-debt'],
  },
  // Unemployment insurance claimed, denied, appealed, running out or overpaid: the job's end is the backstory.
  {
    area: 'benefits',
    subject:
      /\b(?:unemployment|ui|uc)\b[^.?!]{0,60}\b(?:denied|deny|denial|appeal\w*|hearing|claims?|benefits|eligib\w*|ineligib\w*|disqualif\w*|overpai\w*|overpayment|certify\w*|runs? out|ran out|extension|waiver)\b|\b(?:denied|applied for|apply for|file for|filed for|appeal\w*|collect\w*|was on|been on|receiv\w*) (?:\w+ )?unemployment\b/,
    background: ['employment'],
    unless: CLAIM_AGAINST_EMPLOYER,
  },
  // Work income asked about for what it does to a means-tested benefit (SSI, SSDI, Medicaid, SNAP): the benefit is the
  // matter, the new job its backstory.
  {
    area: 'benefits',
    subject:
      /\b(?:ssi|ssdi|social security disability|disability (?:benefits|check)|medicaid|snap|food stamps|section 8)\b[^.?!]{0,80}\b(?:reduc\w*|affect\w*|count\w*|report\w*|lose|losing|cut|knock\w* (?:him|her|me|us) off|earnings? limit|income limit)\b|\b(?:reduc\w*|affect\w*|knock\w* (?:him|her|me|us) off|lose|losing)\b[^.?!]{0,40}\b(?:ssi|ssdi|medicaid|snap|food stamps|benefits)\b/,
    background: ['employment'],
    unless: CLAIM_AGAINST_EMPLOYER,
  },
  // Continuation coverage (COBRA) ended by the plan (a late premium, the grace period): a health-coverage matter; the
  // employer's own acts (a firing, insurance cut) keep it an employment one.
  {
    area: 'health',
    subject:
      /^(?=[\s\S]*\bcobra\b)(?=[\s\S]*\b(?:grace period|premiums?|(?:payment|check) (?:was|is|came) late|late (?:payment|premium)|terminated (?:my|our|the) coverage|coverage (?:was )?(?:terminated|cancel\w*))\b)/,
    background: ['employment'],
    unless: /\b(?:fired|laid off|let go|employer (?:cut|cancel\w*|dropped|ended|terminated|stopped|never sent))\b/,
  },
  // Survivor benefits for a dead parent's or spouse's children: the death and the estate are the backstory.
  {
    area: 'benefits',
    subject: /\bsurvivors?'?s? (?:benefits?|pension|annuity)\b|\bsocial security (?:survivor|death)\w*/,
    background: ['estates', 'family'],
    unless: /\b(?:the will|his will|her will|a will|inherit\w*|heirs?|contest\w*|executor)\b/,
  },
  // A dead patient's medical records asked of the hospital: a health-records right, whoever asks and however much of
  // the estate the post tells.
  {
    area: 'health',
    subject:
      /\b(?:medical|hospital|health|treatment|patient) (?:records?|charts?|files?)\b|\b(?:hospital|doctor|clinic|provider|nursing home)s?\b[^.?!]{0,40}\b(?:records|chart)\b/,
    background: ['estates', 'family'],
    unless:
      /\b(?:the will|his will|her will|a will|inherit\w*|heirs?|contest\w*|who gets|beneficiar\w*|power of attorney|poa|guardian\w*|conservator\w*)\b/,
  },
  // A care home discharging a resident while Medicaid is pending: the discharge is the matter.
  {
    area: 'health',
    subject:
      /^(?=[\s\S]*\b(?:nursing home|care home|assisted living|memory care|skilled nursing)\b)(?=[\s\S]*\b(?:discharg\w*|involuntary transfer|kick(?:ing)? (?:her|him|them) out)\b)/,
    background: ['benefits', 'estates'],
    unless: /\bmedicaid\b[^.?!]{0,40}\b(?:denied|denial|penal\w*|look-?back|spend-?down|gifts?)\b/,
  },
  // An account or policy paying out at a death to whoever is named (an ex-spouse never taken off): an estates matter.
  {
    area: 'estates',
    subject:
      /^(?=[\s\S]*\b(?:401\(?k\)?|ira|403\(?b\)?|pension|retirement (?:account|plan)|life insurance|annuity|policy)\b[^.?!]{0,60}\bbeneficiar\w*|[\s\S]*\bbeneficiar\w*[^.?!]{0,60}\b(?:401|ira|403|pension|retirement|life insurance|annuity|policy)\b)(?=[\s\S]*\b(?:died|passed away|passed|death|deceased|late (?:husband|wife|father|mother|dad|mom))\b)/,
    background: ['family'],
    unless:
      /\b(?:during (?:the|our|my) divorce|getting divorced|filing for divorce|divorce is pending|custody|child support|alimony|spousal support)\b/,
  },
  // One's own will or trust (made while ill, to leave an ex out): the people named are the will's heirs.
  {
    area: 'estates',
    subject:
      /\b(?:write|make|draft|do|prepare|update|change|sign|redo) (?:my|a|our) (?:own |new )?(?:will|trust)\b|\b(?:my will|estate plan\w*)\b/,
    background: ['family'],
    unless:
      /\b(?:custody|child support|alimony|visitation|parenting (?:time|plan)|divorce (?:papers|petition|case|settlement|decree))\b/,
  },
  // Property inherited (a collection of guns to bring home, a car to retitle): the transfer is the estate's.
  {
    area: 'estates',
    subject: /\b(?:left (?:me|us|it to me)|inherit\w*|bequeath\w*|in (?:his|her|their) will)\b/,
    background: ['crime'],
    unless:
      /\b(?:arrest\w*|charged with|indict\w*|warrant|pulled over|probation|police (?:came|searched|seized|took))\b/,
  },
  // Permission to work that lapsed (DACA, a work permit): the status is the matter, the job only where it is felt.
  {
    area: 'immigration',
    subject:
      /\b(?:daca|work permit|ead|tps|employment authori[sz]ation|work authori[sz]ation)\b[^.?!]{0,40}\b(?:expir\w*|lapsed?|ran out|runs out|renew\w*|pending)\b|\b(?:expired|expiring|lapsed) (?:\w+ )?(?:daca|work permit|ead|tps)\b/,
    background: ['employment'],
    unless: /\b(?:fired|wages|overtime|discriminat\w*|retaliat\w*|harass\w*)\b/,
  },
  // The two-year green card's conditions removed after a separation: the petition is the matter, the marriage its story.
  {
    area: 'immigration',
    subject: /\b(?:remov\w* (?:the )?conditions|removal of conditions|conditional (?:green card|residen\w*)|i-751)\b/,
    background: ['family'],
    unless: /\b(?:custody|child support|alimony|spousal support|divide|division of)\b/,
  },
  // A district refusing a child who lives with a grandparent or relative: the enrolment is the matter, custody the story.
  {
    area: 'education',
    subject:
      /\b(?:district|school)\b[^.?!]{0,60}\b(?:not (?:a )?residents?|residency|out[- ]of[- ]district)\b|\b(?:enroll\w*|enrol\w*|register\w*)\b[^.?!]{0,40}\bschool\b/,
    background: ['family', 'housing'],
    unless:
      /\b(?:custody (?:case|hearing|petition|order)|visitation|child support|parenting time|guardianship|adopt\w*|(?:get|file for|apply for) (?:legal )?custody)\b/,
  },
  // A lender threatening arrest or charges over a debt: the false threat is the debt's matter, not a crime charged.
  {
    area: 'consumer-debt',
    subject:
      /^(?=[\s\S]*\b(?:payday|lender|loan|collector|collection agency|creditor|debt)\b)(?=[\s\S]*\b(?:threat\w*|say\w*|said|claim\w*|told me)\b[^.?!]{0,60}\b(?:criminal charges|check fraud|bad check|theft by check|send (?:me|you) to jail|have me arrested|press charges|a warrant)\b)/,
    background: ['crime'],
    unless:
      /\b(?:i was|i got|i've been|i have been) (?:arrested|charged)\b|\b(?:warrant (?:was|has been) issued|arraignment)\b/,
  },
  // Money paid to an impostor (gift cards, a wire, a payment app) on a false story of jail, taxes or a prize: a scam to
  // recover from the bank or the seller, whatever crime the story named.
  {
    area: 'consumer-debt',
    subject:
      /^(?=[\s\S]*\b(?:gift cards?|zelle|wire transfer|wired|western union|moneygram|bitcoin|crypto|cash ?app|venmo|scam\w*)\b)(?=[\s\S]*\b(?:sent|paid|wired|bought|gave|transferred)\b)/,
    background: ['crime', 'estates'],
    unless: /\b(?:pics|photos|nudes|naked|sextort\w*|(?:i was|i got|he was|she was) (?:arrested|charged))\b/,
  },
  // A pet that died at the vet: the bill is the matter, and a pet's death is no estate.
  {
    area: 'consumer-debt',
    subject: /^(?=[\s\S]*\b(?:vet|veterinar\w*|animal hospital)\b)(?=[\s\S]*\b(?:cat|dog|pet|puppy|kitten|horse)\b)/,
    background: ['estates'],
    unless:
      /\b(?:mom|mother|dad|father|husband|wife|grandma|grandpa|brother|sister|owner)\b[^.?!]{0,20}\b(?:died|passed)\b/,
  },
  // A custody or parenting-time petition where one parent has an old conviction: the conviction is the backstory.
  {
    area: 'family',
    subject: /\b(?:custody|visitation|parenting (?:time|plan)|co-?parent\w*)\b/,
    background: ['crime'],
    unless:
      /\b(?:expunge\w*|seal\w*|plea|probation|parole|sentenc\w*|bail|arraign\w*|criminal case|press(?:ing)? charges|(?:will|could|can) (?:i|he|she) (?:be |get )(?:arrested|charged))\b/,
  },
  // The tax return a death leaves (the final return, filing jointly for the year a spouse died, the estate's own
  // income tax return): the death and the estate are the backstory, unless who inherits is asked too.
  {
    area: 'tax',
    subject:
      /\b(?:final (?:tax )?return|(?:file|filing) (?:\w+ )?joint(?:ly)?|joint (?:tax )?return|tax returns?|1041|income tax|(?:file|filing|do) (?:her|his|their|the estate'?s?) taxes)\b/,
    background: ['estates', 'family'],
    unless: /\b(?:the will|his will|her will|a will|contest\w*|who gets|inheritance tax|estate tax)\b/,
  },
  // Sued for someone's injuries (a burglar hurt in the homeowner's defence): the civil claim is the matter.
  {
    area: 'injury',
    subject:
      /\b(?:sue|suing|sued)\b[^.?!]{0,60}\b(?:medical bills|hospital bills|injur\w*|concussion|pain and suffering)\b|\b(?:medical bills|hospital bills|injuries|concussion)\b[^.?!]{0,40}\b(?:sue|suing|sued)\b/,
    background: ['crime'],
    unless:
      /\b(?:charged|charges|arrest\w*|prosecut\w*|criminal|plea|jail|prison|(?:a|the) crime|self-defen[cs]e law)\b/,
    unlessAsked: true,
  },
  // A worker underpaid or unpaid who mentions a visa "if that matters": the pay is the matter, the visa (and the studies
  // it is for) its backstory, unless the status itself is asked about.
  {
    area: 'employment',
    subject:
      /\b(?:pays? (?:me|us)|paid (?:me |us )?(?:\$\d+|cash|under the table|a flat)|\$\d+(?:\.\d+)?\s*(?:\/|an? |per )(?:hr|hour)|minimum wage|award rate|pay guide|penalty rates|overtime|unpaid wages|owed wages|wage theft|(?:not|never) (?:been )?paid)\b/,
    background: ['immigration', 'education'],
    unless:
      /\b(?:deport\w*|green card|visa (?:status|expir\w*|renew\w*|cancel\w*|sponsor\w*)|sponsor (?:me|my visa)|leave the country|out of status|(?:affect|hurt|jeopardi[sz]e|cancel) my (?:visa|status))\b/,
  },
  // A partner's or worker's visa weighed against an income rule or a sponsoring job: the status is the matter, the
  // salary and the job offer its backstory.
  {
    area: 'immigration',
    subject:
      /\b(?:financial requirement|minimum income (?:requirement|threshold)|income requirement|affidavit of support|i-864|spouse visa|partner visa|family visa|pgwp|lmia|express entry|bridging (?:open )?(?:work )?permit|skilled worker visa|certificate of sponsorship)\b/,
    background: ['employment'],
    unless: CLAIM_AGAINST_EMPLOYER,
  },
  // A fall in a shop, a restaurant or a car park: the injury is the matter, the work it keeps the writer from its
  // backstory, unless it happened at work.
  {
    area: 'injury',
    subject:
      /\b(?:slipped|tripped|fell|slip and fall)\b[^.?!]{0,120}\b(?:store|shop|aisle|supermarket|grocery|restaurant|parking (?:lot|garage)|car park|sidewalk|mall|gym|hotel|casino|cinema|theater|theatre)\b/,
    background: ['employment'],
    unless: /\b(?:at work|on the job|workers'? ?comp\w*|work comp|my (?:shift|employer)|while working|on shift)\b/,
  },
  // A funeral bought ahead of time: its contract is the matter, not an estate, unless someone has died and the estate
  // pays.
  {
    area: 'contracts',
    subject: /\b(?:pre-?paid|pre-?need) (?:funeral|burial|cremation)\b/,
    background: ['estates'],
    unless: /\b(?:passed away|died|death certificate|estate|probate|executor)\b/,
  },
  // A small claim the writer means to bring themselves after the police or an insurer would not act: the claim is the
  // matter, the police report its backstory, unless someone was charged.
  {
    area: 'courts',
    subject:
      /\b(?:take|taking) (?:him|her|them|the (?:\w+ )?(?:driver|guy|owner|contractor|seller|buyer|neighbou?r)) to small claims\b|\bsue (?:him|her|them) in small claims\b|\bfile (?:a |in )?small claims\b/,
    background: ['crime', 'traffic'],
    unless: /\b(?:charged|arrested|convicted|plea|prosecut\w*|criminal case)\b/,
  },
  // A house inherited together, the deed in all the heirs' names and one of them living in it for nothing: the
  // co-owners' property is the matter, the estate that left it their backstory, unless it is still being settled.
  {
    area: 'housing',
    subject:
      /\b(?:deed is in (?:all|both)|in (?:all (?:two|three|four) of|both of) our names)\b[^]*\b(?:(?:lives?|living|moved in) (?:there )?(?:rent[- ]free|for free)|pays? (?:nothing|no rent))\b/,
    background: ['estates', 'family'],
    unless: /\b(?:probate (?:is )?(?:open|pending|still)|executor|executrix|contest\w* the will|intestate|divorc\w*)\b/,
  },
  // A worker's own employment contract (a non-compete, the place of work, the notice period): the job is the matter,
  // the contract its backstory, unless the offer is still to be signed.
  {
    area: 'employment',
    subject:
      /\b(?:my|our|the) (?:employment )?contract\b[^.?!]{0,80}\b(?:non-?compete|place of work|notice period|probation\w*|hours|remote|office|duties|deemed to have resigned)\b|\bnon-?compete\b[^]{0,200}\b(?:my (?:job|employer|boss|practice|company|manager)|quit|leave|want out|new job|work for|bought out)\b/,
    background: ['contracts'],
    unless:
      /\b(?:before (?:i|we) sign|about to sign|haven'?t signed|should i sign|offer letter|(?:sign|signing) (?:it|this|the offer))\b/,
  },
  // A threat to sue over a review or a post: the threatened suit is the matter, the purchase behind it its backstory.
  {
    area: 'courts',
    subject:
      /\b(?:sue|suing|sued) (?:me|us) for (?:defamation|libel|slander)\b|\b(?:defamation|libel) (?:suit|lawsuit|claim|letter)\b/,
    background: ['consumer-debt', 'injury'],
  },
  // An arbitration agreement handed over with an admission: its terms are the matter, the care home and the parent's
  // affairs their backstory, unless harm has already been done.
  {
    area: 'contracts',
    subject: /\barbitration agreement\b/,
    background: ['estates', 'health', 'family', 'courts'],
    unless: /\b(?:died|passed away|bedsores?|was (?:injured|hurt|neglected)|fell and)\b/,
  },
  // A retirement account inherited and how it is to be drawn down and taxed: the tax is the matter, the death its
  // backstory, unless the estate is still being settled.
  {
    area: 'tax',
    subject:
      /\binherited (?:an? |my \w+'s |her |his |their )?(?:\w+ )?(?:ira|401k|401\(k\)|roth|retirement account|annuity|pension)\b|\b(?:rmds?|required minimum distributions?|10[- ]year rule)\b/,
    background: ['estates', 'family'],
    unless: /\b(?:probate|executor|executrix|contest\w* the will|intestate)\b/,
  },
  // Years of returns never filed: the tax is the matter, the divorce, the jobs and the fear of jail its backstory,
  // unless a criminal case has begun.
  {
    area: 'tax',
    subject:
      /\b(?:haven'?t|have not|didn'?t|did not|never) (?:filed|done|submitted) (?:my |our |any )?(?:tax(?:es)?|returns?|tax returns?)\b|\bunfiled (?:tax(?:es)?|returns?|years)\b|\bback taxes\b|\bbehind on (?:my |our )?taxes\b/,
    background: ['crime', 'family', 'employment', 'consumer-debt', 'injury'],
    unless: /\b(?:charged|indicted|arrested|criminal (?:case|investigation|charges?)|special agent)\b/,
  },
  // A landlord's expenses or rental income asked about for the return: the tax is the matter, the rental its backstory.
  {
    area: 'tax',
    subject:
      /\b(?:rental income|rental expenses?|depreciat\w*|capital expense|capital improvement|schedule e|(?:claimed|claim|deduct\w*|wrote off|write off)\b[^.?!]{0,40}\b(?:as an? )?expenses?)\b/,
    background: ['housing'],
    unless: /\b(?:evict\w*|security deposit|small claims|sued|suing|repairs? (?:request|not done))\b/,
  },
  // Founders deciding how to split a company they are starting, and vesting: the owners' terms are the matter, the
  // company's formation their backstory, unless the entity itself is asked about.
  {
    area: 'governance',
    subject:
      /\b(?:equity split|ownership split|vesting|cliff|cap table|founder shares|split (?:the )?(?:equity|ownership|shares)|decide the split)\b/,
    background: ['business'],
    unless:
      /\b(?:llc or|s-?corp|c-?corp|(?:which|what) (?:kind of )?(?:business )?entity|form (?:an|the) (?:llc|corporation)|articles of|ein|register|operating agreement|licen[cs]es?)\b/,
  },
  // A business's lease, its rider or its guaranty asked about before signing: the terms are the matter, the premises
  // their backstory, unless the landlord is already evicting or suing.
  {
    area: 'contracts',
    subject:
      /^(?=[\s\S]*\b(?:retail (?:unit|space|lease)|commercial (?:lease|space|unit|property)|office (?:lease|space)|warehouse|storefront|shop (?:unit|lease)|(?:my|our|the) (?:salon|restaurant|cafe|shop|store|studio|clinic|gym|bakery|bar|practice)\b))(?=[\s\S]*\b(?:about to sign|before (?:i|we) sign|negotiating|draft|haven'?t signed|not signed)\b)(?=[\s\S]*\b(?:clause|rider|guarant(?:y|ee)|indemnit\w*|provision|section)\b)/,
    background: ['housing'],
    unless: /\b(?:evict\w*|locked (?:us|me) out|changed the locks|sued|suing|small claims)\b/,
  },
];
const BACKSTORY_SHARE = 0.3;

/** The question asks about the lawsuit itself. */
const LAWSUIT_ASKED =
  /\b(?:sue|sues|suing|sued|lawsuit|law suit|case|court|hearing|trial|judg(?:e)?ment|small claims)\b/;
/** How strong a lawsuit has to be across the post to be its subject: more than one settling term. */
const LAWSUIT_SPELT_OUT = 6;
/**
 * A procedural matter that is a post's own subject: a question about a contract's terms, or a lawsuit spelt out across
 * the post and asked about when no other subject is settled. Undefined when neither, or when the question mixes both
 * ("will the arbitration clause stop me suing?"): then no one procedure is clearly the subject.
 */
function askedProcedureOf(input: string, lexicon: AreaScore[]): AreaId | undefined {
  const ask = askOf(input);
  if (!ask) return undefined;
  const terms = TERMS_QUESTION.test(ask) && lexicon.some(({ area }) => area.id === 'contracts');
  const courts = lexicon.find(({ area }) => area.id === 'courts');
  // A lawsuit inside a subject the post settles (sued by the landlord, by the employer) stays with that subject.
  const settled = lexicon.some(
    ({ area, strongest = 0 }) => area.id !== 'family' && !PROCEDURAL.has(area.id) && strongest >= SUBSTANTIVE_ENOUGH,
  );
  const lawsuit =
    !settled &&
    !!courts &&
    (courts.whole ?? 0) >= LAWSUIT_SPELT_OUT &&
    (courts.strongest ?? 0) >= SUBSTANTIVE_ENOUGH &&
    LAWSUIT_ASKED.test(ask);
  if (terms === lawsuit) return undefined;
  return terms ? 'contracts' : 'courts';
}
const CRISIS_WEIGHT = 3;
const CRISIS_WEIGHT_BESIDE_SUBJECT = 1;

/**
 * The trained model (intake-model/) reads the whole wording where the lexicon reads its terms: each area's probability
 * times MODEL_WEIGHT joins the lexicon's score, so a sure prediction weighs like a settling term and a vague one only
 * tips the balance. Areas below MODEL_FLOOR are noise and add nothing.
 */
const MODEL_WEIGHT = 5;
const MODEL_FLOOR = 0.15;
const RELATIVES_ONLY_SHARE = 0.5;

/**
 * The lexicon's evidence per area plus the model's, with the area a danger to life belongs to added. Violence counts for family law
 * only when the post names a family or household bond (a manager's assault at work stays an employment matter).
 */
function evidenceOf(input: string): AreaScore[] {
  const lexicon = scoreAreas(input);
  const scores = new Map(lexicon.map((entry) => [entry.area.id, entry]));
  // The model learnt family law from posts full of relatives; when the lexicon finds only who the people are and
  // another subject is settled (the will, the lease, the job), the relatives are background and the model's family
  // reading counts for less.
  const settledElsewhere = (id: AreaId) =>
    lexicon.some(
      ({ area, strongest = 0 }) => area.id !== id && !PROCEDURAL.has(area.id) && strongest >= SUBSTANTIVE_ENOUGH,
    );
  const text = normalize(input);
  // Children left alone by their parent are the parent's own conduct with their child: child protection, not a crime
  // by an outsider, however the neighbour who saw it asks.
  const familyCase = FAMILY_CASE.test(text) || CHILD_LEFT_ALONE.test(text);
  // Danger the person asks about as a crime (is it kidnapping, will he be arrested, can I press charges) is answered as one.
  const predatory = (PREDATORY.test(text) || CRIME_QUESTION.test(askOf(input) || text)) && !familyCase;
  const crises = detectCrisis(input);
  // Danger from outside the family (a stalker, a stranger, a neighbour's threats) is no family matter either, however
  // many relatives the post names.
  const outsiderDanger = predatory && crises.some((kind) => kind === 'violence' || kind === 'child');
  const relativesOnly = (settledElsewhere('family') && (scores.get('family')?.relationsOnly ?? true)) || outsiderDanger;
  for (const { area: id, probability } of predictAreas(input)) {
    if (probability < MODEL_FLOOR) break;
    const said = probability * MODEL_WEIGHT * (id === 'family' && relativesOnly ? RELATIVES_ONLY_SHARE : 1);
    const { score = 0, whole = 0, strongest = 0 } = scores.get(id) ?? {};
    scores.set(id, {
      area: areaById(id),
      score: score + said,
      whole: whole + said,
      strongest: Math.max(strongest, said),
    });
  }
  // A matter told through another area's story: the backstory's areas count for a share of their evidence.
  const ask = askOf(input) || text;
  for (const { area, subject, background, unless, unlessAsked } of BACKSTORIES) {
    if (!scores.has(area) || !subject.test(text) || unless?.test(unlessAsked ? ask : text)) continue;
    for (const id of background) {
      const entry = scores.get(id);
      if (!entry) continue;
      const scaled = (value?: number) => (value === undefined ? undefined : value * BACKSTORY_SHARE);
      scores.set(id, {
        ...entry,
        score: entry.score * BACKSTORY_SHARE,
        whole: scaled(entry.whole),
        strongest: scaled(entry.strongest),
      });
    }
  }
  // Relatives alone name no subject ("my husband is holding a towel on it"), nor do the people hurt (a child, a spouse)
  // or the bills the harm ran up: they are the injury's own story.
  const namesOtherSubject = lexicon.some(
    ({ area, score, relationsOnly }) =>
      !['injury', 'health', 'family', 'consumer-debt', ...PROCEDURAL].includes(area.id) && score >= 2 && !relationsOnly,
  );
  const olderAdult = OLDER_ADULT.test(text);
  const atSchool = dangerAtSchool(text) && !familyCase;
  const atWork = AT_WORK.test(text) && !familyCase;
  // Danger inside a subject the post settles (the tenant's lease, the school, the job, the will) tips that subject. A
  // lawsuit the post spells out and asks about, or a contract's terms asked about, is such a subject too: the man in
  // the driveway is the one suing, the contractor at the door asks for the balance the contract may not owe him.
  const askedProcedure = askedProcedureOf(input, lexicon);
  const subject =
    askedProcedure ??
    lexicon.find(
      ({ area, strongest = 0 }) => area.id !== 'family' && !PROCEDURAL.has(area.id) && strongest >= SUBSTANTIVE_ENOUGH,
    )?.area.id;
  const crisisAreaOf = (kind: CrisisKind): AreaId | undefined => {
    if (kind === 'child' && CHILD_LEFT_ALONE.test(text)) return 'family';
    if ((kind === 'violence' || kind === 'child') && olderAdult && !settledElsewhere('estates')) {
      return RESIDENTIAL_CARE.test(text) ? 'health' : 'estates';
    }
    // A medical emergency someone is asked to answer for is an injury matter, unless the post names another subject.
    // Asked of a care provider (the nursing home, the pharmacy, the hospital), it is a health-care matter.
    if (kind === 'medical' && ASKS_WHO_IS_LIABLE.test(text) && !namesOtherSubject && !CARE_PROVIDER.test(text)) {
      return 'injury';
    }
    // A child's medical emergency inside a family case (whose weekend it is, the other parent's say) is family law.
    if (kind === 'medical' && (familyCase || PARENTS_DISAGREE.test(text)) && scores.has('family')) return 'family';
    if (kind === 'violence' && !scores.has('family')) return undefined;
    if ((kind === 'violence' || kind === 'child') && predatory) return 'crime';
    if ((kind === 'violence' || kind === 'child') && atSchool) return 'education';
    if ((kind === 'violence' || kind === 'child') && atWork) return 'employment';
    // Thoughts of suicide with no other subject are a health-care matter (treatment, crisis care, who can help).
    if (kind === 'self-harm' && !lexicon.length) return 'health';
    // Someone held (in jail, in immigration detention) whose body is in danger: getting care or release is the custody's
    // own matter.
    const custody = lexicon.find(
      ({ area, score, whole = score }) => (area.id === 'immigration' || area.id === 'crime') && whole >= 2,
    );
    if (kind === 'medical' && custody && HELD.test(text)) return custody.area.id;
    return subject && kind !== 'medical' ? subject : CRISIS_AREAS[kind];
  };
  if (QUOTED_TERMS.test(text)) {
    const { score = 0, whole = 0, strongest = 0 } = scores.get('contracts') ?? {};
    scores.set('contracts', {
      area: areaById('contracts'),
      score: score + QUOTED_TERMS_WEIGHT,
      whole: whole + QUOTED_TERMS_WEIGHT,
      strongest: Math.max(strongest, QUOTED_TERMS_WEIGHT),
    });
  }
  const crisisAreas = new Set(crises.flatMap((kind) => crisisAreaOf(kind) ?? []));
  for (const id of crisisAreas) {
    const weight = settledElsewhere(id) && id !== askedProcedure ? CRISIS_WEIGHT_BESIDE_SUBJECT : CRISIS_WEIGHT;
    const { score = 0, whole = 0 } = scores.get(id) ?? {};
    const boosted = { score: score + weight, whole: whole + weight, strongest: weight };
    scores.set(id, { area: areaById(id), ...boosted });
  }
  return [...scores.values()].sort((a, b) => b.score - a.score);
}

/** The areas of a text, strongest first, with courts and contracts discounted when a substantive area is strong. */
export function rankAreas(input: string, evidence = evidenceOf(input)): AreaScore[] {
  // Judged on the whole text (a lawsuit asked about in the last line is still inside the dispute the post describes),
  // and only on a term that settles the area: a neighbour's fence alone does not make a small claim a housing matter.
  const substantive = evidence.some(
    ({ area, score, whole = score, strongest = SUBSTANTIVE_ENOUGH }) =>
      !PROCEDURAL.has(area.id) && whole >= SUBSTANTIVE_ENOUGH && strongest >= SUBSTANTIVE_ENOUGH,
  );
  const text = normalize(input);
  // Terms asked about, quoted, or a lease of equipment (a contract for goods, whatever the model reads in "lease").
  const termsQuestion = TERMS_QUESTION.test(text) || QUOTED_TERMS.test(text) || leasesEquipment(text);
  const courtStep = courtStepQuestion(text);
  // Collecting a judgment the writer won, garnishment and levies are the court's own tools, no consumer debt.
  const collecting = collectingJudgmentWon(text);
  const discounted = (id: AreaId) =>
    (substantive && PROCEDURAL.has(id) && !(id === 'contracts' && termsQuestion) && !(id === 'courts' && courtStep)) ||
    (id === 'consumer-debt' && collecting);
  return evidence
    .map((entry) => ({ ...entry, score: discounted(entry.area.id) ? entry.score / 3 : entry.score }))
    .sort((a, b) => b.score - a.score);
}

/** The area a reply is about: the strongest, when the evidence is enough to say so. */
export function mainAreas(input: string): AreaScore[] {
  const evidence = evidenceOf(input);
  const [main, ...rest] = rankAreas(input, evidence);
  if (!main || Math.max(main.score, main.whole ?? 0) < MIN_EVIDENCE) return [];
  // A second area is worth a mention on its own evidence, before the procedural discount.
  const raw = new Map(evidence.map(({ area, score }) => [area.id, score]));
  const best = raw.get(main.area.id)!;
  return [main, ...rest.filter(({ area }) => raw.get(area.id)! >= Math.max(SUBSTANTIVE_ENOUGH, best / 2))];
}

export function classifyLegalNeed(input: string): Classification {
  const weighted = rankAreas(input);
  // A category's strongest area counts in full and its others only a little: Other gathers unrelated personal areas,
  // and a family post's passing mention of a job and a debt is not a stronger "Other" than a job post.
  const totals = new Map<Category, number>();
  for (const { area, score } of weighted) {
    const counted = totals.has(area.category) ? score * OTHER_AREAS_SHARE : score;
    totals.set(area.category, (totals.get(area.category) ?? 0) + counted);
  }
  // CATEGORIES order breaks ties, so the result never depends on the lexicon's order.
  const ranked = CATEGORIES.map((category) => ({ category, score: totals.get(category) ?? 0 })).sort(
    (a, b) => b.score - a.score,
  );
  const [best, second] = ranked;
  const enough = weighted.some(
    ({ area, score, whole = score }) => area.category === best?.category && Math.max(score, whole) >= MIN_EVIDENCE,
  );
  if (!best || !enough) {
    return { category: 'Other', confidence: 0.2, question: CLARIFY };
  }
  const area = weighted
    .filter((entry) => entry.area.category === best.category)
    .sort((a, b) => b.score - a.score)[0]?.area;
  const share = best.score / (best.score + (second?.score ?? 0));
  // The evidence's margin and the model's own probability for the category, averaged: both have to be sure.
  const modelSays = predictAreas(input)
    .filter((entry) => areaById(entry.area).category === best.category)
    .reduce((sum, entry) => sum + entry.probability, 0);
  const confidence = Math.round(((share * Math.min(1, best.score / 5) + modelSays) / 2) * 100) / 100;
  const runnerUp = weighted.find((entry) => entry.area.category !== best.category)?.area;
  return {
    category: best.category,
    area,
    confidence,
    ...(area && runnerUp && confidence < CLOSE_CALL ? { question: closeCallQuestion(area, runnerUp) } : {}),
  };
}
