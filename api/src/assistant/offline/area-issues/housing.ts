import type { AreaIssue } from './issue';

/** Narrower housing issues, weighed before the area guide's broad ones. */
export const HOUSING_ISSUES: readonly AreaIssue[] = [
  {
    label: 'breaking a lease early',
    pattern:
      /break(?:ing)? (?:the|my|our|a|her|his) lease|broke (?:the|my|our) lease|get out of (?:the|my|our|a|this) lease|out of (?:the|my|our) lease early|end (?:the|my|our) lease early|leave the lease|lease (?:break|buyout)|early termination|move out (?:early|without paying)|without paying the rest|military orders|pcs orders/,
    points: [
      'A lease binds you for its whole term: leaving early usually leaves you owing rent until the unit is re-rented or the lease ends, but most states require the landlord to make reasonable efforts to re-rent, and many leases allow a buyout, a sublet or a replacement tenant.',
      'Many states let a tenant end a lease early with written notice after domestic violence, sexual assault or stalking (usually with a protective order, police report or advocate’s letter), federal law lets service members end a lease on military orders, and a unit that is unsafe or unlivable can also justify leaving.',
      'Give notice in writing, get any agreement to end the lease in writing, document the unit’s condition when you leave and keep copies; simply walking away can lead to a collection claim and a bad rental reference.',
    ],
    deadline:
      'Early-termination notices usually have to be in writing, often 30 days ahead; the lease and state law set the exact period.',
    documents: [
      'the lease, including any early-termination or subletting clause',
      'your written notice and any reply',
      'a protective order, police report or military orders, if one applies',
    ],
  },
  {
    label: 'a shared lease',
    pattern:
      /(?:name|him|her|them|me|myself) off (?:the|my|our|his|her) lease|off the lease|remove (?:my|his|her) name|leases? (?:is )?in both (?:of )?our names|both (?:of us )?on the lease|lease togeth?er|joint lease|co-?sign(?:er|ed)?\b|(?:his|her|their|my room?mate'?s) (?:half|share) of the (?:rent|bills|utilities)|rent split|pay (?:his|her|their) (?:half|share)|responsible for (?:his|her|their) (?:share|half|rent)/,
    points: [
      'People who sign the same lease are usually "jointly and severally" liable: the landlord can collect all of the rent, and the cost of any damage, from any one of them, whatever they agreed between themselves.',
      'A name comes off a lease only with the landlord’s written agreement (an amendment or a new lease); moving out does not end your responsibility, though a number of states let a victim of domestic violence end or separate their part of a shared lease.',
      'What co-tenants owe each other is a separate matter: an unpaid share of rent or bills can usually be recovered from the roommate in small claims, with texts and payment records as evidence.',
    ],
    documents: [
      'the lease and any roommate agreement',
      'records of who paid what toward rent and bills',
      'messages with the landlord and the other tenant',
    ],
  },
  {
    label: 'someone who won’t leave the home',
    pattern:
      /won'?t (?:leave|move out|get out)|refus\w* to (?:leave|move out)|(?:get|kick) (?:him|her|them) out|get (?:him|her|them) removed|(?:isn'?t|is not|not|wasn'?t) on the lease|unauthori[sz]ed occupant|(?:evict|remove) (?:my|our|her|his|a) (?:adult )?(?:roommate|room ?mate|son|daughter|cousin|brother|sister|boyfriend|girlfriend|partner|ex|family member|guest|own son)|guest (?:who|that) won'?t|squatters?|make (?:him|her|them) move out|want (?:him|her|them) out/,
    points: [
      'Someone who has lived in the home for a while, pays toward the rent or gets mail there is often treated as a tenant or occupant, and in most states even a roommate, relative or ex-partner who is not on the lease can only be removed through a court eviction, not by changing the locks or putting their things out.',
      'If you are the owner, the landlord or the only tenant, you usually give the person written notice to leave (often 30 days, sometimes less for a short-term guest) and file an eviction if they stay; if you are co-tenants on the same lease, only the landlord can evict, though you can ask the landlord for help or end your own part.',
      'Where there is violence or threats, a protective or restraining order can order the person out of the home right away, whatever the lease says; call the police in an emergency.',
    ],
    deadline:
      'A notice to a roommate, relative or guest commonly gives 30 days (less in some states), and the eviction case that may follow has its own short deadlines.',
    documents: [
      'the lease or deed, and who signed it',
      'proof of how long the person has lived there and what they pay',
      'any written notice you gave them',
    ],
  },
  {
    label: 'a new owner, a sale or an owner move-in',
    pattern:
      /new (?:owners?|landlord|management)\b|(?:landlord|owner)(?: \w+){0,3} sell(?:ing|s)\b|(?:says|said) (?:he'?s|she'?s|they'?re) selling|(?:is|are) being sold|(?:was|got|been) sold\b|(?:to|for) renovat\w*|renovictions?|owner move[- ]in|wants? the (?:unit|apartment) for (?:his|her|their) (?:son|daughter|family|kids?)|rent control\w*|rent[- ]stabili[sz]\w*|(?:landlord|landlady|owner) (?:passed away|died)|cash for keys|relocation (?:payment|assistance)|(?:landlord|owner) (?:is |was )?(?:in )?foreclos\w*/,
    points: [
      'A sale does not end a lease: the new owner takes the building subject to the existing leases, and the security deposits should be transferred to the new owner, who then owes them back.',
      'A month-to-month tenancy can usually be ended by the new owner with proper written notice (often 30 to 60 days, longer in some places for long-time tenants), but some states and cities allow evictions only for a just cause, limit evictions for renovation or owner move-in and require relocation payments; pressure or harassment to make tenants leave is illegal.',
      'If the landlord loses the building to foreclosure, federal law generally gives tenants at least 90 days’ notice and lets a tenant with a lease stay until it ends, unless the new owner will live in the unit.',
    ],
    deadline:
      'Check the notice date: ending a month-to-month tenancy usually needs 30 to 60 days’ written notice, and 90 days after a foreclosure.',
    documents: [
      'your lease and any notice from the old or new owner',
      'proof of your deposit and rent payments',
      'letters about the sale or foreclosure',
    ],
  },
  {
    label: 'a rent increase',
    pattern:
      /rent (?:increases?|raises?)|increas\w* (?:the|my|our|her|his) rent|rais\w* (?:the|my|our|her|his) rent|rent (?:went|is going|going|goes) up|rent hikes?|hik\w* (?:the|my|our) rent|higher rent|rent caps?\b|cap on rent|\d+ ?% (?:more|increase|rent increase)/,
    points: [
      'During a fixed-term lease, rent can go up only if the lease allows it; on a month-to-month tenancy the landlord can usually raise it with written notice, commonly 30 days, and longer (60 to 90 days) in some states for larger increases.',
      'Most places have no cap on the amount, but some do: Oregon and California limit yearly increases for many older buildings, and cities such as New York, Los Angeles and San Francisco have rent control or rent stabilisation; subsidised housing has its own rules.',
      'An increase cannot be retaliation for a complaint or repair request, or discriminatory; check whether your unit is covered by a local ordinance and ask the city or county housing office if the notice looks wrong.',
    ],
    deadline:
      'A rent increase usually needs written notice, commonly 30 days and longer in some states; an increase without proper notice generally does not take effect until the notice period has run.',
    documents: ['the lease', 'the rent-increase notice and the date you got it', 'your rent history'],
  },
  {
    label: 'a fire or other damage that makes the home unlivable',
    pattern:
      /(?:kitchen|apartment|building|house|grease|electrical|small|big) fire\b|fire in (?:the|my|our) (?:unit|apartment|building|house|rental|kitchen)|(?:had|was) a fire\b|on fire\b|smoke damage|flood damage|flood insurance|burn(?:ed|t) down|renters'? insurance|renter'?s insurance|unlivable|uninhabitable/,
    points: [
      'When a fire, flood or similar disaster makes a rental unlivable through no fault of the tenant, many states let the tenant stop paying rent while it is unlivable or end the lease; if only part is unusable, rent is often reduced in proportion. Check the lease’s damage or casualty clause and state law.',
      'The landlord’s insurance covers the building, not tenants’ belongings or hotel costs: those are what renters insurance pays ("personal property" and "loss of use"). A landlord is usually liable for your losses only if their negligence caused the damage, such as a faulty stove they knew about.',
      'Photograph everything, keep receipts for hotel and replacement costs, get the fire or incident report, and tell the landlord in writing whether you are staying or ending the lease.',
    ],
    documents: [
      'the fire or incident report',
      'photos and a list of damaged belongings with receipts',
      'the lease and any insurance policy',
    ],
  },
  {
    label: 'gas, carbon monoxide or smoke alarms',
    pattern:
      /carbon monoxide|\bco (?:alarm|detector)s?|(?:smoke|fire) (?:alarm|detector)s?|gas (?:leak|smell)|smell(?:s|ed|ing)? (?:like |of )?(?:gas|rotten eggs)|furnace|boiler|generator/,
    points: [
      'A gas smell or a carbon monoxide alarm is an emergency: get everyone out, then call the fire department or the gas company from outside. A safe furnace, boiler and gas lines are part of the landlord’s duty to keep a rental habitable.',
      'Most states require landlords to install working smoke alarms, and many require carbon monoxide alarms where there are gas appliances, a fireplace or an attached garage; tenants are often responsible for testing them and changing batteries, and no one should disconnect one.',
      'Report the problem to the landlord in writing and, if it is not fixed promptly, to the local housing, building or fire inspector; rent can usually be reduced or withheld only by following the state’s procedure after proper notice.',
    ],
    documents: [
      'written repair requests and the landlord’s replies',
      'reports from the fire department, gas company or inspector',
      'medical records if anyone was made ill',
    ],
  },
  {
    label: 'noise or a nuisance from neighbours',
    pattern:
      /(?:the|about|over|with|for) noise|noise complaints?|noise ordinance|just noise|noisy|bark(?:s|ing)?\b|nuisance|quiet enjoyment|(?:throws?|throwing) parties|part(?:y|ies) every|smoke (?:smell|comes|drifts|gets)|secondhand smoke|incense|smell comes|hoarder/,
    points: [
      'Tenants have a right to the "quiet enjoyment" of their home, and most leases and HOA rules ban unreasonable noise; local noise ordinances set quiet hours and are enforced through the city or the police non-emergency line.',
      'Keep a dated log of the noise, smoke or smell (with recordings where allowed) and complain in writing, first to the neighbour, then to the landlord or HOA, which can enforce the lease or rules against the person causing it.',
      'If nothing works, community mediation is cheap or free; a persistent, unreasonable disturbance can be a private nuisance you can sue over, and a landlord who ignores it may give a tenant grounds to end the lease.',
    ],
    documents: [
      'a dated log of the incidents',
      'copies of complaints to the landlord, HOA or city',
      'recordings or the names of witnesses',
    ],
  },
  {
    label: 'HOA fines or rule enforcement',
    pattern:
      /hoa (?:fines?|is fining|violations?|citations?|letters?|board|rules?)|(?:fine|fining|fined) (?:me|us)\b|\$\d+ (?:a|per) (?:day|week)\b|cc&rs?|covenants?|architectural (?:review|committee|approval)|selective(?:ly)? enforc\w*|cit(?:ing|ed) (?:me|us)|violation (?:notices?|letters?)|(?:sending|sent|send|got) (?:us |me )?(?:a )?fines?\b|fines? for (?:our|my|the)\b/,
    points: [
      'An HOA can fine only for rules in its recorded covenants (CC&Rs), bylaws or properly adopted rules, and most states require written notice of the violation and a chance to be heard before a fine; ask in writing for the rule it relies on and for a hearing.',
      'Earlier written approval from the board, a rule enforced against you but not against others (selective enforcement), or years of ignoring similar violations can be defences; a new board usually cannot simply undo an approval the HOA already gave.',
      'Unpaid fines and assessments can become a lien on the home, so do not ignore them: dispute them in writing, pay under protest if needed, and use the HOA’s appeal process or mediation before it escalates.',
    ],
    deadline:
      'A violation notice usually gives a short window, often 10 to 30 days, to fix the problem or ask for a hearing.',
    documents: [
      'the violation notice and any fine letters',
      'the CC&Rs, bylaws and rules',
      'any earlier approval, and photos of similar homes',
    ],
  },
  {
    label: 'a neighbour’s tree',
    pattern:
      /\btrees?\b|\broots?\b|\bbranch(?:es)?\b|\blimbs?\b|overhang\w*|act of god|\btrim(?:med|ming)?\b|fell on (?:my|our|the)\b|came down on/,
    points: [
      'An owner is usually not liable when a healthy tree falls in a storm (an "act of God"), but is if they knew or should have known it was dead, diseased or dangerous, for example after a warning; photos of the tree before it fell and messages to the owner matter most.',
      'Your own insurance (homeowners cover for a house or garage, comprehensive cover for a car) usually pays your damage first, less the deductible, and can pursue the neighbour’s insurer; a claim within the state limit can also go to small claims court.',
      'You may generally trim branches and roots that cross onto your property, up to the line and at your own cost, but not kill the tree or go onto the neighbour’s land; some states award double or triple damages for wrongly cutting someone else’s tree.',
    ],
    documents: [
      'photos of the tree and the damage',
      'any earlier warnings to the owner',
      'repair estimates and insurance letters',
    ],
  },
  {
    label: 'housing discrimination or an assistance animal',
    pattern:
      /emotional supp?ort|support (?:animal|dog|cat)s?|service (?:dog|animal)s?|\besa\b|assistance animals?|(?:a|my|our|the) pets?\b(?! (?:deposit|fee|rent))|pets? (?:are |is )?(?:allowed|policy|rules?|clause|ban)|about pets|no[- ]pets?|having (?:a )?(?:cat|dog|pet)\b|discriminat\w*|fair housing|familial status|source of income|section 8|vouchers?|reasonable accommodation|won'?t rent to|refus\w* to rent|keep rejecting|reject(?:ed|ing) (?:me|him|her|us|them)\b/,
    points: [
      'The federal Fair Housing Act bars landlords, sellers and HOAs from discriminating based on race, colour, religion, sex (including sexual orientation and gender identity), national origin, familial status (children) and disability; many states and cities add protections, such as for source of income (vouchers).',
      'A tenant with a disability can ask for a reasonable accommodation, including a service or emotional support animal in a no-pets building; when the disability is not obvious the landlord may ask for reliable documentation of the need, but may not charge a pet fee or deposit for the animal, and can refuse only for a direct threat or an undue burden.',
      'Ordinary pets are governed by the lease: a landlord may ban them or require a pet deposit, but must honour what the lease already allows. Discrimination complaints go to HUD or the state fair-housing agency.',
    ],
    deadline:
      'A fair-housing complaint to HUD is due within one year of the discrimination; a lawsuit under the Fair Housing Act within two years.',
    documents: [
      'the listing, application or rejection message',
      'the accommodation request and any reply',
      'a letter from your health provider, if you need an assistance animal',
    ],
  },
  {
    label: 'a non-renewal or retaliation by a landlord',
    pattern:
      /retaliat\w*|(?:because|after|since) (?:i|we) (?:complained|reported|called the city|asked for repairs|called code)|reported (?:him|them|it|the landlord) to (?:the )?(?:city|code|housing|health)|complain(?:ed|ing)? to the city|won'?t renew|not renew(?:ing)?\b|non-?renewal|make (?:my|our) li(?:fe|ves) (?:miserable|hell)/,
    points: [
      'At the end of a fixed-term lease a landlord can usually decline to renew without giving a reason, unless a just-cause or rent-control law applies, but not for a discriminatory or retaliatory reason. Most states forbid a landlord from retaliating against a tenant who asked for repairs, reported code violations, joined a tenants’ group or used another legal right: raising the rent, cutting services, refusing to renew or starting an eviction soon after a complaint can be retaliation.',
      'Many states presume retaliation when the landlord acts within a set period after the complaint (commonly 90 days to a year); the landlord then has to show a legitimate reason, such as unpaid rent.',
      'Keep copies of your complaints with their dates: retaliation is a defence to an eviction and can support a claim for damages, and threats or harassment can be reported to the housing office or police.',
    ],
    documents: [
      'your written complaints or repair requests, with dates',
      'the notice, rent increase or non-renewal that followed',
      'any inspection reports',
    ],
  },
  {
    label: 'something the seller or landlord did not disclose',
    pattern:
      /(?:didn'?t|did not|never|failed to|wouldn'?t) (?:disclose|tell us|mention)|disclos(?:ure|ed|e)\b|undisclosed|hidden (?:defects?|damage|problems?)|seller(?:s|'s)? (?:lied|knew|hid|concealed)|(?:sue|go after) the sellers?|after (?:the )?closing|as[- ]is\b/,
    points: [
      'Most states require sellers to disclose known material defects (leaks, flooding, foundation, roof, septic or well problems), often on a standard form; a seller who lies about or hides a known defect can be liable for fraud or misrepresentation even in an "as is" sale.',
      'What decides it is proof the seller knew: repair records, earlier inspection reports, permits, insurance claims, neighbours’ accounts. A death or crime in a home has to be disclosed only in some states (California, for example, for deaths within three years), and sellers and landlords of pre-1978 housing must disclose known lead paint.',
      'Get a written opinion and estimate from an inspector or contractor, send a demand letter to the seller (the agents have duties of their own), and check the purchase contract for a mediation or arbitration clause before suing.',
    ],
    deadline:
      'Fraud and non-disclosure claims have time limits, often 2 to 4 years, usually counted from when you discovered the problem.',
    documents: [
      'the seller’s disclosure form and the purchase contract',
      'your inspection report',
      'photos, repair estimates and any proof the seller knew',
    ],
  },
  {
    label: 'earnest money or a purchase that fell through',
    pattern:
      /earnest money|ernest money|good faith deposit|(?:title|escrow) (?:company|agent|officer) (?:is )?(?:still )?(?:holding|keeping|won'?t release)|release (?:the|our|my) (?:earnest money|deposit)|(?:deal|sale|purchase|closing) (?:fell through|fell apart|collapsed|blew up)|blew up the deal|backed out|back(?:ing)? out of|walk(?:ed)? away from (?:the )?(?:deal|sale|purchase|contract)|cash buyer|contingenc(?:y|ies)|specific performance|force the sale|accept(?:ed|ing)? (?:our|my) offer|offer (?:was|got) (?:accepted|rejected|shot down)/,
    points: [
      'Earnest money is held in escrow and goes where the purchase contract says: a buyer who cancels under a contingency (inspection, financing, appraisal) before its deadline usually gets it back, while a buyer who walks away without one can lose it to the seller.',
      'A seller who backs out of a signed contract without a reason the contract allows is in breach: the buyer can usually recover the deposit and costs and sometimes ask a court to order the sale ("specific performance"); once both sides have signed, a seller usually cannot just take a better cash offer.',
      'The escrow or title company normally releases disputed earnest money only on both parties’ written instructions or a court order, so send a written demand citing the contract clause; many purchase contracts require mediation first.',
    ],
    deadline:
      'Contingency deadlines in the contract are strict: a notice to cancel usually has to be delivered in writing before the deadline runs out.',
    documents: [
      'the signed purchase contract and addenda',
      'the earnest money receipt',
      'the written notices and messages exchanged',
    ],
  },
];
