/**
 * `npm run eval:assistant`: the offline assistant measured on the repo's own labelled examples
 * (api/src/assistant/offline/eval/*.json, written for the repo, not taken from the rules' own wording). Prints intake
 * accuracy, chat on-topic rate, crisis recall and false alarms, and review precision and recall over clause types,
 * so changes can be compared; with `--readme` it also rewrites the README's figures between their markers.
 * Figures only: nothing here asserts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CATEGORIES, type Category } from '@lexa/common';
import { areaGuideFor } from '../src/assistant/offline/area-guides';
import type { AreaId } from '../src/assistant/offline/areas';
import { analyzeLegalNeedOffline } from '../src/assistant/offline/legal-need';
import { OfflineAssistant } from '../src/assistant/offline/offline-provider';
import { reviewDocumentOffline } from '../src/assistant/offline/review-checklist';

interface Post {
  text: string;
  category: Category;
  area: AreaId;
  crisis: boolean;
}
interface Contract {
  name: string;
  type: string;
  clauses: string[];
  text: string;
}

const EVAL_DIR = join(__dirname, '../src/assistant/offline/eval');
const posts = JSON.parse(readFileSync(join(EVAL_DIR, 'posts.json'), 'utf8')) as Post[];
/**
 * Held-out posts: every `holdout*.json` file (each batch written apart from the rules); `-- --only <name>` measures one
 * batch alone, which is how a new batch's first-run figures are taken before anything is tuned against it.
 */
const onlyBatch = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const holdoutPosts = readdirSync(EVAL_DIR)
  .filter(
    (file) => /^holdout.*\.json$/.test(file) && (!onlyBatch || file === `${onlyBatch.replace(/\.json$/, '')}.json`),
  )
  .flatMap((file) => JSON.parse(readFileSync(join(EVAL_DIR, file), 'utf8')) as Post[]);
const contracts = JSON.parse(readFileSync(join(EVAL_DIR, 'contracts.json'), 'utf8')) as Contract[];

/** How an answer on each area names its subject in its opening (area guides, else the catalogue topic guides). */
const TOPIC_SUBJECTS: Partial<Record<AreaId, string[]>> = {
  business: ['company formation'],
  governance: ['corporate governance', 'fundraising'],
  ip: ['trademark', 'copyright', 'patent'],
  tax: ['tax and compliance'],
  privacy: ['privacy'],
  contracts: ['contract', 'consumer and e-commerce'],
};
const subjectsOf = (area: AreaId) => {
  const guide = areaGuideFor(area);
  return guide ? [guide.subject] : (TOPIC_SUBJECTS[area] ?? []);
};
const EMERGENCY = /\b911\b|\b988\b|1-800-799-7233/;

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** The clause types the review is scored on: the CUAD families the labels use (risk keys count as their family). */
const REVIEW_CLAUSE_TYPES = new Set([
  'parties',
  'dates',
  'term-termination',
  'renewal-notice',
  'termination-for-convenience',
  'payment',
  'liability-cap',
  'uncapped-liability',
  'indemnity',
  'warranties',
  'warranty-duration',
  'confidentiality',
  'intellectual-property',
  'license-grant',
  'non-compete',
  'non-solicit',
  'exclusivity',
  'most-favoured-nation',
  'change-of-control',
  'anti-assignment',
  'audit-rights',
  'insurance',
  'penalty',
  'governing-law',
  'dispute-resolution',
  'notices',
]);
const RISK_FAMILIES: Record<string, string> = {
  'unlimited-liability': 'uncapped-liability',
  'broad-non-compete': 'non-compete',
  'one-sided-termination': 'termination-for-convenience',
};

/**
 * Held-out contracts: one text file each, labelled in labels.json, written before the patterns were read. Those marked
 * `fresh` were added after the last round of pattern changes, so their figures show how the review does on unseen text;
 * those with a `round` name were written together as one batch, whose rows keep that batch's figures apart.
 * A renewal-notice label covers any notice deadline tied to renewal (to stop it or to claim it).
 * A penalty label is liquidated damages or a sum fixed for a breach or a delay; ordinary interest on late payments and
 * service credits are not (the CUAD liquidated-damages sense).
 */
const HOLDOUT_DIR = join(EVAL_DIR, 'holdout');
const holdoutContracts = (
  JSON.parse(readFileSync(join(HOLDOUT_DIR, 'labels.json'), 'utf8')) as (Omit<Contract, 'text'> & {
    fresh?: boolean;
    round?: string;
  })[]
).map((contract) => ({ ...contract, text: readFileSync(join(HOLDOUT_DIR, `${contract.name}.txt`), 'utf8') }));

/** Clause types found against the labels, document types, and PDF/DOCX layouts agreeing. */
function scoreReview(set: Contract[]) {
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  let typesRight = 0;
  let layoutsAgree = 0;
  const levels = new Set<string>();
  const misses: string[] = [];
  for (const contract of set) {
    const report = reviewDocumentOffline(contract.text);
    if (report.documentType === contract.type) typesRight += 1;
    else misses.push(`  type ${contract.name}: ${report.documentType}`);
    const keys = new Set(
      report.items
        .filter((item) => item.status !== 'missing')
        .map((item) => RISK_FAMILIES[item.key] ?? item.key)
        .filter((key) => REVIEW_CLAUSE_TYPES.has(key)),
    );
    report.items.forEach((item) => item.riskLevel && levels.add(item.riskLevel));
    const labels = new Set(contract.clauses);
    for (const key of keys) if (labels.has(key)) truePositives += 1;
    for (const key of keys) if (!labels.has(key)) misses.push(`  extra ${contract.name}: ${key}`);
    for (const key of labels) if (!keys.has(key)) misses.push(`  missed ${contract.name}: ${key}`);
    predicted += keys.size;
    expected += labels.size;
    const docx = contract.text.split('\n').join('\n\n');
    const pdf = `${contract.text.replace(/(.{50,70}?) /g, '$1\n')}\n1`;
    if (JSON.stringify(reviewDocumentOffline(docx)) === JSON.stringify(reviewDocumentOffline(pdf))) layoutsAgree += 1;
  }
  return { truePositives, predicted, expected, typesRight, layoutsAgree, levels, misses, count: set.length };
}

function reviewRows(name: string, score: ReturnType<typeof scoreReview>): [string, string][] {
  return [
    [`${name} recall over clause types`, (score.truePositives / score.expected).toFixed(2)],
    [`${name} precision over clause types`, (score.truePositives / score.predicted).toFixed(2)],
    [`${name} document type right`, `${score.typesRight}/${score.count}`],
    [`${name} risk levels used`, [...score.levels].sort().join(', ')],
    [`${name}: PDF and DOCX layouts give the same report`, `${score.layoutsAgree}/${score.count}`],
  ];
}

/** Intake accuracy, on-topic answers, crisis help, false alarms and reply time over one labelled set of posts. */
async function measurePosts(assistant: OfflineAssistant, posts: Post[]) {
  const perCategory = new Map<Category, { right: number; total: number }>();
  let right = 0;
  const misses: string[] = [];
  for (const post of posts) {
    const { suggestedCategory } = analyzeLegalNeedOffline(post.text);
    const tally = perCategory.get(post.category) ?? { right: 0, total: 0 };
    tally.total += 1;
    if (suggestedCategory === post.category) {
      right += 1;
      tally.right += 1;
    } else misses.push(`  ${post.category} ← ${suggestedCategory}: ${post.text}`);
    perCategory.set(post.category, tally);
  }
  const present = CATEGORIES.filter((category) => perCategory.has(category));
  const balanced = present.reduce((sum, category) => {
    const { right: hit, total } = perCategory.get(category)!;
    return sum + hit / total;
  }, 0);

  // Chat: on topic, crisis help first, no emergency numbers on ordinary posts, reply time.
  // Warm the regex engine and the JIT first: the figure is the steady-state reply time, as a server sees it.
  for (const post of posts.slice(0, 20)) await assistant.reply({ history: [], message: post.text });
  let onTopic = 0;
  let crisisHelped = 0;
  let falseAlarms = 0;
  const times: number[] = [];
  const offTopic: string[] = [];
  const crisisMisses: string[] = [];
  for (const post of posts) {
    const start = performance.now();
    const reply = await assistant.reply({ history: [], message: post.text });
    times.push(performance.now() - start);
    const paragraphs = reply.split('\n\n');
    // The opening of the answer proper: after any emergency help and the generic "if this is time-sensitive" steps.
    const answer =
      paragraphs
        .slice(EMERGENCY.test(paragraphs[0]!) ? 1 : 0)
        .find((paragraph) => !paragraph.startsWith('If this is time-sensitive')) ?? '';
    if (subjectsOf(post.area).some((subject) => answer.toLowerCase().includes(subject))) onTopic += 1;
    else offTopic.push(`  ${post.area}: ${post.text}`);
    const flagged = EMERGENCY.test(paragraphs[0]!);
    const urgent = analyzeLegalNeedOffline(post.text).suggestedPriority === 'urgent';
    if (post.crisis && flagged && urgent) crisisHelped += 1;
    else if (post.crisis) crisisMisses.push(`  crisis missed: ${post.text}`);
    if (!post.crisis && EMERGENCY.test(reply)) {
      falseAlarms += 1;
      crisisMisses.push(`  false alarm: ${post.text}`);
    }
  }
  const crisisPosts = posts.filter((post) => post.crisis).length;
  const rows: [string, string][] = [
    ['Intake category right', `${percent(right, posts.length)} (${right}/${posts.length})`],
    [
      'Intake, category-balanced',
      `${percent(balanced, present.length)} (a constant guess: ${percent(1, present.length)})`,
    ],
    ['Chat answers on the post’s area', `${percent(onTopic, posts.length)} (${onTopic}/${posts.length})`],
    [
      'Crisis posts given emergency help first, analysis urgent',
      `${percent(crisisHelped, crisisPosts)} (${crisisHelped}/${crisisPosts})`,
    ],
    [
      'Ordinary posts given emergency numbers',
      `${percent(falseAlarms, posts.length - crisisPosts)} (${falseAlarms}/${posts.length - crisisPosts})`,
    ],
    ['Offline reply p95', `${p95(times).toFixed(1)} ms`],
  ];
  return { rows, misses: ['Intake misses:', ...misses, 'Off-topic answers:', ...offTopic, 'Crisis:', ...crisisMisses] };
}

async function main() {
  const assistant = new OfflineAssistant('https://lexa.example');
  const tuned = await measurePosts(assistant, posts);
  const heldOut = await measurePosts(assistant, holdoutPosts);

  // Review: the tuned set, then the held-out set (written apart from the patterns, never tuned against).
  const tunedReview = scoreReview(contracts);
  const heldOutReview = scoreReview(holdoutContracts);
  const freshReview = scoreReview(holdoutContracts.filter((contract) => contract.fresh));
  const rounds = [...new Set(holdoutContracts.flatMap((contract) => (contract.round ? [contract.round] : [])))];
  const roundReviews = rounds.map(
    (round) => [round, scoreReview(holdoutContracts.filter((contract) => contract.round === round))] as const,
  );
  const thirtyPages = Array.from({ length: 12 }, () => contracts.map((contract) => contract.text).join('\n\n')).join(
    '\n\n',
  );
  const reviewStart = performance.now();
  reviewDocumentOffline(thirtyPages);
  const reviewMs = performance.now() - reviewStart;

  const reviewTable: [string, string][] = [
    ...reviewRows('Review', tunedReview),
    ...reviewRows('Held-out review', heldOutReview),
    ...(freshReview.count ? reviewRows('Unseen held-out review', freshReview) : []),
    ...roundReviews.flatMap(([round, score]) => reviewRows(`Held-out ${round} review`, score)),
    [
      `Review of a ${thirtyPages.split(/\s+/).length.toLocaleString('en-US')}-word contract`,
      `${reviewMs.toFixed(0)} ms`,
    ],
  ];
  const table = [
    '| Measure | Result |',
    '| --- | --- |',
    ...[...tuned.rows, ...reviewTable].map(([name, value]) => `| ${name} | ${value} |`),
  ].join('\n');
  // The held-out posts were written apart from the rules (holdout.json): the fairer figure for unseen posts.
  const heldOutTable = [
    '| Held-out posts (written apart from the rules) | Result |',
    '| --- | --- |',
    ...heldOut.rows.map(([name, value]) => `| ${name} | ${value} |`),
  ].join('\n');
  console.log(`${table}\n\n${heldOutTable}`);
  if (process.argv.includes('--verbose')) {
    console.log(
      [
        '\nTuned set',
        ...tuned.misses,
        '\nHeld-out set',
        ...heldOut.misses,
        '\nReview:',
        ...tunedReview.misses,
        '\nHeld-out review:',
        ...heldOutReview.misses,
      ].join('\n'),
    );
  }
  if (process.argv.includes('--readme')) {
    const readmePath = join(__dirname, '../../README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const updated = readme.replace(
      /(<!-- eval:assistant -->\n)[\s\S]*?(<!-- \/eval:assistant -->)/,
      `$1${table}\n\n${heldOutTable}\n$2`,
    );
    writeFileSync(readmePath, updated);
  }
}

void main();
