import { headingOf, replyTo } from '../../../test-support/offline-answers';
import { BENEFITS_ISSUES } from './benefits';
import { CRIME_ISSUES } from './crime';
import { EDUCATION_ISSUES } from './education';
import { IMMIGRATION_ISSUES } from './immigration';
import type { AreaIssue } from './issue';
import { TRAFFIC_ISSUES } from './traffic';

/** The answer's heading line, else its first line. */
const opening = async (message: string) => {
  const reply = await replyTo(message);
  return headingOf(reply) ?? reply.split('\n')[0];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The heading an answer on `label` opens with, in the area's own subject ("criminal law", "public benefits"). */
const heading = (subject: string, label: string) =>
  new RegExp(`^This sounds like an? ${escape(subject)} matter about ${escape(label)}\\. `);

const cases: [string, string, readonly AreaIssue[], [string, string][]][] = [
  [
    'criminal law',
    'crime',
    CRIME_ISSUES,
    [
      [
        'my friend is passed out after taking pills and barely breathing, if we call 911 will we get arrested for the drugs?',
        'calling for help when drugs or alcohol are involved',
      ],
      [
        'I missed a drug test and my probation officer says he is filing a violation, what happens now?',
        'a probation violation',
      ],
      [
        'I just found out there is a bench warrant out for me for failure to appear, should I turn myself in?',
        'an outstanding warrant',
      ],
      [
        'the cops searched my car without my consent during a traffic stop and found a pipe, was that legal?',
        'a search by police',
      ],
      [
        'a detective left his card and wants me to come in for a quick chat about a theft at work, do I have to?',
        'being questioned by police',
      ],
      [
        'police seized $4,000 cash from my car but never charged me, how do I get my money back?',
        'property seized by police',
      ],
      ['my brother is in jail and his bail was set at $20,000, can a lawyer get the bail lowered?', 'bail or bond'],
      [
        'a guy swung at me first outside a bar and I hit him back, now I am charged. does self defense apply?',
        'a claim of self-defence',
      ],
      [
        'someone stole my bike and I have the video but the police won’t do anything, can I press charges myself?',
        'pressing charges',
      ],
      [
        'my 15 year old was arrested for vandalism and has to go to juvenile court, will he have a record?',
        'a juvenile case',
      ],
      [
        'I was stopped leaving Walmart for shoplifting and now they sent a civil demand letter for $300, do I have to pay?',
        'a shoplifting charge or a store’s demand letter',
      ],
      [
        'I was charged with possession of marijuana and a pipe, is there diversion for a first offense?',
        'a drug possession charge',
      ],
    ],
  ],
  [
    'traffic',
    'traffic',
    TRAFFIC_ISSUES,
    [
      [
        'I am a truck driver with a CDL and got a speeding ticket in my own car, will it count against my commercial licence?',
        'a ticket on a commercial licence (CDL)',
      ],
      ['got a reckless driving summons for 90 on the highway, is that a criminal charge?', 'a reckless driving charge'],
      [
        'a red light camera ticket came in the mail but my sister was driving my car, do I have to name her?',
        'a camera ticket',
      ],
      [
        'I got pulled over and cited for no insurance, my policy had lapsed for a week, what happens?',
        'driving without insurance',
      ],
      [
        'I was charged with driving on a suspended license but I never got the notice because of my old address',
        'a driving-while-suspended charge',
      ],
      [
        'I got a speeding ticket on a road trip through Georgia but I live in Ohio, will it go on my Ohio license too?',
        'an out-of-state ticket',
      ],
      [
        'after a crash at an intersection the officer cited me for failure to yield but the other driver ran the red light',
        'a ticket after an accident',
      ],
      [
        'I only have a learner’s permit and got pulled over for driving alone at night, what happens to my permit?',
        'a young driver’s ticket',
      ],
      ['I got a ticket for holding my cell phone at a red light, I was only using GPS', 'using a phone while driving'],
      [
        'a hit and run driver dinged my parked car and drove off, a witness got the plate number. do I report it?',
        'a hit-and-run',
      ],
      [
        'how many points is a ticket for an illegal u-turn and can traffic school keep it off my driving record?',
        'points and insurance after a ticket',
      ],
    ],
  ],
  [
    'immigration',
    'immigration',
    IMMIGRATION_ISSUES,
    [
      [
        'my husband is a US citizen and beats me, he says he will have me deported if I call police. can I self-petition under VAWA?',
        'protection for immigrant victims of abuse or crime',
      ],
      [
        'I am on an L-1 visa and was laid off, how long is the grace period before I must leave the US or find a new sponsor?',
        'losing a job on a work visa',
      ],
      ['my DACA expires in two months, when should I send the renewal and can I keep working?', 'a DACA renewal'],
      [
        'I fled my country because of political persecution last year, is there a one-year deadline to apply for asylum?',
        'an asylum case',
      ],
      [
        'we need to file the I-751 to remove conditions on my 2 year card but my wife and I are separated',
        'removing the conditions on a green card',
      ],
      [
        'my wife is a US citizen and we got a request for evidence on our marriage case, what proof should we send?',
        'a green card through marriage',
      ],
      [
        'I am filing my N-400 for naturalization but I had a DUI six years ago, will that hurt my good moral character?',
        'a citizenship application',
      ],
      [
        'ICE picked up my uncle at his work this morning, how can we find where they took him and get him a bond hearing?',
        'someone detained by ICE',
      ],
      [
        'my adjustment of status is pending, can I travel abroad for my father’s funeral without advance parole?',
        'travel outside the US',
      ],
      [
        'I have TPS from El Salvador and missed the re-registration period, what can I do?',
        'temporary protected status (TPS)',
      ],
      ['I am on an F-1 student visa, can I start working before my OPT card arrives?', 'a student visa (F-1) and work'],
      [
        'I am a citizen and want to sponsor my mother from Peru, is my income enough for the affidavit of support?',
        'sponsoring a relative',
      ],
    ],
  ],
  [
    'public benefits',
    'benefits',
    BENEFITS_ISSUES,
    [
      [
        'Social Security says I was overpaid $5,000 and will take it out of my checks, can I ask for a waiver?',
        'an overpayment notice',
      ],
      [
        'my employer says I quit but I was let go, and unemployment denied my claim for misconduct. how does the phone hearing work?',
        'an unemployment claim',
      ],
      [
        'my Medicaid was terminated at redetermination because a renewal form got lost in the mail, how do I get it back?',
        'keeping or getting Medicaid coverage',
      ],
      [
        'I get SSI and want to start working part time, how much can I earn before my check is cut?',
        'working or saving while on SSI or SSDI',
      ],
      [
        'my SSDI was denied on reconsideration, I have a herniated disc and cannot work. should I ask for a hearing?',
        'a Social Security disability claim (SSDI or SSI)',
      ],
      [
        'I am a veteran and the VA said my tinnitus is not service connected, how do I get a better rating?',
        'a VA disability claim or rating',
      ],
      [
        'my food stamps were cut because my brother moved in, but he buys his own food. is that right?',
        'food stamps (SNAP)',
      ],
      [
        'my father needs a nursing home and Medicaid is asking about a gift he made in the five year look back',
        'Medicaid for nursing home care',
      ],
      [
        'my wife passed away and we have two young kids, how do we apply for Social Security survivor benefits?',
        'Social Security survivor benefits',
      ],
      [
        'can I be paid by Medicaid as a caregiver for my disabled mother in Ohio?',
        'getting paid as a family caregiver',
      ],
      [
        'the county sanctioned my TANF cash assistance because I missed a work activity when my child was sick',
        'a cash-assistance sanction',
      ],
    ],
  ],
  [
    'education',
    'education',
    EDUCATION_ISSUES,
    [
      [
        'a coach at my daughter’s school keeps messaging her late at night and told her to delete the messages',
        'a school employee’s conduct with a student',
      ],
      [
        'a student at my son’s school posted a photo of a rifle and a hit list, the school says it is handling it',
        'a threat made at school',
      ],
      [
        'my autistic son keeps being restrained and put in a seclusion room at school without anyone calling me',
        'restraint or seclusion at school',
      ],
      [
        'my daughter is bullied every day at school and in a group chat and the principal does nothing',
        'bullying or harassment at school',
      ],
      [
        'my university says my essay was written by AI because a detector flagged it, how do I fight an academic integrity charge?',
        'an academic-integrity accusation',
      ],
      [
        'my son is facing expulsion for a pocketknife he forgot in his backpack, the hearing is next week',
        'an expulsion or long-term removal',
      ],
      [
        'the school district refuses to enroll my kids because we are living with my parents and the lease is not in my name',
        'school enrolment and residency',
      ],
      [
        'my university dismissed me from the nursing program after one clinical rotation, but the student handbook promised a remediation plan first',
        'a dismissal from a college program',
      ],
      [
        'my old college refuses to release my transcript because I owe $800 in fees, is that allowed?',
        'a transcript or diploma held back',
      ],
      [
        'my Public Service Loan Forgiveness application for my student loans was denied even though I teach at a public school',
        'student loan forgiveness or discharge',
      ],
      [
        'the school wants to hold my daughter back in second grade because of a reading test, can we refuse?',
        'a child held back a grade',
      ],
      [
        'how do I get the school to correct a wrong note in my son’s school records under FERPA?',
        'a child’s school records',
      ],
    ],
  ],
];

describe('narrower issues of crime, traffic, immigration, benefits and education', () => {
  describe.each(cases)('%s', (subject, _area, issues, examples) => {
    it('has an example for every issue', () => {
      expect(examples.map(([, label]) => label).sort()).toEqual(issues.map((issue) => issue.label).sort());
    });

    it.each(examples)('answers %j on its issue', async (message, label) => {
      expect(await opening(message)).toMatch(heading(subject, label));
    });
  });

  it.each([
    [
      'I got arrested last night for assault and my arraignment is Monday',
      'criminal law',
      'an arrest or a pending charge',
    ],
    [
      'can I get my 2012 burglary conviction expunged? it shows up on background checks',
      'criminal law',
      'clearing a criminal record',
    ],
    [
      'I am driving from Ohio to Maine with my hunting rifle, what do I need?',
      'criminal law',
      'owning, carrying or moving a weapon',
    ],
    ['I got a speeding ticket doing 70 in a 55, should I fight it?', 'traffic', 'a traffic ticket'],
    ['my tourist visa expires next week, can I get an extension?', 'immigration', 'a visa or status'],
    ['my housing voucher application was denied, can I appeal?', 'public benefits', 'a denied or cut benefit'],
    ['the school suspended my daughter for three days for talking back to a teacher', 'education', 'school discipline'],
  ])('keeps %j on the broader issue', async (message, subject, label) => {
    expect(await opening(message)).toMatch(heading(subject, label));
  });

  it.each([
    ['my son’s teacher keeps texting the whole class about homework deadlines', /school employee/],
    ['my professor emailed the class about the final exam schedule', /academic-integrity|school employee/],
    ['my ex is accusing me of stalking because I went to our kid’s game, could I be charged?', /drugs or alcohol/],
    ['I hit a deer on the highway, will my insurance rates go up?', /points and insurance/],
  ])('does not read %j as a narrower issue it does not raise', async (message, wrong) => {
    expect(await opening(message)).not.toMatch(wrong);
  });
});
