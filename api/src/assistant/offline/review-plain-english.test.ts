import { reviewDocumentOffline } from './review-checklist';

/** The items a short document is found to contain, by key. */
const families = (text: string) =>
  new Map(
    reviewDocumentOffline(text)
      .items.filter((item) => item.status !== 'missing')
      .map((item) => [item.key, item]),
  );
/** A small-business agreement written as "you" and "we". */
const plain = (...clauses: string[]) =>
  `Website Copy Agreement\nDated 4 March 2025\nBetween Kettle & Co Ltd ("we", "us") and Ana Ruiz ("you").\n${clauses.join('\n')}`;
const has = (key: string, ...clauses: string[]) => families(plain(...clauses)).has(key);

describe('offline review: plain-English "you and we" contracts', () => {
  it('names freelance, creative and design agreements as services ones, and a design licence as a licence', () => {
    const type = (title: string) => reviewDocumentOffline(`${title}\nDated 1 May 2025\nBetween A Ltd and B Ltd.`);
    expect(type('Freelance Writing Agreement').documentType).toBe('Services or consulting agreement');
    expect(type('CREATIVE SERVICES CONTRACT').documentType).toBe('Services or consulting agreement');
    expect(type('Registered Design Licence Agreement').documentType).toBe('Licence agreement');
  });

  it('reads "you can end this agreement" as a termination right, and "can’t end" as none', () => {
    expect(has('term-termination', 'You can end this contract by giving us 30 days’ notice in writing.')).toBe(true);
    expect(has('term-termination', 'We may, by email, cancel this agreement if you miss two deadlines.')).toBe(true);
    expect(has('term-termination', 'You can’t end this agreement before the launch date.')).toBe(false);
    expect(has('term-termination', 'We may not end this arrangement while an invoice is unpaid.')).toBe(false);
  });

  it('reads "you promise that" as a warranty, and "we can’t promise that" as none', () => {
    expect(has('warranties', 'You promise that the copy will be your own work.')).toBe(true);
    expect(has('warranties', 'We promise you that the files will be free of viruses.')).toBe(true);
    expect(has('warranties', 'We can’t promise that the campaign will increase your sales.')).toBe(false);
  });

  it('reads a permission to use or show work as a licence, and a permission to use a place as none', () => {
    expect(has('license-grant', 'We give you permission to show the finished pages in your portfolio.')).toBe(true);
    expect(has('license-grant', 'We give you permission to use the parking area behind the shop.')).toBe(false);
  });

  it('reads "you can’t transfer this agreement" as an assignment restriction, and a file limit as none', () => {
    expect(has('anti-assignment', 'You can’t transfer this contract to anyone else.')).toBe(true);
    const mutual = families(plain('Neither of us can assign our rights without the other’s written consent.'));
    expect(mutual.get('anti-assignment')?.riskLevel).toBe('low');
    expect(has('anti-assignment', 'You can’t transfer files larger than 2 GB through the portal.')).toBe(false);
  });

  it('reads "Ontario law applies to this agreement" as a choice of law, and a law on a subject as none', () => {
    expect(families(plain('Ontario law applies to this agreement.')).get('governing-law')?.finding).toBe(
      'Governed by the laws of Ontario.',
    );
    expect(has('governing-law', 'Privacy law applies to how we handle your details.')).toBe(false);
  });

  it('reads insurance left to you as no duty to insure, and a cover you must hold as one', () => {
    expect(has('insurance', '7. Insurance is up to you.')).toBe(false);
    expect(has('insurance', 'We don’t require you to take out insurance for this job.')).toBe(false);
    expect(has('insurance', 'You must hold public liability insurance of at least $2 million.')).toBe(true);
  });

  it('reads "this agreement runs for", keeping things private, and keeping the copyright', () => {
    expect(has('term-termination', 'This agreement runs for 12 months from the start date.')).toBe(true);
    expect(has('term-termination', 'The campaign runs for six weeks in spring.')).toBe(false);
    expect(has('confidentiality', 'You will keep our customer lists private and won’t share them.')).toBe(true);
    expect(has('confidentiality', 'You will keep the office tidy.')).toBe(false);
    expect(has('intellectual-property', 'You keep the copyright in your own templates.')).toBe(true);
    expect(has('intellectual-property', 'You will keep a copy of the files for a year.')).toBe(false);
  });

  it('reads costs of someone else’s claim made good as an indemnity, and ordinary costs as none', () => {
    expect(has('indemnity', 'You will cover any costs we face if someone says your text copies theirs.')).toBe(true);
    expect(has('indemnity', 'We will pay your travel costs if the shoot runs late.')).toBe(false);
  });

  it('reads a plain cap, notices sent to an email address, a tribunal, and a fixed sum per day of delay', () => {
    expect(has('liability-cap', 'We are not responsible for more than the fees we have paid you.')).toBe(true);
    expect(has('liability-cap', 'You are responsible for more than one site.')).toBe(false);
    expect(has('notices', 'We will send any notices to the email address on your quote.')).toBe(true);
    expect(has('notices', 'We will send you our style notes before you start.')).toBe(false);
    expect(has('dispute-resolution', 'If we disagree, either of us can take it to the Disputes Tribunal.')).toBe(true);
    expect(has('dispute-resolution', 'We may disagree about colours; we will pick the final palette.')).toBe(false);
    expect(has('penalty', 'If you deliver late, you will pay us $150 for each day of delay.')).toBe(true);
    expect(has('penalty', 'We will pay you $150 for each day you work on site.')).toBe(false);
  });

  it('reads "we will only use you" as exclusivity and "we can check your records" as an audit right', () => {
    expect(has('exclusivity', 'While this agreement runs, we will only use you for our packaging design.')).toBe(true);
    expect(has('exclusivity', 'We will only use your photos on our own website.')).toBe(false);
    expect(has('audit-rights', 'We can check your records of time spent on the project.')).toBe(true);
    expect(has('audit-rights', 'You can check your account balance online.')).toBe(false);
  });

  it('reads "you won’t work for our competitors" and "won’t hire our staff", and not a bar on hiring helpers', () => {
    expect(has('non-compete', 'You won’t work for any of our direct competitors while this agreement runs.')).toBe(
      true,
    );
    expect(has('non-compete', 'You won’t share drafts with anyone outside your studio.')).toBe(false);
    expect(has('non-solicit', 'You won’t try to hire any of our staff for a year after the project.')).toBe(true);
    expect(has('non-solicit', 'You can’t hire assistants without telling us first.')).toBe(false);
  });
});

describe('offline review: more wordings of round-9 families', () => {
  const contract = (...clauses: string[]) =>
    `SERVICES AGREEMENT\nThis Agreement is made on May 1, 2024 between Alder Works Inc. ("Provider") and Birch Retail LLC ("Client").\n${clauses.join('\n')}`;
  const found = (key: string, ...clauses: string[]) => families(contract(...clauses)).has(key);

  it('reads a forum where actions "will be brought" or a party "consents to" jurisdiction', () => {
    expect(
      found('dispute-resolution', 'Any action under this Agreement will be brought only in Travis County, Texas.'),
    ).toBe(true);
    expect(found('dispute-resolution', 'Provider consents to the personal jurisdiction of those tribunals.')).toBe(
      true,
    );
  });

  it('reads "a change occurs in the control" of a party as a change of control', () => {
    expect(
      found('change-of-control', 'Provider may terminate if a change occurs in the effective control of Client.'),
    ).toBe(true);
  });

  it('reads a defect appearing within a period and a warranty that "lapses" at its end as a warranty period', () => {
    expect(
      found(
        'warranty-duration',
        'If, within ninety (90) days after installation, a defect appears, Provider will repair it at no charge.',
      ),
    ).toBe(true);
    expect(found('warranty-duration', 'This warranty lapses six (6) months after installation.')).toBe(true);
    expect(
      found('warranty-duration', 'Within thirty (30) days after the invoice date, Client shall pay the invoice.'),
    ).toBe(false);
  });

  it('reads photographs and recordings made in the work as owned work product, and records as none', () => {
    expect(
      found(
        'intellectual-property',
        'All photographs and video recordings taken by Provider in performing the Services shall be the sole property of Client.',
      ),
    ).toBe(true);
    expect(found('intellectual-property', 'All maintenance logs shall be the property of Client.')).toBe(false);
  });

  it('reads a sum the parties call a service credit as no penalty, and a credit per week of delay as one', () => {
    expect(
      found(
        'penalty',
        '6.2 Service Credits. If uptime falls below 99.5% in a month, Client shall receive a credit of 5% of the monthly fee for each such failure.',
      ),
    ).toBe(false);
    expect(
      found(
        'penalty',
        'If delivery is late, Provider shall credit Client 2% of the price for each full week of delay.',
      ),
    ).toBe(true);
  });

  it('reads a credit for a missed performance standard as no penalty, whatever the parties call the credits', () => {
    expect(
      found(
        'penalty',
        "7.3 Availability Credits. Where the Portal is unavailable for more than four hours in a month, Customer may deduct 3% of that month's charges for each such incident.",
      ),
    ).toBe(false);
  });

  it('still counts a sum per day of delay when service credits appear in another clause of the same contract', () => {
    const serviceCredits =
      '4.1 Service Credits. If monthly uptime falls below 99.9%, Client shall receive a credit of 5% of the monthly fee for each such failure.';
    const filler = Array.from(
      { length: 8 },
      (_, n) => `${5 + n}.1 Clause ${n}. Each party shall perform its obligations under this Agreement diligently.`,
    ).join('\n');
    const delay =
      '13.1 Late Completion. If the Works are not complete by the Completion Date, Contractor shall pay Owner $500 for each day of delay.';
    expect(found('penalty', [serviceCredits, filler, delay].join('\n'))).toBe(true);
  });

  it('reads an appointment as exclusive importer as exclusivity, and an exclusive right withheld as none', () => {
    expect(found('exclusivity', 'Provider appoints Client as its exclusive importer of the Products in Canada.')).toBe(
      true,
    );
    expect(
      found(
        'exclusivity',
        'Nothing in this Agreement gives Provider the exclusive right to supply cleaning services at the site.',
      ),
    ).toBe(false);
  });
});

describe('offline review: online terms and plain-English options', () => {
  const terms = (...clauses: string[]) =>
    `Larkspur — Terms of Service\nLast updated: 2 April 2025\nThese terms are between Larkspur Pty Ltd ("we", "us") and the business that signs up ("you").\n${clauses.join('\n')}`;
  const termsHave = (key: string, ...clauses: string[]) => families(terms(...clauses)).has(key);

  it('reads "end these terms" and "end your subscription" as a termination right, and "can’t end" as none', () => {
    expect(
      termsHave(
        'term-termination',
        'Either of us can end these terms by written notice if the other seriously breaches them.',
      ),
    ).toBe(true);
    expect(termsHave('term-termination', 'We can suspend or end your account if you use the service unlawfully.')).toBe(
      true,
    );
    expect(termsHave('term-termination', 'You can’t end your subscription part-way through a billing period.')).toBe(
      false,
    );
    expect(termsHave('term-termination', 'You can change your plan from the Billing page.')).toBe(false);
  });

  it('reads "these terms keep applying for as long as" as a term', () => {
    const term =
      'These terms apply from the day you sign up and keep applying for as long as you have an account with us.';
    expect(families(terms(term)).get('term-termination')?.snippet).toBe(term);
    expect(termsHave('term-termination', 'These terms apply to every order you place.')).toBe(false);
  });

  it('reads cancelling before the renewal date as a notice to stop renewal, and cancelling with no deadline as none', () => {
    const before = 'For annual plans, you need to cancel at least 7 days before your renewal date.';
    expect(families(terms(before)).get('renewal-notice')?.finding).toBe(
      'Renewal can be stopped by notice given 7 days or more before the term ends.',
    );
    expect(
      termsHave('renewal-notice', 'Your plan renews each month unless you cancel before the next billing date.'),
    ).toBe(true);
    expect(termsHave('renewal-notice', 'Your plan renews each month unless you or we cancel it.')).toBe(false);
    expect(termsHave('renewal-notice', 'You can cancel before the course starts for a full refund.')).toBe(false);
  });

  it('reads an option to extend the term by notice as a renewal deadline, and extending a deadline as none', () => {
    const option =
      'We may extend the Term for two more years by giving you written notice no later than September 30, 2027.';
    expect(families(plain(option)).get('renewal-notice')?.finding).toBe(
      'Renewal must be claimed by notice by the date the clause names; miss the date and the agreement ends.',
    );
    expect(has('renewal-notice', 'We may extend the delivery deadline by giving you written notice.')).toBe(false);
  });

  it('reads limits that "don’t apply" to a liability as uncapped, and usage limits as none', () => {
    expect(
      termsHave(
        'uncapped-liability',
        'The limits in clause 11 don’t apply to your liability under clause 12 or to either party’s liability for fraud.',
      ),
    ).toBe(true);
    expect(
      termsHave('uncapped-liability', 'The storage limits on the Starter plan don’t apply to Business plans.'),
    ).toBe(false);
  });

  it('reads "we own … all intellectual property" and "belongs to us" as IP ownership, and owning data or an account as none', () => {
    expect(
      termsHave(
        'intellectual-property',
        'We own the app, including the software, designs, logos, documentation and all intellectual property rights in them.',
      ),
    ).toBe(true);
    expect(termsHave('intellectual-property', 'Any improvements we make based on your feedback belong to us.')).toBe(
      true,
    );
    expect(
      termsHave('intellectual-property', 'The account belongs to the business that signed up, not to any user.'),
    ).toBe(false);
    expect(termsHave('intellectual-property', 'You own your data, and we don’t claim any ownership of it.')).toBe(
      false,
    );
  });
});
