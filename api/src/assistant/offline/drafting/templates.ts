import type { DraftContext } from './context';

/**
 * The offline drafter's library: for each kind of document, its sections in order, each with the notes shown in the
 * outline and the clause text written on completion. Tiers decide which sections each outline variant includes.
 */

/** core: always; standard: the standard and comprehensive variants; extended: comprehensive only; boilerplate: merged into "General Provisions" in the concise variant. */
export type Tier = 'core' | 'standard' | 'extended' | 'boilerplate';

export interface SectionTemplate {
  heading: string;
  tier: Tier;
  /** Headings this clause answers to, so a section the client renamed keeps its text ("Duration" for "Term"). */
  match: RegExp;
  notes(ctx: DraftContext): string[];
  body(ctx: DraftContext): string[];
}

export type TemplateKind = 'agreement' | 'letter' | 'policy';

export interface DocumentTemplate {
  id: string;
  /** What the document is, as its clauses refer to it. */
  name: string;
  kind: TemplateKind;
  /** Words in a title or description that call for this template; the title counts double. */
  keywords: RegExp[];
  roles: [string, string];
  sections: SectionTemplate[];
}

const section = (
  heading: string,
  tier: Tier,
  match: RegExp,
  notes: (ctx: DraftContext) => string[],
  body: (ctx: DraftContext) => string[],
): SectionTemplate => ({ heading, tier, match, notes, body });

/* ---------- clauses every agreement shares ---------- */

const parties = (): SectionTemplate =>
  section(
    'Parties',
    'core',
    /\bpart(?:y|ies)\b|\bintroduction\b|\bpreamble\b/i,
    (ctx) => [
      `${ctx.first} (the "${ctx.firstRole}") and ${ctx.second} (the "${ctx.secondRole}")`,
      `Effective date: ${ctx.effectiveDate}`,
    ],
    (ctx) => [
      `This agreement (the "Agreement") is entered into as of ${ctx.effectiveDate} (the "Effective Date") by and between ${ctx.first} (the "${ctx.firstRole}") and ${ctx.second} (the "${ctx.secondRole}"). The ${ctx.firstRole} and the ${ctx.secondRole} are each a "Party" and together the "Parties".`,
      'Each Party confirms that it has full power and authority to enter into and perform this Agreement, and that the person signing on its behalf is duly authorised to do so.',
    ],
  );

const governingLaw = (): SectionTemplate =>
  section(
    'Governing Law and Jurisdiction',
    'core',
    /\bgoverning law\b|\bapplicable law\b|\bjurisdiction\b|\bchoice of law\b/i,
    (ctx) => [`The laws of ${ctx.jurisdiction}`, 'Courts with exclusive jurisdiction'],
    (ctx) => [
      `This Agreement and any dispute or claim arising out of or in connection with it (including non-contractual disputes or claims) shall be governed by and construed in accordance with the laws of ${ctx.jurisdiction}, without regard to its conflict-of-laws rules.`,
      `Subject to the dispute-resolution provisions of this Agreement, the courts of ${ctx.jurisdiction} shall have exclusive jurisdiction, and each Party irrevocably submits to that jurisdiction. Nothing in this section prevents a Party from seeking urgent injunctive relief in any competent court.`,
    ],
  );

const disputeResolution = (): SectionTemplate =>
  section(
    'Dispute Resolution',
    'standard',
    /\bdisputes?\b|\barbitration\b|\bmediation\b/i,
    () => ['Good-faith negotiation between senior representatives first', 'Mediation, then the courts or arbitration'],
    () => [
      'If a dispute arises out of or in connection with this Agreement, either Party may give the other written notice of the dispute. Senior representatives of the Parties shall meet (in person or remotely) within fifteen (15) business days of that notice and negotiate in good faith to resolve it.',
      'If the dispute is not resolved within thirty (30) days of the notice, the Parties shall attempt to settle it by mediation before a mutually agreed mediator, sharing the mediator’s fees equally. If mediation does not resolve the dispute within sixty (60) days of the notice, either Party may commence proceedings as provided in this Agreement.',
    ],
  );

const notices = (): SectionTemplate =>
  section(
    'Notices',
    'boilerplate',
    /\bnotices?\b/i,
    () => ['In writing, to the addresses stated above or as updated by notice'],
    () => [
      'Any notice under this Agreement must be in writing and delivered by hand, by recorded or courier delivery, or by e-mail to the address of the receiving Party stated in this Agreement (or another address notified in writing). A notice is deemed received on delivery by hand or courier, or, for e-mail, at the time of transmission if sent during business hours and otherwise at the start of the next business day.',
    ],
  );

const entireAgreement = (): SectionTemplate =>
  section(
    'Entire Agreement',
    'boilerplate',
    /\bentire agreement\b|\bwhole agreement\b/i,
    () => ['Replaces earlier discussions and drafts'],
    () => [
      'This Agreement constitutes the entire agreement between the Parties relating to its subject matter and supersedes all prior negotiations, representations, understandings and agreements, whether written or oral. Each Party acknowledges that it has not relied on any statement or promise that is not set out in this Agreement.',
    ],
  );

const amendments = (): SectionTemplate =>
  section(
    'Amendments and Waiver',
    'boilerplate',
    /\bamendments?\b|\bvariations?\b|\bwaiver\b/i,
    () => ['Changes only in writing signed by both Parties'],
    () => [
      'No amendment to this Agreement is effective unless it is in writing and signed by authorised representatives of both Parties. A failure or delay in exercising a right under this Agreement is not a waiver of that right, and a waiver of one breach is not a waiver of any other breach.',
    ],
  );

const assignment = (): SectionTemplate =>
  section(
    'Assignment',
    'boilerplate',
    /\bassignment\b|\btransfer of (?:the )?agreement\b/i,
    () => ['No transfer without the other Party’s consent'],
    () => [
      'Neither Party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other Party, which shall not be unreasonably withheld, except that either Party may assign this Agreement to a successor to all or substantially all of its business on written notice. This Agreement binds and benefits the Parties and their permitted successors and assigns.',
    ],
  );

const severability = (): SectionTemplate =>
  section(
    'Severability',
    'boilerplate',
    /\bseverab/i,
    () => ['An invalid provision does not affect the rest'],
    () => [
      'If any provision of this Agreement is found invalid, illegal or unenforceable, it shall be modified to the minimum extent necessary to make it enforceable, and the remaining provisions shall continue in full force and effect.',
    ],
  );

const counterparts = (): SectionTemplate =>
  section(
    'Counterparts and Electronic Signature',
    'extended',
    /\bcounterparts?\b|\belectronic signatures?\b/i,
    () => ['Signed in counterparts; electronic signatures are valid'],
    () => [
      'This Agreement may be signed in any number of counterparts, each of which is an original and all of which together are one agreement. Signatures delivered electronically (including by PDF or an electronic-signature service) are as valid as handwritten originals.',
    ],
  );

const signatures = (): SectionTemplate =>
  section(
    'Signatures',
    'core',
    /\bsignatures?\b|\bexecution\b|\bsigned\b|\bin witness\b/i,
    (ctx) => [`Signature blocks for ${ctx.first} and ${ctx.second}: name, title, date`],
    (ctx) => [
      'IN WITNESS WHEREOF, the Parties have executed this Agreement by their duly authorised representatives as of the Effective Date.',
      `${ctx.first}\nBy: ______________________\nName: ____________________\nTitle: _____________________\nDate: _____________________`,
      `${ctx.second}\nBy: ______________________\nName: ____________________\nTitle: _____________________\nDate: _____________________`,
    ],
  );

const confidentiality = (tier: Tier): SectionTemplate =>
  section(
    'Confidentiality',
    tier,
    /\bconfidential/i,
    () => ['Non-public information stays confidential during the Agreement and for three years after'],
    () => [
      'Each Party shall keep confidential all non-public information disclosed by the other Party in connection with this Agreement that is marked as confidential or that a reasonable person would understand to be confidential ("Confidential Information"), use it only to perform this Agreement, and disclose it only to its employees, contractors and professional advisers who need to know it and are bound by equivalent obligations.',
      'These obligations do not apply to information that is or becomes public through no fault of the receiving Party, was lawfully known to it before disclosure, is independently developed, or is lawfully received from a third party without restriction, nor to disclosure required by law (after prompt notice to the disclosing Party where lawful). They continue for three (3) years after this Agreement ends, and for trade secrets for as long as they remain trade secrets.',
    ],
  );

const BOILERPLATE = [notices(), entireAgreement(), amendments(), assignment(), severability(), counterparts()];

const nonSolicitation = (): SectionTemplate =>
  section(
    'Non-Solicitation',
    'extended',
    /\bnon-?solicit/i,
    () => ['No poaching of each other’s staff during the Agreement and for 12 months after'],
    () => [
      'During the term of this Agreement and for twelve (12) months after it ends, neither Party shall, without the other’s prior written consent, directly solicit for employment any employee or contractor of the other Party with whom it had contact in connection with this Agreement. General recruitment advertising not targeted at such persons is not a breach of this section.',
    ],
  );

/* ---------- the templates ---------- */

const nda: DocumentTemplate = {
  id: 'nda',
  name: 'Non-Disclosure Agreement',
  kind: 'agreement',
  keywords: [
    /\bnda\b/i,
    /non-?disclosure/i,
    /confidentiality agreement/i,
    /confidential information/i,
    /\bsecrecy\b/i,
    /\btrade secrets?\b/i,
  ],
  roles: ['Disclosing Party', 'Receiving Party'],
  sections: [
    parties(),
    section(
      'Purpose',
      'core',
      /\bpurpose\b|\bbackground\b|\brecitals?\b/i,
      (ctx) => [`Why information is shared: ${ctx.purpose}`],
      (ctx) => [
        `The Parties wish to exchange certain information in connection with the following purpose: ${ctx.purpose} (the "Purpose").`,
        ctx.mutual
          ? 'Each Party may disclose information to the other, and each Party is a Disclosing Party for the information it discloses and a Receiving Party for the information it receives.'
          : `The ${ctx.firstRole} intends to disclose information to the ${ctx.secondRole}, who may use it solely for the Purpose.`,
      ],
    ),
    section(
      'Definition of Confidential Information',
      'core',
      /\bdefinitions?\b|\bconfidential information\b/i,
      () => [
        'Business, technical and financial information, in any form',
        'Includes notes and analyses derived from it',
      ],
      () => [
        '"Confidential Information" means all information, in any form or medium, disclosed by or on behalf of a Disclosing Party to a Receiving Party in connection with the Purpose, whether before or after the Effective Date, including business plans, financial information, customer and supplier information, product roadmaps, technical data, source code, designs, know-how and trade secrets, together with all notes, analyses and other materials prepared by the Receiving Party that contain or reflect such information.',
      ],
    ),
    section(
      'Exclusions',
      'standard',
      /\bexclusions?\b|\bexceptions?\b/i,
      () => ['Public, already known, independently developed or lawfully received information'],
      () => [
        'Confidential Information does not include information that the Receiving Party can show by written records: (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully in its possession before disclosure without an obligation of confidentiality; (c) is lawfully received from a third party who is not bound by a duty of confidentiality; or (d) is independently developed without use of or reference to the Confidential Information.',
      ],
    ),
    section(
      'Obligations of the Receiving Party',
      'core',
      /\bobligations?\b|\bduties\b|\bnon-?use\b/i,
      () => [
        'Use only for the Purpose',
        'Protect with at least reasonable care',
        'Share only with people who need to know',
      ],
      () => [
        'The Receiving Party shall: (a) use the Confidential Information solely for the Purpose; (b) hold it in strict confidence and protect it with at least the degree of care it uses for its own confidential information of a similar nature, and no less than reasonable care; (c) not disclose it to any person except its employees, officers, professional advisers and contractors who need to know it for the Purpose and are bound by confidentiality obligations no less protective than this Agreement; and (d) promptly notify the Disclosing Party of any unauthorised use or disclosure of which it becomes aware.',
        'The Receiving Party is responsible for any breach of this Agreement by the persons to whom it discloses Confidential Information.',
      ],
    ),
    section(
      'Compelled Disclosure',
      'extended',
      /\bcompelled\b|\brequired by law\b|\bpermitted disclosures?\b/i,
      () => ['Disclosure required by law, after notice where lawful'],
      () => [
        'If the Receiving Party is required by law, regulation or court order to disclose Confidential Information, it may do so only to the extent required, after giving the Disclosing Party prompt written notice (where legally permitted) and reasonable assistance so that the Disclosing Party may seek a protective order or other remedy.',
      ],
    ),
    section(
      'Term and Duration of Obligations',
      'core',
      /\bterm\b|\bduration\b|\btermination\b/i,
      () => [
        'Agreement lasts two years; either Party may end it on 30 days’ notice',
        'Confidentiality survives for three years; trade secrets as long as they remain secret',
      ],
      () => [
        'This Agreement begins on the Effective Date and continues for two (2) years, unless terminated earlier by either Party on thirty (30) days’ written notice.',
        'The Receiving Party’s obligations continue for three (3) years after the expiry or termination of this Agreement, and in respect of any trade secret for as long as it remains a trade secret under applicable law.',
      ],
    ),
    section(
      'Return or Destruction of Materials',
      'standard',
      /\breturn\b|\bdestruction\b|\bdestroy\b/i,
      () => ['On request or at the end, return or destroy, and confirm in writing'],
      () => [
        'On the Disclosing Party’s written request, or on expiry or termination of this Agreement, the Receiving Party shall promptly return or destroy all Confidential Information in its possession or control and confirm in writing that it has done so, except for copies it must keep by law or that are held in routine back-ups, which remain subject to this Agreement.',
      ],
    ),
    section(
      'No Licence and No Warranty',
      'extended',
      /\blicen[cs]e\b|\bwarrant/i,
      () => ['Disclosure grants no rights in the information', 'Information is provided "as is"'],
      () => [
        'All Confidential Information remains the property of the Disclosing Party. Nothing in this Agreement grants the Receiving Party any licence or right in any patent, copyright, trade mark, trade secret or other intellectual property of the Disclosing Party, except the limited right to use the Confidential Information for the Purpose.',
        'Confidential Information is provided "as is" and the Disclosing Party gives no warranty as to its accuracy or completeness. Nothing in this Agreement obliges either Party to enter into any further transaction.',
      ],
    ),
    section(
      'Remedies',
      'standard',
      /\bremed(?:y|ies)\b|\binjunct|\bequitable relief\b/i,
      () => ['Injunctive relief available in addition to damages'],
      () => [
        'The Receiving Party acknowledges that a breach of this Agreement may cause the Disclosing Party irreparable harm for which damages would not be an adequate remedy. Accordingly, the Disclosing Party is entitled to seek injunctive relief, specific performance or other equitable relief for any actual or threatened breach, in addition to any other remedy available at law.',
      ],
    ),
    governingLaw(),
    disputeResolution(),
    ...BOILERPLATE,
    signatures(),
  ],
};

const services: DocumentTemplate = {
  id: 'services',
  name: 'Services Agreement',
  kind: 'agreement',
  keywords: [
    /services? agreement/i,
    /\bconsult(?:ing|ancy|ant)\b/i,
    /\bcontractor\b/i,
    /\bfreelanc/i,
    /statement of work|\bsow\b/i,
    /master services|\bmsa\b/i,
    /development agreement/i,
    /\bagency agreement\b/i,
  ],
  roles: ['Client', 'Service Provider'],
  sections: [
    parties(),
    section(
      'Services and Deliverables',
      'core',
      /\bservices?\b|\bscope\b|\bdeliverables?\b|\bwork\b/i,
      (ctx) => [`Scope: ${ctx.purpose}`, 'Deliverables, milestones and acceptance'],
      (ctx) => [
        `The Service Provider shall provide the following services to the Client: ${ctx.purpose} (the "Services"), together with the deliverables described in any statement of work agreed in writing by the Parties (the "Deliverables").`,
        'The Service Provider shall perform the Services with reasonable skill, care and diligence, in accordance with good industry practice and applicable law, and shall meet any agreed milestones. The Client shall review each Deliverable within ten (10) business days of delivery and either accept it or describe in writing how it does not conform; the Service Provider shall correct any non-conformity without additional charge.',
      ],
    ),
    section(
      'Term and Termination',
      'core',
      /\bterm\b|\btermination\b|\bduration\b/i,
      () => [
        'Starts on the Effective Date, runs until the Services are complete',
        'Termination for breach (with cure period) or for convenience on 30 days’ notice',
      ],
      () => [
        'This Agreement begins on the Effective Date and continues until the Services are completed, unless terminated earlier in accordance with this section.',
        'Either Party may terminate this Agreement: (a) for convenience on thirty (30) days’ written notice; or (b) immediately by written notice if the other Party materially breaches this Agreement and fails to remedy the breach within fifteen (15) days of being notified of it, or becomes insolvent. On termination the Client shall pay for Services properly performed up to the termination date, and the Service Provider shall deliver all work in progress.',
      ],
    ),
    section(
      'Fees and Payment',
      'core',
      /\bfees?\b|\bpayment\b|\bcompensation\b|\bprice\b|\binvoic/i,
      (ctx) => [`Fees: ${ctx.amount}`, 'Invoices payable within 30 days; late-payment interest'],
      (ctx) => [
        `In consideration for the Services, the Client shall pay the Service Provider fees of ${ctx.amount} (the "Fees"), plus any applicable taxes. The Service Provider shall invoice the Fees monthly in arrears (or on completion of each milestone, if so agreed).`,
        'The Client shall pay each undisputed invoice within thirty (30) days of receipt. Overdue amounts bear interest at the lower of one percent (1%) per month and the maximum rate permitted by law. If the Client disputes an invoice in good faith, it shall notify the Service Provider within ten (10) days and pay the undisputed portion.',
      ],
    ),
    section(
      'Expenses',
      'extended',
      /\bexpenses?\b|\breimburse/i,
      () => ['Only pre-approved expenses, at cost, with receipts'],
      () => [
        'The Client shall reimburse reasonable out-of-pocket expenses incurred by the Service Provider in performing the Services, provided they were approved in writing in advance and are supported by receipts. Expenses are invoiced at cost without mark-up.',
      ],
    ),
    section(
      'Independent Contractor',
      'standard',
      /\bindependent contractor\b|\brelationship\b|\bstatus\b/i,
      () => ['No employment, partnership or agency', 'Service Provider responsible for its own taxes and staff'],
      () => [
        'The Service Provider is an independent contractor. Nothing in this Agreement creates an employment, partnership, joint-venture or agency relationship between the Parties. The Service Provider controls the manner and means of performing the Services, provides its own equipment, and is solely responsible for its personnel and for all taxes, insurance and social-security contributions relating to its fees.',
      ],
    ),
    section(
      'Intellectual Property',
      'core',
      /\bintellectual property\b|\bip\b|\bownership\b|\bcopyright\b/i,
      () => [
        'Deliverables owned by the Client on payment',
        'Service Provider keeps its pre-existing tools, with a licence to the Client',
      ],
      () => [
        'On full payment of the Fees, all intellectual property rights in the Deliverables created specifically for the Client under this Agreement vest in the Client, and the Service Provider hereby assigns those rights to the Client with effect from that payment, and shall sign any document reasonably required to confirm the assignment.',
        'The Service Provider retains ownership of its pre-existing materials, tools and know-how ("Background IP"). To the extent Background IP is incorporated in a Deliverable, the Service Provider grants the Client a non-exclusive, perpetual, royalty-free licence to use it as part of that Deliverable.',
      ],
    ),
    confidentiality('standard'),
    section(
      'Warranties',
      'extended',
      /\bwarrant(?:y|ies)\b|\brepresentations?\b/i,
      () => ['Services performed professionally; Deliverables do not infringe third-party rights'],
      () => [
        'The Service Provider warrants that: (a) it has the skills, qualifications and resources to perform the Services; (b) the Services will be performed in a professional manner; and (c) to its knowledge, the Deliverables will not infringe the intellectual property rights of any third party. Except as expressly stated in this Agreement, all other warranties are excluded to the extent permitted by law.',
      ],
    ),
    section(
      'Limitation of Liability',
      'standard',
      /\bliabilit(?:y|ies)\b|\bdamages\b/i,
      () => [
        'Cap: fees paid in the previous 12 months',
        'No liability for indirect or consequential loss; usual carve-outs',
      ],
      () => [
        'Neither Party shall be liable to the other for any indirect, incidental, special or consequential loss, or for loss of profits, revenue, data or goodwill, arising out of or in connection with this Agreement.',
        'Each Party’s total aggregate liability arising out of or in connection with this Agreement shall not exceed the total Fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim. These limits do not apply to liability for fraud, death or personal injury caused by negligence, breach of confidentiality, or any liability that cannot be limited by law.',
      ],
    ),
    section(
      'Indemnification',
      'extended',
      /\bindemn/i,
      () => ['Mutual indemnity for third-party claims, subject to the liability cap'],
      () => [
        'Each Party shall indemnify the other against losses, damages and reasonable legal costs arising from any third-party claim to the extent caused by its breach of this Agreement, its negligence or wilful misconduct, or (for the Service Provider) an allegation that a Deliverable infringes a third party’s intellectual property rights. The indemnified Party shall promptly notify the claim, allow the indemnifying Party to conduct its defence, and give reasonable assistance at the indemnifying Party’s cost.',
      ],
    ),
    nonSolicitation(),
    governingLaw(),
    disputeResolution(),
    ...BOILERPLATE,
    signatures(),
  ],
};

const offerLetter: DocumentTemplate = {
  id: 'offer-letter',
  name: 'Employment Offer Letter',
  kind: 'letter',
  keywords: [
    /offer letter/i,
    /job offer/i,
    /employment offer|offer of employment/i,
    /\bhir(?:e|ing)\b/i,
    /new employee/i,
    /\bemployment (?:contract|agreement)\b/i,
    /\bcandidate\b/i,
    /\bsalary\b/i,
  ],
  roles: ['Company', 'Candidate'],
  sections: [
    section(
      'Position and Start Date',
      'core',
      /\bposition\b|\brole\b|\bstart date\b|\bjob title\b|\boffer\b/i,
      (ctx) => [`The role: ${ctx.purpose}`, `Start date: ${ctx.effectiveDate}`, 'Reporting line'],
      (ctx) => [
        `Dear ${ctx.second},`,
        `On behalf of ${ctx.first} (the "Company"), we are pleased to offer you employment on the terms set out in this letter. The role is described as follows: ${ctx.purpose}. You will report to [Manager name and title], and your anticipated start date is ${ctx.effectiveDate}.`,
        'Your duties are those customarily associated with the position and such other reasonable duties as the Company may assign from time to time. You agree to devote your full working time and efforts to the Company’s business.',
      ],
    ),
    section(
      'Compensation',
      'core',
      /\bcompensation\b|\bsalary\b|\bpay\b|\bwages?\b/i,
      (ctx) => [`Base salary: ${ctx.amount} per year, paid on the regular payroll schedule`, 'Annual review'],
      (ctx) => [
        `You will receive an annual base salary of ${ctx.amount} (gross), payable in accordance with the Company’s regular payroll schedule and subject to applicable tax and other withholdings. Your salary will be reviewed annually; any adjustment is at the Company’s discretion.`,
      ],
    ),
    section(
      'Benefits',
      'standard',
      /\bbenefits?\b|\binsurance\b|\bpension\b|\bretirement\b/i,
      () => ['Eligibility for the Company’s benefit plans (health, retirement)'],
      () => [
        'You will be eligible to participate in the employee benefit plans the Company offers to similarly situated employees, subject to the terms and eligibility requirements of those plans. The Company may change its benefit plans from time to time.',
      ],
    ),
    section(
      'Paid Time Off',
      'extended',
      /\bpaid time off\b|\bpto\b|\bvacation\b|\bholidays?\b|\bleave\b/i,
      () => ['Annual paid vacation and public holidays'],
      () => [
        'You will be entitled to [number] days of paid vacation per year, accruing pro rata, in addition to public holidays, in accordance with the Company’s leave policy and applicable law.',
      ],
    ),
    section(
      'Working Hours and Location',
      'standard',
      /\bhours\b|\blocation\b|\bremote\b|\bworkplace\b/i,
      () => ['Full-time; normal working hours; place of work or remote arrangement'],
      () => [
        'This is a full-time position. Your normal working hours are [hours] per week, [Monday to Friday], and your place of work is [office address / remote]. You may be required to work additional hours as reasonably needed for the role, subject to applicable law.',
      ],
    ),
    section(
      'Equity',
      'extended',
      /\bequity\b|\bstock options?\b|\bshares\b/i,
      () => ['Stock option grant, subject to board approval and the plan’s vesting schedule'],
      () => [
        'Subject to approval by the Company’s board of directors, you will be granted an option to purchase [number] shares of the Company’s common stock under the Company’s equity incentive plan, vesting over four (4) years with a one-year cliff, on the terms of the plan and your grant agreement.',
      ],
    ),
    section(
      'At-Will Employment and Probation',
      'core',
      /\bat-?will\b|\bprobation/i,
      () => ['Employment may be ended by either side with notice, subject to local law', 'Probationary period'],
      () => [
        'Your employment will begin with a probationary period of [three (3)] months. Subject to applicable law, your employment is "at will": either you or the Company may end it at any time, with or without cause, by giving [two (2) weeks’] written notice (or pay in lieu of notice). Where local law requires a written employment contract or specific notice periods, those requirements apply and prevail.',
      ],
    ),
    section(
      'Conditions of the Offer',
      'standard',
      /\bconditions?\b|\bcontingen|\bbackground check\b|\beligibility\b/i,
      () => ['Proof of the right to work; satisfactory references or background check'],
      () => [
        'This offer is conditional on: (a) your providing proof of your legal right to work in the country of employment; (b) satisfactory references and, where permitted by law, a background check; and (c) your signing the Company’s standard confidentiality and invention assignment agreement.',
      ],
    ),
    section(
      'Confidentiality and Inventions',
      'standard',
      /\bconfidential|\binventions?\b|\bintellectual property\b/i,
      () => ['Company information kept confidential; work product belongs to the Company'],
      () => [
        'During and after your employment you must keep confidential all non-public information about the Company, its customers and its business, and use it only for your work. All inventions, works and other intellectual property you create in the course of your employment belong to the Company, and you agree to sign the documents needed to confirm this.',
      ],
    ),
    section(
      'Acceptance',
      'core',
      /\bacceptance\b|\baccept\b|\bsignatures?\b|\bclosing\b/i,
      () => ['Sign and return by the deadline; offer lapses otherwise'],
      (ctx) => [
        'This letter sets out the complete terms of our offer and replaces any prior discussions. To accept it, please sign and return a copy of this letter by [date], after which the offer will lapse.',
        'We look forward to welcoming you to the team.',
        `Sincerely,\n\n______________________\n[Name], [Title]\n${ctx.first}`,
        `Accepted and agreed:\n\n______________________\n${ctx.second}\nDate: ________________`,
      ],
    ),
  ],
};

const demandLetter: DocumentTemplate = {
  id: 'demand-letter',
  name: 'Demand Letter',
  kind: 'letter',
  keywords: [
    /demand letter|letter of demand|demand for payment/i,
    /cease and desist/i,
    /\bunpaid\b/i,
    /\bowes? (?:me|us)\b/i,
    /\brecover\b/i,
    /\boverdue\b/i,
    /\bdebt\b/i,
    /\bbreach\b/i,
  ],
  roles: ['Sender', 'Recipient'],
  sections: [
    section(
      'Background',
      'core',
      /\bbackground\b|\bfacts\b|\bintroduction\b/i,
      (ctx) => [`What happened: ${ctx.purpose}`, 'The agreement or dealings the claim rests on'],
      (ctx) => [
        `Dear ${ctx.second},`,
        `We write on behalf of ${ctx.first} regarding the following matter: ${ctx.purpose}.`,
        'This letter sets out the facts as we understand them, the amount owed, and what we require you to do to resolve this matter without further action.',
      ],
    ),
    section(
      'Amount Owed',
      'core',
      /\bamount\b|\bowed\b|\bclaim\b|\bdebt\b/i,
      (ctx) => [`Principal: ${ctx.amount}`, 'Interest and costs, where the contract or law allows'],
      (ctx) => [
        `As of the date of this letter, the sum of ${ctx.amount} is due and owing from you to ${ctx.first} (the "Outstanding Amount"). Despite previous requests, this amount remains unpaid.`,
        'We reserve the right to claim interest on the Outstanding Amount at the contractual or statutory rate from the date it fell due until payment, together with the costs of recovery where permitted.',
      ],
    ),
    section(
      'Demand',
      'core',
      /\bdemand\b|\brequire\b|\bcure\b/i,
      () => ['Pay (or remedy) within 14 days of this letter'],
      (ctx) => [
        `We hereby demand that you pay the Outstanding Amount of ${ctx.amount} in full within fourteen (14) days of the date of this letter.`,
      ],
    ),
    section(
      'Payment Instructions',
      'standard',
      /\bpayment instructions?\b|\bhow to pay\b|\bbank\b/i,
      () => ['Bank transfer details and reference'],
      () => [
        'Payment should be made by bank transfer to: Account name [●], Bank [●], Account number / IBAN [●], quoting reference [●]. Please send confirmation of payment to the contact details below.',
      ],
    ),
    section(
      'Consequences of Non-Payment',
      'core',
      /\bconsequences?\b|\bnon-?payment\b|\blegal action\b|\bproceedings\b/i,
      () => ['Court proceedings or other action without further notice'],
      () => [
        'If payment is not received within that period, we intend to commence legal proceedings to recover the Outstanding Amount, together with interest and costs, without further notice to you. Such proceedings may increase the total amount you are liable to pay.',
      ],
    ),
    section(
      'Preservation of Evidence',
      'extended',
      /\bpreserv|\bevidence\b|\bdocuments\b/i,
      () => ['Keep all relevant documents and communications'],
      () => [
        'You are required to preserve all documents, electronic records and communications relating to this matter, as they may be relevant to any proceedings.',
      ],
    ),
    section(
      'Reservation of Rights',
      'standard',
      /\breservation\b|\bwithout prejudice\b|\brights\b/i,
      () => ['Nothing in the letter waives any right or remedy'],
      (ctx) => [
        `This letter is written without prejudice to any of ${ctx.first}’s rights and remedies, all of which are expressly reserved, and nothing in it is an admission or a waiver of any kind.`,
      ],
    ),
    section(
      'Closing',
      'core',
      /\bclosing\b|\bcontact\b|\bsignatures?\b|\bsincerely\b/i,
      () => ['How to reach the sender to resolve the matter'],
      (ctx) => [
        'We would prefer to resolve this matter promptly and amicably. If you believe any part of this letter is incorrect, or wish to discuss payment, please contact us within the period stated above.',
        `Yours sincerely,\n\n______________________\n[Name]\nOn behalf of ${ctx.first}\n[Address] · [E-mail] · [Telephone]`,
      ],
    ),
  ],
};

const privacyPolicy: DocumentTemplate = {
  id: 'privacy-policy',
  name: 'Privacy Policy',
  kind: 'policy',
  keywords: [
    /privacy (?:policy|notice)/i,
    /\bgdpr\b/i,
    /\bccpa\b/i,
    /personal (?:data|information)/i,
    /cookie (?:policy|banner)/i,
    /\bprivacy\b/i,
  ],
  roles: ['Company', 'User'],
  sections: [
    section(
      'Who We Are',
      'core',
      /\bwho we are\b|\babout us\b|\bintroduction\b|\bcontroller\b/i,
      (ctx) => [`${ctx.first}, the controller of personal data`, `The service: ${ctx.purpose}`],
      (ctx) => [
        `This Privacy Policy explains how ${ctx.first} ("we", "us") collects, uses and protects personal information in connection with the following: ${ctx.purpose} (the "Service"). We are the controller of the personal information described in this policy.`,
      ],
    ),
    section(
      'Information We Collect',
      'core',
      /\binformation we collect\b|\bdata we collect\b|\bcollect/i,
      () => ['Information users give us', 'Information collected automatically', 'Information from third parties'],
      () => [
        'We collect: (a) information you give us, such as your name, e-mail address, account details, payment information and the content of your communications with us; (b) information collected automatically when you use the Service, such as your IP address, device and browser type, pages viewed and usage data; and (c) information we receive from third parties, such as payment processors and analytics providers.',
      ],
    ),
    section(
      'How We Use Information',
      'core',
      /\buse\b|\bpurposes?\b/i,
      () => ['Provide and improve the Service; communicate; security; legal obligations'],
      () => [
        'We use personal information to provide, maintain and improve the Service; to create and manage accounts; to process payments; to communicate with you, including about updates and support; to protect the security and integrity of the Service; and to comply with our legal obligations. We will only send marketing communications where you have agreed or where the law otherwise allows, and you can opt out at any time.',
      ],
    ),
    section(
      'Legal Bases for Processing',
      'standard',
      /\blegal bas[ie]s\b|\blawful basis\b/i,
      () => ['Contract, legitimate interests, consent, legal obligation'],
      () => [
        'Where data-protection laws such as the GDPR apply, we process personal information on the following legal bases: to perform our contract with you; for our legitimate interests in operating and improving the Service, where these are not overridden by your rights; with your consent, which you may withdraw at any time; and to comply with legal obligations.',
      ],
    ),
    section(
      'Sharing and Disclosure',
      'core',
      /\bshar(?:e|ing)\b|\bdisclos|\bthird part/i,
      () => [
        'Service providers under contract; legal requirements; business transfers',
        'We do not sell personal information',
      ],
      () => [
        'We share personal information only with service providers who process it on our behalf under written contracts (for example hosting, payment and e-mail providers); with professional advisers; with authorities where required by law or to protect rights and safety; and with a successor in the event of a merger or sale of our business. We do not sell personal information.',
      ],
    ),
    section(
      'Cookies and Tracking',
      'standard',
      /\bcookies?\b|\btracking\b|\banalytics\b/i,
      () => ['Essential and analytics cookies; consent where required'],
      () => [
        'We use cookies and similar technologies that are necessary for the Service to work and, with your consent where required, analytics cookies that help us understand how the Service is used. You can manage cookies through your browser settings and our cookie banner.',
      ],
    ),
    section(
      'Data Retention',
      'standard',
      /\bretention\b|\bretain\b|\bhow long\b/i,
      () => ['Kept only as long as needed, then deleted or anonymised'],
      () => [
        'We keep personal information only for as long as necessary for the purposes described in this policy, including to meet legal, accounting and reporting requirements. When it is no longer needed we delete or anonymise it.',
      ],
    ),
    section(
      'Your Rights',
      'core',
      /\byour rights\b|\brights\b|\baccess\b/i,
      () => ['Access, correction, deletion, objection, portability; complaint to a regulator'],
      () => [
        'Depending on where you live, you may have the right to access, correct or delete your personal information, to object to or restrict certain processing, to data portability, and to withdraw consent. You may also have the right to lodge a complaint with a data-protection authority. To exercise your rights, contact us using the details below; we will respond within the time required by law.',
      ],
    ),
    section(
      'Security',
      'standard',
      /\bsecurity\b|\bprotect/i,
      () => ['Technical and organisational measures'],
      () => [
        'We use appropriate technical and organisational measures to protect personal information against loss, misuse and unauthorised access, including encryption in transit, access controls and regular reviews. No method of transmission or storage is completely secure, but we work to protect your information and will notify you of a breach where the law requires.',
      ],
    ),
    section(
      'International Transfers',
      'extended',
      /\binternational\b|\btransfers?\b|\bcross-border\b/i,
      () => ['Safeguards such as standard contractual clauses'],
      () => [
        'Your information may be processed in countries other than your own. Where we transfer personal information internationally, we use appropriate safeguards, such as the European Commission’s standard contractual clauses or an adequacy decision.',
      ],
    ),
    section(
      'Children’s Privacy',
      'extended',
      /\bchild(?:ren)?['’]?s?\b|\bminors?\b/i,
      () => ['The Service is not directed to children'],
      () => [
        'The Service is not directed to children under the age of sixteen (16), and we do not knowingly collect their personal information. If you believe a child has provided us with personal information, please contact us and we will delete it.',
      ],
    ),
    section(
      'Changes to This Policy',
      'standard',
      /\bchanges?\b|\bupdates?\b/i,
      () => ['Notice of material changes; "last updated" date'],
      () => [
        'We may update this policy from time to time. We will post the updated version with a new "last updated" date and, if the changes are material, notify you in advance by e-mail or through the Service.',
      ],
    ),
    section(
      'Contact Us',
      'core',
      /\bcontact\b/i,
      () => ['Privacy contact e-mail and postal address'],
      (ctx) => [
        `If you have questions about this policy or your personal information, contact ${ctx.first} at [privacy e-mail address] or [postal address].`,
      ],
    ),
  ],
};

const termsOfService: DocumentTemplate = {
  id: 'terms-of-service',
  name: 'Terms of Service',
  kind: 'policy',
  keywords: [
    /terms of (?:service|use)/i,
    /terms and conditions/i,
    /\btos\b/i,
    /user agreement/i,
    /\beula\b|end user licen[cs]e/i,
    /\bplatform\b/i,
    /\bsaas\b/i,
    /\bapp\b/i,
    /\bwebsite\b/i,
  ],
  roles: ['Company', 'User'],
  sections: [
    section(
      'Acceptance of Terms',
      'core',
      /\baccept/i,
      (ctx) => [`Agreement between ${ctx.first} and each user of the service: ${ctx.purpose}`],
      (ctx) => [
        `These Terms of Service (the "Terms") govern your access to and use of the following service provided by ${ctx.first} ("we", "us"): ${ctx.purpose} (the "Service"). By creating an account or using the Service, you agree to these Terms. If you do not agree, do not use the Service.`,
      ],
    ),
    section(
      'Eligibility and Accounts',
      'core',
      /\beligib|\baccounts?\b|\bregistration\b/i,
      () => ['Minimum age; accurate information; account security'],
      () => [
        'You must be at least eighteen (18) years old, or the age of majority where you live, to use the Service. You agree to provide accurate information, keep your login credentials secure and notify us promptly of any unauthorised use of your account. You are responsible for activity under your account.',
      ],
    ),
    section(
      'Acceptable Use',
      'core',
      /\bacceptable use\b|\buse of the service\b|\bprohibited\b|\bconduct\b/i,
      () => ['No unlawful, harmful or abusive use; no reverse engineering or scraping'],
      () => [
        'You agree not to: (a) use the Service for any unlawful purpose or in breach of any applicable law; (b) upload content that is infringing, defamatory, obscene or harmful; (c) attempt to gain unauthorised access to the Service or its systems; (d) interfere with or disrupt the Service, including by introducing malware; or (e) copy, reverse engineer, scrape or resell the Service except as expressly permitted.',
      ],
    ),
    section(
      'Fees and Payment',
      'standard',
      /\bfees?\b|\bpayment\b|\bsubscriptions?\b|\bbilling\b/i,
      (ctx) => [`Subscription fees (${ctx.amount}), billing cycle, refunds`],
      (ctx) => [
        `Paid features of the Service are charged at ${ctx.amount} or the prices shown when you subscribe. Fees are billed in advance for each billing period and are non-refundable except where required by law or stated otherwise. We will give at least thirty (30) days’ notice of any price change, which takes effect at the start of your next billing period; you may cancel before then.`,
      ],
    ),
    section(
      'Intellectual Property',
      'standard',
      /\bintellectual property\b|\bownership\b|\blicen[cs]e\b/i,
      () => ['We own the Service; users get a limited licence'],
      () => [
        'The Service and all related software, content and trade marks are owned by us or our licensors. Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, revocable licence to use the Service for your own purposes. No other rights are granted.',
      ],
    ),
    section(
      'User Content',
      'extended',
      /\buser content\b|\byour content\b|\bcontent\b/i,
      () => ['Users keep ownership; licence to us to operate the Service'],
      () => [
        'You retain ownership of the content you submit to the Service. You grant us a worldwide, non-exclusive, royalty-free licence to host, store, process and display that content solely to operate and provide the Service to you. You are responsible for ensuring you have the rights to the content you submit.',
      ],
    ),
    section(
      'Third-Party Services',
      'extended',
      /\bthird-party\b|\bthird party\b|\bintegrations?\b|\blinks\b/i,
      () => ['Links and integrations governed by their own terms'],
      () => [
        'The Service may link to or integrate with third-party services. Those services are governed by their own terms and privacy policies, and we are not responsible for them.',
      ],
    ),
    section(
      'Disclaimers',
      'core',
      /\bdisclaim|\bas is\b|\bwarrant/i,
      () => ['Service provided "as is" to the extent permitted by law'],
      () => [
        'To the maximum extent permitted by law, the Service is provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the Service will be uninterrupted or error-free. Nothing in these Terms excludes rights you have as a consumer that cannot be excluded by law.',
      ],
    ),
    section(
      'Limitation of Liability',
      'core',
      /\bliabilit(?:y|ies)\b|\bdamages\b/i,
      () => ['Cap: amounts paid in the previous 12 months; no indirect losses'],
      () => [
        'To the maximum extent permitted by law, we shall not be liable for any indirect, incidental, special, consequential or punitive damages, or any loss of profits, revenue, data or goodwill. Our total liability arising out of or relating to the Service or these Terms shall not exceed the greater of the amounts you paid us in the twelve (12) months before the claim and one hundred US dollars (US$100). These limits do not apply where the law does not allow them.',
      ],
    ),
    section(
      'Indemnification',
      'standard',
      /\bindemn/i,
      () => ['Users indemnify for their misuse and their content'],
      () => [
        'You agree to indemnify us against claims, losses and reasonable legal costs arising from your breach of these Terms, your misuse of the Service or content you submit, except to the extent caused by our own breach or negligence.',
      ],
    ),
    section(
      'Termination',
      'standard',
      /\bterminat|\bsuspension\b|\bcancel/i,
      () => ['Users may close their account at any time; suspension for breach'],
      () => [
        'You may stop using the Service and close your account at any time. We may suspend or terminate your access if you materially breach these Terms, with notice where reasonably possible, or if required by law. Sections that by their nature should survive termination (including intellectual property, disclaimers, limitation of liability and governing law) will survive.',
      ],
    ),
    section(
      'Changes to the Terms',
      'standard',
      /\bchanges?\b|\bmodifications?\b|\bupdates?\b/i,
      () => ['Advance notice of material changes; right to cancel'],
      () => [
        'We may change these Terms to reflect changes to the Service or the law. We will give at least thirty (30) days’ notice of material changes by e-mail or in the Service. If you do not agree to the changes, you may close your account before they take effect; continued use afterwards means you accept the updated Terms.',
      ],
    ),
    section(
      'Governing Law and Disputes',
      'core',
      /\bgoverning law\b|\bdisputes?\b|\bjurisdiction\b/i,
      (ctx) => [`The laws of ${ctx.jurisdiction}; informal resolution first`],
      (ctx) => [
        `These Terms are governed by the laws of ${ctx.jurisdiction}, without regard to conflict-of-laws rules. Before bringing a claim, you agree to contact us so that we can try to resolve the dispute informally within thirty (30) days. Any dispute that is not resolved informally shall be brought in the courts of ${ctx.jurisdiction}, unless mandatory consumer-protection law gives you the right to bring it where you live.`,
      ],
    ),
    section(
      'Contact',
      'core',
      /\bcontact\b/i,
      () => ['Support e-mail and postal address'],
      (ctx) => [
        `Questions about these Terms may be sent to ${ctx.first} at [support e-mail address] or [postal address].`,
      ],
    ),
  ],
};

const foundersAgreement: DocumentTemplate = {
  id: 'founders-agreement',
  name: 'Founders’ Agreement',
  kind: 'agreement',
  keywords: [
    /founders?['’]? agreement/i,
    /\bco-?founders?\b/i,
    /\bfounders?\b/i,
    /\bvesting\b/i,
    /\bstartup\b/i,
    /\bequity split\b/i,
  ],
  roles: ['First Founder', 'Second Founder'],
  sections: [
    parties(),
    section(
      'Business and Purpose',
      'core',
      /\bbusiness\b|\bpurpose\b|\bbackground\b|\bventure\b/i,
      (ctx) => [`The venture: ${ctx.purpose}`, 'The company to be formed or already formed'],
      (ctx) => [
        `The Parties are the founders (the "Founders") of a business concerned with the following: ${ctx.purpose} (the "Business"). The Business is or will be carried on through [Company name], a [type of entity] incorporated in ${ctx.jurisdiction} (the "Company").`,
        'The Founders intend this Agreement to record their understanding on ownership, roles and decision-making until it is superseded by the Company’s constitutional documents and shareholders’ agreement, which shall reflect its terms.',
      ],
    ),
    section(
      'Roles and Responsibilities',
      'core',
      /\broles?\b|\bresponsibilit|\bduties\b|\btime commitment\b/i,
      (ctx) => [`${ctx.first}: [role, e.g. CEO]`, `${ctx.second}: [role, e.g. CTO]`, 'Full-time commitment'],
      (ctx) => [
        `${ctx.first} shall serve as [Chief Executive Officer] and be responsible for [strategy, fundraising and operations]. ${ctx.second} shall serve as [Chief Technology Officer] and be responsible for [product and technology]. Each Founder shall devote substantially all of their working time to the Business, unless the Founders agree otherwise in writing.`,
      ],
    ),
    section(
      'Equity Ownership',
      'core',
      /\bequity\b|\bownership\b|\bshares\b|\bcap table\b/i,
      () => ['Equity split between the Founders', 'Option pool for future employees'],
      (ctx) => [
        `The issued shares of the Company shall be held as follows: ${ctx.first}: [●]%; ${ctx.second}: [●]%. The Founders shall procure that the Company reserves an option pool of [10]% of its fully diluted capital for future employees and advisers.`,
      ],
    ),
    section(
      'Vesting',
      'core',
      /\bvesting\b|\bcliff\b/i,
      () => ['Four-year vesting with a one-year cliff', 'Unvested shares may be bought back on departure'],
      () => [
        'Each Founder’s shares vest over four (4) years from the Effective Date: twenty-five percent (25%) vest on the first anniversary, and the remainder vests in equal monthly instalments over the following thirty-six (36) months, provided the Founder continues to provide services to the Company. Unvested shares are subject to repurchase by the Company at the lower of their original subscription price and fair market value if the Founder ceases to provide services.',
      ],
    ),
    section(
      'Intellectual Property Assignment',
      'core',
      /\bintellectual property\b|\bip\b|\binventions?\b/i,
      () => ['All IP related to the Business belongs to the Company'],
      () => [
        'Each Founder assigns to the Company all right, title and interest in any intellectual property created by that Founder, alone or with others, that relates to the Business, whether created before or after the Effective Date, and shall sign any document reasonably required to record the assignment. Each Founder shall list in a schedule any pre-existing intellectual property they wish to exclude.',
      ],
    ),
    section(
      'Capital Contributions',
      'standard',
      /\bcapital\b|\bcontributions?\b|\bfunding\b|\binvestment\b/i,
      (ctx) => [`Initial contributions (${ctx.amount}) and later funding`],
      (ctx) => [
        `Each Founder shall contribute ${ctx.amount} (or the amount set against their name in a schedule) to the Company in exchange for their shares. No Founder is obliged to make further contributions; any loan by a Founder to the Company must be agreed in writing.`,
      ],
    ),
    section(
      'Decision-Making',
      'standard',
      /\bdecision|\bvoting\b|\bgovernance\b|\bboard\b|\bdeadlock\b/i,
      () => ['Day-to-day decisions by role; major decisions unanimous', 'Deadlock resolution'],
      () => [
        'Day-to-day decisions are taken by the Founder responsible for the relevant area. The following require the unanimous approval of the Founders: issuing shares or options, raising debt or equity financing, selling the Business or any material asset, changing the Business’s nature, approving the annual budget, and hiring or dismissing senior staff.',
        'If the Founders cannot agree on a matter requiring unanimous approval within thirty (30) days, they shall refer it to a mutually agreed independent adviser or mediator before taking any other step.',
      ],
    ),
    section(
      'Compensation',
      'extended',
      /\bcompensation\b|\bsalary\b|\bpay\b/i,
      () => ['No salary until funding; equal treatment afterwards'],
      () => [
        'No Founder shall receive a salary until the Company has raised external funding or reached a revenue level agreed by the Founders. Thereafter, Founder compensation shall be set by unanimous agreement (or by the board, once constituted).',
      ],
    ),
    section(
      'Departure of a Founder',
      'standard',
      /\bdeparture\b|\bleav(?:e|er|ing)\b|\bexit\b|\bgood leaver\b|\bbad leaver\b/i,
      () => ['Good and bad leavers; repurchase of unvested shares; handover'],
      () => [
        'A Founder who ceases to provide services to the Company shall cooperate in an orderly handover of their responsibilities. A Founder who leaves voluntarily within the first year, or is removed for cause (fraud, gross misconduct or material breach of this Agreement), is a "Bad Leaver" and the Company may repurchase all their unvested and vested shares at the lower of cost and fair market value. Any other departing Founder is a "Good Leaver" and keeps their vested shares.',
      ],
    ),
    section(
      'Non-Competition and Non-Solicitation',
      'extended',
      /\bnon-?compet|\bnon-?solicit|\brestrictive covenants?\b/i,
      () => ['While a Founder and for 12 months after, within the Business’s field'],
      () => [
        'While a Founder holds shares or provides services to the Company, and for twelve (12) months afterwards, they shall not, without the other Founders’ written consent, carry on or be involved in a business that directly competes with the Business in the markets in which it operates, nor solicit its customers or employees. This restriction applies only to the extent enforceable under applicable law.',
      ],
    ),
    confidentiality('standard'),
    disputeResolution(),
    governingLaw(),
    ...BOILERPLATE,
    signatures(),
  ],
};

const lease: DocumentTemplate = {
  id: 'lease',
  name: 'Lease Agreement',
  kind: 'agreement',
  keywords: [
    /\blease\b/i,
    /rental agreement/i,
    /\btenancy\b/i,
    /\blandlord\b/i,
    /\btenant\b/i,
    /\bsublease\b|\bsublet\b/i,
    /\brent(?:al)?\b/i,
    /\bapartment\b|\boffice space\b|\bpremises\b/i,
  ],
  roles: ['Landlord', 'Tenant'],
  sections: [
    parties(),
    section(
      'Premises',
      'core',
      /\bpremises\b|\bproperty\b/i,
      (ctx) => [`The property: ${ctx.purpose}`, 'Address, included fixtures, parking or storage'],
      (ctx) => [
        `The Landlord lets to the Tenant, and the Tenant rents from the Landlord, the property described as follows: ${ctx.purpose}, located at [full address] (the "Premises"), together with the fixtures and fittings listed in the inventory signed by the Parties.`,
      ],
    ),
    section(
      'Term',
      'core',
      /\bterm\b|\bduration\b|\brenewal\b/i,
      (ctx) => [`Fixed term starting ${ctx.effectiveDate}`, 'Renewal only by written agreement'],
      (ctx) => [
        `The lease begins on ${ctx.effectiveDate} and continues for a fixed term of [twelve (12) months] (the "Term"). Any renewal or extension must be agreed in writing; if the Tenant remains in possession after the Term with the Landlord’s consent, the tenancy continues month to month on the same terms and may be ended by either Party on one (1) month’s written notice, subject to applicable law.`,
      ],
    ),
    section(
      'Rent',
      'core',
      /\brent\b|\bpayment\b/i,
      (ctx) => [`Monthly rent: ${ctx.amount}, due on the first day of each month`, 'Late fee and rent reviews'],
      (ctx) => [
        `The Tenant shall pay rent of ${ctx.amount} per month, in advance, on or before the first (1st) day of each month, by bank transfer to the account notified by the Landlord. Rent for any partial month is calculated pro rata.`,
        'If rent is more than five (5) days late, the Tenant shall pay a late fee of [amount], not exceeding the maximum permitted by law. The rent may be reviewed only as provided in this Agreement or as permitted by law.',
      ],
    ),
    section(
      'Security Deposit',
      'core',
      /\bdeposit\b/i,
      () => ['Amount, where it is held, deductions and return deadline'],
      () => [
        'On signing, the Tenant shall pay a security deposit of [amount] (not exceeding the legal maximum), to be held in accordance with applicable deposit-protection law. Within the period required by law after the end of the tenancy, the Landlord shall return the deposit, less only amounts properly deducted for unpaid rent or for damage beyond normal wear and tear, with an itemised statement of any deduction.',
      ],
    ),
    section(
      'Use of Premises',
      'standard',
      /\buse\b|\boccupancy\b|\bpets?\b/i,
      () => ['Permitted use; no unlawful use or nuisance; occupants; pets'],
      () => [
        'The Tenant shall use the Premises only as [a private residence / offices for the Tenant’s business], shall comply with all applicable laws and building rules, and shall not cause a nuisance to neighbours. The Tenant shall not sublet or assign the Premises without the Landlord’s prior written consent, which shall not be unreasonably withheld.',
      ],
    ),
    section(
      'Maintenance and Repairs',
      'standard',
      /\bmaintenance\b|\brepairs?\b|\bcondition\b/i,
      () => ['Landlord: structure and systems; Tenant: day-to-day care'],
      () => [
        'The Landlord is responsible for keeping the structure, roof, exterior and installations for water, gas, electricity, heating and sanitation in good repair and in working order. The Tenant shall keep the Premises clean and in good condition, promptly report any defect, and repair damage caused by the Tenant or their visitors, fair wear and tear excepted.',
      ],
    ),
    section(
      'Utilities',
      'standard',
      /\butilit|\bservices\b|\bbills?\b/i,
      () => ['Who pays electricity, water, internet, local taxes'],
      () => [
        'The Tenant shall pay for electricity, gas, water, telephone, internet and [local taxes] used at the Premises during the Term, except: [list any utilities included in the rent].',
      ],
    ),
    section(
      'Alterations',
      'extended',
      /\balterations?\b|\bimprovements?\b|\bmodifications?\b/i,
      () => ['No alterations without written consent; reinstatement'],
      () => [
        'The Tenant shall not make any structural alteration or addition to the Premises without the Landlord’s prior written consent. At the end of the tenancy the Tenant shall, if the Landlord requires, remove any alteration made and make good any damage caused.',
      ],
    ),
    section(
      'Insurance',
      'extended',
      /\binsurance\b/i,
      () => ['Landlord insures the building; Tenant insures contents and liability'],
      () => [
        'The Landlord shall insure the building against the usual risks. The Tenant is responsible for insuring their own belongings and, where appropriate, third-party liability.',
      ],
    ),
    section(
      'Entry by Landlord',
      'extended',
      /\bentry\b|\baccess\b|\binspections?\b/i,
      () => ['Inspections and repairs with 24 hours’ notice, except emergencies'],
      () => [
        'The Landlord may enter the Premises at reasonable times to inspect, carry out repairs or show the Premises to prospective tenants or buyers, after giving at least twenty-four (24) hours’ written notice, or without notice in an emergency.',
      ],
    ),
    section(
      'Default and Termination',
      'core',
      /\bdefault\b|\bterminat|\bbreach\b|\bend of (?:the )?(?:lease|tenancy)\b/i,
      () => ['Remedies for unpaid rent or breach, as allowed by law', 'Early termination and move-out condition'],
      () => [
        'If the Tenant fails to pay rent within fourteen (14) days of its due date or materially breaches this Agreement and does not remedy the breach within the period required by law after written notice, the Landlord may terminate the tenancy and recover possession only through the procedures permitted by law.',
        'At the end of the tenancy the Tenant shall return the Premises and all keys in the condition recorded at the start, fair wear and tear excepted. The Tenant may end the lease early only with the Landlord’s written agreement or as permitted by law.',
      ],
    ),
    governingLaw(),
    ...BOILERPLATE,
    signatures(),
  ],
};

const general: DocumentTemplate = {
  id: 'general',
  name: 'Agreement',
  kind: 'agreement',
  keywords: [],
  roles: ['First Party', 'Second Party'],
  sections: [
    parties(),
    section(
      'Background and Purpose',
      'core',
      /\bbackground\b|\bpurpose\b|\brecitals?\b|\bscope\b/i,
      (ctx) => [`What the Parties want to achieve: ${ctx.purpose}`],
      (ctx) => [
        `The Parties enter into this Agreement in connection with the following: ${ctx.purpose} (the "Purpose"). This Agreement records the terms on which they will cooperate to achieve it.`,
      ],
    ),
    section(
      'Obligations of the Parties',
      'core',
      /\bobligations?\b|\bresponsibilit|\bduties\b|\bundertakings?\b/i,
      (ctx) => [`What the ${ctx.firstRole} will do`, `What the ${ctx.secondRole} will do`],
      (ctx) => [
        `The ${ctx.firstRole} shall [describe the obligations of the ${ctx.firstRole}]. The ${ctx.secondRole} shall [describe the obligations of the ${ctx.secondRole}].`,
        'Each Party shall perform its obligations promptly, with reasonable skill and care and in compliance with applicable law, and shall cooperate in good faith with the other Party, providing the information and assistance reasonably required to achieve the Purpose.',
      ],
    ),
    section(
      'Term and Termination',
      'core',
      /\bterm\b|\btermination\b|\bduration\b/i,
      () => ['Start and end date', 'Termination for breach and on notice'],
      () => [
        'This Agreement begins on the Effective Date and continues until [end date or event], unless terminated earlier under this section.',
        'Either Party may terminate this Agreement on thirty (30) days’ written notice, or immediately by written notice if the other Party materially breaches it and fails to remedy the breach within fifteen (15) days of being notified. Rights and obligations accrued before termination, and provisions intended to survive it, are not affected.',
      ],
    ),
    section(
      'Payment',
      'standard',
      /\bpayment\b|\bfees?\b|\bprice\b|\bconsideration\b/i,
      (ctx) => [`Amount: ${ctx.amount}; when and how it is paid`],
      (ctx) => [
        `In consideration of the obligations under this Agreement, the ${ctx.firstRole} shall pay the ${ctx.secondRole} ${ctx.amount}, within thirty (30) days of receiving a valid invoice, by bank transfer. Late payments bear interest at the rate permitted by law.`,
      ],
    ),
    confidentiality('standard'),
    section(
      'Limitation of Liability',
      'extended',
      /\bliabilit(?:y|ies)\b|\bdamages\b/i,
      () => ['No indirect losses; overall cap'],
      () => [
        'Neither Party is liable for indirect or consequential loss, or for loss of profit, arising out of or in connection with this Agreement. Each Party’s total liability under this Agreement is limited to [the total amounts paid or payable under it], except for liability for fraud, death or personal injury, or any liability that cannot be limited by law.',
      ],
    ),
    governingLaw(),
    disputeResolution(),
    ...BOILERPLATE,
    signatures(),
  ],
};

/** Every template but the general one, which is the fallback. */
export const TEMPLATES: readonly DocumentTemplate[] = [
  nda,
  services,
  offerLetter,
  demandLetter,
  privacyPolicy,
  termsOfService,
  foundersAgreement,
  lease,
];
export const GENERAL_TEMPLATE = general;

/** What the concise variant writes in place of the boilerplate sections. */
export const GENERAL_PROVISIONS: SectionTemplate = section(
  'General Provisions',
  'core',
  /\bgeneral provisions\b|\bmiscellaneous\b|\bboilerplate\b/i,
  () => ['Notices, entire agreement, amendments, assignment, severability, counterparts'],
  (ctx) => BOILERPLATE.flatMap((clause) => clause.body(ctx)),
);

/** Clauses written in neutral terms ("each Party"), so any agreement may use them for a section the client added. */
export const SHARED_CLAUSES: readonly SectionTemplate[] = [
  parties(),
  governingLaw(),
  disputeResolution(),
  confidentiality('standard'),
  nonSolicitation(),
  ...BOILERPLATE,
  GENERAL_PROVISIONS,
  signatures(),
];
