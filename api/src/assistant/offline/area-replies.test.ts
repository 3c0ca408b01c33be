import { OfflineAssistant } from './offline-provider';

const assistant = new OfflineAssistant('https://lexa.example');
const ask = (message: string) => assistant.reply({ history: [], message });

describe('offline replies on personal matters', () => {
  it.each([
    ['my baby daddy hasnt paid support in 8 months', /family law[^\n]*child support/],
    ['I got a DUI last weekend, blew a .09, first time', /traffic[^\n]*DUI[\s\S]*DMV hearing/],
    [
      'cops arrested my brother for stealing from a store, arraignment is monday',
      /criminal law[^\n]*arrest[\s\S]*remain silent/,
    ],
    [
      'Grandma passed and nobody can find a will, my uncle is selling her stuff',
      /wills and estates[^\n]*estate after a death[\s\S]*intestacy/,
    ],
    [
      'a collection agency keeps calling my job about a credit card i paid off',
      /consumer and debt[^\n]*debt collection[\s\S]*validation/,
    ],
    ['my H1B job ended last week, how long can I stay?', /immigration[^\n]*visa or status[\s\S]*grace period/],
    [
      'the school suspended my autistic son for 10 days without a meeting',
      /education[^\n]*(?:special education|school discipline)/,
    ],
    [
      'I was rear ended at a red light and my neck hurts, the other insurer is calling',
      /personal injury[^\n]*car accident/,
    ],
    [
      'My ex hit me years ago and he is in prison now. Can I change my son’s surname to mine without his consent?',
      /family law[^\n]*name change/,
    ],
    ['A moose ran out in front of my truck and wrecked it. Does my insurance cover it?', /traffic/],
    ['What happens to my student loans and mortgage if I die before they are paid off?', /wills and estates/],
    [
      'my aunt has dementia and her caretaker keeps cashing her checks, can the family step in?',
      /wills and estates[^\n]*older adult[\s\S]*Adult Protective Services/,
    ],
    ['who gets my savings and my truck after I die? I have no will', /wills and estates/],
    ['a stranger keeps following me to my car after work and left a note threatening to hurt me', /criminal law/],
    [
      'I am moving from Ohio to Oregon and want to transport my hunting rifle and my handgun, what do I need?',
      /criminal law[^\n]*weapon/,
    ],
    ['my therapy sessions got denied by my health insurance, can I appeal?', /health care/],
    ['SSI denied me again, what are my options', /public benefits[^\n]*denied or cut benefit[\s\S]*60 days/],
    ['got a 3-day notice to pay or quit taped to the door, how long do I have', /housing/],
    ['the VA says my back injury is not service connected, how do I appeal the rating', /public benefits/],
    ['the assisted living home says it will discharge my grandmother because it cannot meet her needs', /health care/],
    ["the district won't enroll my kids since we're staying with my cousin after our house burned", /education/],
    ['my citizen husband beat me and never filed my papers, can I self-petition on my own', /immigration/],
    [
      "my brother was killed when a semi crossed the median and the trucking company's insurer keeps calling mom",
      /personal injury/,
    ],
    [
      'I was served with a summons for a lawsuit about an old gym contract',
      /court case[^\n]*being sued[\s\S]*default judgment/,
    ],
    [
      "I got a subpoena to testify in a friend's small claims case next month, do I have to go?",
      /court case[^\n]*subpoena to be a witness[\s\S]*contempt/,
    ],
    [
      'I won a small claims judgment against a customer who still will not pay, how do I collect on the judgment?',
      /court case[^\n]*collecting a judgment[\s\S]*garnishment/,
    ],
    // An order already in place is answered on renewing it; denied abuse and "violent games" name no abuse.
    [
      "the restraining order against my ex-boyfriend runs out in June. he's left me alone since, can it be extended?",
      /family law[^\n]*protective order already in place[\s\S]*renew/,
    ],
    [
      "my 15 year old says she'll run away if we don't drop her curfew. there's no abuse, just rules. can she leave before 18?",
      /family law[^\n]*parent’s rights and duties with a minor[\s\S]*Emancipation/,
    ],
    [
      'the dentist pulled the wrong tooth and now I need an implant, can I get him to pay?',
      /personal injury[^\n]*medical malpractice \(an injury claim against a health care provider\)/,
    ],
    [
      'my son is on SSI and starting a part time job at a warehouse. will his paycheck reduce his SSI, and what do we report?',
      /public benefits[^\n]*work income and a benefit[\s\S]*1619\(b\)/,
    ],
  ])('answers %j on its own issue', async (message, expected) => {
    const reply = await ask(message);
    expect(reply).toMatch(expected);
    expect(reply).toContain('https://lexa.example/client/request');
    expect(reply).toMatch(/not legal advice|rather than legal advice/);
  });

  it('gives unrelated questions different answers', async () => {
    const replies = await Promise.all(
      [
        'can I fight a red light camera ticket',
        'my sister and I disagree about selling moms house after she died',
        'the dealer wont refund my deposit on a car I never took',
        'my ex moved to another state with our kids without telling me',
      ].map(ask),
    );
    const openings = replies.map((reply) => reply.split('\n')[0]);
    expect(new Set(openings).size).toBe(4);
  });

  it('keeps emergency numbers out of the opening of an answer on an order asked about without danger', async () => {
    const reply = await ask('How do I ask the court to renew my protective order before it expires next month?');
    expect(reply.split('\n\n')[0]).toMatch(/family law/);
    expect(reply.split('\n\n')[0]).not.toMatch(/\b911\b|\b988\b|1-800-799-7233/);
  });

  it('leads with the main area and mentions the second one', async () => {
    const reply = await ask('After the divorce my ex-wife is suing me in small claims for the furniture');
    expect(reply.split('\n')[0]).toMatch(/family law/);
    expect(reply).toMatch(/also touches on court case/);
  });

  it('answers the question a long post ends on, in plain grammar', async () => {
    const reply = await ask(
      [
        'So I have worked at this warehouse for 3 years, my wife and I just had a baby, money is tight, we rent a small place.',
        '',
        'Last Friday my supervisor told me not to clock in anymore and my last paycheck is missing 2 weeks. Can they keep my wages?',
      ].join('\n'),
    );
    expect(reply.split('\n')[0]).toMatch(/^This sounds like an employment matter about unpaid wages/);
  });

  it("answers on the person's own status when a job loss puts a visa at stake", async () => {
    const reply = await ask(
      'im on an F-1 and my on campus job ended, does that affect my status or do I have to leave?',
    );
    expect(reply.split('\n')[0]).toMatch(/immigration/);
  });

  it('answers housing issues and keeps business questions on their catalogue topic', async () => {
    expect(await ask('Should my bakery be an LLC or an S corp?')).toMatch(/company formation/);
    expect(await ask('a people-search site lists my home address and phone, can I make them take it down?')).toMatch(
      /privacy[\s\S]*removal requests/,
    );
    expect(
      await ask('our Delaware LLC is opening a shop in Ohio, do we need to register to do business there?'),
    ).toMatch(/company formation[\s\S]*foreign qualification/);
    expect(await ask('I own 12% of a family company and the others refuse to show me the books')).toMatch(
      /corporate governance[\s\S]*inspect the books/,
    );
    expect(await ask('my landlord wont return my security deposit')).toMatch(/housing[^\n]*security deposit/);
  });

  it('answers the matter a backstory leads to: the benefit, the records, the impounded car, the lender’s threats', async () => {
    const opening = async (message: string) => (await ask(message)).split('\n')[0];
    expect(
      await opening(
        'My boss fired me for missing a shift when my car broke down. Then unemployment denied my claim for misconduct. How do I appeal?',
      ),
    ).toMatch(/public benefits/);
    expect(
      await opening(
        "My brother died at the county hospital in May and I'm handling his estate. The hospital won't release his medical records without letters from the court. Is there a faster way?",
      ),
    ).toMatch(/health care[^\n]*medical records/);
    expect(
      await opening('the memory care home sent my father a 30-day discharge notice while his Medicaid is pending'),
    ).toMatch(/health care[^\n]*care-home discharge/);
    expect(
      await opening('my car was impounded after my nephew drove it without a license, how do I get it released?'),
    ).toMatch(/traffic[^\n]*impounded car/);
    expect(
      await opening('the payday loan company says they will file criminal charges for check fraud if I miss a payment'),
    ).toMatch(/consumer and debt[^\n]*lender’s threats/);
    // A licence suspended with no car towed keeps its own issue.
    expect(
      await opening('my license got suspended and I need to drive to work, can I get a hardship license?'),
    ).toMatch(/traffic[^\n]*suspended licence/);
  });
});

describe('the answer after emergency help', () => {
  const answerAfterHelp = async (message: string) => {
    const [help, ...rest] = (await ask(message)).split('\n\n');
    expect(help).toMatch(/911/);
    // The generic "if this is time-sensitive" steps may come before the answer proper.
    return rest.find((paragraph) => !paragraph.startsWith('If this is time-sensitive'));
  };

  it.each([
    [
      'my grandmother is 86 and her live-in caretaker hits her and keeps her locked in her room, what can we do legally?',
      /wills and estates[^\n]*older adult/,
    ],
    [
      'a man I met online has my nudes and says he will post them and come to my house tonight unless I pay him',
      /criminal law/,
    ],
    [
      'my toddler fell into the hotel’s unfenced pool and is not breathing right, can we sue the hotel?',
      /personal injury/,
    ],
    ['i dont see the point in living anymore', /health care[^\n]*mental health/],
    [
      'I’m a home health aide and the son of my client slaps her and locks her out of the house; if I report it will I lose my job?',
      /employment/,
    ],
    [
      'my son’s teacher grabbed him by the neck and threw him against a locker today, he has bruises. what can we do?',
      /education/,
    ],
    [
      "I'm going to end it this weekend. who gets my car and my savings if I'm gone, my sister or my mom?",
      /wills and estates[^\n]*making a will/,
    ],
    // The question asked about the danger names its area: a crime asked about as one, danger from school itself.
    [
      "my neighbor's boyfriend has locked her and her little boy in their apartment and says he has a gun. is this kidnapping?",
      /criminal law[^\n]*victim/,
    ],
    [
      'my husband hit me again last night and said he will take the kids if I leave. can I get a protective order?',
      /family law/,
    ],
    [
      'a group of boys at my son’s school said they will stab him after class. can we move him to another school?',
      /education/,
    ],
    // A care provider asked to answer for a medical emergency is health care; a hotel or a store stays injury (above).
    [
      'my mom is gasping for air at her nursing home and nobody has come for an hour. can we sue the nursing home?',
      /health care/,
    ],
    // Holding someone for psychiatric care is health care, whoever the person is to the one asking.
    [
      'my brother is bipolar and stopped taking his meds, he says he will end it tonight. can we get him committed?',
      /health care/,
    ],
    [
      "my cousin got shot in the leg, he is pale and bleeding through the towels but won't go to the ER because he's on parole. will going to the hospital violate his parole?",
      /criminal law/,
    ],
    // A child's medical emergency when the parents are apart or at odds is family law; the same fall asked about
    // insurance stays health care.
    [
      'my 4 year old son hit his head on the stairs and keeps vomiting and is very sleepy. we are separated and his dad has him this weekend and says he is fine. can I go get him?',
      /family law/,
    ],
    [
      'my 4 year old son hit his head on the stairs and keeps vomiting and is very sleepy. will our insurance cover the ER visit?',
      /health care/,
    ],
    // Relatives beside a liability question leave it a personal injury matter.
    [
      "the neighbor's dog bit my daughter's arm and she is bleeding badly, my husband is pressing a towel on it. is the neighbor liable?",
      /personal injury/,
    ],
    // Danger from outside the family (a neighbour's threats, a church leader) is a crime however many relatives are
    // named; a neighbour's children left alone are a child-welfare (family law) matter.
    [
      'our neighbor keeps threatening to shoot my dog and my kids when they play outside, he showed us his rifle. what can we do legally?',
      /criminal law/,
    ],
    [
      'our youth pastor keeps taking my 14 year old son on overnight trips alone and he came back scared and bruised. what can we do?',
      /criminal law/,
    ],
    [
      "the neighbor's two kids have been left alone for days with no food, their mom hasn't been back. who do I call?",
      /family law/,
    ],
    // Look-alike: the school only passed the news on; the danger is at home.
    [
      'my daughter told her teacher that her stepdad hits her with a belt, and the school called me today. what can I do?',
      /family law/,
    ],
    [
      'my neighbour is very old and her son keeps her locked in the basement and takes her pension, she says he hits her',
      /wills and estates/,
    ],
    [
      "my sister's friend (16) answered an ad for a modelling job, the man running it took her ID, she says she owes him and can't leave the motel where he keeps the other girls",
      /criminal law/,
    ],
    ['my cousin is 15 and says a pimp is making her work for him, he took her phone and she is scared', /criminal law/],
    [
      'my daughter was stung by a bee at the water park and her throat is swelling up, can we hold the park liable?',
      /personal injury/,
    ],
    [
      "a forklift pinned my coworker's leg at the warehouse a few minutes ago and he's bleeding badly, is our employer liable?",
      /employment/,
    ],
    [
      'ice has had my brother since this morning. he has a heart condition and on the phone he said his chest is crushing and his left arm is numb. how do we get him out today?',
      /immigration/,
    ],
    [
      'we have ice on the steps and my neighbour slipped, hit her head and is confused and throwing up, can we be sued?',
      /personal injury/,
    ],
    [
      "I'm a kindergarten teacher and one of my pupils has burn marks on her arms and says her stepdad did it when she spilled juice. Do I call CPS myself or tell the principal first?",
      /family law/,
    ],
    [
      "my daughter's teacher keeps grabbing her arm hard enough to leave bruises and she's scared to go to school, what can we do?",
      /education/,
    ],
    // A lawsuit spelt out and asked about, or a contract's terms asked about, is the subject the danger tips; a lawsuit
    // inside a settled subject (the landlord's) stays with it, and a family hearing named in passing stays family law.
    [
      'I am being sued for breach of contract by my former business partner and the court hearing is next week. He is outside my house right now with a bat and says he will end this before court. I am inside with my wife. Can I tell the judge in the lawsuit?',
      /court case/,
    ],
    [
      'We filed a small claims case against our landscaper and won. Tonight he came to our door drunk and said he will hurt us and the kids if we try to collect. How do we get the judgment money?',
      /court case/,
    ],
    [
      'My old landlord is suing me in small claims for repairs, and the trial is next week. Tonight he pounded on my door and said he would hurt my husband. Can I bring this up in the lawsuit?',
      /housing/,
    ],
    [
      'The roofer I let go came back drunk tonight, broke my window and says he will hurt my wife unless I pay him. Under our contract do I owe him for work he never finished?',
      /contract/,
    ],
    [
      'my husband hit me tonight and says he will sue for custody. can I get a protective order before any hearing?',
      /family law/,
    ],
  ])('stays on the person’s own subject: %s', async (message, subject) => {
    expect(await answerAfterHelp(message)).toMatch(subject);
  });
});
