import { CATEGORIES, type Category } from '@lexa/common';
import {
  areaById,
  CHILD_LEFT_ALONE,
  CRIME_QUESTION,
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
  /\b(?:clauses?|enforceable|(?:review|look over|go through|check|read) (?:\w+ ){0,4}(?:contract|agreement|lease|nda|terms|deal)|before (?:i|we) sign|should (?:i|we) sign|(?:under|by) (?:that|this|the) (?:wording|language|clause|provision))\b/;

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
  // Relatives alone name no subject ("my husband is holding a towel on it"), nor do the people hurt (a child, a spouse)
  // or the bills the harm ran up: they are the injury's own story.
  const namesOtherSubject = lexicon.some(
    ({ area, score, relationsOnly }) =>
      !['injury', 'health', 'family', 'consumer-debt', ...PROCEDURAL].includes(area.id) && score >= 2 && !relationsOnly,
  );
  const olderAdult = OLDER_ADULT.test(text);
  const atSchool = dangerAtSchool(text) && !familyCase;
  const atWork = AT_WORK.test(text) && !familyCase;
  // Danger inside a subject the post settles (the tenant's lease, the school, the job, the will) tips that subject.
  const subject = lexicon.find(
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
  const crisisAreas = new Set(crises.flatMap((kind) => crisisAreaOf(kind) ?? []));
  for (const id of crisisAreas) {
    const weight = settledElsewhere(id) ? CRISIS_WEIGHT_BESIDE_SUBJECT : CRISIS_WEIGHT;
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
  const termsQuestion = TERMS_QUESTION.test(normalize(input));
  const discounted = (id: AreaId) => substantive && PROCEDURAL.has(id) && !(id === 'contracts' && termsQuestion);
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
