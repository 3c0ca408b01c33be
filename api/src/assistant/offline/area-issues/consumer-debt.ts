import type { AreaIssue } from './issue';

/** Narrower consumer debt issues, weighed before the area guide's broad ones. */
export const CONSUMER_DEBT_ISSUES: readonly AreaIssue[] = [
  {
    label: 'a scam payment',
    pattern:
      /\bscam(?:med|mer|mers|s)?\b|\bzelle\b|cash ?app|venmo|gift ?cards?|pretend\w* to be|posing as|impersonat|fraud (?:dept|department)|romance scam|crypto|wired? (?:the )?money|blocked me|never existed|phishing|clicked (?:a |the |on )?link|won a (?:prize|lottery|sweepstakes)|fake (?:website|seller|listing|check|profile)|facebook marketplace|website (?:is )?gone|\birs\b|(?:grandson|grandchild|son) (?:was )?in jail|investment (?:man|advisor|scheme)/,
    points: [
      'Call your bank or payment app the moment you notice, and report the scam to the FTC (ReportFraud.ftc.gov), to the FBI’s IC3 for online fraud, and to the police; a report number helps with the bank and with any later claim.',
      'Federal rules (Regulation E) make banks refund electronic transfers you did not authorise if you report them in time; when you were tricked into sending the money yourself, banks often refuse, but some now reimburse bank-impostor scams, so ask in writing and escalate to the CFPB.',
      'Payments by credit card can be disputed far more easily than Zelle, wires or gift cards; for gift cards, call the card company at once with the card numbers, as unspent balances can sometimes be frozen.',
    ],
    deadline:
      'Report unauthorised electronic transfers to your bank within 60 days of the statement that shows them, and as early as possible: the later the report, the less the bank has to cover.',
    documents: [
      'the transaction records and confirmation numbers',
      'screenshots of the messages, listing or calls',
      'your FTC and police report numbers',
    ],
  },
  {
    label: 'a repossession',
    pattern:
      /repo(?:'?d|'?ed|ing)?\b|repossess|deficiency|voluntary surrender|breach of the peace|(?:one|1|two|2|a) payments? behind|behind on (?:my |the )?(?:car |truck )?(?:payments?|note)|car seats?|(?:car|truck) back\b|tow truck|auction(?:ed)?\b|(?:closed|locked) garage|driveway|(?:tools|belongings|stuff) (?:were )?(?:inside|in the)/,
    points: [
      'In most states a lender may repossess a car as soon as you default, without going to court, but only without a "breach of the peace": no threats, no force, no breaking into a locked garage and no taking it over your objection on the spot.',
      'Your belongings inside must be returned; ask in writing right away. Before the sale, the lender must send a notice of the sale, and you can usually get the car back by paying the full balance (and in some states by catching up the missed payments).',
      'After the sale you may owe a "deficiency" (the loan balance minus the sale price and costs), but the sale must be commercially reasonable and properly noticed; a defective notice or a giveaway price can cut or cancel what you owe.',
    ],
    deadline:
      'The notice of sale gives the date after which the car can be sold (often 10 days or more): act before it to redeem the car or reclaim property inside.',
    documents: [
      'the loan contract',
      'every notice received after the repossession',
      'a list of the belongings that were in the vehicle',
    ],
  },
  {
    label: 'identity theft',
    pattern:
      /identity (?:theft|thief|stolen)|stole my (?:identity|social|ssn|info)|(?:stolen|used) my (?:identity|social|ssn)|in my name|my social security number|fraud alert|(?:froze|freeze|freezing) my credit|credit freeze|never opened|(?:someone|somebody|a stranger) (?:opened|used|took out)|ftc report|police report|(?:froze|freeze) (?:all )?(?:three |3 )?(?:the )?bureaus|(?:never|not) (?:even )?(?:been|lived) (?:to|in)/,
    points: [
      'Report it at IdentityTheft.gov (the FTC) to get an identity theft report and a recovery plan, and file a police report; together they let you demand that the bureaus block the fraudulent accounts.',
      'Freeze your credit with all three bureaus (Equifax, Experian, TransUnion) for free, and write to each company where an account was opened to dispute it as fraud; you are generally not liable for debts someone else opened in your name.',
      'If a collector contacts you, dispute the debt in writing as identity theft; it must stop collecting until it checks, and may not keep reporting a debt it knows is fraudulent.',
    ],
    documents: [
      'your FTC identity theft report and police report',
      'your credit reports with the fraudulent accounts marked',
      'letters and bills for the accounts that are not yours',
    ],
  },
  {
    label: 'an error on a credit report',
    pattern:
      /credit (?:report|bureau|file)s?|equifax|experian|transunion|trans union|isn'?t mine|not mine|(?:his|her|my dad'?s|my father'?s) (?:stuff|accounts?)|mixed (?:up|file)|reported (?:as )?late|late payment on|credit score|disputed? (?:it )?(?:with|twice|online)|(?:says|said|saying|came back|marked|keeps? saying) (?:it(?:'s| is| was) )?'?verified|deleted|removed? (?:it )?from (?:my )?(?:credit|report)|off my (?:credit|report)|re-?ag(?:ed|ing)/,
    points: [
      'Dispute the error in writing with each credit bureau that shows it, and send copies of your proof; the bureau must usually investigate within 30 days and delete what cannot be verified.',
      'Dispute it also with the company that reported it (the "furnisher"): it must investigate too, and a repeated "verified" without looking at your proof can break the Fair Credit Reporting Act.',
      'If the error stays, complain to the CFPB; the FCRA lets you sue for damages and attorney fees, and lawyers often take these cases without charging you upfront.',
    ],
    deadline:
      'A claim under the Fair Credit Reporting Act is generally due within 2 years of discovering the violation (and no later than 5 years after it).',
    documents: [
      'your credit reports from annualcreditreport.com',
      'your dispute letters and the bureaus’ answers',
      'the statements or letters that prove the error',
    ],
  },
  {
    label: 'a car bought from a dealer',
    pattern:
      /dealer(?:ship)?s?\b|used (?:car|truck|lot)|\blemon\b|\bas[ -]is\b|odometer|(?:the )?mileage|finance (?:guy|manager|office)|spot deliver|yo-?yo|extended warranty|trade-?in|transmission|carfax|same problem|(?:3rd|third|4th|fourth) time|at the shop|backordered|certified pre-?owned|protection package|salesm[ae]n|financing|\bapr\b|give (?:it|the car|the truck) back|(?:bought|buy|purchased) (?:a |the |my )?(?:\w+ ){0,2}(?:car|truck|suv|van)\b/,
    points: [
      'There is usually no right to return a car after signing; used cars sold "as is" (the Buyers Guide sticker says so) have no warranty, but a dealer who lied about the car’s condition, history or mileage can be liable for fraud or deceptive practices whatever the sticker says.',
      'Lemon laws cover new cars (and in a few states used ones) with a defect the dealer could not fix after several tries; the remedy is a replacement or refund.',
      'If the dealer calls you back saying the financing "fell through", you do not have to sign a worse loan: in most states you can return the car and get your down payment and trade-in back. Add-ons such as extended warranties can usually be cancelled for a prorated refund.',
    ],
    deadline:
      'Lemon-law claims are tied to the warranty period or the first year or two of ownership, and fraud claims have their own limits; write to the dealer and the manufacturer now.',
    documents: [
      'the purchase contract, Buyers Guide and financing papers',
      'repair orders and the vehicle history report',
      'ads, texts or notes of what the salesperson promised',
    ],
  },
  {
    label: 'a wage garnishment or bank levy',
    pattern:
      /garnish|levy|levied|(?:take|taking|took) (?:my|his|her) (?:paycheck|wages|pay)|exempt(?:ion)?s?\b|head of household|head-of-household|payroll|(?:my|his|her) (?:paycheck|wages)\b|(?:disability|social security|ssi|va) (?:payments?|benefits|deposits?)|what can they (?:actually )?take/,
    points: [
      'Except for taxes, child support and federal student loans, a creditor needs a court judgment before it can garnish wages or levy a bank account; a garnishment with no lawsuit you knew of may mean you were never properly served, which can be a ground to undo the judgment.',
      'Federal law caps ordinary wage garnishment at 25% of disposable pay (less for low earners), some states protect more, and Social Security, SSI, VA and most other benefits are largely protected in the bank.',
      'File a claim of exemption with the court (or ask for a hearing) as soon as you get the notice, showing what is protected and any hardship; defaulted federal student loans can be garnished up to 15% without a lawsuit, after notice and a chance for a hearing.',
    ],
    deadline:
      'A claim of exemption is usually due within days of the garnishment or levy notice (often 10 to 20): the exact period is on the papers.',
    documents: [
      'the garnishment or levy notice and any court papers',
      'recent pay stubs and bank statements',
      'proof of benefits or dependants you support',
    ],
  },
  {
    label: 'medical debt',
    pattern:
      /medical (?:bills?|debts?)|\bhospital\b|charity care|financial assistance|in-network|out-of-network|not covered|insurance (?:should have |never |only )?(?:covered|paid|billed)|\ber (?:bill|visit)|ambulance|surgery bill|(?:his|her|my husband'?s|my wife'?s) (?:medical|hospital|cancer) (?:bills?|treatment)/,
    points: [
      'Ask the provider for an itemised bill and check that your insurer was billed correctly; a bill that should have gone to insurance can be disputed with both the provider and the collector.',
      'Non-profit hospitals must have a financial assistance (charity care) policy and accept applications for months after the first bill, even once the account is in collections; ask for the application.',
      'The major credit bureaus no longer report paid medical collections or those under $500, and wait a year before reporting others; a spouse is usually not liable for the other’s medical bills unless they co-signed or live in a community-property or "necessaries" state.',
    ],
    documents: [
      'the itemised bill and your insurer’s explanation of benefits',
      'letters from the collector',
      'your income information for a financial assistance application',
    ],
  },
  {
    label: 'an old, possibly time-barred debt',
    pattern:
      /statute of limitations?|time-?barred|too old|time limit|old (?:debt|credit card|card|account|bill)s?|(?:debt|it) (?:expires?|goes away|go away)|(?:7|seven) years|restart (?:the clock|it)|(?:from|since|in) (?:like |about |around )?(?:19|20)[01]\d\b|old \w+ (?:card|account)s?\b/,
    points: [
      'Each state limits how long a creditor can sue on a debt, often 3 to 6 years from the last payment or default; after that, a lawsuit can be defeated, but only if you answer it and raise the defence.',
      'In some states a payment, or even a written promise to pay, restarts the clock, so check before you pay anything on an old debt; you can still settle it on your own terms.',
      'Collectors may not sue or threaten to sue on a debt that is too old; credit reporting runs on its own 7-year clock from the first delinquency and a payment does not restart it.',
    ],
    deadline:
      'If you are sued on an old debt, file an answer raising the statute of limitations by the deadline on the summons; a default judgment makes even an old debt collectable.',
    documents: [
      'the collector’s letters',
      'your last statement or proof of the last payment',
      'your credit report showing the date of first delinquency',
    ],
  },
  {
    label: 'a student loan',
    pattern:
      /student loans?|loan servicer|servicer|pslf|public service (?:loan )?forgiveness|loan forgiveness|income[- ]driven|\bidr\b|recertif|perkins|navient|nelnet|mohela|closed school|borrower defen[cs]e/,
    points: [
      'Federal student loans offer options private loans do not: income-driven repayment, deferment and forbearance, Public Service Loan Forgiveness after qualifying payments while working for a public or non-profit employer, and discharges for a closed school or a school’s fraud.',
      'A defaulted federal loan can lead to tax-refund offsets and wage garnishment without a lawsuit; rehabilitation or consolidation takes the loan out of default.',
      'When a servicer makes a mistake (lost paperwork, wrong payment count), dispute it in writing, keep copies, and escalate to the Federal Student Aid Ombudsman or the CFPB; the programmes change often, so check studentaid.gov for the current rules.',
    ],
    documents: [
      'your loan details from studentaid.gov (or the private lender’s statements)',
      'letters and emails from the servicer',
      'proof of employment or income for the plan you are asking for',
    ],
  },
  {
    label: 'someone else’s debt',
    pattern:
      /co-?sign(?:ed|er|ing)?|cosign|guarantor|joint (?:account|card|loan)|authori[sz]ed user|debts? (?:\w+ ){0,2}pass(?:ed)? (?:on )?to|debts? (?:go|goes) to|(?:does|do) (?:the )?debts? die|die with (?:you|me)|(?:my |our )?(?:late|dead|deceased) (?:father|mother|husband|wife|dad|mom|son|daughter)'?s? (?:\w+ ){0,2}(?:debts?|bills?|cards?)|responsible for (?:his|her|their|my \w+'?s) (?:\w+ )?(?:debts?|bills?)|(?:his|her|their) debts?\b/,
    points: [
      'A co-signer is fully responsible for the debt: if the borrower misses payments, the lender can collect from the co-signer without first suing the borrower; getting off the loan usually takes the lender’s consent or a refinance in the borrower’s name alone.',
      'When someone dies, their debts are paid from what they left (the estate) before heirs receive anything; family members do not owe them personally unless they co-signed, held the account jointly, or live in a community-property state where some spousal debts are shared.',
      'Collectors may contact the executor or the surviving spouse about the estate, but must not suggest that relatives have to pay from their own money; an authorised user on a card is generally not liable for its balance.',
    ],
    documents: [
      'the loan or account agreement',
      'statements showing who paid what',
      'the death certificate and any letters from creditors',
    ],
  },
  {
    label: 'cancelling a membership or subscription',
    pattern:
      /\bgym\b|membership|subscription|auto-?renew|cancel(?:l?ed|l?ing)? (?:my|the|our) (?:account|contract|plan)|keeps? charging|still charging|timeshare|i cancell?ed|cancell?ation|early termination fee/,
    points: [
      'The contract’s cancellation terms usually govern, but many states let you cancel a gym or health-club contract if you move away or become disabled, and automatic-renewal laws require an easy way to cancel (online, if you signed up online).',
      'Cancel in writing (certified mail or email) and keep proof; charges after the date you cancelled can be disputed with your card issuer, and you can tell your bank to stop future payments to that business.',
      'Timeshares and some door-to-door or high-pressure sales carry a short legal cancellation window after signing (often days, set by state law); after it passes, getting out usually takes negotiation or a claim that the sale was deceptive.',
    ],
    documents: [
      'the contract or sign-up confirmation',
      'your cancellation letter or email',
      'statements showing the charges',
    ],
  },
  {
    label: 'a bank account problem',
    pattern:
      /overdraft|overdrew|nsf fee|(?:froze|frozen|freez\w*|closed|holding|hold on) (?:my |our |the )?(?:bank )?(?:account|funds|money|deposit)|account (?:frozen|closed|on hold)|(?:bank|atm) (?:won'?t|will not|refuses to) (?:refund|reverse)|reg e\b/,
    points: [
      'A bank may freeze an account for suspected fraud or under a court order, but it must follow its account agreement and federal limits on how long it can hold deposits; when it closes an account, it must return the remaining balance.',
      'Banks may charge overdraft fees on ATM and one-off debit card purchases only if you opted in; you can opt out, and ask for fees to be refunded, which banks often do once.',
      'For unauthorised transactions (a stolen card, a robbery at an ATM), report them in writing quickly under Regulation E; complain to the CFPB if the bank will not answer.',
    ],
    deadline:
      'Report an unauthorised transfer within 60 days of the statement showing it; a lost or stolen card within 2 business days keeps your liability lowest.',
    documents: ['your account statements', 'the bank’s letters or messages', 'your written complaint and any reply'],
  },
];
