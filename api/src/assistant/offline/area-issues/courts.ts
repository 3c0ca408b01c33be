import type { AreaIssue } from './issue';

/** Narrower courts issues, weighed before the area guide's broad ones. */
export const COURTS_ISSUES: readonly AreaIssue[] = [
  {
    label: 'setting aside a default judgment',
    pattern:
      /default judg(?:e)?ments?|(?:vacate|vacated|set aside|undo|undone|reopen|reopened) (?:it|the (?:judg(?:e)?ment|case|default))|motion to (?:vacate|set aside|reopen)|never (?:been |got |was |actually )?served|was never (?:actually )?served|served (?:me )?at (?:an|my) (?:old )?address|wrong address|(?:didn'?t|never) knew? (?:about )?(?:the|there was a|a) case|missed (?:my |the )?court(?: date)?\b|bank account (?:got |was |is )?frozen/,
    points: [
      'A default judgment can often be set aside ("vacated") if you were never properly served, for example when the papers went to an old address; if you had a good reason for missing the deadline or hearing, such as a hospital stay; or, in some states, simply by acting promptly and showing a defence.',
      'File a motion to vacate or set aside in the court that entered the judgment, with proof (your lease or change of address, hospital records) and usually your defence to the claim; many courts have a form, and if it is granted the case starts again and you must answer.',
      'Until it is set aside the judgment can still be collected by garnishment or a bank levy, so ask the court to pause collection while the motion is pending, and claim exemptions for protected money such as Social Security.',
    ],
    deadline:
      'Act at once: many states allow a set-aside for mistake or neglect only within a fixed time after the judgment (often 6 months to a year, less in some courts); a judgment void for lack of service can usually be challenged later, but delay still hurts.',
    documents: [
      'the judgment and the proof (return) of service',
      'proof of where you lived then, or of why you missed the date',
      'any papers about the underlying debt or claim',
    ],
  },
  {
    label: 'paying a judgment you owe',
    pattern:
      /(?:ordered|have) to pay (?:\$?[\d,]+ )?(?:in )?(?:a |the )?judg(?:e)?ment|can'?t (?:afford|pay) (?:it|the judg(?:e)?ment)|payment plan|wages? (?:are |is |got |being )?garnish\w*|garnish\w* my|take (?:my|more)\b|exemptions?\b|exempt\b/,
    points: [
      'If you cannot pay a judgment at once, ask the creditor in writing for a payment plan or a lump-sum settlement; many courts can also order payment in instalments.',
      'Federal law caps wage garnishment for ordinary debts at 25% of disposable earnings (some states allow less), and some money is protected: Social Security, SSI and VA benefits, and in most states unemployment, plus state exemptions for part of your wages, a car, tools and home equity. File the exemption claim form by its deadline.',
      'A civil judgment does not mean jail, and an employer may not fire you over garnishment for a single debt; bankruptcy can stop a garnishment if debts are overwhelming. When it is paid, make sure a "satisfaction of judgment" is filed.',
    ],
    deadline:
      'Exemption claims usually must be filed soon after the garnishment or levy notice, often within 10 to 30 days.',
    documents: [
      'the judgment and any garnishment or levy notice',
      'proof of income and of any exempt benefits',
      'a budget of your monthly expenses',
    ],
  },
  {
    label: 'getting paid after a small claims win',
    pattern:
      /won (?:in|at) small claims|won (?:my|the|our) (?:small claims )?case|small claims win|(?:hasn'?t|has not|hasnt|not) paid (?:a|one|a single) (?:cent|dime|dollar|penny)|(?:hasn'?t|hasnt|won'?t|refuses to) pay(?:ing)? (?:anything|a cent|a dime)|garnish\w*|bank levy|\blev(?:y|ies)\b|\bliens?\b|writ of execution|judg(?:e)?ment proof|debtor'?s? exam\w*|abstract of judg(?:e)?ment|actually (?:collect|get (?:paid|the money))|how do i collect|won (?:a |the |my )?judg(?:e)?ment in small claims|(?:defendant|he|she|they) (?:still |just )?won'?t pay/,
    points: [
      'The court does not collect for you: once the appeal or payment period has passed (often 10 to 30 days), send the debtor a written request for payment; some states let you have the debtor fill out a court form listing their income and assets.',
      'If nothing comes, ask the clerk for the enforcement forms (a writ of execution, a wage garnishment or earnings withholding order, an abstract of judgment for a lien on real estate); the fees are usually small and can be added to what the debtor owes, and the sheriff can levy a business’s bank account or property.',
      'Keep a record of every payment and file a satisfaction of judgment once you are paid in full; a debtor with only exempt income may not be collectible now, but judgments last for years and can be renewed.',
    ],
    deadline:
      'Enforcement usually cannot start until the appeal period ends; the judgment itself lasts for years (often 5 to 20) and can be renewed.',
    documents: [
      'the judgment with its date',
      'what you know of the debtor’s employer, bank and property',
      'a record of any payments received',
    ],
  },
  {
    label: 'an appeal',
    pattern:
      /appeal\w*|court of appeals|appellate|new trial|(?:overturn|reverse) (?:the|a|his|her) (?:decision|ruling|judg(?:e)?ment)|judge (?:made an error|was wrong|ignored)/,
    points: [
      'An appeal is not a new trial: a higher court reviews the record for legal errors (the wrong law, an unfair procedure, evidence wrongly allowed or excluded), not whether the judge should have believed you, and new evidence usually cannot be added.',
      'Small claims is different in many states: the loser may get a brand-new hearing in a higher court, but some states let only the defendant appeal, or allow no appeal at all; a motion for a new trial or to reconsider, in the same court, is another route after a clear error.',
      'The steps are a notice of appeal, a fee (which can be waived if you cannot afford it), ordering the transcript, and a written brief; appeals courts have self-help centres, and an extension for a brief can usually be asked for before it is due.',
    ],
    deadline:
      'The deadline for a notice of appeal is strict and short, often 30 days from the judgment or its notice (in small claims sometimes 10 days or less); missing it usually ends the right to appeal.',
    documents: [
      'the judgment or order and the date it was entered or mailed',
      'the papers and evidence filed in the case',
      'any transcript or recording of the hearing',
    ],
  },
  {
    label: 'serving court papers',
    pattern:
      /serv(?:e|ing) (?:him|her|them|the (?:papers|defendant|other side|summons)|someone|papers|court papers)\b|service (?:of process|by (?:mail|publication|email|posting))|(?:dodging|avoiding|ducking|evading|hiding from) (?:the )?(?:process server|service|being served)|process server (?:can'?t|cant|couldn'?t|has tried|tried|has attempted|attempted)|certified mail|constable|can'?t find (?:him|her|them) at/,
    points: [
      'The person suing must have the papers delivered by someone allowed to do it (a sheriff, constable, registered process server or any adult not in the case, depending on the state) and file proof of service; you usually cannot hand them over yourself, and many small claims courts offer service by certified mail through the clerk.',
      'If the defendant dodges service, courts allow other methods after reasonable attempts: leaving the papers with an adult at the home, posting and mailing them, or with the judge’s permission email, text or publication; record every attempt with its date and time.',
      'A defendant in another state can usually be served there under its rules or by certified mail, but the court must also have power over them (they live, do business or caused the harm in your state), or you may have to file where they live.',
    ],
    deadline:
      'Service often has to be completed within a set time after filing (for example 90 days in federal court, and before the hearing in small claims), or the case can be dismissed.',
    documents: [
      'the filed complaint and summons',
      'the defendant’s last known addresses',
      'a log of the attempts at service',
    ],
  },
  {
    label: 'a counterclaim',
    pattern: /counter[- ]?(?:sue|suing|sued|claims?|suit)|sue (?:him|her|them) back/,
    points: [
      'A defendant with a claim against the person suing them can usually file a counterclaim in the same case, so the judge decides both at once; in many courts a counterclaim arising from the same events must be raised now or is lost.',
      'In small claims the counterclaim usually has to be filed a set number of days before the hearing and fit within the small claims limit; if it is larger, the case may have to move to a higher court.',
      'A counterclaim needs its own evidence of the amount, like any claim; it is not a way to punish the other side for suing, and a groundless one can cost you.',
    ],
    deadline:
      'In small claims a counterclaim is often due some days before the hearing; in other civil cases, with your answer (usually 20 to 30 days after service).',
    documents: ['the claim served on you', 'evidence of what the other side owes you', 'the hearing notice'],
  },
  {
    label: 'preparing for a small claims hearing',
    pattern:
      /what (?:should|do|can) (?:i|we) bring|what to bring|bring (?:to (?:the )?(?:hearing|court)|the card|witnesses)|(?:print|printed) (?:out )?(?:the )?(?:texts|messages|screenshots)|(?:need|have) witnesses|as evidence|how (?:do i|should i|to|do we) prepare|prepare for (?:the|my|a) (?:hearing|trial|court)|what do i say|never been (?:to|in) court|how (?:does|do) (?:it|the hearing|hearings?) (?:actually )?go|how do i prove|court date is/,
    points: [
      'Bring three copies of everything (for you, the judge and the other side): the contract or messages, receipts, photos, estimates, bank or Venmo records and letters; print texts and screenshots with the dates and names showing, in date order.',
      'Prepare a two-minute summary of what happened, what you are asking for and how you worked out the amount; the judge decides on whose evidence is more convincing, so tie each document to a point. Witnesses should come in person (the clerk can issue a subpoena); written statements count for less.',
      'Arrive early, be polite and let the other side finish; a defendant with a claim of their own should file a counterclaim before the hearing. Many courts have free small claims advisers or self-help centres.',
    ],
    documents: [
      'the claim form and the hearing notice',
      'your evidence, in three copies',
      'a short written timeline of what happened',
    ],
  },
  {
    label: 'more time or a postponement',
    pattern:
      /continu[ae]nce|postpone\w*|extensions?\b|more time|reschedul\w* (?:the|my|our) (?:hearing|court date|trial|case)|push (?:it |the hearing |the date )?back|(?:delay|move) (?:the|my) (?:hearing|court date|trial)/,
    points: [
      'Courts can postpone a hearing (a "continuance") or extend a filing deadline for good cause, such as illness or a hospital stay, a lawyer withdrawing, late papers from the other side or a threat to your safety; ask as early as possible, in writing, with proof.',
      'Ask the other side first: an agreed extension is often approved routinely; otherwise file a motion or the court’s request form, and for a hearing that is tomorrow call the clerk and appear (or have someone appear) to ask the judge.',
      'Until the court grants it, the old date stands: file what you can and attend, because missing the date can mean a default or a dismissal.',
    ],
    deadline:
      'Ask before the deadline or hearing date; many courts require requests a set number of days ahead except in emergencies.',
    documents: [
      'the notice with the current date',
      'proof of the reason (a medical note, withdrawal letter or police report)',
      'the other side’s written agreement, if you have it',
    ],
  },
  {
    label: 'discovery in a lawsuit',
    pattern:
      /discovery|interrogator\w*|requests? for (?:production|documents|admissions?)|document requests?|motion to compel/,
    points: [
      'Discovery is how each side gets the other’s evidence before trial: written questions (interrogatories), requests for documents, requests for admission and depositions; small claims usually has little or none.',
      'Answers are due within a set time, must be truthful and complete, and can include objections to requests that are irrelevant, overly broad or privileged; requests for admission left unanswered can be treated as admitted.',
      'If the other side does not respond, send a written "meet and confer" letter, then file a motion to compel; courts limit abuse (the federal rules allow 25 interrogatories per party unless the court permits more) and can award costs.',
    ],
    deadline:
      'Discovery responses are usually due 30 days after service in federal and many state courts; missing the deadline can waive objections.',
    documents: [
      'the discovery requests and the date they were served',
      'the documents that answer them',
      'the court’s scheduling order',
    ],
  },
  {
    label: 'a settlement or mediation',
    pattern: /settlement|settl(?:e|ing) (?:the|this|it|out of court)|mediat\w*|arbitrat\w*/,
    points: [
      'Most cases settle; a fair offer is roughly what you would likely win, discounted for the risk of losing and the time and cost of going on. Ask for offers in writing and answer in writing.',
      'A settlement should be a signed agreement saying who pays what by when, what happens if a payment is missed (for example a stipulated judgment), and that the case will be dismissed; it is a binding contract, and if the other side stops paying you can usually ask the court to enforce it or enter judgment.',
      'Mediation is a confidential meeting with a neutral person who helps the sides agree but decides nothing; many courts offer it free in small claims, some require it before trial, and some contracts require mediation or arbitration before any lawsuit.',
    ],
    documents: [
      'every offer and reply, in writing',
      'the signed settlement agreement',
      'proof of payments made under it',
    ],
  },
  {
    label: 'a jury duty summons',
    pattern: /jury (?:duty|summons|service)|jurors?\b|serve on a jury|excus(?:ed|al)\b/,
    points: [
      'A jury summons is a court order: ignoring it can lead to a fine, but almost every court lets you postpone once, usually online or by phone, to a date in the coming months.',
      'Excusals are given for hardship, such as being the only caregiver for a child or a sick relative, a medical condition, or serious financial hardship; some states exempt older people or those who served recently. Ask by the date on the summons, with proof.',
      'Federal law bars employers from firing permanent employees for federal jury service, and most states protect state-court jurors too; juror pay is small, and some employers keep paying wages.',
    ],
    deadline: 'Respond, or ask for a postponement or excusal, by the date on the summons.',
    documents: ['the jury summons', 'proof of the hardship (childcare, medical notes, travel bookings)'],
  },
  {
    label: 'which court can hear the case',
    pattern:
      /(?:another|different|other) state|out[- ]of[- ]state|state i'?ve never (?:lived|been)|never (?:been|lived) (?:to|in) (?:that|the) state|jurisdiction|\bvenue\b|(?:different|another|which|what) (?:county|court)\b|lives in (?:a different|another)|(?:sue|file against) (?:them|him|her|it) in my (?:state|county)|file where (?:they|he|she|it) (?:are|is|lives?)/,
    points: [
      'A court can hear a case against someone only if they have enough connection to its state: they live there, do business there, or the dispute arose there (the deal was made or delivered, or the harm done, there); an online sale to a buyer in another state may or may not be enough.',
      'Within a state, file in the county where the defendant lives or where the contract was made or the harm happened, and in the right level of court for the amount: small claims up to the state limit, a higher civil court above it, federal court only for federal-law claims or disputes over $75,000 between people of different states.',
      'If you are sued in a state you have no ties to, you can challenge jurisdiction, but usually only by raising it in your first response, not by ignoring the case: a default judgment there can be enforced where you live.',
    ],
    deadline:
      'An objection to jurisdiction usually has to be made in the first response to the lawsuit, often within 20 to 30 days of service.',
    documents: [
      'where each party lives and does business',
      'the contract, listing or messages showing where the deal happened',
      'the summons and complaint, if you were sued',
    ],
  },
  {
    label: 'a threat to sue you',
    pattern:
      /threat(?:en\w*|s)? to (?:sue|take (?:me|us) to court)|threatening (?:to sue|legal action)|(?:says|said) (?:he|she|they)(?:'ll| will|'s going to| is going to|'re going to) sue|(?:going|gonna) to sue (?:me|us)|gonna sue (?:me|us)|sue (?:me|us) for (?:defamation|slander|libel|harassment)|without getting sued|can (?:he|she|they) (?:actually )?sue (?:me|us)|anti-?slapp|cease and desist|personal liability/,
    points: [
      'A threat to sue is not a lawsuit: nothing is due until you are formally served with a summons and complaint, and then the deadline to answer (often 20 to 30 days) matters. Never ignore real court papers.',
      'Meanwhile keep the evidence (messages, the review or post as written, receipts), do not admit fault or reply in anger, and check your insurance: homeowners, renters and business policies often pay for a defence against injury or property claims, and sometimes defamation claims.',
      'Against a threatened defamation suit, truth and honest opinion are defences, and many states have anti-SLAPP laws that let a court quickly dismiss suits over speech on public matters, such as reviews, often with attorney fees; a short, factual reply through a lawyer often ends it.',
    ],
    documents: [
      'the threat, in writing if possible',
      'what you said or posted, and your proof that it was true',
      'your insurance policies',
    ],
  },
  {
    label: 'false posts, reviews or rumours about you',
    pattern:
      /(?<!(?:sued|suing (?:me|us)|sue (?:me|us))[^.?!]{0,40})(?:defam\w*|slander\w*|libel\w*)|(?:posting|posted|posts|spreading|telling people|saying) (?:lies|rumou?rs|that i'?m|i'?m|about me)|lies about me|(?:fake|false|bogus) (?:(?:1|one)[- ]star )?reviews?|(?:1|one)[- ]star review|social media|on (?:facebook|instagram|tiktok|linkedin|twitter|yelp|google|nextdoor|reddit)\b|which is a lie|(?:it'?s|is) (?:untrue|a lie)\b/,
    points: [
      'Defamation needs a false statement of fact (not an opinion or an insult like "psycho") communicated to others that harmed your reputation; falsely accusing someone of a crime, of sexual misconduct or of dishonesty in their business is usually treated as harmful in itself. A public figure must also prove the speaker knew it was false or was reckless about it.',
      'Save everything now: screenshots with the date, link and account name, and the names of people who heard or read it. Report fake reviews and false posts to the platform under its rules; the platform itself is usually not liable for users’ posts (Section 230 of federal law), so the claim is against the person who wrote it, who can be identified through a court subpoena if anonymous.',
      'A written demand to retract and remove it often works, and some states require one before suing for certain damages; truth is a complete defence, and a lawsuit over speech on a public issue can be met with an anti-SLAPP motion that makes the loser pay attorney fees.',
    ],
    deadline: 'Defamation claims have short limits, often 1 to 2 years from when the statement was first published.',
    documents: [
      'screenshots or copies of the statements, with dates and links',
      'the names of people who saw or heard them',
      'proof of the harm, such as lost customers or contracts',
    ],
  },
];
