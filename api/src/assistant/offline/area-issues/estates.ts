import type { AreaIssue } from './issue';

/** Narrower estates issues, weighed before the area guide's broad ones. */
export const ESTATES_ISSUES: readonly AreaIssue[] = [
  {
    label: 'an estate with no will',
    pattern:
      /\bno will\b|without a will|(?:didn'?t|did not|never) (?:have|leave|make|write) a will|(?:couldn'?t|can'?t|cannot) find (?:a|the|any) will|intesta|next of kin|who gets what|who inherits|half[- ]siblings?|letters of administration|administrator of (?:the|his|her) estate/,
    points: [
      'Without a will, state intestacy law decides who inherits: usually the surviving spouse first (sometimes sharing with the children), then the children in equal shares, then parents, then siblings; half-siblings and adopted children often take like full ones, while stepchildren usually do not.',
      'Someone must ask the probate court to be appointed administrator (through "letters of administration"); close relatives have priority, the others are given notice, and the court may ask for a bond.',
      'Accounts with a named beneficiary, joint accounts and life insurance pass outside these rules; a small estate may qualify for a simpler affidavit procedure instead of a full probate.',
    ],
    deadline:
      'There is rarely a hard deadline to open probate, but bills, property taxes and creditors’ claims keep running, and some states limit how long after a death an estate can be opened.',
    documents: [
      'the death certificate',
      'a list of the relatives, with their addresses',
      'a list of the accounts, property and debts',
    ],
  },
  {
    label: 'a power of attorney',
    pattern:
      /power of attorney|\bpoa\b|(?:her|his|my|the) agent\b|durable|(?:revoke|cancel) (?:the|a|her|his) (?:poa|power)|strange withdrawals|won'?t show (?:anyone|us) (?:the )?statements/,
    points: [
      'A power of attorney can be signed only while the person still understands what it does; once they have lost capacity, the only way to get authority over their affairs is usually a court guardianship or conservatorship.',
      'The agent must act in the person’s interest, keep their money separate and keep records; gifts to the agent or family are allowed only if the document permits them.',
      'The person can revoke it while competent; family members who suspect misuse can ask the agent for an accounting, report it to Adult Protective Services, or petition the court to review the agent’s acts or remove them. A power of attorney ends at death, when the executor takes over.',
    ],
    documents: [
      'the power of attorney document',
      'bank statements showing the transactions in question',
      'any doctor’s letter about the person’s capacity',
    ],
  },
  {
    label: 'an executor’s duties',
    pattern:
      /executor|executrix|personal representative|administrator|(?:won'?t|will not|doesn'?t|refuses? to) (?:tell|show|give|share|answer)|(?:an |any )?accounting|inventory|haven'?t (?:seen|gotten|received) (?:a dime|anything|a penny)|(?:taking|taken) (?:so |too )?long|distribut(?:e|ion)|(?:it'?s|its) been (?:a|one|two|\d) (?:year|month)s?|reimburs/,
    points: [
      'An executor is a fiduciary: they must gather the property, pay valid debts and taxes, keep beneficiaries reasonably informed, and distribute what is left as the will says; they may not favour themselves or mix estate money with their own.',
      'A simple estate often takes 6 to 18 months because creditors get a claims period first; beyond that, beneficiaries can ask the executor in writing for an inventory and accounting, then petition the probate court to compel one or to remove the executor.',
      'An executor is usually entitled to a fee and to be repaid from the estate for proper expenses such as the funeral, which are paid ahead of most other debts; keep receipts.',
    ],
    deadline:
      'Objections to an executor’s accounting or a proposed distribution have to be filed by the date in the notice from the court.',
    documents: [
      'the will and the court’s letters appointing the executor',
      'any inventory or accounting you received',
      'your written requests and the replies',
    ],
  },
  {
    label: 'a house inherited by several heirs',
    pattern:
      /\b(?:mom'?s|dad'?s|mother'?s|father'?s|parents'?|grandma'?s|grandpa'?s|the family|the inherited|inherited (?:a|the)) (?:house|home|farm|land|property)|(?:sell|selling|sold) (?:the|mom'?s|dad'?s) (?:house|home|farm)|(?:living|lives|moved) in(?:to)? (?:the|her|his|mom'?s|dad'?s) house|won'?t (?:leave|move out)|partition|buy (?:me|him|her|them|us) out|buyout|co-?owners?|all (?:two|three|four|five|\d) of us|split (?:the house|it) (?:equally|evenly)/,
    points: [
      'Heirs who inherit a house together each own a share; none of them can sell or mortgage the whole house alone, and while probate is open the executor or administrator usually controls it.',
      'A co-owner living in the house generally may use it, but may owe the others a share of fair rent in some states, and expenses such as taxes, insurance and the mortgage are usually shared by ownership.',
      'If the heirs cannot agree, one can buy the others out at an appraised value, or any co-owner can ask a court for "partition", which usually ends in a sale and a split of the proceeds.',
    ],
    documents: [
      'the will or the court order naming the heirs',
      'the deed and mortgage statement',
      'a recent appraisal and records of who paid taxes and repairs',
    ],
  },
  {
    label: 'guardianship of an adult',
    pattern:
      /guardianship|conservatorship|conservator|(?:legal )?guardian (?:of|for|over)|incapacit|incompetent|(?:lost|losing|has no) capacity|(?:turns?|turning|is) 18|supported decision|make (?:her|his|their) (?:own )?decisions/,
    points: [
      'A court appoints a guardian (for personal and medical decisions) or a conservator (for money) only after a petition, a medical evaluation, notice to the person and close family, and a hearing; the person has the right to attend and usually to a lawyer.',
      'Courts prefer less restrictive options when they work, such as a power of attorney or health-care proxy signed while the person had capacity, or supported decision-making; a guardianship can also be limited to some decisions.',
      'A guardian reports to the court (usually yearly) and can be removed for misconduct; parents of a disabled child who is turning 18 often start the process a few months before the birthday.',
    ],
    deadline:
      'An emergency or temporary appointment is possible within days when there is immediate danger, but it is short and the full petition must follow.',
    documents: [
      'a recent letter from the doctor about capacity',
      'any existing power of attorney or health-care directive',
      'a list of the person’s income, accounts and property',
    ],
  },
  {
    label: 'a trust and its trustee',
    pattern:
      /trustee|(?:mom'?s|dad'?s|mother'?s|father'?s|parents'?|grandma'?s|grandpa'?s|the family|her|his|their|the) (?:living |revocable |irrevocable )?trust\b|irrevocable|trust (?:documents?|accounts?|assets|terms)|beneficiar\w* of (?:the|a|her|his|my \w+'?s) trust|moved (?:\w+ ){0,3}into (?:a|the) trust/,
    points: [
      'A trustee is a fiduciary who must follow the trust’s terms, treat beneficiaries impartially, invest prudently and not use the trust for themselves.',
      'Once a trust becomes irrevocable (usually at the death of the person who made it), beneficiaries in most states are entitled to notice, a copy of the relevant terms and regular accountings.',
      'A trustee who will not share or who mismanages can be asked in writing, then taken to the probate court to compel an accounting, to surcharge losses or to be removed; a trust made under undue influence can be challenged like a will.',
    ],
    deadline:
      'Challenges to a trust are often limited to a short period after the trustee’s notice (in some states 120 days), so ask for the notice and check the date.',
    documents: [
      'the trust document and any amendments',
      'the trustee’s notice or accountings',
      'your written requests for information',
    ],
  },
  {
    label: 'a bank account or small estate after a death',
    pattern:
      /small estate|affidavit|letters? (?:testamentary|from the court)|'letters'|payable on death|\bpod\b|transfer on death|\btod\b|(?:bank|credit union) (?:won'?t|will not|says|said|wants|requires|needs|froze|refuses)|small bank account|joint (?:owner|account)|(?:checking|savings) account|release (?:the|his|her) (?:money|funds|account)|won'?t release/,
    points: [
      'Accounts with a payable-on-death or transfer-on-death beneficiary, and joint accounts with survivorship, go straight to that person when they bring a death certificate, without probate.',
      'Other accounts belong to the estate: the bank will release them to an executor or administrator appointed by the court, or, for small estates under the state’s limit, to an heir who signs a small-estate affidavit after a waiting period (often 30 to 45 days).',
      'Using the dead person’s card or writing checks on their account after the death is not allowed, even to pay their bills; expenses are paid once someone has authority.',
    ],
    documents: [
      'certified copies of the death certificate',
      'the account statements',
      'the will, if any, and proof of your relationship',
    ],
  },
  {
    label: 'life insurance or a retirement account beneficiary',
    pattern:
      /life insurance|401\(?k\)?|\bira\b|pension (?:after|when)|survivor benefits?|annuit|beneficiary (?:designation|form)|(?:named|listed) (?:as )?(?:the )?(?:only )?beneficiary|beneficiary on (?:his|her|my|the)|insurer|policy/,
    points: [
      'Life insurance, retirement accounts and annuities go to the beneficiary named on the account or policy, whatever the will says; the will controls only if the estate itself is the beneficiary or no one is named.',
      'Many states cancel an ex-spouse’s designation automatically on divorce, but employer plans under federal law (ERISA) usually pay whoever is named on the form, so check which kind it is.',
      'A beneficiary claims by sending the insurer or plan a claim form with a death certificate; a refusal (for example over the answers on the application) can be appealed and complained about to the state insurance department.',
    ],
    documents: [
      'the policy or account statement',
      'the beneficiary designation form',
      'the death certificate and any denial letter',
    ],
  },
  {
    label: 'debts left by someone who died',
    pattern:
      /(?:his|her|their|the) debts?\b|(?:credit card|medical|hospital) (?:debts?|bills?)|creditors?|debt collectors?|(?:from|with) my own money|debts? (?:\w+ ){0,2}pass|(?:pay|paying) (?:for )?(?:his|her|their) (?:debts?|bills?)|what happens to (?:\w+ ){0,3}(?:debts?|loans?)|estate has nothing|insolvent/,
    points: [
      'A person’s debts are paid from what they left, before the heirs get anything; if the estate is not enough, most debts simply go unpaid, and children and relatives do not owe them from their own money.',
      'Exceptions: someone who co-signed or held a joint account, a spouse in a community-property state for some debts, and secured loans (a car, a mortgage) stay tied to the property, which the heir can keep by paying.',
      'Collectors may contact the executor and must not suggest that family members personally owe; the probate court sets a claims period and an order of priority (funeral and administration costs come first).',
    ],
    documents: ['the creditors’ letters', 'the death certificate', 'a list of what the person owned and owed'],
  },
  {
    label: 'inherited firearms',
    pattern:
      /(?:left|leave|leaving|inherit\w*|transfer\w*|sell|selling|pass(?:ed)? down|give|go(?:es)? to)[^.?!]{0,50}\b(?:rifles?|pistols?|handguns?|shotguns?|firearms?|guns?|gun collection)\b|\b(?:rifles?|pistols?|handguns?|shotguns?|firearms?|guns?)\b[^.?!]{0,50}(?:in (?:my|his|her) will|estate plan|to (?:my|his|her) (?:son|daughter|grandson))|gun trust/,
    points: [
      'The executor holds inherited firearms until they are distributed; an heir in the same state can usually receive them under that state’s rules, which may require a permit, registration or a background check.',
      'Federal law lets an heir bring inherited guns home from another state if they are legal where the heir lives, but many states require the transfer to go through a licensed dealer (FFL) there, or a permit or registration, and shipping usually goes dealer to dealer; the heir’s state decides which guns and magazines are legal.',
      'Items regulated under the National Firearms Act (such as suppressors or short-barrelled rifles) need ATF approval before transfer; a "gun trust" is a common way to plan for them.',
    ],
    documents: [
      'the will or letters naming the executor',
      'a list of the firearms with serial numbers',
      'your own permit or licence, if your state requires one',
    ],
  },
  {
    label: 'Medicaid and a parent’s home',
    pattern:
      /medicaid|look-?back|spend (?:down|her savings)|estate recovery|(?:take|keep|lose|protect) (?:her|his|the|their|my) (?:house|home)|nursing home (?:costs?|bills?|fees?)|(?:pay|paying) for (?:memory care|a nursing home|assisted living|the home)|savings are running out/,
    points: [
      'Medicaid pays for long-term care only once savings fall under a low limit; gifts made in the 5 years before applying (the "look-back") can delay eligibility, including giving the house to a child.',
      'The home is often exempt while the person or a spouse lives there, and some transfers are allowed, such as to a spouse, a disabled child, or a child who lived there and gave care for two years.',
      'After death, the state may seek repayment from the estate (estate recovery), usually from the house; an elder-law attorney can plan transfers, trusts or spousal protections before applying.',
    ],
    documents: [
      'bank statements for the last 5 years',
      'the deed to the home',
      'the care bills and any Medicaid notices',
    ],
  },
];
