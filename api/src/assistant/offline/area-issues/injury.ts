import type { AreaIssue } from './issue';

/** Narrower injury issues, weighed before the area guide's broad ones. */
export const INJURY_ISSUES: readonly AreaIssue[] = [
  {
    label: 'a dog bite',
    pattern:
      /\bdogs?\b|pit ?bulls?|german shepherd|rottweiler|\bbit(?:ten)? (?:me|my|him|her|us|by|the)|bites?\b|mauled|animal control/,
    points: [
      'Many states make a dog’s owner liable for a bite whatever the dog’s past ("strict liability"); others follow a "one-bite" rule, where the victim must show the owner knew the dog could be dangerous or was careless, for example by breaking a leash law.',
      'The owner’s homeowners or renters insurance usually pays dog-bite claims, covering medical bills, future scar treatment, lost wages and pain and suffering; scarring on a child’s face is taken especially seriously.',
      'Report the bite to animal control (it also checks the dog’s rabies status), photograph the wounds as they heal, and do not give the insurer a recorded statement before knowing the full extent of the injury.',
    ],
    deadline:
      'Injury claims are usually due within 2 to 3 years; a child’s time limit is often paused until 18, but a settlement for a minor usually needs court approval.',
    documents: [
      'medical records, bills and photos of the wounds',
      'the animal control or police report',
      'the owner’s name and insurance details',
    ],
  },
  {
    label: 'an injury on a bike or on foot',
    pattern:
      /\bbikes?\b|bicycl|cyclist|biking|pedestrian|crosswalk|crossing (?:the )?(?:street|road)|while (?:walking|jogging|running)|(?:hit|struck) by (?:a |an |the )?(?:car|van|truck|bus|driver|suv)|backed (?:into|over) me|opened (?:his|her|their|the) (?:car )?door|bike lane|scooter/,
    points: [
      'Drivers must yield to pedestrians in crosswalks and watch for cyclists; a driver who hits you while speeding, turning, opening a door or running a sign is usually at fault, though your own share of fault can reduce what you recover in most states.',
      'Your own auto policy often covers you even on foot or on a bike (personal injury protection, medical payments, uninsured or underinsured motorist coverage), which matters when the driver fled or has little insurance.',
      'Call the police so there is a report, get the driver’s and witnesses’ details and photos, and do not sign anything the driver or a company gives you at the scene.',
    ],
    deadline:
      'Report a hit-and-run to the police and your insurer quickly (policies often require it within days for uninsured-motorist coverage); the injury claim itself is usually due within 2 to 3 years.',
    documents: [
      'the police report number',
      'photos of the scene, the vehicle and your injuries',
      'your own auto insurance policy',
    ],
  },
  {
    label: 'a settlement offer or release',
    pattern:
      /offer(?:ed|ing|s)? (?:me |us |to pay )?(?:\$|\d)|lowball|low-?ball|(?:sign|signing) (?:a |the |this )?(?:release|waiver of claims)|release for \$|settle(?:ment)? (?:offer|amount)|(?:is|was) (?:that|this|it) (?:fair|low|enough|a lowball)|how much (?:is|should|can|could) (?:my|i|it|this|a)|what(?:'s| is) my (?:case|claim) worth|recorded statement/,
    points: [
      'A release ends the claim for good: once you sign and take the money, you cannot ask for more even if the injury turns out worse, so wait until treatment is finished or the doctors can say what lies ahead.',
      'What a claim is worth depends on the medical bills, lost wages, how long recovery took, any lasting effects or scarring, how clear the other side’s fault is, and the insurance limits; first offers are often low and can be negotiated with a written demand.',
      'Health insurers, Medicare or Medicaid that paid your bills usually have to be repaid from a settlement, which a lawyer can often negotiate down; injury lawyers usually work on contingency, so a consultation costs nothing.',
    ],
    deadline:
      'Negotiating does not stop the statute of limitations: if it is not settled, the lawsuit must still be filed in time (often 2 to 3 years).',
    documents: ['the offer letter and any release sent', 'all medical bills and records', 'proof of lost wages'],
  },
  {
    label: 'the time limit to bring a claim',
    pattern:
      /too late|statute of limitations?|how long do i have|time limit|deadline to (?:sue|file|claim)|waited too long|still (?:file|sue|make a claim|claim|bring a claim)|(?:years?|months?) (?:ago|later)|special deadline/,
    points: [
      'Injury claims must be filed within the state’s statute of limitations, commonly 2 to 3 years from the injury (from 1 year in some states to 6 in others); once it passes, the claim is usually lost whatever its merits.',
      'Some clocks start later or pause: when the harm could not reasonably be discovered (as with an object left after surgery), for a child until 18 in many states, and for a wrongful-death claim from the date of death.',
      'Claims against a city, county, state or public agency need a formal notice of claim, often within months (sometimes 30 to 180 days), and medical-malpractice claims often have extra rules and an outer limit.',
    ],
    deadline:
      'Work out the exact date now with a lawyer in the state where it happened: a few days late can bar the claim.',
    documents: [
      'the date and place of the injury',
      'when and how you learned what caused it',
      'medical records from the start',
    ],
  },
  {
    label: 'a claim against a city or public agency',
    pattern:
      /\bthe city\b|city (?:bus|truck|vehicle|sidewalk|property|park|pool)|county (?:bus|truck|road|jail|hospital)|government|municipal|pothole|public (?:school|bus|transit|park|course|road|pool|sidewalk)|school district|\bsidewalk\b|notice of claim|utility company|police (?:car|cruiser)/,
    points: [
      'Government bodies can be sued for injuries in many situations (dangerous roads and sidewalks, crashes with public vehicles, public-school negligence), but the rules are stricter than against a private person.',
      'Most states require a written notice of claim to the agency within a short deadline before any lawsuit, and some cap the damages or bar certain claims (such as for pain and suffering) altogether.',
      'Sidewalk defects may be the duty of the city or of the property owner in front, depending on local law; photograph the hazard with a measurement, before it is repaired.',
    ],
    deadline:
      'The notice of claim is often due within 30 days to 6 months of the injury, far sooner than the usual statute of limitations.',
    documents: ['photos of the hazard or vehicle', 'the incident or police report', 'your medical records and bills'],
  },
  {
    label: 'an injury from a defective product',
    pattern:
      /\bproducts?\b|defect(?:ive)?|recall|manufacturer|caught fire|burst into flames|exploded|blew (?:off|up)|button batter|space heater|pressure cooker|airbag|malfunction|class action|the (?:toy|charger|device|heater)\b/,
    points: [
      'Manufacturers and sellers can be held liable for injuries from a defective product (a design defect, a manufacturing flaw or missing warnings) without proof of carelessness, if the product was used as intended or in a foreseeable way.',
      'Keep the product exactly as it is, with packaging, manual and receipt, and do not send it back to the company; photos and the model and serial numbers matter.',
      'Report the injury to the Consumer Product Safety Commission (SaferProducts.gov) and check for recalls; injuries shared by many people are sometimes handled in class actions or combined cases.',
    ],
    documents: [
      'the product itself, its packaging and receipt',
      'photos of the product and injuries',
      'medical records and bills',
    ],
  },
  {
    label: 'food poisoning or an allergic reaction',
    pattern:
      /food poisoning|salmonella|e\.? ?coli|listeria|norovirus|(?:ate|eating|eaten) (?:at|from)|restaurant|allerg\w*|peanuts?|nut-free|health department|undercooked/,
    points: [
      'A food-poisoning claim needs proof that the restaurant’s or seller’s food caused the illness: a doctor’s diagnosis and stool test, leftovers or receipts, and, strongest of all, a health-department investigation linking other cases.',
      'Report it to the local health department, which can inspect and trace outbreaks; damages cover medical bills, lost wages and suffering, so brief illnesses are usually small claims.',
      'A restaurant or bakery that says a dish is free of an allergen you told them about, when it is not, can be liable for the reaction; keep the menu, the label or messages showing what was promised.',
    ],
    documents: [
      'receipts and the menu or label',
      'medical records and test results',
      'the health-department report number',
    ],
  },
  {
    label: 'an injury after signing a waiver',
    pattern:
      /waiver|signed a release|assum\w* (?:the )?risk|trampoline|sparring|martial arts|climbing gym|\bgym\b|riding school|tour company/,
    points: [
      'Waivers often block claims for ordinary carelessness in risky activities, but courts in most states will not enforce them for gross negligence or recklessness, or for broken equipment or rules the business itself broke.',
      'A waiver a parent signs for a child is unenforceable in many states, and waivers that are vague, hidden or against public policy can be thrown out.',
      'Ask for the incident report in writing, keep the waiver and any photos of the equipment or supervision, and note witnesses; a lawyer can read the exact waiver against your state’s law.',
    ],
    documents: ['a copy of the waiver', 'the incident report and photos', 'medical records and bills'],
  },
  {
    label: 'an injury at work',
    pattern:
      /workers'? ?comp|work comp|hurt (?:at|on) (?:work|the job)|injured (?:at|on) (?:work|the job)|on the job|warehouse|job ?site|my (?:boss|supervisor|employer|manager)|coworker|co-worker|(?:roofing|construction) job/,
    points: [
      'Workers’ compensation covers injuries on the job regardless of fault: medical care, part of lost wages and benefits for lasting impairment; report the injury to your employer in writing right away.',
      'Employers may not discourage you from filing or punish you for it; if a supervisor tells you not to report, report anyway and keep a copy.',
      'Workers’ comp usually bars suing your own employer, but you may also have a claim against someone else, such as another contractor or the maker of faulty equipment.',
    ],
    deadline:
      'Notice to the employer is often required within 30 days (some states less), and the comp claim itself must be filed within a year or two.',
    documents: ['your written report of the injury', 'medical records', 'names of witnesses and your supervisor'],
  },
  {
    label: 'a wrongful death claim',
    pattern:
      /wrongful death|(?:was|were|got) killed|(?:died|death) (?:after|because|from|when|in a)|(?:killed|died) by|lost (?:my|our) (?:son|daughter|father|mother|dad|mom|husband|wife|brother|sister|child)|(?:son|daughter|father|mother|dad|mom|husband|wife|brother|sister) (?:died|was killed|passed away)/,
    points: [
      'When a death is caused by someone’s wrongful act or negligence, the personal representative of the estate or close family (depending on the state) can sue for the losses: funeral costs, lost income and support, and the loss of companionship.',
      'A civil case is separate from any criminal case: it can be brought even without a conviction, needs only proof more likely than not, and can also reach employers, bars that overserved a drunk driver, or insurers.',
      'Someone may need to be appointed by the probate court first; insurers contact families early, so avoid recorded statements until you have advice.',
    ],
    deadline: 'A wrongful-death claim is usually due within 2 to 3 years of the death (1 year in a few states).',
    documents: [
      'the death certificate',
      'the police, accident or medical records',
      'proof of the person’s income and family',
    ],
  },
  {
    label: 'an assault or intentional injury',
    pattern:
      /assault|attacked (?:me|him|her)|bouncer|punched|beat (?:me|him|her) up|\bstabbed\b|\bshot (?:me|him|her)\b|(?:hit|ran) (?:me|her|him) (?:with|over) (?:his|her|a|the)|on purpose|intentional/,
    points: [
      'A person who deliberately hurts you can be sued for battery, separately from any criminal case, for medical bills, lost wages and suffering; a criminal conviction makes the civil case easier, and courts can order restitution.',
      'A bar, club or venue can also be liable when its employee (such as a bouncer) used excessive force, or when it failed to provide reasonable security against a foreseeable attack.',
      'Every state has a crime victim compensation fund that pays medical bills and lost wages when the attacker cannot; apply through the prosecutor’s victim-witness office.',
    ],
    deadline:
      'Intentional-injury claims often have a shorter time limit than negligence (sometimes 1 year), and victim compensation funds have their own filing windows.',
    documents: ['the police report', 'medical records and photos of the injuries', 'names of witnesses and any video'],
  },
  {
    label: 'a child hurt at school, daycare or a sports activity',
    pattern:
      /daycare|day care|preschool|(?:at|from) school\b|teacher|\bcoach\b|\bpractice\b|\bleague\b|playground|babysitter|summer camp|football|field trip/,
    points: [
      'Schools, daycares, camps and leagues must supervise children reasonably for their age and activity; an injury alone is not enough, but poor supervision, unsafe equipment or ignoring a known risk can make them liable.',
      'Ask for the incident report in writing, get the child checked by a doctor, and keep photos and messages; daycares are also licensed by the state, which takes complaints.',
      'Most states have concussion laws requiring a player with a suspected concussion to be removed from play until cleared; public schools are government bodies, so a short notice-of-claim deadline can apply.',
    ],
    deadline:
      'A claim against a public school may need a notice of claim within months; for a child, the general time limit is often paused until 18.',
    documents: ['the incident report', 'medical records', 'names of staff and witnesses'],
  },
];
