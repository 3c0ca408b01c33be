import type { AreaIssue } from './issue';

/** Narrower health issues, weighed before the area guide's broad ones. */
export const HEALTH_ISSUES: readonly AreaIssue[] = [
  {
    label: 'emergency care without insurance',
    pattern:
      /\bemtala\b|no insurance|(?:don'?t|doesn'?t|do not|does not) have insurance|uninsured|(?:can'?t|cannot|can not) afford (?:the )?(?:hospital|er|ambulance|emergency)|deposit (?:first|before)|(?:refuse|turn) (?:him|her|me|us|them) (?:away|down)|turn (?:us|him|her|me|them) away|(?:er|hospital|emergency room) (?:refuse|turn)/,
    points: [
      'In a medical emergency, call an ambulance or go to the nearest emergency room: under federal law (EMTALA) any hospital with an ER must examine and stabilise you whether or not you have insurance or can pay, and may not delay care to ask about payment.',
      'The bill comes later and can be dealt with then: non-profit hospitals must offer financial assistance, uninsured patients can ask for a discount and a payment plan, and Medicaid can often cover bills from up to three months before you apply.',
      'An ER that turns away or delays an emergency patient over money can be reported to the state health department and to Medicare (CMS).',
    ],
    documents: ['any bill or papers from the visit', 'proof of income for financial assistance', 'your ID and address'],
  },
  {
    label: 'a surprise out-of-network bill',
    pattern:
      /out[- ]of[- ]network|surprise (?:bill|medical bill)|no surprises|anesthesi|balance bill|(?:never (?:heard of|met|saw|chose))|good faith estimate|in[- ]network (?:hospital|facility|er)/,
    points: [
      'The federal No Surprises Act protects most insured patients from surprise bills for emergency care and for out-of-network doctors (such as anaesthesiologists or radiologists) at in-network hospitals: you owe only your in-network cost sharing.',
      'Do not pay a bill that looks like a surprise bill; ask your insurer to reprocess it, tell the provider in writing that the law applies, and contact the federal No Surprises Help Desk (1-800-985-3059) or your state insurance department.',
      'Ground ambulances are not covered by the federal law, but many states protect against them; uninsured patients are entitled to a good-faith estimate in advance and can dispute a bill far above it.',
    ],
    deadline:
      'An uninsured patient’s dispute of a bill at least $400 above the good-faith estimate must be started within 120 days of the bill; insurer appeals have their own deadlines on the explanation of benefits.',
    documents: [
      'the bill and your insurer’s explanation of benefits',
      'your insurance card',
      'any estimate or consent form you signed',
    ],
  },
  {
    label: 'the cost or coverage of a prescription',
    pattern:
      /insulin|formulary|step therapy|cheaper (?:options|drugs?|medication)|ration(?:ing)?\b|patient assistance|copay card|(?:can'?t|cannot) afford (?:my |his |her )?(?:medication|meds|medicine|prescription)|(?:drug|medication|prescription) (?:costs?|prices?)|refill/,
    points: [
      'When a plan stops covering a drug or insists on cheaper ones first, your doctor can ask for a formulary or step-therapy exception; a denial can then be appealed, and an urgent one is decided within about 24 to 72 hours.',
      'Medicare limits insulin to $35 a month, many states cap insulin copays for state-regulated plans, and drug makers run patient assistance programmes that give medicines free or cheaply to people with low income.',
      'Never stretch or skip a medicine such as insulin to save money: ask the pharmacist about an emergency supply, and go to an emergency room if you feel unwell, as it must treat you whatever you can pay.',
    ],
    documents: [
      'the denial or formulary notice',
      'your prescription and insurance card',
      'your doctor’s contact details for an exception request',
    ],
  },
  {
    label: 'losing health coverage',
    pattern:
      /\bcobra\b|lost (?:my |his |her )?(?:health )?(?:insurance|coverage)|(?:dropped|cancell?ed|terminated) (?:my |his |her |our )?(?:coverage|insurance|plan|policy)|(?:insurance|insurer|plan) (?:dropped|cancell?ed|terminated) (?:me|him|her|us)|(?:coverage|insurance|plan|policy) (?:was |got )?(?:dropped|cancell?ed|terminated)|grace period|rescind|rescission|special enrollment|marketplace|(?:cut|ended) (?:my |our )?(?:insurance|coverage)|lied on the application/,
    points: [
      'Losing job-based coverage opens a 60-day special enrollment period for a Marketplace plan (often with subsidies) or Medicaid; you can also keep the employer plan through COBRA, usually at full cost.',
      'COBRA gives you 60 days to elect it and 45 days after electing to make the first payment, then a 30-day grace period for each later payment; a payment mailed within the grace period generally counts.',
      'An insurer may cancel a policy retroactively (rescind it) only for fraud or intentional misrepresentation, with 30 days’ notice, and you can appeal the rescission like any denial.',
    ],
    deadline: 'Apply for new coverage within 60 days of losing the old one, or wait for open enrolment.',
    documents: ['the termination or COBRA notice', 'proof of payments made', 'the letter cancelling the coverage'],
  },
  {
    label: 'Medicare coverage',
    pattern:
      /medicare|rehab stay|observation status|(?:under|on) observation|skilled nursing (?:stay|days)|part [abd]\b|medigap|medicare advantage|100 days/,
    points: [
      'Original Medicare covers a rehab stay in a skilled nursing facility only after a hospital stay of three days as an admitted inpatient (time "under observation" does not count), and then up to 100 days, with a daily copay after day 20, while skilled care is needed.',
      'Every Medicare denial or end of coverage can be appealed; a patient told that hospital or nursing-home coverage is ending can ask for a fast appeal to the Quality Improvement Organization named on the notice.',
      'Medicare Advantage plans must cover what Original Medicare covers but can require prior authorisation; free counselling is available through the State Health Insurance Assistance Program (SHIP).',
    ],
    deadline:
      'A fast appeal must be asked for by noon of the day before coverage ends (or by the discharge date in a hospital); ordinary appeals within 120 days.',
    documents: [
      'the Medicare notice or denial',
      'the hospital discharge papers showing inpatient or observation status',
      'your Medicare card and plan documents',
    ],
  },
  {
    label: 'a hospital discharge',
    pattern:
      /(?:hospital|\bicu\b|\ber\b|psych (?:unit|ward)|the unit)[^.?!]{0,60}discharg|discharg\w* (?:\w+ ){0,3}(?:from|out of) the hospital|discharging a patient|(?:challenge|fight) (?:a|the|this) discharge|(?:discharged|sent home) too (?:early|soon)|sent (?:him|her|me) home (?:from the hospital|too early|still)|against medical advice|safe discharge|discharge plan|(?:kick|kicking|force|forcing) (?:him|her|me) out of the hospital/,
    points: [
      'A hospital must plan a safe discharge: assess what care the patient will need at home or in a facility and arrange it; family can ask to speak with the case manager or social worker and say in writing why the plan is unsafe.',
      'Medicare patients receive a notice of their discharge rights and can appeal to the Quality Improvement Organization before leaving; the hospital generally cannot charge for the extra days while that appeal is pending.',
      'Other insured patients can ask their plan for an urgent review, and anyone can ask the hospital’s patient advocate; if someone who was discharged gets worse, return to the ER or call an ambulance.',
    ],
    deadline:
      'A Medicare discharge appeal must be made no later than the planned discharge date, by calling the number on the notice.',
    documents: [
      'the discharge notice and plan',
      'the patient’s medication list and diagnoses',
      'names of the doctors and case manager',
    ],
  },
  {
    label: 'neglect or abuse in a nursing home',
    pattern:
      /bed ?sores?|pressure (?:sores?|ulcers?|injur)|neglect|(?:nursing home|care home|group home|facility|assisted living)[^.?!]{0,80}(?:won'?t|doesn'?t|don'?t|didn'?t|never) (?:let|call|turn|feed|report|answer)|(?:aide|staff|caregiver) (?:hits?|slaps?|pinch|twist|hurt|leaves?|left)|(?:tied|strapped) to (?:the |her |his )?bed|soiled|restrain|(?:won'?t|not) let (?:me|us) visit|\bombudsman\b/,
    points: [
      'Nursing-home residents have federal rights to adequate care, to be free from abuse, neglect and unnecessary restraints or sedation, and to receive visitors of their choosing; the home must report and investigate any suspected abuse.',
      'Report neglect or abuse to the state agency that licenses nursing homes (usually the health department), to the long-term care ombudsman, and to Adult Protective Services or the police if someone is being hurt; put your complaint to the administrator in writing too.',
      'Injuries from neglect, such as serious bedsores, falls or dehydration, can support a claim for damages; ask for the resident’s records and photograph injuries with dates.',
    ],
    documents: [
      'photos of injuries with dates',
      'the resident’s care plan and records',
      'your written complaints and the replies',
    ],
  },
  {
    label: 'an involuntary psychiatric hold',
    pattern:
      /involuntar|\b5150\b|baker act|psych(?:iatric)? hold|72[- ]hours?\b|(?:ask|asking) a judge to keep|(?:committed|commit (?:him|her|me))|(?:hospital|they|er) (?:keep|hold) (?:me|him|her)|held against (?:my|his|her) will|(?:get|make) (?:him|her) (?:into |get )?(?:treatment|help|evaluated)|off (?:his|her) meds/,
    points: [
      'Someone in a mental-health crisis can get help at any emergency room or through the Suicide & Crisis Lifeline (call or text) or a mobile crisis team; most people who come in for help are treated and go home, and seeking care does not in itself mean being held.',
      'An involuntary hold is allowed only when a person is a danger to themselves or others, or cannot care for their basic needs, because of a mental illness; it is short (in many states up to 72 hours), and a longer stay needs a court hearing where the person has a lawyer.',
      'A person on a hold keeps rights: to be told why, to contact family or a lawyer, and to ask the patient advocate for help; family worried about someone who refuses care can ask the crisis team or the court about an evaluation.',
    ],
    documents: [
      'any papers from the hospital about the hold',
      'names of the doctors or crisis team',
      'a list of the person’s medications and diagnoses',
    ],
  },
  {
    label: 'consent and medical decisions',
    pattern:
      /refus\w* (?:the |a |his |her |my )?(?:treatment|surgery|care|medication|feeding tube|transfusion|dialysis)|feeding tube|life support|withdraw(?:ing)? (?:care|treatment|life support)|\bdnr\b|do not resuscitate|\bpolst\b|who (?:gets to |can )?decides?|health ?care (?:proxy|agent|power)|surrogate|next of kin|lucid|mentally sharp|competent|capacity|stop taking (?:his|her) (?:medication|meds)|(?:can|could) (?:we|they) force (?:him|her)/,
    points: [
      'An adult who can understand the choice (has "capacity") may refuse any treatment, even life-saving treatment, and family cannot override that; doctors assess capacity for each decision.',
      'When the patient cannot decide, the health-care agent named in an advance directive decides; without one, state law names a surrogate, usually the spouse, then adult children, then parents, and the decision should follow what the patient would have wanted.',
      'Disagreements among family or with the doctors can go to the hospital’s ethics committee or patient advocate, and only rarely to court; a DNR order or POLST form records the patient’s wishes in advance.',
    ],
    documents: [
      'any advance directive, health-care proxy or DNR/POLST',
      'the names of the treating doctors',
      'notes of what the patient has said about their wishes',
    ],
  },
  {
    label: 'a pharmacy or medication error',
    pattern:
      /pharmac(?:y|ist|ies)|wrong (?:medication|prescription|pills|meds|medicine|dose|drug)|(?:double|extra) dose|dosing|mislabel|(?:confusing|unclear) (?:dosing )?labels?/,
    points: [
      'Keep the bottle, label and receipt, and tell the pharmacy manager in writing; if anyone took the wrong medicine, call Poison Control (1-800-222-1222) or a doctor first.',
      'Errors can be reported to the state board of pharmacy, which licenses the pharmacy, and to the FDA’s MedWatch programme, whether or not anyone was harmed.',
      'Money damages usually need real harm caused by the error (medical treatment, lost wages, lasting effects); a mistake caught before it hurt anyone is for the board rather than a lawsuit.',
    ],
    deadline:
      'A claim for an injury is subject to the state’s time limit, often 1 to 3 years, sometimes shorter for health-care providers.',
    documents: ['the bottle and label', 'the prescription and receipt', 'medical records of any treatment afterwards'],
  },
];
