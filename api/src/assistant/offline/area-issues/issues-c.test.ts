import { headingOf, replyTo } from '../../../test-support/offline-answers';

const heading = async (message: string) => headingOf(await replyTo(message));

describe('narrower housing, employment and court issues', () => {
  it.each([
    // housing
    [
      'I got a job in another state and need to break my lease early, there are 7 months left on it. What will I owe?',
      'housing matter about breaking a lease early',
    ],
    [
      'My ex and I both signed the apartment lease. He moved out and I want his name off the lease, but the landlord says we both still owe the rent.',
      'housing matter about a shared lease',
    ],
    [
      'My adult brother moved into my rental house a year ago, he is not on the lease and now refuses to leave. What are my options?',
      'housing matter about someone who won’t leave the home',
    ],
    [
      'Our building was sold last month and the new owner says our leases are void and we have to move out in 30 days.',
      'housing matter about a new owner, a sale or an owner move-in',
    ],
    [
      'My landlord is raising my rent by 25% next month on a month to month tenancy. Is there any cap on rent increases in California?',
      'housing matter about a rent increase',
    ],
    [
      'There was a kitchen fire in the unit next door and our apartment is unlivable from the smoke damage. Do we still have to pay rent?',
      'housing matter about a fire or other damage that makes the home unlivable',
    ],
    [
      'The carbon monoxide detector in my rental keeps going off near the furnace and the landlord told me to pull the battery. Does he have to fix it?',
      'housing matter about gas, carbon monoxide or smoke alarms',
    ],
    [
      'The tenants upstairs throw parties every weekend and the noise goes on until 3am. Management ignores my noise complaints. What can I do?',
      'housing matter about noise or a nuisance from neighbours',
    ],
    [
      'Our HOA is fining us $50 a day for a shed the architectural committee approved two years ago. Can they do that?',
      'housing matter about HOA fines or rule enforcement',
    ],
    [
      "A big branch from my neighbor's tree fell on my car in the storm and his insurance says it was an act of god. Who pays?",
      'housing matter about a neighbour’s tree',
    ],
    [
      'My building has a no pets rule but my therapist wrote a letter for my emotional support cat. Can the landlord refuse it or charge a pet fee?',
      'housing matter about housing discrimination or an assistance animal',
    ],
    [
      'A month after I complained to the city about the broken heat, my landlord sent me a non-renewal notice. Is that retaliation?',
      'housing matter about a non-renewal or retaliation by a landlord',
    ],
    [
      'We found mold and water damage behind new drywall in the house we bought in May, and the disclosure said no known issues. Can we sue the seller?',
      'housing matter about something the seller or landlord did not disclose',
    ],
    [
      'The seller backed out two weeks before closing and the title company is still holding our earnest money. How do we get it back?',
      'housing matter about earnest money or a purchase that fell through',
    ],
    // employment
    [
      'I quit last Friday and my old job says they will hold my final paycheck until I return the uniform. Is that allowed?',
      'employment matter about a final paycheck',
    ],
    [
      'The restaurant manager takes a cut of the tip pool every night even though he never waits tables. Is that legal?',
      'employment matter about tips or a tip pool',
    ],
    [
      'My agency does not pay us home health aides for the travel time between clients during the day. Should that be paid?',
      'employment matter about work time that has to be paid',
    ],
    [
      'My boss docked my pay $200 for a register shortage that was not my fault. Can he do that?',
      'employment matter about pay deductions or money an employer wants back',
    ],
    [
      'I work 10 hours a day at a warehouse and my employer gives no lunch break at all. Am I owed a meal break?',
      'employment matter about breaks, long shifts or a teenager’s hours',
    ],
    [
      'The company calls me an independent contractor and pays me on a 1099, but they set my hours and give me a uniform. Am I an employee?',
      'employment matter about being treated as a contractor or gig worker',
    ],
    [
      'I need six weeks off to care for my father after his heart surgery. My employer has 300 workers. Does FMLA cover that?',
      'employment matter about FMLA or medical leave',
    ],
    [
      'Two weeks after I told my manager I was pregnant, my hours were cut in half. Is that pregnancy discrimination?',
      'employment matter about pregnancy or parental leave',
    ],
    [
      'I hurt my back at work lifting boxes and my supervisor told me not to file a workers comp claim. What should I do?',
      'employment matter about a workers’ compensation claim',
    ],
    [
      'I have type 1 diabetes and my employer will not let me keep snacks at my workstation. Is that disability discrimination?',
      'employment matter about an accommodation for a disability or religion',
    ],
    [
      'My supervisor keeps making comments about my body and asked me out three times after I said no. What can I do?',
      'employment matter about harassment at work',
    ],
    [
      'Two weeks after I reported a safety hazard to OSHA I was written up three times and then let go. Is that retaliation?',
      'employment matter about retaliation for a complaint',
    ],
    [
      "They offered me eight weeks of severance if I sign a release of all claims by Friday. I'm 57. Should I sign it?",
      'employment matter about a severance agreement or layoff',
    ],
    [
      'My old employer tells anyone who calls for a reference that I was fired for stealing, but I resigned. Can I do anything?',
      'employment matter about references, background checks or a record',
    ],
    // courts
    [
      'I just found out there is a default judgment against me in a case I never knew about, the papers went to my old address. How do I get it set aside?',
      'court case matter about setting aside a default judgment',
    ],
    [
      'The court ordered me to pay a $6,000 judgment I cannot afford. Can I get a payment plan, and can they garnish my wages?',
      'court case matter about paying a judgment you owe',
    ],
    [
      'I won in small claims three months ago and the guy has not paid a cent. How do I actually collect, can I garnish his wages?',
      'court case matter about getting paid after a small claims win',
    ],
    [
      'The judge ruled against me in my civil case and ignored my evidence. What is the deadline to file a notice of appeal?',
      'court case matter about an appeal',
    ],
    [
      'I filed a small claims case but the defendant keeps dodging the process server. How else can I serve him?',
      'court case matter about serving court papers',
    ],
    [
      'My old contractor filed a claim against me, but he never finished the job and owes me for it. Can I file a counterclaim?',
      'court case matter about a counterclaim',
    ],
    [
      "My small claims hearing is next week and I've never been to court. What should I bring, and do I need to print the texts?",
      'court case matter about preparing for a small claims hearing',
    ],
    [
      "My court hearing is on Monday but I'll be in the hospital for surgery. Can I ask the judge for a continuance?",
      'court case matter about more time or a postponement',
    ],
    [
      'The other side sent me interrogatories and requests for production in my lawsuit. Do I have to answer them, and by when?',
      'court case matter about discovery in a lawsuit',
    ],
    [
      'We signed a settlement agreement at mediation but the other side stopped paying. Can the court enforce the settlement?',
      'court case matter about a settlement or mediation',
    ],
    [
      "I got a jury duty summons for next month but I'm the only caregiver for my toddler. Can I get excused?",
      'court case matter about a jury duty summons',
    ],
    [
      'A company in another state sold me a broken laptop online. Can I sue them in my state or do I have to file where they are?',
      'court case matter about which court can hear the case',
    ],
    [
      'A customer I banned from my shop is threatening to sue me and says his lawyer will call. Can he actually sue me for that?',
      'court case matter about a threat to sue you',
    ],
    [
      'Someone keeps posting lies about me on Facebook saying I stole money from my church. Can I sue for defamation?',
      'court case matter about false posts, reviews or rumours about you',
    ],
  ])('answers %j with its own issue', async (message, issue) => {
    expect(await heading(message)).toContain(`This sounds like a${/^[aeiou]/.test(issue) ? 'n' : ''} ${issue}.`);
  });

  it.each([
    ['my landlord wont return my security deposit', 'housing matter about a security deposit'],
    ['the landlord taped a 3-day notice to pay or quit on my door', 'housing matter about an eviction'],
    [
      'The HOA approved my fence, but my neighbor now says it is a foot over the property line. Do I need a survey?',
      'housing matter about property, neighbours or an HOA',
    ],
    [
      'My employer did not pay me overtime for three 55-hour weeks in a row. Can I get it back?',
      'employment matter about unpaid wages or overtime',
    ],
    ['I was served with a summons for a lawsuit about an old gym contract', 'court case matter about being sued'],
    [
      'I won a small claims judgment against a customer who still will not pay, how do I collect on the judgment?',
      'court case matter about collecting a judgment',
    ],
    [
      'My roommate owes me $500 for the utilities and will not pay me back. Can I take her to small claims?',
      'court case matter about suing someone or small claims',
    ],
  ])('keeps %j on the broader issue', async (message, issue) => {
    expect(await heading(message)).toContain(`This sounds like a${/^[aeiou]/.test(issue) ? 'n' : ''} ${issue}.`);
  });
});
