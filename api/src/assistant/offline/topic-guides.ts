import type { Category, ServiceTopic } from '@lexa/common';

/**
 * What the offline assistant knows about each topic of the service catalogue: general, jurisdiction-neutral
 * information a paralegal would give on a first call. Keywords drive topic detection: a weight of 3 marks a
 * term that alone settles the topic, 1 a term that only tips the balance. A keyword ending in `*` matches as a
 * prefix; others match as whole words with an optional plural or verb ending.
 */
export interface TopicGuide {
  topic: ServiceTopic;
  /** How the topic reads inside a sentence ("your contract question"). */
  subject: string;
  category: Category;
  keywords: Record<string, number>;
  matters: string[];
  documents: string[];
  questions: string[];
  nextStep: string;
  /** Notes for places where the answer differs materially, keyed by jurisdiction id (see jurisdictions.ts). */
  jurisdictionNotes?: Partial<Record<string, string>>;
}

export const TOPIC_GUIDES: readonly TopicGuide[] = [
  {
    topic: 'contracts',
    subject: 'contract',
    category: 'Contract Review',
    keywords: {
      contract: 2, agreement: 2, nda: 3, 'non-disclosure': 3, 'non disclosure': 3, clause: 2, 'sign': 1, signing: 1,
      msa: 3, 'statement of work': 3, 'letter of intent': 3, loi: 2, 'service agreement': 3, 'consulting agreement': 3,
      'partnership agreement': 3, 'joint venture': 3, 'licens*': 1, 'non-compete': 2, noncompete: 2, 'terms of the deal': 2,
      amendment: 2, 'terminate the contract': 3, 'supplier': 1, vendor: 1, 'freelance*': 1, 'indemnit*': 3, 'indemnif*': 3,
      'limitation of liability': 3, 'governing law': 2, counterparty: 2, draft: 1, template: 1,
    },
    matters: [
      'Who the parties are and exactly what each one must deliver, by when and to what standard.',
      'Payment terms: amounts, due dates, late fees and what happens if a payment is missed.',
      'Term and termination: how long the contract runs, how either side can end it, and the notice required.',
      'Risk allocation: limitation of liability, indemnities and any warranties you are giving.',
      'Who owns the work product and intellectual property created under the contract.',
      'Confidentiality, governing law and how disputes are resolved (court or arbitration, and where).',
      'Automatic renewals, exclusivity or non-compete terms that could restrict you later.',
    ],
    documents: ['the draft or signed contract', 'any emails or proposals that set out what was agreed', 'related invoices or statements of work'],
    questions: [
      'Are you reviewing a contract someone sent you, or do you need one drafted from scratch?',
      'Which side of the deal are you on, and what worries you most about it?',
      'Which country or state are the parties in, and is there a signing deadline?',
      'Roughly what is the contract worth, and how long is it meant to run?',
    ],
    nextStep:
      'Our team can review the contract clause by clause and tell you what to negotiate, or draft one that fits your deal.',
  },
  {
    topic: 'trademarks',
    subject: 'trademark',
    category: 'Intellectual Property',
    keywords: {
      trademark: 3, 'trade mark': 3, tm: 1, 'brand name': 3, brand: 2, logo: 2, uspto: 3, euipo: 3, wipo: 2, madrid: 2,
      'office action': 3, opposition: 2, 'infring*': 2, counterfeit: 3, 'knock-off': 2, 'domain name': 2, slogan: 2, 'business name': 1, rebrand: 2, 'company name': 1,
    },
    matters: [
      'Clearance first: a search for identical and similar marks in your classes avoids building a brand you must later abandon.',
      'Registration is territorial, so file where you sell or plan to sell; the Madrid system can extend one filing to many countries.',
      'The classes of goods and services you choose define what the registration protects.',
      'Distinctive names (invented or arbitrary words) register more easily than descriptive ones.',
      'If someone uses your brand or a confusingly similar one, the usual first steps are collecting evidence, a cease-and-desist letter and complaints to the platforms involved; a registration makes all of these much easier.',
    ],
    documents: ['the exact name or logo', 'a list of your products or services', 'the date you first used the mark', 'the countries where you sell'],
    questions: [
      'What is the name or logo, and what products or services is it used for?',
      'In which countries do you sell now, and where do you plan to expand?',
      'Have you already started using the brand, and has anyone objected to it?',
    ],
    nextStep: 'Our team can run a clearance search and prepare the filings in the countries that matter to you.',
    jurisdictionNotes: {
      us: 'In the US, applications go to the USPTO; you can file on actual use or on an intent to use the mark.',
      eu: 'An EU trade mark (EUIPO) covers all EU member states with one application.',
      uk: 'Since Brexit, an EU trade mark no longer covers the UK; UK protection needs a filing with the UKIPO.',
    },
  },
  {
    topic: 'copyright',
    subject: 'copyright',
    category: 'Intellectual Property',
    keywords: {
      copyright: 3, dmca: 3, takedown: 3, 'fair use': 3, copied: 2, copying: 2, 'my content': 2, 'plagiar*': 2,
      'work for hire': 3, 'work-for-hire': 3, 'open source': 3, music: 2, song: 2, photo: 1, photograph: 2, image: 1,
      artwork: 2, book: 1, video: 1, 'youtube': 2, 'royalt*': 2, 'creative work': 2,
    },
    matters: [
      'Copyright arises automatically when original work is fixed in a tangible form; registration adds enforcement benefits in some countries, notably the US.',
      'Who owns work made by contractors depends on a written assignment or work-for-hire agreement, not on who paid.',
      'Using someone else’s work needs a licence unless an exception such as fair use or fair dealing applies, and those exceptions are narrow.',
      'Online platforms act on takedown notices (such as DMCA notices) that identify the work and the infringing copy.',
      'Open source licences carry conditions, and some (copyleft) affect how you can distribute your own code.',
    ],
    documents: ['the original work and proof of when you created it', 'links or copies of the infringing use', 'any licence or contractor agreements'],
    questions: [
      'Is this about protecting your own work or a claim that you used someone else’s?',
      'What kind of work is it (text, images, music, video, software), and where is it being used?',
      'Was the work created by you, an employee or a contractor?',
    ],
    nextStep: 'Our team can prepare a takedown or response letter, or the licence or assignment you need.',
  },
  {
    topic: 'patents',
    subject: 'patent',
    category: 'Intellectual Property',
    keywords: {
      patent: 3, 'patentab*': 3, invention: 3, invent: 2, inventor: 3, 'prior art': 3, provisional: 2, pct: 3, 'utility patent': 3,
      'design patent': 3, prototype: 1, 'freedom to operate': 3, algorithm: 1,
    },
    matters: [
      'An invention must be new, non-obvious and useful; public disclosure before filing can destroy novelty in most countries.',
      'A provisional application (US) secures a filing date for 12 months while you refine the invention.',
      'A PCT application keeps options open in over 150 countries for up to 30 months from the first filing.',
      'Ownership should be documented: inventors assign rights to the company in writing.',
      'Before launching, a freedom-to-operate check looks at whether your product infringes someone else’s patent.',
    ],
    documents: ['a description of the invention with drawings', 'any public disclosures or sales so far', 'known similar products or patents'],
    questions: [
      'Have you shown, published or sold the invention anywhere yet?',
      'Which markets matter most for protection?',
      'Is the invention owned by you personally or by a company?',
    ],
    nextStep: 'Our team can assess patentability and prepare a provisional or full application.',
  },
  {
    topic: 'incorporation',
    subject: 'company formation',
    category: 'Business Formation',
    keywords: {
      'incorporat*': 3, llc: 3, 'c-corp': 3, 'c corp': 3, 's-corp': 3, 's corp': 3, corporation: 2,
      'form a company': 3, 'start a company': 3, 'set up a company': 3, 'register a company': 3, 'open a company': 3,
      'start a business': 3, 'starting a business': 3, 'new business': 2, 'register my business': 3, gmbh: 3, 'pty ltd': 3,
      'private limited': 3, 'limited company': 3, ltd: 2, 'free zone': 3, freezone: 3, 'registered agent': 3, 'sole proprietor*': 3,
      'sole trader': 3, 'nonprofit': 2, 'non-profit': 2, 'dissolv*': 2, 'entity': 1, 'business structure': 3, 'legal structure': 3,
    },
    matters: [
      'The entity type drives liability, tax and fundraising: an LLC is flexible for owner-run businesses, while a C-Corp is what venture investors usually expect.',
      'Where you incorporate affects cost, privacy, filing duties and how investors view the company.',
      'Founders should agree early on ownership splits, vesting and roles, and put them in writing.',
      'After formation come the basics: tax registration, a bank account, a registered agent or office, and annual filings to stay in good standing.',
      'Foreign founders can usually form companies abroad, but banking, tax residency and visas need separate planning.',
    ],
    documents: ['founders’ names and ownership split', 'the proposed company name', 'the business address and activity', 'passports or IDs for identity checks'],
    questions: [
      'Where are the founders based, and where will the business operate and sell?',
      'Do you plan to raise money from investors, or is this an owner-run business?',
      'How many founders or owners are there, and how will ownership be split?',
    ],
    nextStep: 'Our team can recommend the right structure and handle the formation filings and founder documents.',
    jurisdictionNotes: {
      delaware: 'Delaware is the default for venture-backed US startups: a flexible corporate law, a specialised business court and familiarity for investors. You will still register as a foreign company in the state where you operate.',
      wyoming: 'Wyoming LLCs are low-cost with strong privacy, which suits small holding or online businesses, but investors rarely accept them for venture funding.',
      california: 'California charges an annual minimum franchise tax of $800 for LLCs and corporations, even when you form elsewhere but do business there.',
      'new-york': 'New York LLCs must meet a publication requirement within 120 days of formation, which adds cost.',
      uk: 'A UK private limited company is registered with Companies House, usually within a day; you need a registered office address, at least one director and a person with significant control (PSC) register.',
      canada: 'In Canada you can incorporate federally (name protection across the country) or provincially; federal corporations must also register in the provinces where they operate, and director residency rules vary by province.',
      singapore: 'A Singapore private limited company needs at least one locally resident director and a company secretary; foreign founders often use a nominee director or apply for an Employment Pass.',
      uae: 'In the UAE you choose between a free zone company (full foreign ownership, activities limited to the zone and abroad) and a mainland company, which can trade across the UAE; the licence must match your business activity.',
      germany: 'A German GmbH needs €25,000 share capital (at least €12,500 paid in at registration), a notarised articles of association and registration in the commercial register; the UG is a low-capital variant.',
      india: 'An Indian private limited company is registered with the Ministry of Corporate Affairs, needs at least two directors (one resident in India) and digital signature certificates for directors.',
      australia: 'An Australian Pty Ltd is registered with ASIC, needs at least one director who ordinarily resides in Australia and a registered office, and directors need a director ID.',
      ireland: 'An Irish private company limited by shares (LTD) is registered with the CRO and needs an EEA-resident director or a bond, plus a company secretary.',
      'hong-kong': 'A Hong Kong private limited company needs at least one director, a company secretary resident in Hong Kong and a local registered office.',
      us: 'In the US, companies are formed under state law; Delaware is common for startups seeking investment, while an LLC in your home state often suits an owner-run business.',
    },
  },
  {
    topic: 'funding',
    subject: 'fundraising',
    category: 'Corporate Governance',
    keywords: {
      safe: 1, 'safe note': 3, 'safe agreement': 3, 'post-money safe': 3, 'convertible note': 3, 'term sheet': 3, investor: 2,
      investors: 2, 'raise money': 3, 'raising money': 3, 'fundrais*': 3, 'seed round': 3, 'pre-seed': 3,
      'series a': 3, 'venture capital': 3, vc: 2, angel: 2, 'valuation cap': 3, valuation: 2, dilution: 3, 'cap table': 3,
      vesting: 2, '83(b)': 3, '83b': 3, 'stock option': 3, esop: 3, 'option pool': 3, crowdfunding: 3, 'due diligence': 1,
      equity: 1, 'pitch deck': 2, 'side letter': 3, 'pro rata': 2, 'liquidation preference': 3,
    },
    matters: [
      'SAFEs and convertible notes defer valuation: they convert into shares at the next priced round, usually with a valuation cap and/or discount.',
      'A convertible note is debt with an interest rate and maturity date; a SAFE has neither, which makes it simpler for early rounds.',
      'In a term sheet, the economics (valuation, option pool, liquidation preference) and control terms (board seats, protective provisions) matter most.',
      'Model dilution on a pro-forma cap table before you sign, including the option pool and all SAFEs converting.',
      'Securities laws apply to every raise: offers must fit an exemption, and some require filings after closing.',
    ],
    documents: ['your current cap table', 'the term sheet or investment documents received', 'your company formation documents', 'prior SAFEs or notes'],
    questions: [
      'What instrument are you using or being offered (SAFE, convertible note or priced equity), and how much are you raising?',
      'What valuation cap, discount or valuation is on the table?',
      'Where is the company incorporated, and have you raised money before?',
    ],
    nextStep: 'Our team can review the investment documents, explain the dilution and negotiate the key terms with you.',
    jurisdictionNotes: {
      us: 'In the US, most startup raises rely on Regulation D (Rule 506(b) or 506(c)); a Form D filing is due within 15 days of the first sale.',
      delaware: 'Delaware corporations issuing stock need board approval and authorised shares in the certificate of incorporation; check both before closing.',
      uk: 'UK startups often structure early rounds to qualify for SEIS/EIS tax relief for investors, which has conditions on the company and the shares.',
    },
  },
  {
    topic: 'employment',
    subject: 'employment',
    category: 'Employment Law',
    keywords: {
      employee: 2, employees: 2, employer: 2, employment: 3, 'job offer': 3, 'offer letter': 3, hire: 2, hiring: 2, fired: 3,
      'dismiss*': 2, termination: 1, 'wrongful*': 3, severance: 3, 'laid off': 3, layoff: 3, 'redundan*': 3,
      overtime: 3, wages: 3, salary: 2, 'paycheck': 2, discrimination: 3, harassment: 3, 'harass*': 3, handbook: 2, contractor: 1,
      'misclassif*': 3, 'non-compete': 2, noncompete: 2, 'at-will': 3, 'at will': 2, boss: 2, workplace: 3, 'employer of record': 3, eor: 2, 'maternity': 3,
      'paternity': 3, 'sick leave': 3, pto: 2, 'notice period': 3, 'non-solicit*': 2, staff: 1, 'remote worker': 2,
    },
    matters: [
      'Whether someone is an employee or a contractor depends on how the work is actually controlled, not on the label in the contract.',
      'Minimum wage, overtime and final-pay rules are set by law and cannot be waived by contract; unpaid wages can usually be claimed back within a limited time, sometimes with penalties.',
      'Employment contracts should cover pay, duties, working time, confidentiality, IP assignment and termination notice.',
      'Terminations need a lawful reason and a fair process; retaliation and discrimination claims often turn on the paper trail.',
      'Severance agreements usually trade a payment for a release of claims; check the deadline to sign and what you give up.',
      'Hiring abroad triggers local employment, tax and payroll rules; an employer of record is one way to hire without a local entity.',
    ],
    documents: ['the employment contract or offer letter', 'pay slips and timesheets', 'emails or warnings about the issue', 'the employee handbook'],
    questions: [
      'Are you asking as an employer or as an employee?',
      'In which country or state is the work performed?',
      'Is anything already in writing, such as a contract, a warning or a severance offer, and is there a deadline?',
    ],
    nextStep: 'Our team can review the documents, explain your position and prepare the contract, letter or response you need.',
    jurisdictionNotes: {
      us: 'Most US employment is at-will, but firing for a discriminatory or retaliatory reason is unlawful, and wage claims have strict rules on overtime.',
      california: 'California broadly voids non-compete agreements for employees and has strict rules on final pay timing and overtime.',
      uk: 'In the UK, employees generally gain unfair-dismissal protection after two years of service, and statutory notice and redundancy pay apply.',
      germany: 'In Germany, the Protection Against Dismissal Act applies in businesses with more than ten employees after six months of service, and works councils may need to be consulted.',
    },
  },
  {
    topic: 'real-estate',
    subject: 'real estate',
    category: 'Real Estate',
    keywords: {
      lease: 3, landlord: 3, tenant: 3, rent: 2, rental: 2, 'evict*': 3, property: 2, house: 2, apartment: 2, flat: 1,
      'real estate': 3, mortgage: 3, 'purchase agreement': 2, closing: 1, title: 1, deed: 3, zoning: 3, 'security deposit': 3,
      deposit: 1, sublease: 3, sublet: 3, 'office space': 2, premises: 2, 'commercial space': 3, builder: 2, renovation: 2,
      'construction': 2, repairs: 2, condo: 3, hoa: 3,
    },
    matters: [
      'A lease sets rent, term, renewal options, who pays for repairs and how either side can end it; commercial leases are far more negotiable than residential ones.',
      'Deposits, rent increases and evictions follow local rules that often override what the lease says.',
      'When buying, check title, liens, zoning and permits before the contingency periods expire.',
      'Personal guarantees, break clauses and service charges are often the most expensive surprises in commercial leases.',
      'Keep a written record of the property’s condition and of every notice you send or receive.',
    ],
    documents: ['the lease or purchase agreement', 'notices received or sent', 'photos of the property’s condition', 'payment records'],
    questions: [
      'Are you the landlord, tenant, buyer or seller?',
      'Where is the property, and is it residential or commercial?',
      'Is there a deadline, such as a notice date, a closing date or a court hearing?',
    ],
    nextStep: 'Our team can review the lease or purchase agreement, or prepare the notice or response you need.',
  },
  {
    topic: 'tax',
    subject: 'tax and compliance',
    category: 'Tax & Compliance',
    keywords: {
      tax: 3, taxes: 3, irs: 3, hmrc: 3, vat: 3, gst: 3, 'sales tax': 3, audit: 2, 'franchise tax': 3, payroll: 2,
      'transfer pricing': 3, 'double tax*': 3, deduction: 2, 'tax return': 3, compliance: 2, compliant: 1, license: 1,
      permit: 1, permits: 1, regulation: 2, regulatory: 2, aml: 3, kyc: 3, 'anti-money laundering': 3, 'annual report': 2,
      'annual filing': 2, 'nexus': 3, 1099: 3, w2: 2, 'tax-exempt': 2,
    },
    matters: [
      'Registrations come first: a tax ID, and sales tax, VAT or GST registration once you cross the thresholds where you sell.',
      'Selling online across borders can create tax obligations in places where you have customers but no office.',
      'Respond to tax authority notices by their deadline, even if only to ask for more time; penalties grow when deadlines pass.',
      'Payments between related companies in different countries need arm’s-length pricing and documentation.',
      'Regulated activities (finance, health, food, alcohol and others) need licences and ongoing compliance programmes.',
    ],
    documents: ['the notice or letter received', 'recent tax returns and filings', 'a summary of where you sell and how much', 'your company registration documents'],
    questions: [
      'Which countries or states are involved, and where is the business registered?',
      'Is this about setting things up correctly, or about a notice or audit you received?',
      'What is the deadline on any notice you received?',
    ],
    nextStep: 'Our team can map your registrations and filings, or prepare the response to a notice with you.',
    jurisdictionNotes: {
      us: 'In the US, states can require sales tax collection once remote sales pass an economic nexus threshold, often $100,000 a year.',
      uk: 'In the UK, VAT registration is compulsory once taxable turnover exceeds the registration threshold over a rolling 12 months.',
      eu: 'In the EU, the One-Stop Shop (OSS) lets online sellers report VAT on cross-border sales to consumers in one member state.',
    },
  },
  {
    topic: 'litigation',
    subject: 'litigation',
    category: 'Litigation Support',
    keywords: {
      lawsuit: 3, sue: 3, sued: 3, suing: 3, court: 3, served: 1, summons: 3, complaint: 1, subpoena: 3, judgment: 3,
      judgement: 3, appeal: 2, 'small claims': 3, litigation: 3, trial: 3, hearing: 2, evidence: 2, witness: 2, plaintiff: 3,
      defendant: 3, arbitration: 2, 'settlement': 2, attorney: 1, lawyer: 1,
    },
    matters: [
      'Court deadlines are strict: a summons usually gives a fixed number of days to respond, and missing it can lead to a default judgment.',
      'Preserve evidence now: emails, messages, contracts, invoices and photos, and do not delete anything related to the dispute.',
      'Weigh cost against recovery; small claims courts handle lower-value cases quickly and cheaply.',
      'Most cases settle, so knowing your strongest and weakest points early helps in any negotiation.',
      'Arbitration clauses in a contract can require the dispute to go to arbitration instead of court.',
    ],
    documents: ['the summons, complaint or court papers', 'the contract or agreement involved', 'correspondence with the other side', 'a timeline of events'],
    questions: [
      'Have you been served with papers, or are you considering bringing a claim?',
      'Which court or country is involved, and what is the next deadline?',
      'How much money is at stake, and what outcome would you accept?',
    ],
    nextStep: 'Our team can review the papers, organise the evidence and prepare your response or claim.',
  },
  {
    topic: 'disputes',
    subject: 'dispute',
    category: 'Litigation Support',
    keywords: {
      dispute: 3, 'owes me': 3, 'owe me': 3, 'not paid': 2, "hasn't paid": 3, 'has not paid': 3, unpaid: 3, invoice: 2,
      'debt collection': 3, debt: 2, collect: 2, 'demand letter': 3, breach: 3, 'breached': 3, mediation: 3, mediator: 3,
      defamation: 3, defamatory: 3, 'false statements': 3, lies: 2, 'lying about': 3, slander: 3, libel: 3, reputation: 2, 'social media': 1, 'bad review': 3, 'negative review': 3, refund: 1, 'cease and desist': 2,
      disagree: 2, 'partner dispute': 3, 'not honouring': 3, 'not honoring': 3, chargeback: 2, damages: 2, 'owed': 2,
    },
    matters: [
      'Start with the contract and the paper trail: what was promised, what was delivered and what was agreed in writing.',
      'A clear demand letter with a deadline resolves many payment disputes without going to court.',
      'Mediation is faster and cheaper than court and keeps the business relationship intact when that matters.',
      'Limitation periods cap how long you have to bring a claim, so do not wait too long.',
      'Calculate what the breach actually cost you; damages usually have to be proven, not assumed.',
    ],
    documents: ['the contract or order', 'invoices and payment records', 'emails and messages with the other party', 'a short timeline of what happened'],
    questions: [
      'Who is the other party, and what exactly did they fail to do or pay?',
      'How much is at stake, and have you already asked them in writing to fix it?',
      'Is there a written contract, and does it say anything about disputes or arbitration?',
    ],
    nextStep: 'Our team can send a demand letter, negotiate for you or prepare the case if it goes further.',
  },
  {
    topic: 'governance',
    subject: 'corporate governance',
    category: 'Corporate Governance',
    keywords: {
      bylaws: 3, 'operating agreement': 3, 'shareholder*': 3, 'stockholder*': 3, 'founders agreement': 3, "founders' agreement": 3,
      'co-founder': 2, cofounder: 2, board: 2, 'board meeting': 3, 'resolution': 2, minutes: 2, director: 2, directors: 2,
      'share transfer': 3, 'issue shares': 3, 'issuing shares': 3, 'buy-sell': 3, 'buyout': 2, 'drag-along': 3, 'tag-along': 3,
      acquisition: 3, acquire: 2, merger: 3, 'm&a': 3, 'sell my business': 3, 'sell the company': 3, 'selling my business': 3,
      equity: 1, shares: 2, 'fiduciary': 3,
    },
    matters: [
      'The governing documents (bylaws, operating agreement, shareholders’ agreement) decide who controls what; informal understandings rarely survive a disagreement.',
      'Important decisions such as issuing shares, taking loans or selling assets usually need documented board or shareholder approval.',
      'Transfer restrictions, rights of first refusal and drag-along and tag-along clauses protect owners when someone wants to leave or sell.',
      'Directors owe duties of care and loyalty to the company; conflicts of interest should be disclosed and minuted.',
      'In a sale or acquisition, the structure (asset or share sale), the price mechanics and the warranties you give drive the risk.',
    ],
    documents: ['the articles or certificate of incorporation', 'the bylaws or operating agreement', 'the current cap table or register of members', 'past board resolutions'],
    questions: [
      'What type of company is it (corporation, LLC or limited company), and where is it registered?',
      'How many owners are there, and is there already a shareholders’ or operating agreement?',
      'What decision or change are you trying to make?',
    ],
    nextStep: 'Our team can draft or update the governing documents and the resolutions for the decision.',
  },
  {
    topic: 'privacy',
    subject: 'privacy',
    category: 'Tax & Compliance',
    keywords: {
      privacy: 3, gdpr: 3, ccpa: 3, cpra: 3, 'personal data': 3, 'data protection': 3, cookie: 3, cookies: 3, 'data breach': 3,
      breach: 1, hipaa: 3, coppa: 3, dpa: 2, 'data processing': 3, 'user data': 2, 'customer data': 2, 'delete my data': 3,
      'data subject': 3, 'security incident': 3, 'leak*': 2, 'hack*': 2, tracking: 1, 'consent': 1, 'monitor': 1, 'monitoring': 1, 'pipeda': 3, 'dpdp': 3,
    },
    matters: [
      'Know what personal data you collect, why, where it is stored and who you share it with; everything else builds on that map.',
      'A privacy policy must describe your actual practices; copying a template that does not match them creates liability.',
      'Laws like the GDPR apply based on where your users are, not only where your company is.',
      'Vendors that process data for you need data processing agreements, and international transfers need a legal mechanism.',
      'Data breaches can trigger notification deadlines as short as 72 hours.',
    ],
    documents: ['your current privacy policy and cookie setup', 'a list of the data you collect and the tools that process it', 'vendor contracts'],
    questions: [
      'Where are your users or customers located?',
      'What kinds of personal data do you handle, and is any of it sensitive (health, financial, children’s data)?',
      'Is this about getting compliant, or about an incident or request you need to handle now?',
    ],
    nextStep: 'Our team can draft the privacy policy and agreements you need, or guide you through an incident.',
    jurisdictionNotes: {
      eu: 'Under the GDPR you need a lawful basis for each use of personal data, and breaches likely to harm people must be reported to the authority within 72 hours.',
      uk: 'The UK GDPR and the Data Protection Act 2018 mirror the EU rules closely, with the ICO as the regulator.',
      california: 'The CCPA/CPRA applies to businesses above revenue or data-volume thresholds and gives Californians rights to know, delete and opt out of the sale or sharing of their data.',
      india: 'India’s Digital Personal Data Protection Act requires consent-based processing with notice, and gives individuals rights to correction and erasure.',
      canada: 'In Canada, PIPEDA governs private-sector personal data, with provincial laws in Quebec, Alberta and British Columbia.',
    },
  },
  {
    topic: 'immigration',
    subject: 'immigration',
    category: 'Other',
    keywords: {
      visa: 3, visas: 3, immigration: 3, 'green card': 3, 'work permit': 3, 'residence permit': 3, 'o-1': 3, o1: 2, 'e-2': 3,
      e2: 2, 'h-1b': 3, h1b: 3, 'l-1': 3, 'eb-5': 3, 'employment pass': 3, 'golden visa': 3, 'start-up visa': 3,
      'startup visa': 3, 'innovator founder': 3, relocate: 2, relocating: 2, 'move to': 1, citizenship: 2, sponsor: 2,
      'residency': 2, 'blue card': 3,
    },
    matters: [
      'Founder visas usually require a real, active business plus investment, a track record or an endorsement, depending on the route.',
      'Timing matters: processing can take months, and some routes have annual caps or lotteries.',
      'Your company structure and your own role and ownership can affect eligibility.',
      'Dependants, travel during processing and the route to permanent residence differ by visa.',
    ],
    documents: ['your passport', 'a CV and evidence of achievements', 'the business plan and company documents', 'proof of investment funds'],
    questions: [
      'Which country do you want to move to or work in, and what is your current citizenship?',
      'Are you founding a new company, investing, or being hired or transferred by an existing one?',
      'When do you need to be able to start working there?',
    ],
    nextStep: 'Our team can assess which route fits and coordinate with an immigration attorney for the filing.',
  },
  {
    topic: 'consumer',
    subject: 'consumer and e-commerce',
    category: 'Contract Review',
    keywords: {
      'terms and conditions': 3, 'terms of service': 3, 'terms of use': 3, 'terms of sale': 3, 'online store': 3, ecommerce: 3,
      'e-commerce': 3, shopify: 3, amazon: 2, marketplace: 2, 'refund policy': 3, refund: 2, 'return policy': 3, returns: 1,
      warranty: 2, 'auto-renew*': 3, subscription: 2, chargeback: 3, chargebacks: 3, 'faulty product': 3, 'defective': 2,
      'product liability': 3, advertising: 2, 'email marketing': 3, 'sms marketing': 3, dropshipping: 3, customer: 1,
      customers: 1, consumer: 2, seller: 1, 'online shop': 3, website: 1, app: 1,
    },
    matters: [
      'Clear terms of sale, shipping, returns and refunds reduce disputes and chargebacks, but they cannot take away rights consumer law gives buyers.',
      'Subscriptions and auto-renewals need clear disclosure, consent and an easy way to cancel in many places.',
      'Advertising claims must be truthful and backed by evidence, including claims made by influencers for you.',
      'Email and SMS marketing need consent and an unsubscribe option under laws like CAN-SPAM, the TCPA and the GDPR.',
      'Product safety and liability follow the product: manufacturers, importers and sellers can all be responsible.',
    ],
    documents: ['your current website terms and policies', 'a description of the products and how they are sold', 'examples of ads or marketing messages', 'any customer complaints'],
    questions: [
      'What do you sell, and to whom (consumers, businesses or both)?',
      'Which countries are your customers in?',
      'Is there a specific complaint, refund request or chargeback you need to deal with now?',
    ],
    nextStep: 'Our team can draft your terms and policies, or help you respond to a complaint or claim.',
    jurisdictionNotes: {
      eu: 'EU consumers generally have a 14-day right to withdraw from online purchases, and a two-year legal guarantee for faulty goods.',
      uk: 'UK consumers have a 14-day cancellation right for most online purchases and rights under the Consumer Rights Act 2015 for faulty goods.',
      california: 'California’s automatic renewal law requires clear disclosure, affirmative consent and online cancellation for subscriptions.',
    },
  },
];

export const GENERAL_INFORMATION_NOTES = [
  'This is general information, not legal advice; an attorney would need the full facts and documents to advise you.',
  'Please treat this as general guidance rather than legal advice — the details of your documents and jurisdiction can change the answer.',
  'Just so you know: I give general legal information, not legal advice, and this chat does not create an attorney-client relationship.',
];

export const guideFor = (topic: ServiceTopic): TopicGuide => TOPIC_GUIDES.find((guide) => guide.topic === topic)!;
