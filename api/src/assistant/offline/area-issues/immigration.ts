import type { AreaIssue } from './issue';

/** Narrower immigration issues, weighed before the area guide's broad ones. */
export const IMMIGRATION_ISSUES: readonly AreaIssue[] = [
  {
    label: 'protection for immigrant victims of abuse or crime',
    pattern:
      /\bvawa\b|self[- ]?petition|\bu[- ]visa|\bt[- ]visa|(?:hit|hits|hitting|beat|beats|beating|choked?|chokes|threw|pushed|abus(?:e|ed|es|ing|ive))\b(?: [a-z]+)? (?:me|her|us)\b|if (?:i|she) (?:call|calls|go to|goes to|report)s? (?:the )?(?:police|cops|anybody|anyone)|send (?:me|her) back|deport (?:me|her)\b|locks? (?:the |our |her |me |us )?(?:dormitory|door|in)\b|owes? (?:him|them) \$?\d|(?:can'?t|cannot|not allowed to) (?:leave|go out)(?! (?:the (?:country|us|u\.s\.)|for))|won'?t let (?:me|her|us) (?:leave|go)|i-?918|supplement b|(?:certification|certify) (?:form|signed)|(?:get|have|send|report) (?:me|you|her|him) deported|(?:he'?ll|he will|she will|they will|they'?ll) (?:get me |have me |make sure (?:i'?m|she'?s|he'?s) )?deport|tell immigration|call immigration|(?:keeps?|took|holds?|hold|has|have) (?:my|her|his|our) passports?|traffick|(?:visa|status|papers?|green card) (?:is |are )?(?:depend|from him|through him|through my husband)|never filed? (?:my|her) (?:papers|green card|petition)|withdraw the petition/,
    points: [
      'Abused spouses and children of US citizens or permanent residents, and abused parents of adult US citizens, can usually self-petition under VAWA without the abuser knowing or signing; the abuser cannot withdraw it, and it can still be filed within two years after a divorce tied to the abuse.',
      'Victims of certain crimes (domestic violence, assault, trafficking, extortion and others) who help police or prosecutors may qualify for a U visa, which needs a certification (Form I-918 Supplement B) signed by the agency; trafficking victims may qualify for a T visa.',
      'Threats to "call immigration" are a common way to control someone: reporting abuse to the police usually does not by itself start deportation, taking someone’s passport can be a crime, and domestic-violence programs and nonprofits help for free and confidentially.',
    ],
    documents: [
      'any police reports, protective orders or medical records',
      'proof of the marriage or relationship and of living together',
      'copies of your passport and immigration papers, if you can get them safely',
    ],
  },
  {
    label: 'losing a job on a work visa',
    pattern:
      /\bh-?4\b|laid (?:me )?off|lay(?:s|ing)? (?:me |us )?off|layoffs?|grace period|60[- ]days?|new (?:sponsor|employer)|find (?:a )?new job|transfer (?:my |the |to a new )?(?:h-?1b|visa|employer)|i-?140|portability|severance|last day(?: of work| worked)?\b|last paycheck/,
    points: [
      'When an H-1B job ends (and likewise L-1, O-1, TN and E status) you usually have a grace period of up to 60 days, or until your I-94 ends if sooner, counted from the day after your last day of employment, not from when USCIS is told; severance pay does not extend it.',
      'Within that time a new employer can file a petition for you, and for H-1B under portability you can usually start work once it is filed; other options are changing to another status (such as H-4, F-1 or B-2) or leaving the US.',
      'An H-4 spouse’s status follows yours, and an approved I-140 can keep your priority date and help with a later extension, so tell the lawyer about it.',
    ],
    deadline:
      'Count the 60 days from the day after your last day of employment and file before they end: a petition or change of status filed late usually means leaving the US.',
    documents: [
      'your I-797 approval notices and I-94 record',
      'the termination letter with your last day of employment',
      'your last pay stubs and any I-140 approval',
    ],
  },
  {
    label: 'a DACA renewal',
    pattern:
      /\bdaca\b|(?<=\bdaca\b.{0,60})\b(?:renew(?:al|ed|ing)?|expir(?:es|ed|ing|e)|lapse[sd]?)\b|\b(?:renew(?:al|ed|ing)?|expir(?:es|ed|ing|e))\b(?=.{0,60}\bdaca\b)|dreamers?\b|deferred action|brought here as a (?:kid|child|baby)|came here as a (?:kid|child|baby)|(?:hr|work|my (?:job|boss|employer)) (?:is |are )?(?:asking|says|said)|new papers|valid card|updated work|keep working|forgot to renew|sent the renewal/,
    points: [
      'USCIS advises filing a DACA renewal 120 to 150 days before it expires; a DACA that expired less than a year ago can usually still be renewed, while after a year it has to be filed as a new initial request.',
      'Work authorisation ends on the card’s expiry date and DACA cards are not automatically extended, so an employer may have to stop you working until the new card arrives; ask for an expedited renewal in case of severe hardship.',
      'A felony, a "significant misdemeanour" (such as a DUI) or three or more other misdemeanours usually bar DACA; new first-time requests have been tied up in court, so check the current rules with a lawyer.',
    ],
    deadline: 'Renew 120 to 150 days before the expiry date; after one year expired, the renewal route is lost.',
    documents: [
      'your current or last DACA approval notice and work permit',
      'proof of continuous residence since your last approval',
      'court dispositions for any arrest or charge',
    ],
  },
  {
    label: 'an asylum case',
    pattern:
      /asylum|persecut|tortur|fled|flee(?:ing)?|afraid (?:to|of) (?:go(?:ing)? back|return)|(?:can'?t|cannot|cant) go back|one[- ]year deadline|deadline one year|withholding of removal|convention against torture|credible fear|political (?:situation|opinion|persecution)|gangs? (?:threatened|killed|is|are)/,
    points: [
      'Asylum protects people who fear persecution because of race, religion, nationality, political opinion or membership in a particular social group; general crime or gang violence alone often does not qualify, so the reason for the harm matters.',
      'The application is usually due within one year of arrival, with exceptions for changed or extraordinary circumstances (for example, holding TPS or another lawful status); withholding of removal and protection under the Convention Against Torture have no deadline but are harder to win.',
      'You can ask for a work permit once the application has been pending about 150 days; at the interview or hearing your own consistent, detailed testimony is key, backed by documents and country reports.',
    ],
    deadline:
      'File within one year of your last arrival unless an exception applies; if you are in immigration court, the judge’s filing deadlines control.',
    documents: [
      'your passport, I-94 and entry records',
      'evidence of the harm or threats (reports, photos, medical records, letters)',
      'identity documents and any police or court records from home',
    ],
  },
  {
    label: 'removing the conditions on a green card',
    pattern:
      /conditional (?:green card|residen|status)|remov(?:e|ing|al of) (?:the )?conditions|i-?751|2[- ]year (?:green )?card|two[- ]year (?:green )?card|conditions expire|joint (?:petition|filing)|file (?:it )?(?:together|alone|by myself)|(?:good faith|hardship) waiver/,
    points: [
      'A two-year conditional green card from a recent marriage needs a joint petition to remove the conditions (Form I-751), filed in the 90 days before the card expires, with evidence that the marriage was real.',
      'If you are separated, divorced or were abused, you can usually file alone with a waiver (a good-faith marriage, abuse or extreme hardship), and do not need your spouse’s signature or cooperation.',
      'The receipt notice extends your status while the petition is pending; evidence such as a joint lease, bank accounts, insurance, children’s birth certificates, photos and affidavits decides it.',
    ],
    deadline: 'File in the 90 days before the conditional card expires: missing it can end your status.',
    documents: [
      'your conditional green card and the marriage certificate',
      'joint leases, bank statements, insurance and tax returns',
      'separation or divorce papers, or evidence of abuse, if filing alone',
    ],
  },
  {
    label: 'a green card through marriage',
    pattern:
      /marri(?:ed|age) (?:to )?(?:a |an )?(?:us |u\.s\. |american )?citizen|(?:my|our) marriage (?:case|interview|green card)|marriage (?:green card|interview|based|is real)|(?:through|by) marriage|(?:husband|wife|spouse) (?:is a |is |\()?(?:us |u\.s\. )?citizen|request for evidence|\brfe\b|proof of (?:joint finances|the marriage)|joint (?:lease|accounts?|finances)|bona fide|adjust(?:ment of)? status|i-?130|i-?485|spous(?:e|al) visa|\bk-?1\b|overstay(?:ed)?|green card interview|(?:work|working) while (?:i'?m |im |i am |we are |we'?re )?(?:waiting|pending)/,
    points: [
      'The spouse of a US citizen who entered the US legally (inspected at a border or airport) can usually apply for a green card from inside the US even after overstaying; someone who entered without inspection usually has to process abroad, often with a provisional waiver first.',
      'At the interview and in any request for evidence, the question is whether the marriage is real: joint finances help but are not required, and a shared lease, insurance, children, photos, trips and affidavits from people who know you also count.',
      'While the case is pending you can usually get a work permit and, with advance parole, travel; a K-1 fiancé(e) must marry the petitioner within 90 days of entry.',
    ],
    deadline:
      'Answer a request for evidence by the date on it (often about 12 weeks); a late or missing answer usually means a denial.',
    documents: [
      'the marriage certificate and proof any earlier marriages ended',
      'evidence of a shared life (lease, accounts, insurance, photos)',
      'your passport, I-94 and every USCIS notice',
    ],
  },
  {
    label: 'a citizenship application',
    pattern:
      /naturaliz|naturalis|n-?400|become (?:a )?(?:us )?citizen|apply(?:ing)? for citizenship|citizenship (?:application|interview|test)|good moral character|(?:ever been|was) arrested|expunged (?:arrest|charge)|civics test|oath ceremony|unpaid taxes|tax transcripts?|\b(?:dui|dwi)\b(?=.{0,80}citizen)|(?<=citizen.{0,80})\b(?:dui|dwi)\b|green card (?:holder )?(?:for )?\d+ years|(?:had|has) (?:my |her |his )?green card (?:since|for)|permanent resident for/,
    points: [
      'Permanent residents can usually apply after 5 years (3 if married to and living with a US citizen), with continuous residence: a trip over six months raises questions, and one over a year usually breaks it.',
      'You must show good moral character for that period and disclose every arrest, citation and charge, even dismissed, sealed or expunged ones, with certified court dispositions; leaving one out is worse than the record itself.',
      'A single older DUI or minor offence is usually not an automatic bar but is looked at closely; some offences make a resident deportable, so have a lawyer review the record before filing. Unpaid taxes are usually cured by filing and a payment plan.',
    ],
    documents: [
      'your green card and a list of every trip abroad',
      'certified dispositions for every arrest or citation',
      'tax transcripts for the last 3 to 5 years',
    ],
  },
  {
    label: 'someone detained by ICE',
    pattern:
      /(?:picked up|detained|arrested|taken|held|have|has had) by ice|ice (?:picked|detained|took|has had|arrested|raid|agents?)|(?:in|from) (?:ice )?detention|detention (?:center|centre)|bond hearing|immigration bond|detainee locator|where (?:they|did they) (?:take|took)|how (?:do|can) we find (?:him|her)|get (?:him|her) (?:a )?bond|check-in/,
    points: [
      'Find the person with ICE’s online detainee locator (name and country of birth, or the A-number) or by calling the field office; they have the right to a lawyer at their own cost, to a hearing and to contact the consulate.',
      'Many detained people can ask an immigration judge for a bond hearing; the judge weighs flight risk and danger, and some people (for certain crimes or recent arrivals) are held without bond by law.',
      'They should not sign anything, including a voluntary departure or removal form, before speaking with a lawyer; medical needs can be raised with the facility in writing and through a lawyer or the consulate.',
    ],
    deadline:
      'Move quickly: people can be transferred or removed within days, and a prior removal order can be carried out without a new hearing.',
    documents: [
      'the person’s full name, date of birth, country of birth and A-number',
      'their passport and any immigration papers or court notices',
      'proof of family ties, a job and a home (for the bond hearing)',
    ],
  },
  {
    label: 'travel outside the US',
    pattern:
      /travel (?:abroad|outside|out of)|(?:left|out of) the (?:country|us|u\.s\.)|advance parole|re-?entry permit|re-?entering|at the airport|(?:\d+|several|six|eight|nine|ten|twelve|fourteen) months? (?:abroad|away|outside|in (?:my )?(?:home )?country)|abandon|returning resident/,
    points: [
      'Leaving the US while a green card or adjustment application is pending, without advance parole, usually abandons the application; DACA and TPS holders also need travel permission before leaving.',
      'Permanent residents who stay abroad over six months may be questioned about abandoning residence, and after a year away usually need a re-entry permit obtained before leaving or a returning-resident visa.',
      'Someone who has spent time in the US unlawfully can trigger a 3- or 10-year bar by leaving, even to attend a funeral, so get advice before booking.',
    ],
    deadline:
      'Apply for advance parole or a re-entry permit before leaving: they generally cannot be obtained from abroad.',
    documents: [
      'your green card or pending-case receipt notices',
      'dates of every trip abroad',
      'proof of ties to the US (lease, job, taxes) for a long absence',
    ],
  },
  {
    label: 'temporary protected status (TPS)',
    pattern: /\btps\b|temporary protected|re-?registration|re-?register|federal register/,
    points: [
      'TPS holders must re-register in each window announced for their country; a late filing can be accepted for good cause, so file as soon as possible with a letter explaining the delay.',
      'TPS gives protection from removal and a work permit, and work permits are often extended automatically by the notice for the country; it does not by itself lead to a green card.',
      'A TPS holder may still get a green card through a relative or employer if otherwise eligible; travel with TPS travel authorisation can help someone who entered without inspection, but check the current rules first.',
    ],
    deadline:
      'Re-register within the window in the notice for your country; missing it can end TPS and the work permit.',
    documents: [
      'your TPS approval notice and work permit',
      'proof of nationality and of continuous residence',
      'court dispositions for any arrest',
    ],
  },
  {
    label: 'a student visa (F-1) and work',
    pattern:
      /\bf-?1\b|\bopt\b|stem (?:opt|extension)|\bcpt\b|\bsevis\b|\bdso\b|international student|student visa|on[- ]campus|i-?20\b/,
    points: [
      'F-1 students may work only on campus (usually up to 20 hours a week during term) or with CPT or OPT authorisation; unauthorised work, even unpaid or for family, breaks status and can block later visas or a green card.',
      'OPT work can start only once the card is approved and its start date arrives; on OPT you may be unemployed up to 90 days in total (more with a STEM extension), and the job must relate to your degree.',
      'Your school’s designated school official (DSO) manages your SEVIS record: tell them about job changes, and ask about reinstatement or a change of status if something went wrong.',
    ],
    deadline:
      'After studies or OPT end you usually have 60 days to leave, start a new program or change status; an OPT application must be filed within 60 days of finishing the program.',
    documents: ['your I-20 and passport', 'the OPT card or approval notice', 'the job offer or employment letter'],
  },
  {
    label: 'sponsoring a relative',
    pattern:
      /sponsor (?:my|her|his|our) (?:mom|mother|dad|father|parents?|brother|sister|son|daughter|child|kids?)|petition for (?:my|her|his)|bring (?:her|him|them|my [a-z]+) (?:here|over|to the us)|affidavit of support|i-?864|joint sponsor|visa bulletin|priority date|how long is the wait|turn(?:s|ed)? 21|immigrant visa|consulate|embassy|214\(?b\)?|visitor visa/,
    points: [
      'US citizens can petition for spouses, children, parents (once the citizen is 21) and siblings; permanent residents only for spouses and unmarried children. Spouses, parents and unmarried children under 21 of citizens have no waiting line; others wait years according to the Visa Bulletin.',
      'The sponsor signs an affidavit of support showing income of at least 125% of the federal poverty guidelines for the household; a joint sponsor can make up a shortfall.',
      'A relative who entered legally and overstayed can often adjust status in the US as an immediate relative of a citizen; one who entered without inspection usually must process abroad, and unlawful presence can bring a 3- or 10-year bar.',
    ],
    documents: [
      'proof of your citizenship or green card',
      'birth or marriage certificates proving the relationship',
      'your tax returns and pay stubs (for the affidavit of support)',
    ],
  },
];
